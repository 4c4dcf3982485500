# once_mark from gcc-12/mips64el/O2, broken by hand: what GCC before 4.8 did on 64-bit targets with the
# 2013 bitfields, a 64-bit load and store of the doubleword at u, which holds the lock (*(volatile unsigned
# long long *)u |= 3ULL << 32). No MIPS config of the matrix stores to the lock; this shows that the once
# checks would catch one that did. plain_mark's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-MIPS)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "bitfield.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_mark
	.set	nomips16
	.set	nomicromips
	.ent	plain_mark
	.type	plain_mark, @function
plain_mark:
	jr	$31
	nop
	.end	plain_mark
	.size	plain_mark, .-plain_mark
	.align	2
	.align	3
	.globl	once_mark
	.set	nomips16
	.set	nomicromips
	.ent	once_mark
	.type	once_mark, @function
once_mark:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	ld	$2,0($4)
	li	$3,3
	dsll32	$3,$3,0
	or	$2,$2,$3
	sd	$2,0($4)
	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	once_mark
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
