# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=CHECK,ONCE-ARM 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# clang-19/arm/O2 once_walk, hand-broken: the load doubled in the retry loop. The splitting test
# reads one pmd (r3), the walk uses another (r2): the pmd walked may be a splitting one.
# The plain function's label opens the block before once's; no ONCE-ARM check reads it.
plain_walk:
once_walk:
.LBB1_1:
	ldr	r3, [r0]
	ldr	r2, [r0]
	tst	r3, #1
	bne	.LBB1_1
	cmp	r2, #0
	moveq	r0, #0
	ubfxne	r0, r1, #13, #10
	ldrne	r0, [r2, r0, lsl #2]
	bx	lr
