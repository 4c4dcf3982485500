# once_done from clang-19/loongarch64/O2, broken by hand: a load and a store of the 64-bit word around done_b, which holds done_a too,
# as Alpha without byte stores does it. No LOONGARCH config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_done's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"byte-field.c"
	.globl	plain_done                      # -- Begin function plain_done
	.p2align	5
	.type	plain_done,@function
plain_done:                             # @plain_done
	ret
.Lfunc_end0:
	.size	plain_done, .Lfunc_end0-plain_done
                                        # -- End function
	.globl	once_done                       # -- Begin function once_done
	.p2align	5
	.type	once_done,@function
once_done:                              # @once_done
	ld.d	$a2, $a0, 0
	ori	$a1, $zero, 1
	bstrins.d	$a2, $a1, 63, 32
	st.d	$a2, $a0, 0
	ret
.Lfunc_end1:
	.size	once_done, .Lfunc_end1-once_done
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
