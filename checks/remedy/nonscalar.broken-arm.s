# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=ONCE-ARM
# once_wait from gcc-12/arm/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No ARM config of the matrix does this;
# this shows the ONCE-ARM checks would catch it.
once_wait:
	mov	r3, r0
	ldr	r0, [r3]
.L7:
	cmp	r0, #0
	beq	.L7
	bx	lr
