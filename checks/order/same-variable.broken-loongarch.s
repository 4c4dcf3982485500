# once_copy from clang-19/loongarch64/O2, broken by hand: the two reads swapped: *p read before x. No LOONGARCH config of the matrix
# swaps them; this shows that the once checks would
# catch it if one did. plain_copy's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/same-variable.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"same-variable.c"
	.globl	plain_copy                      # -- Begin function plain_copy
	.p2align	5
	.type	plain_copy,@function
plain_copy:                             # @plain_copy
	ret
.Lfunc_end0:
	.size	plain_copy, .Lfunc_end0-plain_copy
                                        # -- End function
	.globl	once_copy                       # -- Begin function once_copy
	.p2align	5
	.type	once_copy,@function
once_copy:                              # @once_copy
	ld.w	$a0, $a0, 0
	pcalau12i	$a1, %pc_hi20(x)
	addi.d	$a1, $a1, %pc_lo12(x)
	ld.w	$a1, $a1, 0
	pcalau12i	$a2, %pc_hi20(a)
	addi.d	$a2, $a2, %pc_lo12(a)
	st.w	$a1, $a2, 0
	st.w	$a0, $a2, 4
	ret
.Lfunc_end1:
	.size	once_copy, .Lfunc_end1-once_copy
                                        # -- End function
	.type	x,@object                       # @x
	.bss
	.globl	x
	.p2align	2, 0x0
x:
	.word	0                               # 0x0
	.size	x, 4

	.type	a,@object                       # @a
	.globl	a
	.p2align	2, 0x0
a:
	.space	8
	.size	a, 8

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym x
