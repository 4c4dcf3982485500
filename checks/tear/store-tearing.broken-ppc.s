# once_set from gcc-12/ppc64le/O2, broken by hand: the store torn in two. The rldimi that copies the low
# half into the high one is dropped, and the one std is replaced by two stw of the 32-bit half, to magic
# and magic+4: no PPC config of the matrix tears the word; this shows that the once checks would catch it
# if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_set
	.type	plain_set, @function
plain_set:
.LFB0:
	.cfi_startproc
.LCF0:
	blr
	.cfi_endproc
	.size	plain_set,.-plain_set
	.align 2
	.p2align 4,,15
	.globl once_set
	.type	once_set, @function
once_set:
.LFB1:
	.cfi_startproc
.LCF1:
	addis	2,12,.TOC.-.LCF1@ha
	addi	2,2,.TOC.-.LCF1@l
	lis	9,0x1234
	addis	10,2,.LANCHOR0@toc@ha
	ori	9,9,0x5678
	addi	10,10,.LANCHOR0@toc@l
	stw	9,0(10)
	stw	9,4(10)
	blr
	.cfi_endproc
	.size	once_set,.-once_set
	.globl magic
	.section	".bss"
	.align 3
	.set	.LANCHOR0,. + 0
	.type	magic, @object
	.size	magic, 8
magic:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
