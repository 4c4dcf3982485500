# once_walk from clang-19/arm/O2, broken by hand: the load doubled in the retry loop. The splitting test
# reads one pmd (r3), the walk uses another (r2): the pmd walked may be a splitting one. No ARM config
# shows a hazard in this case: this shows that the once checks would catch it. plain_walk's and today_walk's
# bodies are cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/arm/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.text
	.syntax unified
	.eabi_attribute	67, "2.09"	@ Tag_conformance
	.eabi_attribute	6, 10	@ Tag_CPU_arch
	.eabi_attribute	7, 65	@ Tag_CPU_arch_profile
	.eabi_attribute	8, 1	@ Tag_ARM_ISA_use
	.eabi_attribute	9, 2	@ Tag_THUMB_ISA_use
	.fpu	vfpv3-d16
	.eabi_attribute	34, 1	@ Tag_CPU_unaligned_access
	.eabi_attribute	17, 1	@ Tag_ABI_PCS_GOT_use
	.eabi_attribute	20, 1	@ Tag_ABI_FP_denormal
	.eabi_attribute	21, 0	@ Tag_ABI_FP_exceptions
	.eabi_attribute	23, 3	@ Tag_ABI_FP_number_model
	.eabi_attribute	24, 1	@ Tag_ABI_align_needed
	.eabi_attribute	25, 1	@ Tag_ABI_align_preserved
	.eabi_attribute	28, 1	@ Tag_ABI_VFP_args
	.eabi_attribute	38, 1	@ Tag_ABI_FP_16bit_format
	.eabi_attribute	18, 4	@ Tag_ABI_PCS_wchar_t
	.eabi_attribute	26, 2	@ Tag_ABI_enum_size
	.eabi_attribute	14, 0	@ Tag_ABI_PCS_R9_use
	.file	"pmd-walk.c"
	.globl	plain_walk                      @ -- Begin function plain_walk
	.p2align	2
	.type	plain_walk,%function
	.code	32                              @ @plain_walk
plain_walk:
	bx	lr
.Lfunc_end0:
	.size	plain_walk, .Lfunc_end0-plain_walk
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	once_walk                       @ -- Begin function once_walk
	.p2align	2
	.type	once_walk,%function
	.code	32                              @ @once_walk
once_walk:
	.fnstart
@ %bb.0:
.LBB1_1:                                @ =>This Inner Loop Header: Depth=1
	ldr	r3, [r0]
	ldr	r2, [r0]
	tst	r3, #1
	bne	.LBB1_1
@ %bb.2:
	cmp	r2, #0
	@APP
	@NO_APP
	moveq	r0, #0
	ubfxne	r0, r1, #13, #10
	ldrne	r0, [r2, r0, lsl #2]
	bx	lr
.Lfunc_end1:
	.size	once_walk, .Lfunc_end1-once_walk
	.cantunwind
	.fnend
                                        @ -- End function
	.globl	today_walk
	.type	today_walk, %function
today_walk:
	bx	lr
	.size	today_walk, .-today_walk
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",%progbits
	.addrsig
	.eabi_attribute	30, 1	@ Tag_ABI_optimization_goals
