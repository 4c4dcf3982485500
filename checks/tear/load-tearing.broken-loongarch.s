# once_is_locked from clang-19/loongarch64/O2, broken by hand: the load torn in two: the one ld.d replaced by two ld.w of its halves, at
# lock and lock+4. No LOONGARCH config of the matrix tears the word; this shows that the once checks would
# catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"load-tearing.c"
	.globl	plain_is_locked                 # -- Begin function plain_is_locked
	.p2align	5
	.type	plain_is_locked,@function
plain_is_locked:                        # @plain_is_locked
	ret
.Lfunc_end0:
	.size	plain_is_locked, .Lfunc_end0-plain_is_locked
                                        # -- End function
	.globl	once_is_locked                  # -- Begin function once_is_locked
	.p2align	5
	.type	once_is_locked,@function
once_is_locked:                         # @once_is_locked
	pcalau12i	$a0, %pc_hi20(lock)
	addi.d	$a0, $a0, %pc_lo12(lock)
	ld.w	$a1, $a0, 0
	ld.w	$a0, $a0, 4
	xor	$a0, $a1, $a0
	sltu	$a0, $zero, $a0
	ret
.Lfunc_end1:
	.size	once_is_locked, .Lfunc_end1-once_is_locked
                                        # -- End function
	.type	lock,@object                    # @lock
	.bss
	.globl	lock
	.p2align	3, 0x0
lock:
	.dword	0                               # 0x0
	.size	lock, 8

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym lock
