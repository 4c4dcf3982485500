# once_use from gcc-12/ppc64le/O2, broken by hand: global_ptr is read again for the call (addis + ld 3
# before the bl), as the article's transformed code reads it (do_low(global_ptr)): no PPC config of the
# matrix reads it twice; this shows that the once checks would catch it if one did. plain_use's body is
# cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"pointer-recheck.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_use
	.type	plain_use, @function
plain_use:
	blr
	.cfi_endproc
.LFE0:
	.size	plain_use,.-plain_use
	.align 2
	.p2align 4,,15
	.globl once_use
	.type	once_use, @function
once_use:
.LFB1:
	.cfi_startproc
.LCF1:
0:	addis 2,12,.TOC.-.LCF1@ha
	addi 2,2,.TOC.-.LCF1@l
	.localentry	once_use,.-once_use
	addis 3,2,.LANCHOR0@toc@ha
	ld 3,.LANCHOR0@toc@l(3)
	cmpdi 0,3,0
	beqlr 0
	addis 9,2,.LANCHOR0+8@toc@ha
	ld 9,.LANCHOR0+8@toc@l(9)
	cmpld 0,9,3
	blelr 0
	mflr 0
	std 0,16(1)
	stdu 1,-32(1)
	.cfi_def_cfa_offset 32
	.cfi_offset 65, 16
	addis 3,2,.LANCHOR0@toc@ha
	ld 3,.LANCHOR0@toc@l(3)
	bl do_low
	nop
	addi 1,1,32
	.cfi_def_cfa_offset 0
	ld 0,16(1)
	mtlr 0
	.cfi_restore 65
	blr
	.long 0
	.byte 0,0,0,1,128,0,0,0
	.cfi_endproc
.LFE1:
	.size	once_use,.-once_use
	.globl high_address
	.globl global_ptr
	.section	".bss"
	.align 3
	.set	.LANCHOR0,. + 0
	.type	global_ptr, @object
	.size	global_ptr, 8
global_ptr:
	.zero	8
	.type	high_address, @object
	.size	high_address, 8
high_address:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
