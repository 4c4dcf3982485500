! Hand-written SuperH assembly (GCC's and GAS's syntax) for the forms no matrix config emits: SH-4A's synco,
! movli.l/movco.l and movua.l, tas.b, mac.l, GBR-relative operands, prefetch and cache hints, bsr and bt/s,
! branches on a T bit nothing set: checks/isa/sh4.test.
	.text
	.type	forms, @function
forms:
	mov.l	.L5,r1
	synco
.L1:
	movli.l	@r1,r0
	add	#1,r0
	movco.l	r0,@r1
	bf	.L1
	movua.l	@r4+,r0
	movua.l	@r4,r2
	tas.b	@r1
	mac.l	@r4+,@r5+
	mov.l	@(8,gbr),r0
	or.b	#1,@(r0,gbr)
	pref	@r1
	ocbi	@r1
	mov.l	r0,@-r5
	mov.w	r0,@(r0,r5)
	bsr	helper
	nop
	bt/s	.L2
	nop
.L2:
	rts
	nop
	.align 2
.L5:
	.long	flag
	.size	forms, .-forms
	.type	flags, @function
flags:
	mov.l	@r4,r1
	bt	.L6
	shll2	r1
	bf	.L6
	bra	.L7
	nop
.L8:
	tst	r1,r1
.L7:
	bt	.L8
	dt	r1
	bf	.L7
	shll	r1
	bt	.L6
.L6:
	rts
	nop
	.size	flags, .-flags
