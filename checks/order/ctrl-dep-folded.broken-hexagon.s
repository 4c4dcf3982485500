# once_respond from clang-19/hexagon/O2, broken by hand: b is stored before a is loaded, the two swapped. No HEXAGON
# config of the matrix does this; this shows that the once checks would catch it if one did. plain_respond's body is
# cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-HEXAGON checks,
# which say what HEXAGON code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/ctrl-dep-folded.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-HEXAGON{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.text
	.globl	plain_respond
	.type	plain_respond,@function
plain_respond:
	{
		jumpr r31
	}
	.size	plain_respond, .-plain_respond
	.globl	once_respond
	.type	once_respond,@function
once_respond:
	{
		r0 = #2
	}
	{
		memw(##b) = r0
	}
	{
		r0 = memw(##a)
	}
	{
		jump do_something_else
	}
	.size	once_respond, .-once_respond
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
