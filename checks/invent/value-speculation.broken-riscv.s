# once_current from gcc-12/riscv64/O2, broken by hand: the index guessed. table[1] is loaded at its
# constant address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp
# = table[idx];` would be. No RISCV config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_current
	.type	plain_current, @function
plain_current:
	lui	a5,%hi(idx)
	lwu	a4,%lo(idx)(a5)
	lui	a5,%hi(.LANCHOR0)
	addi	a5,a5,%lo(.LANCHOR0)
	slli	a4,a4,2
	add	a5,a5,a4
	lw	a0,0(a5)
	ret
	.size	plain_current, .-plain_current
	.align	1
	.globl	once_current
	.type	once_current, @function
once_current:
	lui	a3,%hi(.LANCHOR0)
	addi	a3,a3,%lo(.LANCHOR0)
	lw	a0,4(a3)
	lui	a5,%hi(idx)
	lw	a4,%lo(idx)(a5)
	li	a2,1
	beq	a4,a2,.L4
	slli	a5,a4,32
	srli	a4,a5,30
	add	a5,a3,a4
	lw	a0,0(a5)
.L4:
	ret
	.size	once_current, .-once_current
	.globl	idx
	.globl	table
	.bss
	.align	3
	.set	.LANCHOR0,. + 0
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.section	.sbss,"aw",@nobits
	.align	2
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
