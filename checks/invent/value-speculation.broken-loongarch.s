# once_current from clang-19/loongarch64/O2, broken by hand: the index guessed: table[1] loaded at its constant address before idx, and
# kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp = table[idx];` would be. No
# LOONGARCH config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_current's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"value-speculation.c"
	.globl	plain_current                   # -- Begin function plain_current
	.p2align	5
	.type	plain_current,@function
plain_current:                          # @plain_current
	ret
.Lfunc_end0:
	.size	plain_current, .Lfunc_end0-plain_current
                                        # -- End function
	.globl	once_current                    # -- Begin function once_current
	.p2align	5
	.type	once_current,@function
once_current:                           # @once_current
	pcalau12i	$a1, %pc_hi20(table)
	addi.d	$a1, $a1, %pc_lo12(table)
	ld.w	$a2, $a1, 4
	pcalau12i	$a0, %pc_hi20(idx)
	addi.d	$a0, $a0, %pc_lo12(idx)
	ld.wu	$a0, $a0, 0
	ori	$a3, $zero, 1
	beq	$a0, $a3, .LBB1_2
	slli.d	$a0, $a0, 2
	ldx.w	$a2, $a1, $a0
.LBB1_2:
	move	$a0, $a2
	ret
.Lfunc_end1:
	.size	once_current, .Lfunc_end1-once_current
                                        # -- End function
	.type	table,@object                   # @table
	.bss
	.globl	table
	.p2align	2, 0x0
table:
	.space	16
	.size	table, 16

	.type	idx,@object                     # @idx
	.globl	idx
	.p2align	2, 0x0
idx:
	.word	0                               # 0x0
	.size	idx, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym table
	.addrsig_sym idx
