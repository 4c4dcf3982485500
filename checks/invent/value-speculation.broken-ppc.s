# once_current from gcc-12/ppc64le/O2, broken by hand: the index guessed. table[1] is loaded at its
# constant address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp
# = table[idx];` would be. No PPC config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_current
	.type	plain_current, @function
plain_current:
.LFB0:
	.cfi_startproc
.LCF0:
0:	addis 2,12,.TOC.-.LCF0@ha
	addi 2,2,.TOC.-.LCF0@l
	.localentry	plain_current,.-plain_current
	addis 9,2,.LANCHOR0+16@toc@ha
	lwz 9,.LANCHOR0+16@toc@l(9)
	addis 10,2,.LANCHOR0@toc@ha
	addi 10,10,.LANCHOR0@toc@l
	sldi 9,9,2
	lwax 3,10,9
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE0:
	.size	plain_current,.-plain_current
	.align 2
	.p2align 4,,15
	.globl once_current
	.type	once_current, @function
once_current:
.LFB1:
	.cfi_startproc
.LCF1:
0:	addis 2,12,.TOC.-.LCF1@ha
	addi 2,2,.TOC.-.LCF1@l
	.localentry	once_current,.-once_current
	addis 10,2,.LANCHOR0@toc@ha
	addi 10,10,.LANCHOR0@toc@l
	lwa 3,4(10)
	addis 9,2,.LANCHOR0+16@toc@ha
	lwz 9,.LANCHOR0+16@toc@l(9)
	cmpwi 0,9,1
	beq 0,.L4
	sldi 9,9,2
	lwax 3,10,9
.L4:
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE1:
	.size	once_current,.-once_current
	.globl idx
	.globl table
	.section	".bss"
	.align 4
	.set	.LANCHOR0,. + 0
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
