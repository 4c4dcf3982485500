# once_drain from gcc-12/ppc64le/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads
# NULL, as `if (pending != NULL) pending = NULL;` would be. No PPC config of the matrix does this: this
# shows that the once checks would catch it if one did. The plain function is left as compiled: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_drain
	.type	plain_drain, @function
plain_drain:
.LFB0:
	.cfi_startproc
.LCF0:
0:	addis 2,12,.TOC.-.LCF0@ha
	addi 2,2,.TOC.-.LCF0@l
	.localentry	plain_drain,.-plain_drain
	addis 9,2,.LANCHOR0@toc@ha
	ld 9,.LANCHOR0@toc@l(9)
	cmpdi 0,9,0
	bne 0,.L7
	li 9,0
	addis 10,2,.LANCHOR0@toc@ha
	std 9,.LANCHOR0@toc@l(10)
	blr
	.p2align 4,,15
.L7:
	li 10,1
	stw 10,0(9)
#APP
 # 45 "cases/invent/store-to-load.c" 1
	lwsync
 # 0 "" 2
#NO_APP
	li 9,0
	addis 10,2,.LANCHOR0@toc@ha
	std 9,.LANCHOR0@toc@l(10)
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE0:
	.size	plain_drain,.-plain_drain
	.align 2
	.p2align 4,,15
	.globl once_drain
	.type	once_drain, @function
once_drain:
.LFB1:
	.cfi_startproc
.LCF1:
0:	addis 2,12,.TOC.-.LCF1@ha
	addi 2,2,.TOC.-.LCF1@l
	.localentry	once_drain,.-once_drain
	addis 9,2,.LANCHOR0@toc@ha
	ld 9,.LANCHOR0@toc@l(9)
	cmpdi 0,9,0
	bne 0,.L13
	li 9,0
	addis 10,2,.LANCHOR0@toc@ha
	std 9,.LANCHOR0@toc@l(10)
	blr
	.p2align 4,,15
.L13:
	li 10,1
	stw 10,0(9)
#APP
 # 57 "cases/invent/store-to-load.c" 1
	lwsync
 # 0 "" 2
#NO_APP
	addis 10,2,.LANCHOR0@toc@ha
	ld 9,.LANCHOR0@toc@l(10)
	cmpdi 0,9,0
	beq 0,.L14
	li 9,0
	std 9,.LANCHOR0@toc@l(10)
.L14:
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE1:
	.size	once_drain,.-once_drain
	.globl pending
	.section	".bss"
	.align 3
	.set	.LANCHOR0,. + 0
	.type	pending, @object
	.size	pending, 8
pending:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
