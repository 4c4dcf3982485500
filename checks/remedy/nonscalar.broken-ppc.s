# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=CHECK,ONCE-PPC 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-PPC{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# once_wait from gcc-12/ppc64le/O2, hand-broken: the loop (unrolled by two) loses both loads of
# *pmdp, one load is made before it, as GCC 4.6/4.7 could once the volatile was dropped (GCC bug
# 58145): the loop then spins on the value first seen. No PPC config of the matrix does this;
# this shows the ONCE-PPC checks would catch it.
# The plain function's label opens the block before once's; no ONCE-PPC check reads it.
plain_wait:
once_wait:
	mr	9,3
	ld	3,0(9)
	cmpdi	0,3,0
	bnelr	0
.L8:
	cmpdi	0,3,0
	beq	0,.L8
	blr
