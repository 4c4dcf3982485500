# once_is_locked from gcc-12/mips64el/O2, broken by hand: the load torn in two. The one ld of the word
# is replaced by two lw of its halves, from lock and lock+4, and the halves are compared in registers: no
# MIPS config of the matrix tears the word; this shows that the once checks would catch it if one did.
# plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-MIPS)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "load-tearing.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_is_locked
	.set	nomips16
	.set	nomicromips
	.ent	plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
	jr	$31
	nop
	.end	plain_is_locked
	.size	plain_is_locked, .-plain_is_locked
	.align	2
	.align	3
	.globl	once_is_locked
	.set	nomips16
	.set	nomicromips
	.ent	once_is_locked
	.type	once_is_locked, @function
once_is_locked:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$2,%hi(lock)
	lw	$3,%lo(lock)($2)
	lw	$2,%lo(lock+4)($2)
	xor	$2,$2,$3
	sltu	$2,$0,$2
	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	once_is_locked
	.size	once_is_locked, .-once_is_locked
	.globl	lock
	.section	.bss,"aw",@nobits
	.align	3
	.type	lock, @object
	.size	lock, 8
lock:
	.space	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
