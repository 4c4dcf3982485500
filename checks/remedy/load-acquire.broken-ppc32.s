# once_consume from clang-19/powerpc/O2, broken by hand: the isync kept, the compare and the branch on the
# loaded value before it (cmpw 7, 4, 4; bne- 7, .+4) dropped. An isync alone waits for no load to complete,
# so the data may still be read before the flag: no acquire. No PPC32 config of the matrix emits a bare
# isync; this shows that the ONCE-PPC32 check (the branch and the isync, or an lwsync) would catch it.
# plain_consume's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/powerpc/O2 | not FileCheck %S/load-acquire.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-PPC32: expected string not found
	.text
	.file	"load-acquire.c"
	.globl	plain_consume                   # -- Begin function plain_consume
	.p2align	2
	.type	plain_consume,@function
plain_consume:                          # @plain_consume
	blr
.Lfunc_end0:
	.size	plain_consume, .Lfunc_end0-.Lfunc_begin0
                                        # -- End function
	.globl	once_consume                    # -- Begin function once_consume
	.p2align	2
	.type	once_consume,@function
once_consume:                           # @once_consume
.Lfunc_begin1:
# %bb.0:
	lwz 4, 4(3)
	cmplwi	4, 0
	isync
	beq	0, .LBB1_2
# %bb.1:
	lwz 3, 0(3)
	blr
.LBB1_2:
	li 3, -1
	blr
.Lfunc_end1:
	.size	once_consume, .Lfunc_end1-.Lfunc_begin1
                                        # -- End function
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
