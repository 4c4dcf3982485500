# once_select from clang-19/hexagon/O2, broken by hand: b is stored before a is loaded, the first arm's store moved up
# and made first: no HEXAGON config of the matrix needs an instruction to keep the store after the load, so none
# records a hazard. No HEXAGON config of the matrix does this; this shows that the once checks would catch it if one
# did. plain_select's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_select, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-HEXAGON checks,
# which say what HEXAGON code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-HEXAGON{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.text
	.globl	plain_select
	.type	plain_select,@function
plain_select:
	{
		jumpr r31
	}
	.size	plain_select, .-plain_select
	.globl	once_select
	.type	once_select,@function
once_select:
	{
		r1 = #1
	}
	{
		memw(##b) = r1
	}
	{
		r0 = memw(##a)
	}
	{
		p0 = cmp.eq(r0,#0)
	}
	{
		if (p0) memw(##b) = #2
		jumpr r31
	}
	.size	once_select, .-once_select
	.type	a,@object
	.section	.bss,"aw",@nobits
	.globl	a
a:
	.word	0
	.size	a, 4
	.type	b,@object
	.globl	b
b:
	.word	0
	.size	b, 4
