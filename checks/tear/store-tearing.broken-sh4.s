! once_set from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	r2,@r1: store magic)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_set's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_set
	.type	plain_set, @function
plain_set:
	rts	
	nop
	.size	plain_set, .-plain_set
	.align 1
	.align 2
	.global	once_set
	.type	once_set, @function
once_set:
	mov.l	.L7,r1
	mov.l	.L8,r2
	rts	
	nop
.L9:
	.align 2
.L7:
	.long	magic
.L8:
	.long	305419896
	.size	once_set, .-once_set
	.global	magic
	.section	.bss
	.align 2
	.type	magic, @object
	.size	magic, 4
magic:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
