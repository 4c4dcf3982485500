# once_current from gcc-12/powerpc/O2, broken by hand: the index guessed. table[1] is loaded at its
# constant address (.LANCHOR0+4) before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if
# (idx != 1) tmp = table[idx];` would be. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_current's body is cut to a return: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"value-speculation.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_current
	.type	plain_current, @function
plain_current:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_current,.-plain_current
	.align 2
	.globl once_current
	.type	once_current, @function
once_current:
.LFB1:
	.cfi_startproc
	lis 10,.LANCHOR0@ha
	lwz 3,.LANCHOR0+4@l(10)
	lis 9,idx@ha
	lwz 9,idx@l(9)
	cmpwi 0,9,1
	beqlr 0
	la 10,.LANCHOR0@l(10)
	slwi 9,9,2
	lwzx 3,10,9
	blr
	.cfi_endproc
.LFE1:
	.size	once_current,.-once_current
	.globl idx
	.globl table
	.section	".bss"
	.align 2
	.set	.LANCHOR0,. + 0
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.section	.sbss,"aw",@nobits
	.align 2
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
