# RUN: not FileCheck %S/acquire-release.check --input-file=%s --check-prefixes=ONCE-ARM64
# once_publish and once_consume from gcc-12/aarch64/O2; once_consume hand-broken:
# the ldar made a plain ldr: the acquire is gone. The NO-BARRIER configs show the ONCE-ARM64 checks
# failing on the plain bodies as a whole; this shows the consume half failing on its own.
once_publish:
	str	w1, [x0], 4
	mov	w1, 1
	stlr	w1, [x0]
	ret
once_consume:
	add	x1, x0, 4
	ldr	w1, [x1]
	cbz	w1, .L9
	ldr	w0, [x0]
	ret
.L9:
	mov	w0, -1
	ret
