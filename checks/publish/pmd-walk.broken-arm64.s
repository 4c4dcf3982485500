# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=CHECK,ONCE-ARM64 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM64{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# gcc-12/aarch64/O2 once_walk, hand-broken: the dependent load not through the pmd. The pte is
# loaded through pmdp (x2), not the pmd just read (x0): no pte of the table is read at all.
# The plain function's label opens the block before once's; no ONCE-ARM64 check reads it.
plain_walk:
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
