# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=CHECK,ONCE-PPC 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-PPC{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# clang-14/ppc64le/O2 once_walk, hand-broken: the load doubled after the loop. The pmd is read
# again for the pte address, as plain *pmdp may be: the walk may use a pmd the loop never tested.
# The plain function's label opens the block before once's; no ONCE-PPC check reads it.
plain_walk:
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
