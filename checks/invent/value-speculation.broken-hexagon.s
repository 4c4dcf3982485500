# once_current from clang-19/hexagon/O2, broken by hand: the index guessed: table[1] loaded at its constant address
# before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp = table[idx];` would be. No
# HEXAGON config of the matrix does this; this shows that the once checks would catch it if one did. plain_current's
# body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_current
	.type	plain_current,@function
plain_current:
	{
		jumpr r31
	}
	.size	plain_current, .-plain_current
	.globl	once_current
	.type	once_current,@function
once_current:
	{
		r1 = memw(##table+4)
	}
	{
		r0 = memw(##idx)
	}
	{
		p0 = cmp.eq(r0,#1)
	}
	{
		if (!p0) r1 = memw(r0<<#2+##table)
	}
	{
		r0 = r1
		jumpr r31
	}
	.size	once_current, .-once_current
	.type	table,@object
	.section	.bss,"aw",@nobits
	.globl	table
table:
	.space	16
	.size	table, 16
	.type	idx,@object
	.globl	idx
idx:
	.word	0
	.size	idx, 4
