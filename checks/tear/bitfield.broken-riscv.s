# once_mark from gcc-12/riscv64/O2, broken: compiled from once_mark rewritten to do what GCC before 4.8 did on ppc64 with
# the 2013 bitfields, a 64-bit load and store of the doubleword at u, which holds the lock (*(volatile
# unsigned long long *)u |= 3ULL << 32; two 32-bit halves on 32-bit targets). No RISCV config of the matrix
# stores to the lock; this shows that the once checks would catch one that did. plain_mark is empty here:
# no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-RISCV)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"bf-broken.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_mark
	.type	plain_mark, @function
plain_mark:
	ret
	.size	plain_mark, .-plain_mark
	.align	1
	.globl	once_mark
	.type	once_mark, @function
once_mark:
	ld	a5,0(a0)
	li	a4,3
	slli	a4,a4,32
	or	a5,a5,a4
	sd	a5,0(a0)
	ret
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
