# once_hash from gcc-12/arm/O2, broken by hand: the seed is read again, as GCC reads it on x86.
# Before the final xors, the reload of seed from its stack slot (ldr r4, [sp, #12]) is replaced by
# a read of hash_seed (movw/movt + ldr): no ARM config of the matrix reads the seed twice; this shows
# that the once checks would catch it if one did.
# plain_hash's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | not FileCheck %S/invented-load.check --check-prefixes=CHECK,ONCE,ONCE-ARM --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.arch armv7-a
	.fpu vfpv3-d16
	.eabi_attribute 28, 1
	.eabi_attribute 20, 1
	.eabi_attribute 21, 1
	.eabi_attribute 23, 3
	.eabi_attribute 24, 1
	.eabi_attribute 25, 1
	.eabi_attribute 26, 2
	.eabi_attribute 30, 2
	.eabi_attribute 34, 1
	.eabi_attribute 18, 4
	.file	"invented-load.c"
	.text
	.align	1
	.p2align 2,,3
	.global	plain_hash
	.syntax unified
	.thumb
	.thumb_func
	.type	plain_hash, %function
plain_hash:
	bx	lr
	.size	plain_hash, .-plain_hash
	.align	1
	.p2align 2,,3
	.global	once_hash
	.syntax unified
	.thumb
	.thumb_func
	.type	once_hash, %function
once_hash:
	@ args = 0, pretend = 0, frame = 32
	@ frame_needed = 0, uses_anonymous_args = 0
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	push	{r4, r5, r6, r7, r8, r9, r10, fp, lr}
	ldr	r2, [r3]
	sub	sp, sp, #36
	ldrd	r3, r5, [r0, #4]
	ldr	lr, [r0, #20]
	eors	r3, r3, r2
	ldr	fp, [r0, #24]
	add	ip, r3, lr
	ldr	r3, [r0, #52]
	eors	r5, r5, r2
	ldr	r7, [r0, #12]
	eor	r3, ip, r3
	add	r5, r5, fp
	ldr	r1, [r0, #28]
	eors	r7, r7, r2
	ror	r9, r3, #16
	ldr	r3, [r0, #56]
	add	r7, r7, r1
	ldr	r6, [r0]
	eors	r3, r3, r5
	str	r2, [sp, #12]
	eors	r6, r6, r2
	ldr	r2, [r0, #16]
	ror	r8, r3, #16
	ldr	r3, [r0, #60]
	ldr	r4, [r0, #48]
	add	r6, r6, r2
	eors	r3, r3, r7
	eors	r4, r4, r6
	ror	r3, r3, #16
	str	r3, [sp, #24]
	ldr	r3, [r0, #36]
	ror	r4, r4, #16
	add	r10, r3, r9
	eor	lr, lr, r10
	ror	lr, lr, #20
	add	ip, ip, lr
	eor	r9, r9, ip
	ror	r3, r9, #24
	str	r3, [sp, #4]
	add	r9, r10, r3
	ldr	r3, [r0, #40]
	str	r9, [sp, #16]
	eor	lr, lr, r9
	add	r9, r3, r8
	ldr	r3, [sp, #24]
	eor	r10, fp, r9
	ror	lr, lr, #25
	ror	r10, r10, #20
	add	r5, r5, r10
	eor	r8, r8, r5
	ror	fp, r8, #24
	add	r9, r9, fp
	eor	r10, r10, r9
	ror	r8, r10, #25
	ldr	r10, [r0, #44]
	ldr	r0, [r0, #32]
	add	ip, ip, r8
	add	r10, r10, r3
	str	r8, [sp, #20]
	eor	r1, r1, r10
	add	r8, r0, r4
	eor	r2, r2, r8
	ldr	r0, [sp, #4]
	ror	r1, r1, #20
	str	ip, [sp, #8]
	add	r7, r7, r1
	ror	r2, r2, #20
	eors	r3, r3, r7
	add	r6, r6, r2
	eors	r4, r4, r6
	add	r6, r6, lr
	ror	r3, r3, #24
	str	r6, [sp, #24]
	add	r10, r10, r3
	ror	r4, r4, #24
	eor	r1, r1, r10
	add	r8, r8, r4
	eor	r2, r2, r8
	eors	r3, r3, r6
	ror	r1, r1, #25
	mov	r6, ip
	add	r5, r5, r1
	eors	r4, r4, r6
	eors	r0, r0, r5
	ror	r2, r2, #25
	add	r7, r7, r2
	ror	r4, r4, #16
	ror	r0, r0, #16
	str	r0, [sp, #28]
	add	r8, r8, r0
	ldr	r0, [sp, #20]
	eor	r6, fp, r7
	add	r10, r10, r4
	ror	r3, r3, #16
	eor	ip, r0, r10
	add	fp, r9, r3
	ldr	r0, [sp, #16]
	ror	r6, r6, #16
	eor	lr, lr, fp
	add	r9, r0, r6
	ldr	r0, [sp, #24]
	ror	lr, lr, #20
	ror	ip, ip, #20
	add	r0, r0, lr
	str	r0, [sp, #4]
	ldr	r0, [sp, #8]
	eor	r1, r1, r8
	eor	r2, r2, r9
	add	r0, r0, ip
	str	r0, [sp, #8]
	ldr	r0, [sp, #4]
	ror	r1, r1, #20
	add	r5, r5, r1
	ror	r2, r2, #20
	eors	r3, r3, r0
	ldr	r0, [sp, #8]
	add	r7, r7, r2
	eors	r4, r4, r0
	ldr	r0, [sp, #28]
	eors	r6, r6, r7
	ror	r3, r3, #24
	eors	r0, r0, r5
	add	fp, fp, r3
	ror	r6, r6, #24
	eor	lr, lr, fp
	ror	r0, r0, #24
	add	r9, r9, r6
	add	r8, r8, r0
	eor	r2, r2, r9
	eor	r1, r1, r8
	ror	lr, lr, #25
	ror	r2, r2, #25
	ror	r4, r4, #24
	ror	r1, r1, #25
	str	r1, [sp, #16]
	ldr	r1, [sp, #8]
	add	r10, r10, r4
	str	r2, [sp, #8]
	eor	ip, ip, r10
	add	r1, lr, r1
	ldr	r2, [sp, #16]
	str	r1, [sp, #20]
	eors	r1, r1, r0
	str	r1, [sp, #16]
	add	r7, r7, r2
	ldrd	r1, r0, [sp, #4]
	eors	r3, r3, r7
	ror	ip, ip, #25
	add	r1, r1, r0
	ldr	r0, [sp, #16]
	eors	r4, r4, r1
	ror	r3, r3, #16
	str	r1, [sp, #16]
	add	r10, r10, r3
	ror	r0, r0, #16
	str	r3, [sp, #24]
	add	r9, r9, r0
	ldr	r3, [sp, #8]
	ror	r1, r4, #16
	eor	lr, lr, r9
	add	r8, r8, r1
	str	r1, [sp, #4]
	eor	r1, r2, r10
	eor	r2, r3, r8
	ldr	r3, [sp, #20]
	add	r5, r5, ip
	ror	lr, lr, #20
	eors	r6, r6, r5
	add	r3, r3, lr
	ror	r1, r1, #20
	str	r3, [sp, #8]
	add	r7, r7, r1
	eors	r0, r0, r3
	ldr	r3, [sp, #16]
	mov	r4, r7
	ror	r6, r6, #16
	ror	r2, r2, #20
	str	r4, [sp, #28]
	adds	r7, r3, r2
	add	fp, fp, r6
	mov	r3, r4
	ldr	r4, [sp, #24]
	eor	ip, ip, fp
	ror	r0, r0, #24
	eors	r4, r4, r3
	str	r0, [sp, #16]
	ror	ip, ip, #20
	mov	r3, r4
	ldr	r4, [sp, #4]
	add	r5, r5, ip
	eors	r6, r6, r5
	ror	r3, r3, #24
	eors	r4, r4, r7
	add	r10, r10, r3
	add	r0, r9, r0
	ror	r6, r6, #24
	ror	r4, r4, #24
	eor	r1, r1, r10
	add	fp, fp, r6
	add	r8, r8, r4
	eor	lr, lr, r0
	eor	ip, ip, fp
	eor	r2, r2, r8
	ror	r1, r1, #25
	str	r0, [sp, #20]
	mov	r9, r6
	adds	r0, r5, r1
	ldr	r6, [sp, #8]
	ldr	r5, [sp, #28]
	ror	lr, lr, #25
	add	r7, r7, lr
	ror	r2, r2, #25
	ror	ip, ip, #25
	add	r5, r5, r2
	add	r6, r6, ip
	str	r2, [sp, #4]
	eors	r3, r3, r7
	ldr	r2, [sp, #16]
	eors	r4, r4, r6
	eor	r9, r9, r5
	eors	r2, r2, r0
	ror	r3, r3, #16
	add	fp, fp, r3
	str	r0, [sp, #24]
	mov	r0, r2
	ror	r2, r4, #16
	str	r2, [sp, #16]
	ror	r9, r9, #16
	str	fp, [sp, #8]
	add	r10, r10, r2
	ldr	r4, [sp, #20]
	ror	r0, r0, #16
	ldr	r2, [sp, #4]
	eor	lr, lr, fp
	add	fp, r4, r9
	add	r8, r8, r0
	mov	r4, fp
	eor	r1, r1, r8
	eors	r2, r2, r4
	eor	ip, ip, r10
	ldr	r4, [sp, #24]
	ror	r1, r1, #20
	ror	r2, r2, #20
	str	fp, [sp, #20]
	add	r5, r5, r2
	add	fp, r4, r1
	str	r2, [sp, #4]
	ror	lr, lr, #20
	movw	r4, #:lower16:.LANCHOR0
	movt	r4, #:upper16:.LANCHOR0
	ldr	r4, [r4]
	ror	ip, ip, #20
	ldr	r2, [sp, #16]
	add	r7, r7, lr
	add	r6, r6, ip
	eors	r3, r3, r7
	eors	r2, r2, r6
	eors	r7, r7, r4
	eors	r6, r6, r4
	eor	r0, r0, fp
	add	r6, r6, r7
	eor	fp, r4, fp
	add	fp, fp, r6
	eor	r6, r4, r5
	ror	r3, r3, #24
	add	r6, r6, fp
	ror	r4, r2, #24
	eor	r5, r9, r5
	add	r6, r6, r3
	ldr	r7, [sp, #8]
	ror	r0, r0, #24
	add	r6, r6, r4
	ror	r5, r5, #24
	add	r6, r6, r0
	add	r3, r3, r7
	add	r7, r8, r0
	adds	r0, r6, r5
	add	r4, r4, r10
	ldr	r6, [sp, #20]
	add	r0, r0, r3
	add	r0, r0, r4
	eor	lr, lr, r3
	add	r5, r5, r6
	add	r0, r0, r7
	add	r0, r0, r5
	ldr	r2, [sp, #4]
	eor	ip, ip, r4
	add	lr, r0, lr, ror #25
	eors	r1, r1, r7
	eors	r2, r2, r5
	add	ip, lr, ip, ror #25
	add	r1, ip, r1, ror #25
	add	r0, r1, r2, ror #25
	add	sp, sp, #36
	@ sp needed
	pop	{r4, r5, r6, r7, r8, r9, r10, fp, pc}
	.size	once_hash, .-once_hash
	.global	hash_seed
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	hash_seed, %object
	.size	hash_seed, 4
hash_seed:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",%progbits
