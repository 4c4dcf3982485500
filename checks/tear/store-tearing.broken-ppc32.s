# once_set from gcc-12/powerpc/O2, broken by hand: the store torn in two. The one stw of the word is
# replaced by two sth of its halves, 0x1234 to magic and 0x5678 to magic+2. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_set's body is cut
# to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_set
	.type	plain_set, @function
plain_set:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_set,.-plain_set
	.align 2
	.globl once_set
	.type	once_set, @function
once_set:
.LFB1:
	.cfi_startproc
	lis 10,magic@ha
	la 10,magic@l(10)
	li 9,0x1234
	sth 9,0(10)
	li 9,0x5678
	sth 9,2(10)
	blr
	.cfi_endproc
.LFE1:
	.size	once_set,.-once_set
	.globl magic
	.section	.sbss,"aw",@nobits
	.align 2
	.type	magic, @object
	.size	magic, 4
magic:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
