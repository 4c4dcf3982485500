# once_mark from clang-19/hexagon/O2, broken by hand: the lock's word written too: the doubleword at u read and
# written back with gc_flags, as GCC before 4.8 did on ppc64 with one 64-bit access. No HEXAGON config of the matrix
# does this; this shows that the once checks would catch it if one did. plain_mark's body is cut to a return: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_mark
	.type	plain_mark,@function
plain_mark:
	{
		jumpr r31
	}
	.size	plain_mark, .-plain_mark
	.globl	once_mark
	.type	once_mark,@function
once_mark:
	{
		r3:2 = memd(r0+#0)
	}
	{
		r4 = #3
	}
	{
		memd(r0+#0) = r3:2
		memw(r0+#8) = r4
		jumpr r31
	}
	.size	once_mark, .-once_mark
