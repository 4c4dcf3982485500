# today_get from gcc-12/aarch64/O2, broken by hand: gp loaded by ldr, not ldar (today's READ_ONCE() without
# LTO, that is 2012's): x is loaded from default_obj's own address, and nothing keeps the CPU from loading it
# before gp. This shows that the TODAY checks would catch it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/dependency.check --check-prefixes=CHECK,TODAY,TODAY-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: TODAY-ARM64: expected string not found
	.arch armv8-a
	.file	"dependency.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_get
	.type	plain_get, %function
plain_get:
.LFB0:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	add	x1, x0, :lo12:.LANCHOR0
	add	x2, x1, 8
	ldr	x0, [x0, #:lo12:.LANCHOR0]
	cmp	x0, x2
	bne	.L3
	ldr	w0, [x1, 12]
	ret
	.p2align 2,,3
.L3:
	mov	w0, -1
	ret
	.cfi_endproc
.LFE0:
	.size	plain_get, .-plain_get
	.align	2
	.p2align 4,,11
	.global	once_get
	.type	once_get, %function
once_get:
.LFB1:
	.cfi_startproc
	adrp	x1, .LANCHOR0
	add	x0, x1, :lo12:.LANCHOR0
	add	x0, x0, 8
	ldr	x2, [x1, #:lo12:.LANCHOR0]
	mov	x1, x2
	cmp	x1, x0
	bne	.L7
	ldr	w0, [x2, 4]
	ret
	.p2align 2,,3
.L7:
	mov	w0, -1
	ret
	.cfi_endproc
.LFE1:
	.size	once_get, .-once_get
	.align	2
	.p2align 4,,11
	.global	today_get
	.type	today_get, %function
today_get:
.LFB2:
	.cfi_startproc
	adrp	x0, .LANCHOR0
	add	x1, x0, :lo12:.LANCHOR0
#APP
// 57 "cases/order/dependency.c" 1
	ldr x2, [x1]
// 0 "" 2
#NO_APP
	add	x0, x1, 8
	cmp	x2, x0
	bne	.L10
	ldr	w0, [x1, 12]
	ret
	.p2align 2,,3
.L10:
	mov	w0, -1
	ret
	.cfi_endproc
.LFE2:
	.size	today_get, .-today_get
	.global	default_obj
	.global	gp
	.bss
	.align	3
	.set	.LANCHOR0,. + 0
	.type	gp, %object
	.size	gp, 8
gp:
	.zero	8
	.type	default_obj, %object
	.size	default_obj, 8
default_obj:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
