# once_current from gcc-12/mips64el/O2, broken by hand: the index guessed. table[1] is loaded at its
# constant address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp
# = table[idx];` would be. No MIPS config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "value-speculation.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_current
	.set	nomips16
	.set	nomicromips
	.ent	plain_current
	.type	plain_current, @function
plain_current:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$2,%hi(idx)
	lwu	$2,%lo(idx)($2)
	lui	$3,%hi(table)
	daddiu	$3,$3,%lo(table)
	dsll	$2,$2,2
	daddu	$2,$2,$3
	lw	$2,0($2)
	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	plain_current
	.size	plain_current, .-plain_current
	.align	2
	.align	3
	.globl	once_current
	.set	nomips16
	.set	nomicromips
	.ent	once_current
	.type	once_current, @function
once_current:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$3,%hi(table)
	lw	$6,%lo(table+4)($3)
	lui	$2,%hi(idx)
	lw	$2,%lo(idx)($2)
	li	$7,1
	beq	$2,$7,.L9
	nop
	dext	$2,$2,0,32
	daddiu	$3,$3,%lo(table)
	dsll	$2,$2,2
	daddu	$2,$2,$3
	lw	$6,0($2)
.L9:
	move	$2,$6
	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	once_current
	.size	once_current, .-once_current
	.globl	idx
	.section	.bss,"aw",@nobits
	.align	2
	.type	idx, @object
	.size	idx, 4
idx:
	.space	4
	.globl	table
	.align	3
	.type	table, @object
	.size	table, 16
table:
	.space	16
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
