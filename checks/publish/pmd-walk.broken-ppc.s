# once_walk from clang-14/ppc64le/O2, broken by hand: the load doubled after the loop. The pmd is read
# again for the pte address, as plain *pmdp may be: the walk may use a pmd the loop never tested. No PPC
# config shows a hazard in this case: this shows that the once checks would catch it. plain_walk's and today_walk's
# bodies are cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-14/ppc64le/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.text
	.abiversion 2
	.file	"pmd-walk.c"
	.globl	plain_walk                      # -- Begin function plain_walk
	.p2align	4
	.type	plain_walk,@function
plain_walk:                             # @plain_walk
	blr
.Lfunc_end0:
	.size	plain_walk, .Lfunc_end0-.Lfunc_begin0
                                        # -- End function
	.globl	once_walk                       # -- Begin function once_walk
	.p2align	4
	.type	once_walk,@function
once_walk:                              # @once_walk
.Lfunc_begin1:
# %bb.0:
	.p2align	4
.LBB1_1:                                # =>This Inner Loop Header: Depth=1
	ld 5, 0(3)
	andi. 6, 5, 1
	bc 12, 1, .LBB1_1
	ld 5, 0(3)
# %bb.2:
	cmpldi	5, 0
	#APP
	#NO_APP
	beq	0, .LBB1_4
# %bb.3:
	rlwinm 3, 4, 22, 19, 28
	ldx 3, 5, 3
	blr
.LBB1_4:
	li 3, 0
	blr
	.long	0
	.quad	0
.Lfunc_end1:
	.size	once_walk, .Lfunc_end1-.Lfunc_begin1
                                        # -- End function
	.globl	today_walk
	.type	today_walk, @function
today_walk:
	blr
	.size	today_walk, .-today_walk
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack","",@progbits
	.addrsig
