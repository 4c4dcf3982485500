# once_dispatch from clang-19/hexagon/O2, broken by hand: operation read again for the jump table's index after the
# bounds check, the double fetch GCC makes on x86. No HEXAGON config of the matrix does this; this shows that the once
# checks would catch it if one did. plain_dispatch's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_dispatch
	.type	plain_dispatch,@function
plain_dispatch:
	{
		jumpr r31
	}
	.size	plain_dispatch, .-plain_dispatch
	.section	.rodata,"a",@progbits
.LJTI0_0:
	.word	.LBB0_2
	.word	.LBB0_3
	.word	.LBB0_4
	.word	.LBB0_5
	.word	.LBB0_6
	.word	.LBB0_7
	.text
	.globl	once_dispatch
	.type	once_dispatch,@function
once_dispatch:
	{
		r0 = memw(##operation)
	}
	{
		p0 = cmp.gtu(r0,#5)
		if (p0.new) r0 = #-22
		if (p0.new) jumpr:nt r31
	}
.LBB1_1:
	{
		r0 = memw(##operation)
	}
	{
		r0 = memw(r0<<#2+##.LJTI1_0)
	}
	{
		jumpr r0
	}
.LBB1_2:
	{
		jump op_read
	}
.LBB1_6:
	{
		jump op_trim
	}
.LBB1_4:
	{
		jump op_flush
	}
.LBB1_5:
	{
		jump op_discard
	}
.LBB1_3:
	{
		jump op_write
	}
.LBB1_7:
	{
		jump op_barrier
	}
	.size	once_dispatch, .-once_dispatch
	.section	.rodata,"a",@progbits
.LJTI1_0:
	.word	.LBB1_2
	.word	.LBB1_3
	.word	.LBB1_4
	.word	.LBB1_5
	.word	.LBB1_6
	.word	.LBB1_7
	.type	operation,@object
	.section	.bss,"aw",@nobits
	.globl	operation
operation:
	.word	0
	.size	operation, 4
