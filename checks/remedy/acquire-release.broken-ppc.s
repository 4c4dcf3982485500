# RUN: not FileCheck %S/acquire-release.check --input-file=%s --check-prefixes=ONCE-PPC
# once_publish and once_consume from gcc-12/ppc64le/O2; once_consume hand-broken:
# the cmpw/bne-/isync after the flag load removed. The NO-BARRIER configs show the ONCE-PPC checks
# failing on the plain bodies as a whole; this shows the consume half failing on its own.
once_publish:
	stw	4,0(3)
	lwsync
	li	9,1
	stw	9,4(3)
	blr
once_consume:
	lwz	9,4(3)
	cmpwi	0,9,0
	beq	0,.L9
	lwz	3,0(3)
.L8:
	extsw	3,3
	blr
.L9:
	li	3,-1
	b	.L8
