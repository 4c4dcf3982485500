# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=ONCE-ARM
# clang-19/arm/O2 once_walk, hand-broken: the dependent load doubled. The pte is read twice, and
# the two reads may differ.
once_walk:
	ldr	r0, [r0]
	cmp	r0, #0
	ubfxne	r1, r1, #13, #10
	moveq	r0, #0
	ldrne	r2, [r0, r1, lsl #2]
	ldrne	r0, [r0, r1, lsl #2]
	bx	lr
