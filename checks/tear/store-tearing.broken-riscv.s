# once_set from gcc-12/riscv64/O2, broken by hand: the store torn in two. The constant is built as one
# 32-bit half (lui + addiw) instead of being loaded from .LC0, and the one sd is replaced by two sw of
# that half, to magic and magic+4: no RISCV config of the matrix tears the word; this shows that the once
# checks would catch it if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_set
	.type	plain_set, @function
plain_set:
	ret
	.size	plain_set, .-plain_set
	.align	1
	.globl	once_set
	.type	once_set, @function
once_set:
	lui	a4,74565
	addiw	a4,a4,1656
	lui	a5,%hi(magic)
	addi	a5,a5,%lo(magic)
	sw	a4,0(a5)
	sw	a4,4(a5)
	ret
	.size	once_set, .-once_set
	.globl	magic
	.section	.srodata.cst8,"aM",@progbits,8
	.align	3
.LC0:
	.dword	1311768465173141112
	.section	.sbss,"aw",@nobits
	.align	3
	.type	magic, @object
	.size	magic, 8
magic:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
