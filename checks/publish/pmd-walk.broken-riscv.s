# RUN: not FileCheck %S/pmd-walk.check --input-file=%s --check-prefixes=ONCE-RISCV
# gcc-12/riscv64/O2 once_walk, hand-broken: the dependency broken. The index is added to pmdp (a1
# keeps a copy of it), not to the pmd just loaded: the second load no longer depends on the first.
once_walk:
	mv	a2,a0
	ld	a0,0(a0)
	beq	a0,zero,.L7
	srli	a1,a1,13
	andi	a1,a1,1023
	slli	a1,a1,3
	add	a1,a1,a2
	ld	a0,0(a1)
.L7:
	ret
