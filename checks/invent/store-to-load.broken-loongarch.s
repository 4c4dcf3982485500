# once_drain from clang-19/loongarch64/O2, broken by hand: the store of NULL after the barrier made a load, a compare and a conditional
# store, as `if (pending != NULL) pending = NULL;` would be. No LOONGARCH config of the matrix does this; this shows that the once checks would
# catch it if one did. plain_drain's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"store-to-load.c"
	.globl	plain_drain                     # -- Begin function plain_drain
	.p2align	5
	.type	plain_drain,@function
plain_drain:                            # @plain_drain
	ret
.Lfunc_end0:
	.size	plain_drain, .Lfunc_end0-plain_drain
                                        # -- End function
	.globl	once_drain                      # -- Begin function once_drain
	.p2align	5
	.type	once_drain,@function
once_drain:                             # @once_drain
	pcalau12i	$a0, %pc_hi20(pending)
	addi.d	$a0, $a0, %pc_lo12(pending)
	ld.d	$a1, $a0, 0
	bnez	$a1, .LBB1_2
	st.d	$zero, $a0, 0
	ret
.LBB1_2:
	ori	$a2, $zero, 1
	st.w	$a2, $a1, 0
	dbar	0
	ld.d	$a3, $a0, 0
	beqz	$a3, .LBB1_3
	st.d	$zero, $a0, 0
.LBB1_3:
	ret
.Lfunc_end1:
	.size	once_drain, .Lfunc_end1-once_drain
                                        # -- End function
	.type	pending,@object                 # @pending
	.bss
	.globl	pending
	.p2align	3, 0x0
pending:
	.dword	0
	.size	pending, 8

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym pending
