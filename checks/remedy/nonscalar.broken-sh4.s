! once_wait from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r4,r0: load [arg0])
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_wait's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"nonscalar.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_wait
	.type	plain_wait, @function
plain_wait:
	rts	
	nop
	.size	plain_wait, .-plain_wait
	.align 1
	.align 2
	.global	once_wait
	.type	once_wait, @function
once_wait:
	.align 2
.L7:
	bt	.L7
	rts	
	nop
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
