# once_is_locked from gcc-12/ppc64le/O2, broken by hand: the load torn in two. The one ld of the word is
# replaced by two lwz of its halves, from lock and lock+4 (the address completed with addi), and the
# halves are compared in registers: no PPC config of the matrix tears the word; this shows that the once
# checks would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads
# it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"load-tearing.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
.LFB0:
	.cfi_startproc
.LCF0:
	blr
	.cfi_endproc
	.size	plain_is_locked,.-plain_is_locked
	.align 2
	.p2align 4,,15
	.globl once_is_locked
	.type	once_is_locked, @function
once_is_locked:
.LFB1:
	.cfi_startproc
.LCF1:
	addis	2,12,.TOC.-.LCF1@ha
	addi	2,2,.TOC.-.LCF1@l
	addis	9,2,.LANCHOR0@toc@ha
	addi	9,9,.LANCHOR0@toc@l
	lwz	10,0(9)
	lwz	3,4(9)
	xor	3,3,10
	cntlzw	3,3
	srwi	3,3,5
	xori	3,3,0x1
	blr
	.cfi_endproc
	.size	once_is_locked,.-once_is_locked
	.globl lock
	.section	".bss"
	.align 3
	.set	.LANCHOR0,. + 0
	.type	lock, @object
	.size	lock, 8
lock:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
