# once_done from gcc-12/riscv64/O2, broken: compiled from once_done rewritten as Alpha without byte stores
# does it, a load and a store of the 64-bit word around done_b, which holds done_a too
# (*(volatile unsigned long long *)d |= 1ULL << 32; two 32-bit halves on 32-bit targets). No RISCV config
# of the matrix rewrites the neighbour; this shows that the once checks would catch one that did.
# plain_done is empty here: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-RISCV)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"byf-broken.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_done
	.type	plain_done, @function
plain_done:
	ret
	.size	plain_done, .-plain_done
	.align	1
	.globl	once_done
	.type	once_done, @function
once_done:
	ld	a5,0(a0)
	li	a4,1
	slli	a4,a4,32
	or	a5,a5,a4
	sd	a5,0(a0)
	ret
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
