# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=CHECK,ONCE-ARM 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# once_wait from gcc-12/arm/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No ARM config of the matrix does this;
# this shows the ONCE-ARM checks would catch it.
# The plain function's label opens the block before once's; no ONCE-ARM check reads it.
plain_wait:
once_wait:
	mov	r3, r0
	ldr	r0, [r3]
.L7:
	cmp	r0, #0
	beq	.L7
	bx	lr
