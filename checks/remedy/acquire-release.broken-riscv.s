# RUN: not FileCheck %S/acquire-release.check --input-file=%s --check-prefixes=ONCE-RISCV
# once_publish and once_consume from gcc-12/riscv64/O2; once_consume hand-broken:
# the fence iorw,iorw after the flag load removed. The NO-BARRIER configs show the ONCE-RISCV checks
# failing on the plain bodies as a whole; this shows the consume half failing on its own.
once_publish:
	sw	a1,0(a0)
	li	a5,1
	addi	a4,a0,4
	fence	iorw,ow; amoswap.w zero,a5,0(a4)
	ret
once_consume:
	lw	a5,4(a0)
	beq	a5,zero,.L9
	lw	a0,0(a0)
	ret
.L9:
	li	a0,-1
	ret
