# Hand-written ppc64le assembly (GCC's syntax): the counter's traps, and what it must say of each.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | FileCheck %s
	.section	".text"
	.type	traps, @function
traps:
	mflr 0
	std 0,16(1)
	stdu 1,-48(1)
	mr 31,1
	addis 9,2,.LANCHOR0@toc@ha
	lwz 10,.LANCHOR0+4@toc@l(9)
	addis 9,2,.LC0@toc@ha
	ld 9,.LC0@toc@l(9)
	lwzx 8,3,4
	stw 10,-8(31)
	lwsync
	lwarx 7,0,9
	stwcx. 7,0,9
	sync
	isync
	nop
	bl helper
	nop
	addi 1,1,48
	ld 0,16(1)
	mtlr 0
	blr
	.size	traps, .-traps
	.section	".toc","aw"
	.align 3
.LC0:
	.quad	ext

# CHECK-LABEL: # traps in gcc-12/ppc64le/O2 (assembly file ppc.s): 4 loads, 1 store (1 from a constant pool, TOC or GOT entry; stack: 3 spills, 1 reload)
# CHECK:      mflr 0{{$}}
# CHECK-NEXT: std 0,16(1) <- spill
# CHECK-NEXT: stdu 1,-48(1) <- spill
# CHECK-NEXT: mr 31,1{{$}}
# CHECK-NEXT: addis 9,2,.LANCHOR0@toc@ha{{$}}
# CHECK-NEXT: lwz 10,.LANCHOR0+4@toc@l(9) <- load
# CHECK-NEXT: addis 9,2,.LC0@toc@ha{{$}}
# CHECK-NEXT: ld 9,.LC0@toc@l(9) <- pool load (TOC entry .LC0)
# An indexed load names no base register in parentheses: LLVM still knows it loads.
# CHECK-NEXT: lwzx 8,3,4 <- load
# r31 was set up from r1: the frame pointer.
# CHECK-NEXT: stw 10,-8(31) <- spill
# CHECK-NEXT: lwsync <- barrier
# CHECK-NEXT: lwarx 7,0,9 <- load
# CHECK-NEXT: stwcx. 7,0,9 <- store
# CHECK-NEXT: sync <- barrier
# CHECK-NEXT: isync <- barrier
# CHECK-NEXT: nop{{$}}
# CHECK-NEXT: bl helper{{$}}
# CHECK-NEXT: nop{{$}}
# CHECK-NEXT: addi 1,1,48{{$}}
# CHECK-NEXT: ld 0,16(1) <- reload
