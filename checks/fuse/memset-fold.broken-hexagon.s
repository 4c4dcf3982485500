# once_reset from clang-19/hexagon/O2, broken by hand: the four 32-bit stores replaced by a call to memset(&stats, 0,
# 16), the fold Clang makes of a larger struct. No HEXAGON config of the matrix does this; this shows that the once
# checks would catch it if one did. plain_reset's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/memset-fold.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_reset
	.type	plain_reset,@function
plain_reset:
	{
		jumpr r31
	}
	.size	plain_reset, .-plain_reset
	.globl	once_reset
	.type	once_reset,@function
once_reset:
	{
		r0 = ##stats
		r1 = #0
		r2 = #16
		jump memset
	}
	.size	once_reset, .-once_reset
	.type	stats,@object
	.section	.bss,"aw",@nobits
	.globl	stats
stats:
	.space	16
	.size	stats, 16
