# Xtensa constructs no matrix config emits, hand-written for checks/isa/xtensa.test: the windowed ABI
# (entry, callx8, retw.n), a literal holding an address with an offset and one holding a constant, the
# assembler's movi of a symbol, a tail call and a jump through a register.
	.text
	.literal_position
	.literal .LC0, pr+4
	.literal .LC1, 305419896
	.literal .LC2, helper
	.align	4
	.global	windowed
	.type	windowed, @function
windowed:
	entry	sp, 32
	s32i.n	a2, sp, 4
	l32r	a8, .LC2
	callx8	a8
	l32r	a8, .LC0
	l32i	a2, a8, 0
	l32r	a9, .LC1
	retw.n
	.size	windowed, .-windowed
	.align	4
	.global	macro
	.type	macro, @function
macro:
	movi	a3, flag
	l16ui	a2, a3, 2
	s16i	a2, a3, 0
	j	helper
	.size	macro, .-macro
	.align	4
	.global	table
	.type	table, @function
table:
	jx	a2
	.size	table, .-table
	.global	flag
	.section	.bss
	.align	4
	.type	flag, @object
	.size	flag, 4
flag:
	.zero	4
	.global	pr
	.align	4
	.type	pr, @object
	.size	pr, 8
pr:
	.zero	8
