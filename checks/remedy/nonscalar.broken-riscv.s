# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=CHECK,ONCE-RISCV 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-RISCV{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# once_wait from gcc-12/riscv64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No RISCV config of the matrix does this;
# this shows the ONCE-RISCV checks would catch it.
# The plain function's label opens the block before once's; no ONCE-RISCV check reads it.
plain_wait:
once_wait:
	mv	a5,a0
	ld	a0,0(a5)
.L7:
	beq	a0,zero,.L7
	ret
