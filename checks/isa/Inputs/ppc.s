# Hand-written ppc64le assembly (GCC's syntax) for the traps no matrix config emits: checks/isa/ppc.test.
	.abiversion 2
	.section	".text"
	.type	syntax, @function
syntax:
	lwz %r9,4(%r3)
	lqarx 10,0,4
	stqcx. 10,0,4
	lwzx 8,0,4
	lwzx 7,3,4
	lwzu 6,16(3)
	lwz 5,0(3)
	stdu 1,-64(1)
	lq 4,32(5)
	stq 4,16(1)
	stdux 1,1,9
	stw 4,8(1)
	dcbt 0,3
	mfcr 12
	mflr 0
	mtlr 0
	eieio
	hwsync
	ptesync
	bnelr+ 7
	beq 0,helper
	bc 12,2,.L5
	bdnz .L5
	mtctr 12
	bctr
.L5:
	blr
	.size	syntax,.-syntax
	.type	saves, @function
saves:
	mflr 0
	bl _savegpr0_30
	stwu 1,-48(1)
	stmw 29,8(1)
	lmw 29,8(1)
	lwz 9,4(3)
	bctrl
	b _restgpr0_30
	.size	saves,.-saves
	.type	entries, @function
entries:
	addis 9,2,.LC1@toc@ha
	ld 9,.LC1@toc@l(9)
	lwz 3,4(9)
	addis 10,2,.LC2@toc@ha
	ld 10,.LC2@toc@l(10)
	stw 3,0(10)
	blr
	.size	entries,.-entries
	.section	".toc","aw"
	.align 3
.LC1:
	.tc ext[TC],ext
.LC2:
	.quad	other
