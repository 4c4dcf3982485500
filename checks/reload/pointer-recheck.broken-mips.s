# once_use from gcc-12/mips64el/O2, broken by hand: global_ptr is read again for the call (lui + ld $4
# before the j), as the article's transformed code reads it (do_low(global_ptr)): no MIPS config of the
# matrix reads it twice; this shows that the once checks would catch it if one did. plain_use's body is
# cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	1 "pointer-recheck.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_use
	.set	nomips16
	.set	nomicromips
	.ent	plain_use
	.type	plain_use, @function
plain_use:
	jr	$31
	nop
	.end	plain_use
	.size	plain_use, .-plain_use
	.align	2
	.align	3
	.globl	once_use
	.set	nomips16
	.set	nomicromips
	.ent	once_use
	.type	once_use, @function
once_use:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	lui	$2,%hi(global_ptr)
	ld	$4,%lo(global_ptr)($2)
	beq	$4,$0,.L8
	nop

	lui	$2,%hi(high_address)
	ld	$2,%lo(high_address)($2)
	sltu	$2,$4,$2
	bne	$2,$0,.L13
	nop

.L8:
	jr	$31
	nop

	.align	3
.L13:
	lui	$2,%hi(global_ptr)
	ld	$4,%lo(global_ptr)($2)
	j	do_low
	nop

	.set	macro
	.set	reorder
	.end	once_use
	.size	once_use, .-once_use
	.globl	high_address
	.section	.bss,"aw",@nobits
	.align	3
	.type	high_address, @object
	.size	high_address, 8
high_address:
	.space	8
	.globl	global_ptr
	.align	3
	.type	global_ptr, @object
	.size	global_ptr, 8
global_ptr:
	.space	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
