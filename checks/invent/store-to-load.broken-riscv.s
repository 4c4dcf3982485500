# once_drain from gcc-12/riscv64/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads
# NULL, as `if (pending != NULL) pending = NULL;` would be. No RISCV config of the matrix does this: this
# shows that the once checks would catch it if one did. The plain function is left as compiled: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_drain
	.type	plain_drain, @function
plain_drain:
	lui	a5,%hi(pending)
	ld	a4,%lo(pending)(a5)
	bne	a4,zero,.L7
	sd	zero,%lo(pending)(a5)
	ret
.L7:
	li	a3,1
	sw	a3,0(a4)
#APP
# 45 "cases/invent/store-to-load.c" 1
	fence w,w
# 0 "" 2
#NO_APP
	sd	zero,%lo(pending)(a5)
	ret
	.size	plain_drain, .-plain_drain
	.align	1
	.globl	once_drain
	.type	once_drain, @function
once_drain:
	lui	a5,%hi(pending)
	ld	a4,%lo(pending)(a5)
	bne	a4,zero,.L13
	sd	zero,%lo(pending)(a5)
	ret
.L13:
	li	a3,1
	sw	a3,0(a4)
#APP
# 57 "cases/invent/store-to-load.c" 1
	fence w,w
# 0 "" 2
#NO_APP
	ld	a4,%lo(pending)(a5)
	beq	a4,zero,.L14
	sd	zero,%lo(pending)(a5)
.L14:
	ret
	.size	once_drain, .-once_drain
	.globl	pending
	.section	.sbss,"aw",@nobits
	.align	3
	.type	pending, @object
	.size	pending, 8
pending:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
