# Hand-written RISC-V assembly (GCC's syntax) for what no matrix compiler emits for checks/isa/riscv.c:
# x-register and fp names, Clang 14's addi from zero, the symbol pseudos with an offset (lw a0,arr+4;
# sw a0,arr+8,a5), la, 64-bit LR/SC and AMOs, the other fences, the branch pseudos, jumps through registers.
# RUN: %oncelab asm %s --color never --config gcc-12/riscv64/O2 | FileCheck %s

# CHECK-LABEL: # names in gcc-12/riscv64/O2 ({{.*}}): 1 load, no stores (stack: 3 spills, 1 reload)
# x2 is sp, x8 and fp are s0 (set from sp: the frame pointer), x10 is a0, x1 is ra.
# CHECK:       sd x8,24(x2) ; stack store{{$}}
# CHECK-NEXT:  addi fp,sp,32{{$}}
# CHECK-NEXT:  sw a1,-20(s0) ; stack store{{$}}
# CHECK-NEXT:  mv x15,x10{{$}}
# CHECK-NEXT:  lw a0,4(a5) ; load [arg0+4]{{$}}
# Clang 14's li: an addi from zero, which is no register.
# CHECK-NEXT:  addi a1, zero, 1{{$}}
# CHECK-NEXT:  sd a1,-32(x8) ; stack store{{$}}
# CHECK:       jr x1 ; return{{$}}
# CHECK-LABEL: # pseudos in gcc-12/riscv64/O2 ({{.*}}): 2 loads, 1 store
# CHECK:       lw a0,arr+4 ; load arr+4{{$}}
# CHECK-NEXT:  sw a0,arr+8,a5 ; store arr+8{{$}}
# CHECK-NEXT:  la a4,flag{{$}}
# CHECK-NEXT:  lw a1,0(a4) ; load flag{{$}}
# CHECK-LABEL: # atomics in gcc-12/riscv64/O2 ({{.*}}): 3 loads, 3 stores
# CHECK:       lr.d.aq a0,(a2) ; load arr{{$}}
# CHECK-NEXT:  sc.d.rl a1,a3,(a2) ; store arr{{$}}
# CHECK:       amoadd.d a0,a1,(a2) ; load arr+8 ; store arr+8{{$}}
# An amoswap whose old value is kept (rd not zero) loads as well as stores.
# CHECK-NEXT:  amoswap.w.aqrl a0,a1,(a2) ; load arr+8 ; store arr+8{{$}}
# CHECK-NEXT:  fence ; barrier{{$}}
# CHECK-NEXT:  fence.tso ; barrier{{$}}
# CHECK-NEXT:  fence.i ; barrier{{$}}
# CHECK-LABEL: # branches in gcc-12/riscv64/O2 ({{.*}}): no loads, no stores
# The branch pseudos name their target last.
# CHECK:       bgt a0,a1,.L2 ; branch .L2{{$}}
# CHECK-NEXT:  ble a0,a1,.L2 ; branch .L2{{$}}
# CHECK-NEXT:  bgtu a0,a1,.L2 ; branch .L2{{$}}
# CHECK-NEXT:  bleu a0,a1,.L2 ; branch .L2{{$}}
# CHECK-NEXT:  bltz a0,.L2 ; branch .L2{{$}}
# CHECK-NEXT:  bgtz a0,.L2 ; branch .L2{{$}}
# CHECK-NEXT:  blez a0,.L2 ; branch .L2{{$}}
# jal to a function is a call; jalr a call through a register; jr not to ra a jump through one.
# CHECK-NEXT:  jal helper ; call helper{{$}}
# CHECK-NEXT:  jalr ra,0(a5) ; call{{$}}
# CHECK-NEXT:  nop{{$}}
# CHECK-NEXT:  jr a5 ; branch ?{{$}}
# j to a function: a tail call.
# CHECK:       j helper ; call helper ; return{{$}}
	.text
	.type	names, @function
names:
	addi	x2,x2,-32
	sd	x8,24(x2)
	addi	fp,sp,32
	sw	a1,-20(s0)
	mv	x15,x10
	lw	a0,4(a5)
	addi	a1, zero, 1
	sd	a1,-32(x8)
	ld	x8,24(sp)
	addi	sp,sp,32
	jr	x1
	.size	names, .-names
	.type	pseudos, @function
pseudos:
	lw	a0,arr+4
	sw	a0,arr+8,a5
	la	a4,flag
	lw	a1,0(a4)
	ret
	.size	pseudos, .-pseudos
	.type	atomics, @function
atomics:
	lla	a2,arr
.L1:
	lr.d.aq	a0,(a2)
	sc.d.rl	a1,a3,(a2)
	bnez	a1,.L1
	addi	a2,a2,8
	amoadd.d	a0,a1,(a2)
	amoswap.w.aqrl	a0,a1,(a2)
	fence
	fence.tso
	fence.i
	ret
	.size	atomics, .-atomics
	.type	branches, @function
branches:
	bgt	a0,a1,.L2
	ble	a0,a1,.L2
	bgtu	a0,a1,.L2
	bleu	a0,a1,.L2
	bltz	a0,.L2
	bgtz	a0,.L2
	blez	a0,.L2
	jal	helper
	jalr	ra,0(a5)
	nop
	jr	a5
.L2:
	j	helper
	.size	branches, .-branches
	.bss
	.type	flag, @object
	.size	flag, 4
flag:
	.zero	4
	.type	arr, @object
	.size	arr, 16
arr:
	.zero	16
