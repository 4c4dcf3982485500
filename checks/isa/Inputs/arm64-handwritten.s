// Hand-written: what no matrix compiler emits for the corpus (-fno-pie: no GOT; GCC 12: outline atomics).
	.arch armv8-a
	.text
	.type	read_ext, %function
read_ext:
	adrp	x0, :got:ext
	ldr	x0, [x0, #:got_lo12:ext]
	ldr	w0, [x0]
	ret
	.size	read_ext, .-read_ext
	.type	bump, %function
bump:
	adrp	x1, counter
	add	x1, x1, :lo12:counter
.L2:
	ldxr	w0, [x1]
	add	w0, w0, 1
	stxr	w2, w0, [x1]
	cbnz	w2, .L2
	ldr	w3, [x1], #4
	ldr	w4, [x1]
	ret
	.size	bump, .-bump
	.bss
	.type	counter, %object
	.size	counter, 8
counter:
	.zero	8
