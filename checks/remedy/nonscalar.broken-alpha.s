# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=CHECK,ONCE-ALPHA 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ALPHA{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# once_wait from gcc-12/alpha/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No ALPHA config of the matrix does this;
# this shows the ONCE-ALPHA checks would catch it.
# The plain function's label opens the block before once's; no ONCE-ALPHA check reads it.
plain_wait:
once_wait:
	ldq	$0,0($16)
$L7:
	beq	$0,$L7
	ret	$31,($26),1
