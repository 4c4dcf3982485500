# once_walk from clang-19/riscv64/O2, broken by hand: the loop head moved past the load. The branch back
# skips the ld, so a splitting pmd is tested again and again in a2 and never re-read. No RISCV config
# shows a hazard in this case: this shows that the once checks would catch it. plain_walk's and today_walk's
# bodies are cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/riscv64/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.text
	.attribute	4, 16
	.attribute	5, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0"
	.file	"pmd-walk.c"
	.globl	plain_walk                      # -- Begin function plain_walk
	.p2align	1
	.type	plain_walk,@function
plain_walk:                             # @plain_walk
	ret
.Lfunc_end0:
	.size	plain_walk, .Lfunc_end0-plain_walk
                                        # -- End function
	.globl	once_walk                       # -- Begin function once_walk
	.p2align	1
	.type	once_walk,@function
once_walk:                              # @once_walk
# %bb.0:
	ld	a2, 0(a0)
.LBB1_1:                                # =>This Inner Loop Header: Depth=1
	andi	a3, a2, 1
	bnez	a3, .LBB1_1
# %bb.2:
	#APP
	#NO_APP
	beqz	a2, .LBB1_4
# %bb.3:
	srli	a1, a1, 10
	lui	a0, 2
	addiw	a0, a0, -8
	and	a0, a0, a1
	add	a0, a0, a2
	ld	a0, 0(a0)
	ret
.LBB1_4:
	li	a0, 0
	ret
.Lfunc_end1:
	.size	once_walk, .Lfunc_end1-once_walk
                                        # -- End function
	.globl	today_walk
	.type	today_walk, @function
today_walk:
	ret
	.size	today_walk, .-today_walk
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
