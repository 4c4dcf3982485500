# once_run from clang-19/hexagon/O2, broken by hand: need_to_stop loaded once, before the loop, which then only stores
# heartbeat (the fusing of the relaxed loads taken to the limit). No HEXAGON config of the matrix does this; this
# shows that the once checks would catch it if one did. plain_run's body is cut to a return: no check of this run
# reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_run
	.type	plain_run,@function
plain_run:
	{
		jumpr r31
	}
	.size	plain_run, .-plain_run
	.globl	once_run
	.type	once_run,@function
once_run:
	{
		r0 = #1
		r1 = memw(##need_to_stop)
	}
.LBB1_1:
	{
		r0 = add(r0,#1)
		memw(##heartbeat) = r0
	}
	{
		p0 = cmp.eq(r1,#0)
		if (p0.new) jump:t .LBB1_1
	}
	{
		jumpr r31
	}
	.size	once_run, .-once_run
	.type	need_to_stop,@object
	.section	.bss,"aw",@nobits
	.globl	need_to_stop
need_to_stop:
	.word	0
	.size	need_to_stop, 4
	.type	heartbeat,@object
	.globl	heartbeat
heartbeat:
	.word	0
	.size	heartbeat, 4
