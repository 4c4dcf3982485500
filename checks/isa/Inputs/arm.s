@ Hand-written Thumb-2 (GCC's unified syntax): the ARM forms no matrix config emits for checks/isa/arm.c,
@ annotated by checks/isa/arm.test as gcc-12/arm/O2's assembly.
	.syntax unified
	.thumb
	.text
	.type	hand, %function
hand:
	push	{r4-r7, lr}
	vpush	{d8-d9}
	mov	r7, sp
	str	r0, [r7, #4]
	ldr	r3, .L5
	ldr	r0, [r3, #4]!
	ldr	r1, [r3], #4
	ldr	r2, [r3]
	add	r3, #4
	ldr	r2, [r3]
	subs	r3, r3, #12
	stmdb	r3!, {r0, r1}
	ldmia	r3!, {r0-r1}
	vldmia	r3, {d0-d1}
	vstmdb	r3!, {s0-s1}
	ldaex	r0, [r3]
	stlex	r1, r0, [r3]
	ldrexd	r0, r1, [r3]
	strexd	r2, r0, r1, [r3]
	dsb	sy
	isb	sy
	pldw	[r3]
	nop
	adr	r2, .L5
	ldr	r1, [r2]
	ldr	r0, [r7, #4]
	cmp	r1, #0
	it	eq
	bxeq	lr
	str	r1, [r0, #8]
	blx	r1
	vpop	{d8-d9}
	pop	{r4-r7, pc}
	.align	2
.L5:
	.word	.LANCHOR0+8
	.size	hand, .-hand
	.bss
	.align	2
	.set	.LANCHOR0,. + 0
	.type	flag, %object
	.size	flag, 8
flag:
	.space	8
	.type	pair, %object
	.size	pair, 16
pair:
	.space	16
