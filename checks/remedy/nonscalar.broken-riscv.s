# once_wait from gcc-12/riscv64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7
# could once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No
# RISCV config of the matrix does this; this shows the once checks would catch it. plain_wait's body is
# cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"nonscalar.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_wait
	.type	plain_wait, @function
plain_wait:
	ret
	.size	plain_wait, .-plain_wait
	.align	1
	.globl	once_wait
	.type	once_wait, @function
once_wait:
	mv	a5,a0
	ld	a0,0(a5)
.L7:
	beq	a0,zero,.L7
	ret
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
