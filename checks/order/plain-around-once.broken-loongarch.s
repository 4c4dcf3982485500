# once_send from clang-19/loongarch64/O2, broken by hand: ready stored before data, the two stores swapped, as GCC makes plain_send on
# most targets from -O2. No LOONGARCH config of the matrix moves the plain store; this shows that the once checks would
# catch it if one did. plain_send's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config clang-19/loongarch64/O2 | not FileCheck %S/plain-around-once.check --check-prefixes=CHECK,ONCE,ONCE-LOONGARCH --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-LOONGARCH)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.text
	.file	"plain-around-once.c"
	.globl	plain_send                      # -- Begin function plain_send
	.p2align	5
	.type	plain_send,@function
plain_send:                             # @plain_send
	ret
.Lfunc_end0:
	.size	plain_send, .Lfunc_end0-plain_send
                                        # -- End function
	.globl	once_send                       # -- Begin function once_send
	.p2align	5
	.type	once_send,@function
once_send:                              # @once_send
	ld.w	$a0, $a0, 0
	mul.d	$a0, $a0, $a1
	addi.d	$a0, $a0, 1
	pcalau12i	$a2, %pc_hi20(ready)
	addi.d	$a2, $a2, %pc_lo12(ready)
	ori	$a3, $zero, 1
	st.w	$a3, $a2, 0
	pcalau12i	$a1, %pc_hi20(data)
	addi.d	$a1, $a1, %pc_lo12(data)
	st.w	$a0, $a1, 0
	ret
.Lfunc_end1:
	.size	once_send, .Lfunc_end1-once_send
                                        # -- End function
	.type	data,@object                    # @data
	.bss
	.globl	data
	.p2align	2, 0x0
data:
	.word	0                               # 0x0
	.size	data, 4

	.type	ready,@object                   # @ready
	.globl	ready
	.p2align	2, 0x0
ready:
	.word	0                               # 0x0
	.size	ready, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym ready
