# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=ONCE-PPC
# gcc-12/ppc64le/O2 once_walk, hand-broken: the dependent load removed. The index is computed but
# the pte is never read through the pmd: the walk returns the pmd itself.
once_walk:
	ld	3,0(3)
	cmpdi	0,3,0
	beqlr	0
	rlwinm	4,4,22,19,28
	blr
