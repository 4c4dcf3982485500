# once_record from clang-19/loongarch64/O2, broken by hand: the test of the code's sign (blt) taken away: last_error stored for every
# code, negative or not. No LOONGARCH config of the matrix drops the test; this shows that the once checks would
# catch it if one did. plain_record's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/invented-store.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"invented-store.c"
	.globl	plain_record                    # -- Begin function plain_record
	.p2align	5
	.type	plain_record,@function
plain_record:                           # @plain_record
	ret
.Lfunc_end0:
	.size	plain_record, .Lfunc_end0-plain_record
                                        # -- End function
	.globl	once_record                     # -- Begin function once_record
	.p2align	5
	.type	once_record,@function
once_record:                            # @once_record
	ld.w	$a1, $a0, 0
	beqz	$a1, .LBB1_5
	addi.d	$a0, $a0, 4
	pcalau12i	$a3, %pc_hi20(last_error)
	addi.d	$a3, $a3, %pc_lo12(last_error)
	b	.LBB1_3
.LBB1_2:
	ld.w	$a1, $a0, 0
	addi.d	$a0, $a0, 4
	beqz	$a1, .LBB1_5
.LBB1_3:
	st.w	$a1, $a3, 0
	b	.LBB1_2
.LBB1_5:
	ret
.Lfunc_end1:
	.size	once_record, .Lfunc_end1-once_record
                                        # -- End function
	.type	last_error,@object              # @last_error
	.bss
	.globl	last_error
	.p2align	2, 0x0
last_error:
	.word	0                               # 0x0
	.size	last_error, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym last_error
