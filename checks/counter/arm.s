@ Hand-written ARMv7 Thumb-2 assembly (GCC's syntax, as gcc-12 for armhf writes it): the counter's traps.
# RUN: %oncelab asm %s --color never --config gcc-12/arm/O2 | FileCheck %s
	.syntax unified
	.thumb
	.text
	.type	traps, %function
traps:
	push	{r4, r5, r7, lr}
	add	r7, sp, #0
	ldr	r3, .L5
	ldr	r0, [r3]
	cmp	r0, #0
	ite	eq
	moveq	r1, #1
	movne	r1, #2
	ldrd	r4, r5, [r3, #8]
	strd	r4, r5, [r3, #16]
	ldm	r3, {r0, r1, r2}
	ldrex	r2, [r3]
	strex	r1, r2, [r3]
	str	r0, [r7, #4]
	dmb	ish
	nop
	bl	helper
	pop	{r4, r5, r7, pc}
.L6:
	.align	2
.L5:
	.word	flag
	.size	traps, .-traps

# CHECK-LABEL: # traps in gcc-12/arm/O2 (assembly file arm.s): 8 loads, 3 stores (1 from a constant pool, TOC or GOT entry; stack: 5 spills, 4 reloads)
# CHECK:      push {r4, r5, r7, lr} <- 4 spills
# CHECK-NEXT: add r7, sp, #0{{$}}
# GCC's literal pool: the address of flag, loaded from .L5; then flag itself.
# CHECK-NEXT: ldr r3, .L5 <- pool load (constant pool .L5)
# CHECK-NEXT: ldr r0, [r3] <- load
# CHECK-NEXT: cmp r0, #0{{$}}
# An IT block goes to llvm-mca whole, so that each instruction in it is read.
# CHECK-NEXT: ite eq{{$}}
# CHECK-NEXT: moveq r1, #1{{$}}
# CHECK-NEXT: movne r1, #2{{$}}
# CHECK-NEXT: ldrd r4, r5, [r3, #8] <- 2 loads
# CHECK-NEXT: strd r4, r5, [r3, #16] <- 2 stores
# CHECK-NEXT: ldm r3, {r0, r1, r2} <- 3 loads
# CHECK-NEXT: ldrex r2, [r3] <- load
# CHECK-NEXT: strex r1, r2, [r3] <- store
# r7 was set up from sp: the frame pointer.
# CHECK-NEXT: str r0, [r7, #4] <- spill
# CHECK-NEXT: dmb ish <- barrier
# CHECK-NEXT: nop{{$}}
# CHECK-NEXT: bl helper{{$}}
# CHECK-NEXT: pop {r4, r5, r7, pc} <- 4 reloads
