# once_consume from clang-19/hexagon/O2, broken by hand: the load of data hoisted above the load of the flag (as a
# compiler may move plain loads), so the data read can be older than the flag. No HEXAGON config of the matrix does
# this; this shows that the once checks would catch it if one did. plain_consume's body is cut to a return: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/load-acquire.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_consume
	.type	plain_consume,@function
plain_consume:
	{
		jumpr r31
	}
	.size	plain_consume, .-plain_consume
	.globl	once_consume
	.type	once_consume,@function
once_consume:
	{
		r2 = memw(r0+#0)
	}
	{
		r1 = memw(r0+#4)
	}
	{
		p0 = cmp.eq(r1,#0)
		r1 = #-1
	}
	{
		if (!p0) r1 = r2
	}
	{
		r0 = r1
		jumpr r31
	}
	.size	once_consume, .-once_consume
