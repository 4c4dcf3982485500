# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=ONCE-ARM64
# once_wait from gcc-12/aarch64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No ARM64 config does this (Clang -O0 calls memcpy instead); this shows
# the ONCE-ARM64 checks would catch it.
once_wait:
	mov	x1, x0
	ldr	x0, [x1]
.L7:
	cbz	x0, .L7
	ret
