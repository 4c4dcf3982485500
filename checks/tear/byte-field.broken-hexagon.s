# once_done from clang-19/hexagon/O2, broken by hand: a load and a store of the 64-bit word around done_b, which holds
# done_a too, as Alpha without byte stores does it. No HEXAGON config of the matrix does this; this shows that the
# once checks would catch it if one did. plain_done's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/hexagon/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-HEXAGON --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HEXAGON)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.globl	plain_done
	.type	plain_done,@function
plain_done:
	{
		jumpr r31
	}
	.size	plain_done, .-plain_done
	.globl	once_done
	.type	once_done,@function
once_done:
	{
		r3:2 = memd(r0+#0)
	}
	{
		r3 = #1
	}
	{
		memd(r0+#0) = r3:2
		jumpr r31
	}
	.size	once_done, .-once_done
