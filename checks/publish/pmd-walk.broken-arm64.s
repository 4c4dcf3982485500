# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=ONCE-ARM64
# clang-19/aarch64/O2 once_walk, hand-broken: the load removed. The pmd is never read, and the
# pte is loaded through whatever x8 held.
once_walk:
	cbz	x8, .LBB1_2
	ubfx	x9, x1, #13, #10
	ldr	x0, [x8, x9, lsl #3]
	ret
.LBB1_2:
	mov	x0, xzr
	ret
