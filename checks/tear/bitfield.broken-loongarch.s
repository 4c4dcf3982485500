# once_mark from clang-19/loongarch64/O2, broken by hand: the lock's doubleword at u read and written back before the field's store, as
# GCC before 4.8 did on ppc64. No LOONGARCH config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_mark's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"bitfield.c"
	.globl	plain_mark                      # -- Begin function plain_mark
	.p2align	5
	.type	plain_mark,@function
plain_mark:                             # @plain_mark
	ret
.Lfunc_end0:
	.size	plain_mark, .Lfunc_end0-plain_mark
                                        # -- End function
	.globl	once_mark                       # -- Begin function once_mark
	.p2align	5
	.type	once_mark,@function
once_mark:                              # @once_mark
	ld.d	$a2, $a0, 0
	st.d	$a2, $a0, 0
	ori	$a1, $zero, 3
	st.d	$a1, $a0, 8
	ret
.Lfunc_end1:
	.size	once_mark, .Lfunc_end1-once_mark
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
