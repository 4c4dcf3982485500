# once_drain from gcc-12/mips64el/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads NULL,
# as `if (pending != NULL) pending = NULL;` would be (GCC leaves this function's delay slots to the assembler,
# .set reorder: the text is in program order). No MIPS config of the matrix does this: this shows that the
# once checks would catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "store-to-load.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_drain
	.set	nomips16
	.set	nomicromips
	.ent	plain_drain
	.type	plain_drain, @function
plain_drain:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	lui	$2,%hi(pending)
	ld	$3,%lo(pending)($2)
	bne	$3,$0,.L7
	sd	$0,%lo(pending)($2)
	jr	$31
	.align	3
.L7:
	li	$4,1			# 0x1
	sw	$4,0($3)
#APP
 # 44 "cases/invent/store-to-load.c" 1
	sync
 # 0 "" 2
#NO_APP
	sd	$0,%lo(pending)($2)
	jr	$31
	.end	plain_drain
	.size	plain_drain, .-plain_drain
	.align	2
	.align	3
	.globl	once_drain
	.set	nomips16
	.set	nomicromips
	.ent	once_drain
	.type	once_drain, @function
once_drain:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	lui	$2,%hi(pending)
	ld	$3,%lo(pending)($2)
	bne	$3,$0,.L13
	sd	$0,%lo(pending)($2)
	jr	$31
	.align	3
.L13:
	li	$4,1			# 0x1
	sw	$4,0($3)
#APP
 # 56 "cases/invent/store-to-load.c" 1
	sync
 # 0 "" 2
#NO_APP
	ld	$5,%lo(pending)($2)
	beq	$5,$0,.L14
	sd	$0,%lo(pending)($2)
.L14:
	jr	$31
	.end	once_drain
	.size	once_drain, .-once_drain
	.globl	pending
	.section	.bss,"aw",@nobits
	.align	3
	.type	pending, @object
	.size	pending, 8
pending:
	.space	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
