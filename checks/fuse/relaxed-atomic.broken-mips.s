# once_run from gcc-12/mips64el/O2, broken by hand: need_to_stop loaded once, before the loop, and the
# loop spinning on that value while it stores heartbeat (the load fused across every trip). No MIPS config of
# the matrix fuses the relaxed loads of plain_run; this shows that the once checks would catch one that did.
# plain_run's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/mips64el/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-MIPS --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-MIPS)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	1 "relaxed-atomic.c"
	.section .mdebug.abi64
	.previous
	.nan	legacy
	.module	fp=64
	.module	oddspreg
	.module	arch=mips64r2
	.text
	.align	2
	.align	3
	.globl	plain_run
	.set	nomips16
	.set	nomicromips
	.ent	plain_run
	.type	plain_run, @function
plain_run:
	jr	$31
	nop
	.end	plain_run
	.size	plain_run, .-plain_run
	.align	2
	.align	3
	.globl	once_run
	.set	nomips16
	.set	nomicromips
	.ent	once_run
	.type	once_run, @function
once_run:
	.frame	$sp,0,$31		# vars= 0, regs= 0/0, args= 0, gp= 0
	.mask	0x00000000,0
	.fmask	0x00000000,0
	.set	noreorder
	.set	nomacro
	move	$2,$0
	lui	$5,%hi(heartbeat)
	lui	$4,%hi(need_to_stop)
	lw	$3,%lo(need_to_stop)($4)
	.align	3
.L7:
	daddiu	$2,$2,1
	sd	$2,%lo(heartbeat)($5)
	beq	$3,$0,.L7
	nop

	jr	$31
	nop

	.set	macro
	.set	reorder
	.end	once_run
	.size	once_run, .-once_run
	.globl	heartbeat
	.section	.bss,"aw",@nobits
	.align	3
	.type	heartbeat, @object
	.size	heartbeat, 8
heartbeat:
	.space	8
	.globl	need_to_stop
	.align	2
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.space	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
