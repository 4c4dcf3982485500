# once_hash from gcc-12/aarch64/O2, broken by hand: the seed is read again, as GCC reads it on x86.
# Before the final xors, w9 (which holds seed) is loaded from hash_seed afresh (adrp + ldr :lo12:)
# instead of being kept: no ARM64 config of the matrix reads the seed twice; this shows that the
# once checks would catch it if one did.
# plain_hash's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/invented-load.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.arch armv8-a
	.file	"invented-load.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_hash
	.type	plain_hash, %function
plain_hash:
	ret
	.size	plain_hash, .-plain_hash
	.align	2
	.p2align 4,,11
	.global	once_hash
	.type	once_hash, %function
once_hash:
.LFB3:
	.cfi_startproc
	stp	x29, x30, [sp, -16]!
	.cfi_def_cfa_offset 16
	.cfi_offset 29, -16
	.cfi_offset 30, -8
	adrp	x1, .LANCHOR0
	mov	x29, sp
	ldp	w18, w5, [x0]
	ldp	w7, w30, [x0, 8]
	ldr	w9, [x1, #:lo12:.LANCHOR0]
	ldp	w10, w4, [x0, 16]
	eor	w5, w9, w5
	ldp	w12, w8, [x0, 24]
	eor	w7, w9, w7
	ldp	w1, w6, [x0, 48]
	add	w5, w5, w4
	ldp	w2, w3, [x0, 56]
	add	w7, w7, w12
	eor	w18, w9, w18
	eor	w30, w9, w30
	ldp	w14, w13, [x0, 32]
	add	w18, w18, w10
	ldp	w17, w16, [x0, 40]
	add	w30, w30, w8
	eor	w6, w5, w6
	eor	w2, w7, w2
	eor	w1, w18, w1
	eor	w3, w30, w3
	ror	w6, w6, 16
	add	w13, w13, w6
	ror	w2, w2, 16
	add	w17, w17, w2
	ror	w1, w1, 16
	add	w14, w14, w1
	ror	w3, w3, 16
	add	w16, w16, w3
	eor	w4, w4, w13
	eor	w12, w12, w17
	eor	w0, w8, w16
	eor	w10, w10, w14
	ror	w4, w4, 20
	add	w15, w5, w4
	ror	w12, w12, 20
	add	w7, w7, w12
	ror	w10, w10, 20
	add	w18, w18, w10
	ror	w0, w0, 20
	add	w30, w30, w0
	eor	w6, w6, w15
	eor	w2, w2, w7
	eor	w1, w1, w18
	eor	w3, w3, w30
	ror	w6, w6, 24
	add	w13, w13, w6
	ror	w2, w2, 24
	add	w17, w17, w2
	ror	w3, w3, 24
	eor	w5, w4, w13
	ror	w1, w1, 24
	add	w14, w14, w1
	add	w16, w16, w3
	eor	w12, w12, w17
	eor	w10, w10, w14
	eor	w0, w0, w16
	ror	w5, w5, 25
	add	w18, w18, w5
	ror	w12, w12, 25
	add	w15, w15, w12
	ror	w10, w10, 25
	add	w30, w10, w30
	ror	w0, w0, 25
	eor	w4, w3, w18
	add	w7, w7, w0
	eor	w1, w1, w15
	eor	w2, w2, w30
	eor	w6, w6, w7
	ror	w4, w4, 16
	add	w17, w17, w4
	ror	w3, w1, 16
	add	w16, w16, w3
	ror	w2, w2, 16
	add	w13, w13, w2
	ror	w6, w6, 16
	add	w14, w14, w6
	eor	w5, w5, w17
	eor	w12, w12, w16
	eor	w10, w10, w13
	eor	w0, w0, w14
	ror	w5, w5, 20
	add	w18, w18, w5
	ror	w12, w12, 20
	add	w15, w15, w12
	ror	w10, w10, 20
	add	w30, w30, w10
	ror	w0, w0, 20
	add	w7, w7, w0
	eor	w4, w4, w18
	eor	w3, w3, w15
	eor	w2, w2, w30
	eor	w6, w6, w7
	ror	w4, w4, 24
	add	w17, w17, w4
	ror	w3, w3, 24
	add	w16, w16, w3
	ror	w2, w2, 24
	add	w13, w13, w2
	ror	w6, w6, 24
	add	w14, w14, w6
	eor	w5, w5, w17
	eor	w12, w12, w16
	eor	w10, w10, w13
	eor	w0, w0, w14
	ror	w5, w5, 25
	add	w15, w5, w15
	ror	w12, w12, 25
	add	w7, w12, w7
	ror	w10, w10, 25
	add	w18, w18, w10
	ror	w0, w0, 25
	add	w30, w0, w30
	eor	w6, w6, w15
	eor	w2, w2, w7
	eor	w4, w4, w30
	eor	w3, w3, w18
	ror	w6, w6, 16
	add	w13, w13, w6
	ror	w2, w2, 16
	add	w17, w17, w2
	ror	w4, w4, 16
	add	w16, w16, w4
	ror	w3, w3, 16
	add	w14, w14, w3
	eor	w5, w5, w13
	eor	w12, w12, w17
	eor	w10, w10, w14
	eor	w0, w0, w16
	ror	w5, w5, 20
	add	w15, w15, w5
	ror	w12, w12, 20
	add	w7, w7, w12
	ror	w10, w10, 20
	eor	w8, w6, w15
	ror	w0, w0, 20
	add	w18, w18, w10
	add	w30, w30, w0
	eor	w2, w2, w7
	eor	w3, w3, w18
	eor	w4, w4, w30
	ror	w8, w8, 24
	add	w13, w13, w8
	ror	w2, w2, 24
	add	w17, w17, w2
	ror	w3, w3, 24
	add	w14, w14, w3
	ror	w4, w4, 24
	add	w16, w16, w4
	eor	w5, w5, w13
	eor	w12, w12, w17
	eor	w10, w10, w14
	eor	w0, w0, w16
	ror	w5, w5, 25
	add	w18, w18, w5
	ror	w12, w12, 25
	add	w15, w15, w12
	ror	w1, w10, 25
	add	w30, w1, w30
	ror	w0, w0, 25
	add	w7, w7, w0
	eor	w3, w3, w15
	eor	w4, w4, w18
	eor	w8, w8, w7
	eor	w2, w2, w30
	ror	w10, w3, 16
	ror	w4, w4, 16
	add	w17, w17, w4
	ror	w8, w8, 16
	add	w16, w16, w10
	ror	w2, w2, 16
	add	w14, w14, w8
	add	w13, w13, w2
	eor	w5, w5, w17
	eor	w12, w12, w16
	eor	w11, w1, w13
	eor	w0, w0, w14
	ror	w5, w5, 20
	add	w6, w18, w5
	ror	w12, w12, 20
	add	w1, w15, w12
	ror	w0, w0, 20
	add	w7, w7, w0
	ror	w11, w11, 20
	add	w30, w30, w11
	eor	w15, w10, w1
	eor	w4, w4, w6
	adrp	x9, .LANCHOR0
	ldr	w9, [x9, #:lo12:.LANCHOR0]
	eor	w10, w9, w6
	eor	w18, w9, w1
	eor	w6, w9, w30
	eor	w3, w8, w7
	eor	w1, w9, w7
	eor	w2, w2, w30
	ror	w8, w15, 24
	add	w7, w10, w18
	ror	w4, w4, 24
	add	w1, w1, w6
	add	w16, w16, w8
	add	w6, w17, w4
	ror	w2, w2, 24
	add	w4, w4, w8
	add	w1, w1, w7
	add	w13, w13, w2
	ror	w3, w3, 24
	eor	w5, w5, w6
	eor	w12, w12, w16
	add	w1, w1, w4
	add	w4, w14, w3
	add	w3, w3, w2
	add	w6, w6, w16
	add	w1, w1, w3
	eor	w0, w0, w4
	eor	w11, w11, w13
	ror	w12, w12, 25
	add	w1, w1, w6
	add	w4, w4, w13
	ror	w5, w5, 25
	add	w5, w5, w12
	ror	w11, w11, 25
	add	w1, w1, w4
	ror	w0, w0, 25
	add	w0, w0, w11
	add	w1, w1, w5
	add	w0, w1, w0
	ldp	x29, x30, [sp], 16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
.LFE3:
	.size	once_hash, .-once_hash
	.global	hash_seed
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	hash_seed, %object
	.size	hash_seed, 4
hash_seed:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
