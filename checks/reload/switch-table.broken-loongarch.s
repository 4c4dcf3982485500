# once_dispatch from clang-19/loongarch64/O2, broken by hand: operation read again after the range test, for the jump table, as GCC
# re-reads it on other targets. No LOONGARCH config of the matrix reads it twice; this shows that the once checks would
# catch it if one did. plain_dispatch's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"switch-table.c"
	.globl	plain_dispatch                  # -- Begin function plain_dispatch
	.p2align	5
	.type	plain_dispatch,@function
plain_dispatch:                         # @plain_dispatch
	ret
.Lfunc_end0:
	.size	plain_dispatch, .Lfunc_end0-plain_dispatch
	.section	.rodata,"a",@progbits
	.p2align	3, 0x0
.LJTI0_0:
	.dword	.LBB0_2
	.dword	.LBB0_6
	.dword	.LBB0_4
	.dword	.LBB0_5
	.dword	.LBB0_3
	.dword	.LBB0_7
                                        # -- End function
	.text
	.globl	once_dispatch                   # -- Begin function once_dispatch
	.p2align	5
	.type	once_dispatch,@function
once_dispatch:                          # @once_dispatch
	pcalau12i	$a0, %pc_hi20(operation)
	addi.d	$a0, $a0, %pc_lo12(operation)
	ld.w	$a0, $a0, 0
	ori	$a1, $zero, 5
	bltu	$a1, $a0, .LBB1_8
	pcalau12i	$a0, %pc_hi20(operation)
	addi.d	$a0, $a0, %pc_lo12(operation)
	ld.w	$a0, $a0, 0
	slli.d	$a0, $a0, 3
	pcalau12i	$a1, %pc_hi20(.LJTI1_0)
	addi.d	$a1, $a1, %pc_lo12(.LJTI1_0)
	ldx.d	$a0, $a0, $a1
	jr	$a0
.LBB1_2:
	b	%plt(op_read)
.LBB1_3:
	b	%plt(op_trim)
.LBB1_4:
	b	%plt(op_flush)
.LBB1_5:
	b	%plt(op_discard)
.LBB1_6:
	b	%plt(op_write)
.LBB1_7:
	b	%plt(op_barrier)
.LBB1_8:
	addi.w	$a0, $zero, -22
	ret
.Lfunc_end1:
	.size	once_dispatch, .Lfunc_end1-once_dispatch
	.section	.rodata,"a",@progbits
	.p2align	3, 0x0
.LJTI1_0:
	.dword	.LBB1_2
	.dword	.LBB1_6
	.dword	.LBB1_4
	.dword	.LBB1_5
	.dword	.LBB1_3
	.dword	.LBB1_7
                                        # -- End function
	.type	operation,@object               # @operation
	.bss
	.globl	operation
	.p2align	2, 0x0
operation:
	.word	0                               # 0x0
	.size	operation, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym operation
