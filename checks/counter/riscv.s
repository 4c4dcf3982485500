# Hand-written RISC-V assembly (GCC's syntax): the counter's traps, and what it must say of each.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | FileCheck %s
	.text
	.type	traps, @function
traps:
	addi	sp,sp,-32
	sd	ra,24(sp)
	sd	s0,16(sp)
	addi	s0,sp,32
	lw	a0,.LANCHOR0
	sw	a5,.LANCHOR0+4,a4
	lui	a5,%hi(flag)
	lw	a1,%lo(flag)(a5)
	lla	a2,flag
	ld	a3,0(a2)
	sw	a0,-20(s0)
	fld	fa5,%lo(.LC0)(a5)
	amoadd.w	a0,a1,(a2)
	lr.w	a0,(a2)
	sc.w	a1,a0,(a2)
	fence	w,w
	li	a0,123456789
	call	helper
	ld	ra,24(sp)
	ld	s0,16(sp)
	addi	sp,sp,32
	jr	ra
	.size	traps, .-traps
	.section	.srodata.cst8,"aM",@progbits,8
	.align	3
.LC0:
	.word	-266631570
	.word	1074340345

# CHECK-LABEL: # traps in gcc-12/riscv64/O2 (assembly file riscv.s): 6 loads, 3 stores (1 from a constant pool, TOC or GOT entry; stack: 3 spills, 2 reloads)
# CHECK:      sd ra,24(sp) <- spill
# CHECK-NEXT: sd s0,16(sp) <- spill
# CHECK-NEXT: addi s0,sp,32{{$}}
# The symbol pseudos: llvm-mc expands them (auipc; lw / auipc; sw), and they load and store.
# CHECK-NEXT: lw a0,.LANCHOR0 <- load
# CHECK-NEXT: sw a5,.LANCHOR0+4,a4 <- store
# CHECK-NEXT: lui a5,%hi(flag){{$}}
# CHECK-NEXT: lw a1,%lo(flag)(a5) <- load
# CHECK-NEXT: lla a2,flag{{$}}
# CHECK-NEXT: ld a3,0(a2) <- load
# s0 was set up from sp: the frame pointer.
# CHECK-NEXT: sw a0,-20(s0) <- spill
# CHECK-NEXT: fld fa5,%lo(.LC0)(a5) <- pool load (constant pool .LC0)
# CHECK-NEXT: amoadd.w a0,a1,(a2) <- load+store
# CHECK-NEXT: lr.w a0,(a2) <- load
# CHECK-NEXT: sc.w a1,a0,(a2) <- store
# CHECK-NEXT: fence w,w <- barrier
# CHECK-NEXT: li a0,123456789{{$}}
# CHECK-NEXT: call helper{{$}}
# CHECK-NEXT: ld ra,24(sp) <- reload
# CHECK-NEXT: ld s0,16(sp) <- reload
