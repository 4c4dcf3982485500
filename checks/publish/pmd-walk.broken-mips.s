# once_walk from gcc-12/mips64el/O2, broken by hand: the load doubled after the loop. The pmd is read
# again for the pte address, as plain *pmdp may be: the walk may use a pmd the loop never tested (GCC leaves
# this function's delay slots to the assembler, .set reorder: the text is in program order). No MIPS config
# shows a hazard in this case: this shows that the once checks would catch it. plain_walk's and today_walk's
# bodies are cut to a return: no check of this run reads them.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	1 "pmd-walk.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_walk
	.set	nomips16
	.set	nomicromips
	.ent	plain_walk
	.type	plain_walk, @function
plain_walk:
	jr	$31
	nop
	.end	plain_walk
	.size	plain_walk, .-plain_walk
	.align	2
	.align	3
	.globl	once_walk
	.set	nomips16
	.set	nomicromips
	.ent	once_walk
	.type	once_walk, @function
once_walk:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.align	3
.L10:
	ld	$2,0($4)
	andi	$3,$2,0x1
	bne	$3,$0,.L10
	beq	$2,$0,.L9
	ld	$2,0($4)
	dext	$5,$5,13,10
	dsll	$5,$5,3
	daddu	$5,$5,$2
	ld	$2,0($5)
.L9:
	jr	$31
	.end	once_walk
	.size	once_walk, .-once_walk
	.align	2
	.align	3
	.globl	today_walk
	.set	nomips16
	.set	nomicromips
	.ent	today_walk
	.type	today_walk, @function
today_walk:
	jr	$31
	nop
	.end	today_walk
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
