# once_wait from clang-19/loongarch64/O2, broken by hand: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7 could once the
# volatile was dropped (GCC bug 58145). No LOONGARCH config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_wait's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"nonscalar.c"
	.globl	plain_wait                      # -- Begin function plain_wait
	.p2align	5
	.type	plain_wait,@function
plain_wait:                             # @plain_wait
	ret
.Lfunc_end0:
	.size	plain_wait, .Lfunc_end0-plain_wait
                                        # -- End function
	.globl	once_wait                       # -- Begin function once_wait
	.p2align	5
	.type	once_wait,@function
once_wait:                              # @once_wait
	ld.d	$a1, $a0, 0
.LBB1_1:
	beqz	$a1, .LBB1_1
	move	$a0, $a1
	ret
.Lfunc_end1:
	.size	once_wait, .Lfunc_end1-once_wait
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
