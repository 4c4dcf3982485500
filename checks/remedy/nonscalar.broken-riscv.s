# RUN: not FileCheck %S/nonscalar.check --input-file=%s --check-prefixes=ONCE-RISCV
# once_wait from gcc-12/riscv64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as
# GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the value
# first seen. No RISCV config of the matrix does this;
# this shows the ONCE-RISCV checks would catch it.
once_wait:
	mv	a5,a0
	ld	a0,0(a5)
.L7:
	beq	a0,zero,.L7
	ret
