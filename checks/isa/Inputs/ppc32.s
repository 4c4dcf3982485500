# Hand-written 32-bit PowerPC for what no matrix config emits (checks/isa/ppc32.test).
	.section	".text"
	.globl	forms
	.type	forms, @function
forms:
	la 6,8(3)
	lwz 7,0(6)
	addis 9,0,flag@ha
	lwz 3,flag@l(9)
	lis 4,pair@ha+4
	lwz 3,pair@l+4(4)
	lis 5,pair@ha
	addi 5,5,pair@l
	stw 3,4(5)
	lis 8,0x1234
	lwz 7,0(8)
	addis 10,3,.LJTI0_0@ha
	lwz 10,.LJTI0_0@l(10)
	stwu 1,-32(1)
	stmw 29,8(1)
	lmw 29,8(1)
	eieio
	blr
	.size	forms, .-forms

	.section	.sbss,"aw",@nobits
	.align 2
	.type	pair, @object
	.size	pair, 8
pair:
	.zero	8
	.type	flag, @object
	.size	flag, 4
flag:
	.zero	4
