# once_walk from clang-19/loongarch64/O2, broken by hand: the load of the pmd hoisted out of the retry loop, which then spins on the
# value first seen. No LOONGARCH config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_walk's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"pmd-walk.c"
	.globl	plain_walk                      # -- Begin function plain_walk
	.p2align	5
	.type	plain_walk,@function
plain_walk:                             # @plain_walk
	ret
.Lfunc_end0:
	.size	plain_walk, .Lfunc_end0-plain_walk
                                        # -- End function
	.globl	once_walk                       # -- Begin function once_walk
	.p2align	5
	.type	once_walk,@function
once_walk:                              # @once_walk
	ld.d	$a2, $a0, 0
.LBB1_1:
	andi	$a3, $a2, 1
	bnez	$a3, .LBB1_1
	beqz	$a2, .LBB1_4
	srli.d	$a0, $a1, 10
	lu12i.w	$a1, 1
	ori	$a1, $a1, 4088
	and	$a0, $a0, $a1
	ldx.d	$a0, $a2, $a0
	ret
.LBB1_4:
	move	$a0, $zero
	ret
.Lfunc_end1:
	.size	once_walk, .Lfunc_end1-once_walk
                                        # -- End function
	.globl	today_walk                      # -- Begin function today_walk
	.p2align	5
	.type	today_walk,@function
today_walk:                             # @today_walk
# %bb.0:
	.p2align	4, , 16
.LBB2_1:                                # =>This Inner Loop Header: Depth=1
	ld.d	$a2, $a0, 0
	andi	$a3, $a2, 1
	bnez	$a3, .LBB2_1
# %bb.2:
	beqz	$a2, .LBB2_4
# %bb.3:
	srli.d	$a0, $a1, 10
	lu12i.w	$a1, 1
	ori	$a1, $a1, 4088
	and	$a0, $a0, $a1
	ldx.d	$a0, $a2, $a0
	ret
.LBB2_4:
	move	$a0, $zero
	ret
.Lfunc_end2:
	.size	today_walk, .Lfunc_end2-today_walk
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
