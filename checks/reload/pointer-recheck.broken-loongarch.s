# once_use from clang-19/loongarch64/O2, broken by hand: global_ptr is read again for the call, as the article's transformed code
# reads it (do_low(global_ptr)). No LOONGARCH config of the matrix reads it twice; this shows that the once checks would
# catch it if one did. plain_use's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"pointer-recheck.c"
	.globl	plain_use                       # -- Begin function plain_use
	.p2align	5
	.type	plain_use,@function
plain_use:                              # @plain_use
	ret
.Lfunc_end0:
	.size	plain_use, .Lfunc_end0-plain_use
                                        # -- End function
	.globl	once_use                        # -- Begin function once_use
	.p2align	5
	.type	once_use,@function
once_use:                               # @once_use
	pcalau12i	$a0, %pc_hi20(global_ptr)
	addi.d	$a0, $a0, %pc_lo12(global_ptr)
	ld.d	$a0, $a0, 0
	beqz	$a0, .LBB1_3
	pcalau12i	$a1, %pc_hi20(high_address)
	addi.d	$a1, $a1, %pc_lo12(high_address)
	ld.d	$a1, $a1, 0
	bgeu	$a0, $a1, .LBB1_3
	pcalau12i	$a0, %pc_hi20(global_ptr)
	addi.d	$a0, $a0, %pc_lo12(global_ptr)
	ld.d	$a0, $a0, 0
	b	%plt(do_low)
.LBB1_3:
	ret
.Lfunc_end1:
	.size	once_use, .Lfunc_end1-once_use
                                        # -- End function
	.type	global_ptr,@object              # @global_ptr
	.bss
	.globl	global_ptr
	.p2align	3, 0x0
global_ptr:
	.dword	0
	.size	global_ptr, 8

	.type	high_address,@object            # @high_address
	.globl	high_address
	.p2align	3, 0x0
high_address:
	.dword	0
	.size	high_address, 8

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym global_ptr
