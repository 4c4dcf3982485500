# once_drain from clang-19/hexagon/O2, broken by hand: the store of NULL after the barrier made a load, a compare and
# a store predicated on it, as `if (pending != NULL) pending = NULL;` would be. No HEXAGON config of the matrix does
# this; this shows that the once checks would catch it if one did. plain_drain's body is cut to a return: no check of
# this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_drain
	.type	plain_drain,@function
plain_drain:
	{
		jumpr r31
	}
	.size	plain_drain, .-plain_drain
	.globl	once_drain
	.type	once_drain,@function
once_drain:
	{
		r0 = memw(##pending)
	}
	{
		p0 = cmp.eq(r0,#0)
		if (p0.new) jump:nt .LBB1_2
	}
	{
		memw(r0+#0) = #1
	}
.LBB1_2:
	{
		r1 = memw(##pending)
	}
	{
		p0 = cmp.eq(r1,#0)
	}
	{
		if (!p0) memw(##pending) = #0
		jumpr r31
	}
	.size	once_drain, .-once_drain
	.type	pending,@object
	.section	.bss,"aw",@nobits
	.globl	pending
pending:
	.word	0
	.size	pending, 4
