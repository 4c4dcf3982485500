// Hand-written AArch64 assembly (GCC's syntax): the counter's traps, and what it must say of each.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | FileCheck %s
	.text
	.type	traps, %function
traps:
	stp	x29, x30, [sp, -32]!
	adrp	x0, .LANCHOR0
	ldr	w1, [x0, #:lo12:.LANCHOR0+8]
	add	x2, x0, :lo12:.LANCHOR0
	ldp	w3, w4, [x2]
	stp	wzr, wzr, [x2, 8]
	ldr	q0, .LC0
	ldr	x5, [x0, #:got_lo12:ext]
	ldaxr	w6, [x2]
	stlxr	w7, w6, [x2]
	ldadd	w1, w1, [x2]
	dmb	ishst
	prfm	pldl1keep, [x2]
	nop
	bl	helper
	ldp	x29, x30, [sp], 32
	ret
	.size	traps, .-traps
	.type	framed, %function
framed:
	stp	x29, x30, [sp, -16]!
	mov	x29, sp
	str	w0, [x29, 28]
	ldr	w0, [x29, 28]
	ldr	w0, [x0]
	ldp	x29, x30, [sp], 16
	ret
	.size	framed, .-framed
	.section	.rodata
	.align	4
.LC0:
	.word	1
	.word	2
	.word	3
	.word	4

# CHECK-LABEL: # traps in gcc-12/aarch64/O2 (assembly file arm64.s): 7 loads, 4 stores (2 from a constant pool, TOC or GOT entry; stack: 2 spills, 2 reloads)
# CHECK:      stp x29, x30, [sp, -32]! <- 2 spills
# adrp and add compute the anchor's address: no access.
# CHECK-NEXT: adrp x0, .LANCHOR0{{$}}
# CHECK-NEXT: ldr w1, [x0, #:lo12:.LANCHOR0+8] <- load
# CHECK-NEXT: add x2, x0, :lo12:.LANCHOR0{{$}}
# CHECK-NEXT: ldp w3, w4, [x2] <- 2 loads
# CHECK-NEXT: stp wzr, wzr, [x2, 8] <- 2 stores
# CHECK-NEXT: ldr q0, .LC0 <- pool load (constant pool .LC0)
# CHECK-NEXT: ldr x5, [x0, #:got_lo12:ext] <- pool load (GOT entry)
# CHECK-NEXT: ldaxr w6, [x2] <- load
# CHECK-NEXT: stlxr w7, w6, [x2] <- store
# CHECK-NEXT: ldadd w1, w1, [x2] <- load+store
# CHECK-NEXT: dmb ishst <- barrier
# CHECK-NEXT: prfm pldl1keep, [x2]{{$}}
# CHECK-NEXT: nop{{$}}
# CHECK-NEXT: bl helper{{$}}
# CHECK-NEXT: ldp x29, x30, [sp], 32 <- 2 reloads
# CHECK-NEXT: ret{{$}}
# CHECK-LABEL: # framed in gcc-12/aarch64/O2 (assembly file arm64.s): 1 load, no stores (stack: 3 spills, 3 reloads)
# CHECK:      mov x29, sp{{$}}
# CHECK-NEXT: str w0, [x29, 28] <- spill
# CHECK-NEXT: ldr w0, [x29, 28] <- reload
# CHECK-NEXT: ldr w0, [x0] <- load
