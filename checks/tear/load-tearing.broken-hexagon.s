# once_is_locked from clang-19/hexagon/O2, broken by hand: the load torn in two: the one memw of lock replaced by two
# memuh of its halves, lock and lock+2. No HEXAGON config of the matrix does this; this shows that the once checks
# would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_is_locked
	.type	plain_is_locked,@function
plain_is_locked:
	{
		jumpr r31
	}
	.size	plain_is_locked, .-plain_is_locked
	.globl	once_is_locked
	.type	once_is_locked,@function
once_is_locked:
	{
		r0 = memuh(##lock)
		r1 = memuh(##lock+2)
	}
	{
		r0 = !cmp.eq(r0,r1)
		jumpr r31
	}
	.size	once_is_locked, .-once_is_locked
	.type	lock,@object
	.section	.bss,"aw",@nobits
	.globl	lock
lock:
	.word	0
	.size	lock, 4
