# once_dispatch from gcc-12/ppc64le/O2, broken by hand: operation is read again after the bounds check
# (addis + lwz 9 before the index is scaled), as GCC reads it on x86 and riscv64: no PPC config of the
# matrix reads it twice; this shows that the once checks would catch it if one did. plain_dispatch's body
# is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"switch-table.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.section	".toc","aw"
	.align 3
.LC0:
	.quad	.L4
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_dispatch
	.type	plain_dispatch, @function
plain_dispatch:
	blr
	.cfi_endproc
.LFE0:
	.size	plain_dispatch,.-plain_dispatch
	.section	".toc","aw"
.LC2:
	.quad	.L19
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl once_dispatch
	.type	once_dispatch, @function
once_dispatch:
.LFB1:
	.cfi_startproc
.LCF1:
0:	addis 2,12,.TOC.-.LCF1@ha
	addi 2,2,.TOC.-.LCF1@l
	.localentry	once_dispatch,.-once_dispatch
	addis 9,2,.LANCHOR0@toc@ha
	lwz 9,.LANCHOR0@toc@l(9)
	cmplwi 0,9,5
	bgt 0,.L25
	mflr 0
	addis 10,2,.LC2@toc@ha
	ld 10,.LC2@toc@l(10)
	addis 9,2,.LANCHOR0@toc@ha
	lwz 9,.LANCHOR0@toc@l(9)
	rldic 9,9,2,30
	lwax 9,10,9
	std 0,16(1)
	stdu 1,-32(1)
	.cfi_def_cfa_offset 32
	.cfi_offset 65, 16
	add 9,9,10
	mtctr 9
	bctr
	.p2align 2
	.align 2
.L19:
	.long .L24-.L19
	.long .L23-.L19
	.long .L22-.L19
	.long .L21-.L19
	.long .L20-.L19
	.long .L18-.L19
	.p2align 4,,15
.L20:
	bl op_trim
	nop
	addi 1,1,32
	.cfi_remember_state
	.cfi_def_cfa_offset 0
	ld 0,16(1)
	extsw 3,3
	mtlr 0
	.cfi_restore 65
	blr
	.p2align 4,,15
.L18:
	.cfi_restore_state
	bl op_barrier
	nop
	addi 1,1,32
	.cfi_remember_state
	.cfi_def_cfa_offset 0
	ld 0,16(1)
	extsw 3,3
	mtlr 0
	.cfi_restore 65
	blr
	.p2align 4,,15
.L24:
	.cfi_restore_state
	bl op_read
	nop
	addi 1,1,32
	.cfi_remember_state
	.cfi_def_cfa_offset 0
	ld 0,16(1)
	extsw 3,3
	mtlr 0
	.cfi_restore 65
	blr
	.p2align 4,,15
.L23:
	.cfi_restore_state
	bl op_write
	nop
	addi 1,1,32
	.cfi_remember_state
	.cfi_def_cfa_offset 0
	ld 0,16(1)
	extsw 3,3
	mtlr 0
	.cfi_restore 65
	blr
	.p2align 4,,15
.L22:
	.cfi_restore_state
	bl op_flush
	nop
	addi 1,1,32
	.cfi_remember_state
	.cfi_def_cfa_offset 0
	ld 0,16(1)
	extsw 3,3
	mtlr 0
	.cfi_restore 65
	blr
	.p2align 4,,15
.L21:
	.cfi_restore_state
	bl op_discard
	nop
	addi 1,1,32
	.cfi_def_cfa_offset 0
	ld 0,16(1)
	extsw 3,3
	mtlr 0
	.cfi_restore 65
	blr
.L25:
	li 3,-22
	extsw 3,3
	blr
	.long 0
	.byte 0,0,0,1,128,0,0,0
	.cfi_endproc
.LFE1:
	.size	once_dispatch,.-once_dispatch
	.globl operation
	.section	".bss"
	.align 2
	.set	.LANCHOR0,. + 0
	.type	operation, @object
	.size	operation, 4
operation:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
