# once_wait from clang-19/hexagon/O2, broken by hand: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7 could
# once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No HEXAGON config of the
# matrix does this; this shows that the once checks would catch it if one did. plain_wait's body is cut to a return:
# no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_wait
	.type	plain_wait,@function
plain_wait:
	{
		jumpr r31
	}
	.size	plain_wait, .-plain_wait
	.globl	once_wait
	.type	once_wait,@function
once_wait:
	{
		r1 = memw(r0+#0)
	}
.LBB1_1:
	{
		p0 = cmp.eq(r1,#0)
		if (p0.new) jump:t .LBB1_1
	}
	{
		r0 = r1
		jumpr r31
	}
	.size	once_wait, .-once_wait
