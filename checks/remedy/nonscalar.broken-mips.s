# once_wait from gcc-12/mips64el/O2, hand-broken: the loop loses its load of *pmdp, one load is made
# before it, as GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then spins on the
# value first seen. No MIPS config of the matrix does this; this shows the once checks would catch it.
# plain_wait's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-MIPS)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "nonscalar.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_wait
	.set	nomips16
	.set	nomicromips
	.ent	plain_wait
	.type	plain_wait, @function
plain_wait:
	jr	$31
	nop
	.end	plain_wait
	.size	plain_wait, .-plain_wait
	.align	2
	.align	3
	.globl	once_wait
	.set	nomips16
	.set	nomicromips
	.ent	once_wait
	.type	once_wait, @function
once_wait:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	ld	$2,0($4)
	.align	3
.L7:
	beq	$2,$0,.L7
	nop

	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	once_wait
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
