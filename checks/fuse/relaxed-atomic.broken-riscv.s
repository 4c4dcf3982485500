# once_run from gcc-12/riscv64/O2, broken: compiled from once_run rewritten as the finite load fusing of the LWN
# article: the loop unrolled four times and need_to_stop loaded once per four stores of heartbeat (the
# stores and the load still volatile). No RISCV config of the matrix fuses the relaxed loads of plain_run;
# this shows that the once checks would catch one that did. plain_run is empty here: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-RISCV --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-RISCV)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"ra-broken.c"
	.option nopic
	.attribute arch, "rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0"
	.attribute unaligned_access, 0
	.attribute stack_align, 16
	.text
	.align	1
	.globl	plain_run
	.type	plain_run, @function
plain_run:
	ret
	.size	plain_run, .-plain_run
	.align	1
	.globl	once_run
	.type	once_run, @function
once_run:
	li	a5,0
	lui	a4,%hi(heartbeat)
	lui	a2,%hi(need_to_stop)
.L4:
	addi	a3,a5,1
	sd	a3,%lo(heartbeat)(a4)
	addi	a3,a5,2
	sd	a3,%lo(heartbeat)(a4)
	addi	a3,a5,3
	sd	a3,%lo(heartbeat)(a4)
	addi	a5,a5,4
	sd	a5,%lo(heartbeat)(a4)
	lw	a3,%lo(need_to_stop)(a2)
	beq	a3,zero,.L4
	ret
	.size	once_run, .-once_run
	.globl	heartbeat
	.globl	need_to_stop
	.section	.sbss,"aw",@nobits
	.align	3
	.type	heartbeat, @object
	.size	heartbeat, 8
heartbeat:
	.zero	8
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
