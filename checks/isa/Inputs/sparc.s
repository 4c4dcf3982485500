! Hand-written SPARC V9 assembly (GCC's syntax) for what no matrix config emits: checks/isa/sparc.test.
	.section	".text"
	.type	medmid, #function
medmid:
	sethi	%h44(flag), %g1
	or	%g1, %m44(flag), %g1
	sllx	%g1, 12, %g1
	ld	[%g1+%l44(flag)], %o0
	set	arr, %o1
	ld	[%o1+4], %o2
	retl
	 nop
	.size	medmid, .-medmid
	.type	forms, #function
forms:
	save	%sp, -176, %sp
	ldd	[%i0+8], %o2
	std	%o2, [%i1]
	lduwa	[%i0] 0x80, %o4
	ld	[%i0+%g0], %o5
	ld	[%i0-8], %l0
	clr	[%i1+16]
	clrx	[%i1+24]
	swap	[%i1], %l1
	prefetch	[%i0+64], 0
	or	%g0, %i1, %l2
	stb	%g0, [%l2+1]
	ldtxa	[%i0] 0xe2, %o2
	ld	[%g2+%g3], %o3
	restore	%i0, 4, %o0
	ld	[%o0], %o1
	retl
	 nop
	.size	forms, .-forms
	.type	calls, #function
calls:
	save	%sp, -176, %sp
	jmpl	%i1, %o7
	 nop
	ld	[%i0], %l0
	jmp	%i2
	 nop
	.size	calls, .-calls
	.type	tail, #function
tail:
	b	helper
	 nop
	.size	tail, .-tail
	.section	".bss"
	.align 4
	.type	flag, #object
	.size	flag, 4
flag:
	.skip	4
	.type	arr, #object
	.size	arr, 16
arr:
	.skip	16
