# once_drain from gcc-12/powerpc/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads
# NULL, as `if (pending != NULL) pending = NULL;` would be. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_drain's body is cut to a return: no
# check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"store-to-load.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_drain
	.type	plain_drain, @function
plain_drain:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_drain,.-plain_drain
	.align 2
	.globl once_drain
	.type	once_drain, @function
once_drain:
.LFB1:
	.cfi_startproc
	lis 9,pending@ha
	lwz 10,pending@l(9)
	cmpwi 0,10,0
	bne- 0,.L13
	li 10,0
	stw 10,pending@l(9)
	blr
.L13:
	li 8,1
	stw 8,0(10)
	eieio
	lwz 10,pending@l(9)
	cmpwi 0,10,0
	beqlr 0
	li 10,0
	stw 10,pending@l(9)
	blr
	.cfi_endproc
.LFE1:
	.size	once_drain,.-once_drain
	.globl pending
	.section	.sbss,"aw",@nobits
	.align 2
	.type	pending, @object
	.size	pending, 4
pending:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
