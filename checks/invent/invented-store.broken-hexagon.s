# once_record from clang-19/hexagon/O2, broken by hand: the test of the code's sign taken away: last_error stored for
# every code, negative or not, unpredicated. No HEXAGON config of the matrix does this; this shows that the once
# checks would catch it if one did. plain_record's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/invented-store.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_record
	.type	plain_record,@function
plain_record:
	{
		jumpr r31
	}
	.size	plain_record, .-plain_record
	.globl	once_record
	.type	once_record,@function
once_record:
	{
		r1 = memw(r0+#0)
	}
	{
		p0 = cmp.eq(r1,#0)
		if (p0.new) jumpr:nt r31
	}
.LBB1_1:
	{
		r0 = add(r0,#4)
	}
.LBB1_2:
	{
		r1 = memw(r0++#4)
		memw(##last_error) = r1
	}
	{
		p0 = cmp.eq(r1,#0)
		if (!p0.new) jump:t .LBB1_2
	}
	{
		jumpr r31
	}
	.size	once_record, .-once_record
	.type	last_error,@object
	.section	.bss,"aw",@nobits
	.globl	last_error
last_error:
	.word	0
	.size	last_error, 4
