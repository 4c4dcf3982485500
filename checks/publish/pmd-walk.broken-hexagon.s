# once_walk from clang-19/hexagon/O2, broken by hand: the load of the pmd hoisted out of the retry loop, which then
# spins on the value first seen. No HEXAGON config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_walk's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_walk
	.type	plain_walk,@function
plain_walk:
	{
		jumpr r31
	}
	.size	plain_walk, .-plain_walk
	.globl	once_walk
	.type	once_walk,@function
once_walk:
	{
		r2 = memw(r0+#0)
	}
.LBB1_1:
	{
		p0 = tstbit(r2,#0)
		if (p0.new) jump:t .LBB1_1
	}
	{
		p0 = cmp.eq(r2,#0)
		r0 = #0
		if (p0.new) jumpr:nt r31
	}
.LBB1_3:
	{
		r0 = extractu(r1,#10,#13)
	}
	{
		r0 = memw(r2+r0<<#2)
		jumpr r31
	}
	.size	once_walk, .-once_walk
	.globl	today_walk
	.type	today_walk,@function
today_walk:
.LBB2_1:
	{
		r2 = memw(r0+#0)
	}
	{
		p0 = tstbit(r2,#0); if (p0.new) jump:t .LBB2_1
	}
	{
		if (p0.new) jumpr:nt r31
		r0 = #0
		p0 = cmp.eq(r2,#0)
	}
.LBB2_3:
	{
		r0 = extractu(r1,#10,#13)
	}
	{
		jumpr r31
		r0 = memw(r2+r0<<#2)
	}
	.size	today_walk, .-today_walk
