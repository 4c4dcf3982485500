; Hand-written ARC for checks/isa/arc.test: what GCC does not emit for the corpus with the filler off.
	.section	.text
	.align 4
	.global	delays
	.type	delays, @function
delays:
	mov_s	r3,@flag
.L1:
	ld_s	r2,[r3]
	breq.d	r2, 0, @.L1
	ld_s	r2,[r3,4]
	j_s.d	[blink]
	st_s	r2,[r3]
	.size	delays, .-delays
	.align 4
	.global	modes
	.type	modes, @function
modes:
	ld.ab	r2,[r0,4]
	ld	r4,[r0]
	st.a	r2,[r1,-4]
	st	r4,[r1,8]
	ld.as	r5,[r1,2]
	mov.ne	r0,r1
	ld	r6,[r0]
	ldd	r8,[r1]
	jl	[r12]
	ld	r7,[r0]
	enter_s	{r13-r14,blink}
	j	[r5]
	.size	modes, .-modes
	.global	flag
	.section	.bss
	.align 4
	.type	flag, @object
	.size	flag, 8
flag:
	.zero	8
