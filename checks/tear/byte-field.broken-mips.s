# once_done from gcc-12/mips64el/O2, broken by hand: as Alpha without byte stores does it, a load and
# a store of the 64-bit word around done_b, which holds done_a too (*(volatile unsigned long long *)d |=
# 1ULL << 32). No MIPS config of the matrix rewrites the neighbour; this shows that the once checks would
# catch one that did. plain_done's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-MIPS)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "byte-field.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_done
	.set	nomips16
	.set	nomicromips
	.ent	plain_done
	.type	plain_done, @function
plain_done:
	jr	$31
	nop
	.end	plain_done
	.size	plain_done, .-plain_done
	.align	2
	.align	3
	.globl	once_done
	.set	nomips16
	.set	nomicromips
	.ent	once_done
	.type	once_done, @function
once_done:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	ld	$2,0($4)
	li	$3,1
	dsll32	$3,$3,0
	or	$2,$2,$3
	sd	$2,0($4)
	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	once_done
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
