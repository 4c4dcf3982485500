# once_use from gcc-12/riscv64/O2, broken by hand: global_ptr is read again for the call (lui + ld a0
# before the tail), as the article's transformed code reads it (do_low(global_ptr)): no RISCV config of
# the matrix reads it twice; this shows that the once checks would catch it if one did. plain_use's body
# is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"pointer-recheck.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_use
	.type	plain_use, @function
plain_use:
	ret
	.size	plain_use, .-plain_use
	.align	1
	.globl	once_use
	.type	once_use, @function
once_use:
	lui	a5,%hi(global_ptr)
	ld	a0,%lo(global_ptr)(a5)
	beq	a0,zero,.L8
	lui	a5,%hi(high_address)
	ld	a5,%lo(high_address)(a5)
	bgtu	a5,a0,.L13
.L8:
	ret
.L13:
	lui	a5,%hi(global_ptr)
	ld	a0,%lo(global_ptr)(a5)
	tail	do_low
	.size	once_use, .-once_use
	.globl	high_address
	.globl	global_ptr
	.section	.sbss,"aw",@nobits
	.align	3
	.type	high_address, @object
	.size	high_address, 8
high_address:
	.zero	8
	.type	global_ptr, @object
	.size	global_ptr, 8
global_ptr:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
