# RUN: not FileCheck %S/acquire-release.check --input-file=%s --check-prefixes=ONCE-ALPHA
# once_publish and once_consume from gcc-12/alpha/O2; once_consume hand-broken:
# the mb after the flag load removed. The NO-BARRIER configs show the ONCE-ALPHA checks
# failing on the plain bodies as a whole; this shows the consume half failing on its own.
once_publish:
	stl	$17,0($16)
	lda	$1,1($31)
	mb
	stl	$1,4($16)
	ret	$31,($26),1
once_consume:
	lda	$0,-1($31)
	ldl	$1,4($16)
	addl	$31,$1,$1
	beq	$1,$L9
	ldl	$0,0($16)
$L9:
	ret	$31,($26),1
