# once_set from clang-19/loongarch64/O2, broken by hand: the store torn in two: the one st.d replaced by two st.w of its halves, to
# magic and magic+4. No LOONGARCH config of the matrix tears the word; this shows that the once checks would
# catch it if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"store-tearing.c"
	.globl	plain_set                       # -- Begin function plain_set
	.p2align	5
	.type	plain_set,@function
plain_set:                              # @plain_set
	ret
.Lfunc_end0:
	.size	plain_set, .Lfunc_end0-plain_set
                                        # -- End function
	.globl	once_set                        # -- Begin function once_set
	.p2align	5
	.type	once_set,@function
once_set:                               # @once_set
	pcalau12i	$a0, %pc_hi20(magic)
	addi.d	$a0, $a0, %pc_lo12(magic)
	lu12i.w	$a1, 74565
	ori	$a1, $a1, 1656
	st.w	$a1, $a0, 0
	lu12i.w	$a1, 4660
	ori	$a1, $a1, 1656
	st.w	$a1, $a0, 4
	ret
.Lfunc_end1:
	.size	once_set, .Lfunc_end1-once_set
                                        # -- End function
	.type	magic,@object                   # @magic
	.bss
	.globl	magic
	.p2align	3, 0x0
magic:
	.dword	0                               # 0x0
	.size	magic, 8

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym magic
