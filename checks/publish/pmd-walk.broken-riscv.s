# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=CHECK,ONCE-RISCV 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-RISCV{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# clang-19/riscv64/O2 once_walk, hand-broken: the loop head moved past the load. The branch back
# skips the ld, so a splitting pmd is tested again and again in a2 and never re-read.
# The plain function's label opens the block before once's; no ONCE-RISCV check reads it.
plain_walk:
once_walk:
	ld	a2, 0(a0)
.LBB1_1:
	andi	a3, a2, 1
	bnez	a3, .LBB1_1
	beqz	a2, .LBB1_4
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
