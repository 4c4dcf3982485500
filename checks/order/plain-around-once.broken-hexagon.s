# once_send from clang-19/hexagon/O2, broken by hand: ready stored before data, the two stores swapped, as GCC makes
# plain_send on most targets from -O2. No HEXAGON config of the matrix does this; this shows that the once checks
# would catch it if one did. plain_send's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/plain-around-once.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_send
	.type	plain_send,@function
plain_send:
	{
		jumpr r31
	}
	.size	plain_send, .-plain_send
	.globl	once_send
	.type	once_send,@function
once_send:
	{
		r0 = memw(r0+#0)
	}
	{
		r2 = ##ready
	}
	{
		memw(r2+#0) = #1
	}
	{
		r0 = add(#1,mpyi(r0,r1))
	}
	{
		memw(##data) = r0
		jumpr r31
	}
	.size	once_send, .-once_send
	.type	data,@object
	.section	.bss,"aw",@nobits
	.globl	data
data:
	.word	0
	.size	data, 4
	.type	ready,@object
	.globl	ready
ready:
	.word	0
	.size	ready, 4
