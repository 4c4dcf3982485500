! once_mark from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	r1,@(8,r4): store [arg0+8])
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_mark's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"bitfield.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_mark
	.type	plain_mark, @function
plain_mark:
	rts	
	nop
	.size	plain_mark, .-plain_mark
	.align 1
	.align 2
	.global	once_mark
	.type	once_mark, @function
once_mark:
	mov	#3,r1
	rts	
	nop
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
