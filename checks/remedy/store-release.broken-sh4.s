! once_publish from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	r5,@r4: store [arg0])
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_publish's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/store-release.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-release.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_publish
	.type	plain_publish, @function
plain_publish:
	rts	
	nop
	.size	plain_publish, .-plain_publish
	.align 1
	.align 2
	.global	once_publish
	.type	once_publish, @function
once_publish:
	mov	#1,r1
	mov.l	r1,@(4,r4)
	rts	
	nop
	.size	once_publish, .-once_publish
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
