# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=ONCE-ARM64
# gcc-12/aarch64/O2 once_walk, hand-broken: the dependent load not through the pmd. The pte is
# loaded through pmdp (x2), not the pmd just read (x0): no pte of the table is read at all.
once_walk:
	mov	x2, x0
.L10:
	ldr	x0, [x2]
	tbnz	x0, 0, .L10
	cbz	x0, .L9
	ubfx	x1, x1, 13, 10
	ldr	x0, [x2, x1, lsl 3]
.L9:
	ret
