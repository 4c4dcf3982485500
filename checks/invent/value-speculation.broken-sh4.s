! once_current from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r1,r0: load idx)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_current's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_current
	.type	plain_current, @function
plain_current:
	rts	
	nop
	.size	plain_current, .-plain_current
	.align 1
	.align 2
	.global	once_current
	.type	once_current, @function
once_current:
	mov.l	.L7,r1
	mov.l	.L8,r1
	shll2	r0
	mov.l	@(r0,r1),r0
	rts	
	nop
.L9:
	.align 2
.L7:
	.long	idx
.L8:
	.long	table
	.size	once_current, .-once_current
	.global	idx
	.section	.bss
	.align 2
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.global	table
	.align 2
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
