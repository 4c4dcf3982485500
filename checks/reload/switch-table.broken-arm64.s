# once_dispatch from gcc-12/aarch64/O2, broken by hand: operation is read again after the bounds check
# (adrp + ldr w0 before the compare with 1; GCC tests the cases one by one here, with no table), as GCC
# reads it on x86 and riscv64: no ARM64 config of the matrix reads it twice; this shows that the once
# checks would catch it if one did. plain_dispatch's body is cut to a return: no check of this run reads
# it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.arch armv8-a
	.file	"switch-table.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_dispatch
	.type	plain_dispatch, %function
plain_dispatch:
	ret
	.cfi_endproc
.LFE0:
	.size	plain_dispatch, .-plain_dispatch
	.align	2
	.p2align 4,,11
	.global	once_dispatch
	.type	once_dispatch, %function
once_dispatch:
.LFB1:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	ldr	w0, [x0, #:lo12:.LANCHOR0]
	cmp	w0, 3
	beq	.L13
	bgt	.L14
	adrp	x0, .LANCHOR0
	ldr	w0, [x0, #:lo12:.LANCHOR0]
	cmp	w0, 1
	beq	.L15
	cmp	w0, 2
	bne	.L21
	b	op_flush
	.p2align 2,,3
.L14:
	cmp	w0, 4
	beq	.L19
	cmp	w0, 5
	bne	.L12
	b	op_barrier
	.p2align 2,,3
.L21:
	cbnz	w0, .L12
	b	op_read
	.p2align 2,,3
.L13:
	b	op_discard
	.p2align 2,,3
.L15:
	b	op_write
	.p2align 2,,3
.L19:
	b	op_trim
	.p2align 2,,3
.L12:
	mov	w0, -22
	ret
	.cfi_endproc
.LFE1:
	.size	once_dispatch, .-once_dispatch
	.global	operation
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	operation, %object
	.size	operation, 4
operation:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
