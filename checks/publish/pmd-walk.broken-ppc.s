# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=ONCE-PPC
# clang-14/ppc64le/O2 once_walk, hand-broken: the load doubled after the loop. The pmd is read
# again for the pte address, as plain *pmdp may be: the walk may use a pmd the loop never tested.
once_walk:
.LBB1_1:
	ld	5, 0(3)
	andi.	6, 5, 1
	bc	12, 1, .LBB1_1
	ld	5, 0(3)
	cmpldi	5, 0
	beq	0, .LBB1_4
	rlwinm	3, 4, 22, 19, 28
	ldx	3, 5, 3
	blr
.LBB1_4:
	li	3, 0
	blr
