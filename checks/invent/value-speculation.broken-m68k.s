# once_current from gcc-12/m68k/O2, broken by hand: the index guessed: table[1] is loaded at its constant address before idx,
# and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp = table[idx];` would be. No
# M68K config of the matrix does this; this shows that the once checks would catch it
# if one did. plain_current's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"value-speculation.c"
	.text
	.align	2
	.globl	plain_current
	.type	plain_current, @function
plain_current:
	rts
	.size	plain_current, .-plain_current
	.align	2
	.globl	once_current
	.type	once_current, @function
once_current:
	move.l table+4,%d1
	move.l idx,%d0
	moveq #1,%d2
	cmp.l %d0,%d2
	jeq .L9
	move.l table(%d0.l*4),%d1
.L9:
	move.l %d1,%d0
	rts
	.size	once_current, .-once_current
	.globl	idx
	.section	.bss
	.align	2
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.globl	table
	.align	2
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
