# once_set from gcc-12/mips64el/O2, broken by hand: the store torn in two. The one sd is replaced by
# two sw of the word's halves, to magic and magic+4 (the high half shifted down with dsra32): no MIPS config
# of the matrix tears the word; this shows that the once checks would catch it if one did. plain_set's body
# is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-MIPS)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "store-tearing.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_set
	.set	nomips16
	.set	nomicromips
	.ent	plain_set
	.type	plain_set, @function
plain_set:
	jr	$31
	nop
	.end	plain_set
	.size	plain_set, .-plain_set
	.align	2
	.align	3
	.globl	once_set
	.set	nomips16
	.set	nomicromips
	.ent	once_set
	.type	once_set, @function
once_set:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	li	$2,38141952			# 0x2460000
	ori	$2,$2,0x8acf
	dsll	$2,$2,17
	daddiu	$2,$2,1165
	dsll	$2,$2,18
	lui	$3,%hi(magic)
	daddiu	$2,$2,22136
	sw	$2,%lo(magic)($3)
	dsra32	$2,$2,0
	sw	$2,%lo(magic+4)($3)
	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	once_set
	.size	once_set, .-once_set
	.globl	magic
	.section	.bss,"aw",@nobits
	.align	3
	.type	magic, @object
	.size	magic, 8
magic:
	.space	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
