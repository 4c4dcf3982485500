# once_run from clang-19/loongarch64/O2, broken by hand: need_to_stop loaded once, before the loop, which then only stores heartbeat
# (the fusing of the relaxed loads taken to the limit). No LOONGARCH config of the matrix fuses them; this shows that the once checks would
# catch it if one did. plain_run's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"relaxed-atomic.c"
	.globl	plain_run                       # -- Begin function plain_run
	.p2align	5
	.type	plain_run,@function
plain_run:                              # @plain_run
	ret
.Lfunc_end0:
	.size	plain_run, .Lfunc_end0-plain_run
                                        # -- End function
	.globl	once_run                        # -- Begin function once_run
	.p2align	5
	.type	once_run,@function
once_run:                               # @once_run
	ori	$a0, $zero, 1
	pcalau12i	$a1, %pc_hi20(heartbeat)
	addi.d	$a1, $a1, %pc_lo12(heartbeat)
	pcalau12i	$a2, %pc_hi20(need_to_stop)
	addi.d	$a2, $a2, %pc_lo12(need_to_stop)
	ld.w	$a3, $a2, 0
.LBB1_1:
	st.d	$a0, $a1, 0
	addi.d	$a0, $a0, 1
	beqz	$a3, .LBB1_1
	ret
.Lfunc_end1:
	.size	once_run, .Lfunc_end1-once_run
                                        # -- End function
	.type	need_to_stop,@object            # @need_to_stop
	.bss
	.globl	need_to_stop
	.p2align	2, 0x0
need_to_stop:
	.word	0                               # 0x0
	.size	need_to_stop, 4

	.type	heartbeat,@object               # @heartbeat
	.globl	heartbeat
	.p2align	3, 0x0
heartbeat:
	.dword	0                               # 0x0
	.size	heartbeat, 8

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym need_to_stop
	.addrsig_sym heartbeat
