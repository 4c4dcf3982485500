# once_set from clang-19/hexagon/O2, broken by hand: the store torn in two: the one memw of the constant replaced by
# two memh of its halves, to magic and magic+2. No HEXAGON config of the matrix does this; this shows that the once
# checks would catch it if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_set
	.type	plain_set,@function
plain_set:
	{
		jumpr r31
	}
	.size	plain_set, .-plain_set
	.globl	once_set
	.type	once_set,@function
once_set:
	{
		r0 = ##magic
	}
	{
		memh(r0+#0) = #22136
	}
	{
		memh(r0+#2) = #4660
		jumpr r31
	}
	.size	once_set, .-once_set
	.type	magic,@object
	.section	.bss,"aw",@nobits
	.globl	magic
magic:
	.word	0
	.size	magic, 4
