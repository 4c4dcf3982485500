! once_done from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	r1,@(4,r4): store [arg0+4])
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_done's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"byte-field.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_done
	.type	plain_done, @function
plain_done:
	rts	
	nop
	.size	plain_done, .-plain_done
	.align 1
	.align 2
	.global	once_done
	.type	once_done, @function
once_done:
	mov	#1,r1
	rts	
	nop
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
