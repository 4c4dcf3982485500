# once_use from clang-19/hexagon/O2, broken by hand: global_ptr is read again for the call, as the article's
# transformed code reads it (do_low(global_ptr)). No HEXAGON config of the matrix does this; this shows that the once
# checks would catch it if one did. plain_use's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_use
	.type	plain_use,@function
plain_use:
	{
		jumpr r31
	}
	.size	plain_use, .-plain_use
	.globl	once_use
	.type	once_use,@function
once_use:
	{
		r0 = memw(##global_ptr)
	}
	{
		p0 = cmp.eq(r0,#0)
		if (p0.new) jumpr:nt r31
	}
.LBB1_1:
	{
		r1 = memw(##high_address)
		if (!cmp.gtu(r1.new,r0)) jump:nt .LBB1_2
	}
	{
		r0 = memw(##global_ptr)
	}
	{
		jump do_low
	}
.LBB1_2:
	{
		jumpr r31
	}
	.size	once_use, .-once_use
	.type	global_ptr,@object
	.section	.bss,"aw",@nobits
	.globl	global_ptr
global_ptr:
	.word	0
	.size	global_ptr, 4
	.type	high_address,@object
	.globl	high_address
high_address:
	.word	0
	.size	high_address, 4
