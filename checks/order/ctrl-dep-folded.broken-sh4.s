! once_respond from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r1,r1: load a)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_respond's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
! And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-SH4 checks,
! which say what SH4 code does where the store of b is ordered after the load of a, fail on it.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
! SAFE-FAILS: error: STORE-ORDERED-SH4{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-folded.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_respond
	.type	plain_respond, @function
plain_respond:
	rts	
	nop
	.size	plain_respond, .-plain_respond
	.align 1
	.align 2
	.global	once_respond
	.type	once_respond, @function
once_respond:
	mov.l	.L8,r1
	mov.l	.L9,r1
	mov	#2,r2
	mov.l	r2,@r1
	mov.l	.L10,r1
	jmp	@r1
	nop
.L11:
	.align 2
.L8:
	.long	a
.L9:
	.long	b
.L10:
	.long	do_something_else
	.size	once_respond, .-once_respond
	.global	b
	.section	.bss
	.align 2
	.type	b, @object
	.size	b, 4
b:
	.zero	4
	.global	a
	.align 2
	.type	a, @object
	.size	a, 4
a:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
