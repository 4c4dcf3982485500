# RUN: not FileCheck %S/acquire-release.check --input-file=%s --check-prefixes=ONCE-ARM
# once_publish and once_consume from gcc-12/arm/O2; once_consume hand-broken:
# the dmb ish after the flag load removed. The NO-BARRIER configs show the ONCE-ARM checks
# failing on the plain bodies as a whole; this shows the consume half failing on its own.
once_publish:
	str	r1, [r0]
	movs	r3, #1
	dmb	ish
	str	r3, [r0, #4]
	bx	lr
once_consume:
	ldr	r3, [r0, #4]
	cbz	r3, .L9
	ldr	r0, [r0]
	bx	lr
.L9:
	mov	r0, #-1
	bx	lr
