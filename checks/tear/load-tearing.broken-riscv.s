# once_is_locked from gcc-12/riscv64/O2, broken by hand: the load torn in two. The one ld of the word is
# replaced by two lw of its halves, from lock and lock+4 (the address completed with addi), and the halves
# are compared in registers: no RISCV config of the matrix tears the word; this shows that the once checks
# would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"load-tearing.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
	ret
	.size	plain_is_locked, .-plain_is_locked
	.align	1
	.globl	once_is_locked
	.type	once_is_locked, @function
once_is_locked:
	lui	a5,%hi(lock)
	addi	a5,a5,%lo(lock)
	lw	a4,0(a5)
	lw	a0,4(a5)
	sub	a0,a0,a4
	snez	a0,a0
	ret
	.size	once_is_locked, .-once_is_locked
	.globl	lock
	.section	.sbss,"aw",@nobits
	.align	3
	.type	lock, @object
	.size	lock, 8
lock:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
