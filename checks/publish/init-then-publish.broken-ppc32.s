# once_publish from gcc-12/powerpc/O2, broken by hand: smp_wmb()'s eieio made an isync, which orders no
# stores: the two field stores may still reach memory after the store to pmd. No PPC32 config of the matrix
# does this; this shows that the ONCE-PPC32 check (eieio, which Book3S-32 has for smp_wmb()) would catch it.
# plain_publish's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/init-then-publish.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-PPC32: expected string not found
	.file	"init-then-publish.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_publish
	.type	plain_publish, @function
plain_publish:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_publish,.-plain_publish
	.align 2
	.globl once_publish
	.type	once_publish, @function
once_publish:
.LFB1:
	.cfi_startproc
	stwu 1,-16(1)
	.cfi_def_cfa_offset 16
	mflr 0
	stw 30,8(1)
	.cfi_register 65, 0
	.cfi_offset 30, -8
	mr 30,3
	stw 31,12(1)
	.cfi_offset 31, -4
	mr 31,4
	stw 0,20(1)
	.cfi_offset 65, 4
	bl pte_alloc_one
	slwi 31,31,13
	li 9,1
	lwz 10,4(30)
	stw 9,20(3)
	or 31,31,10
	stw 31,4(3)
#APP
 # 64 "cases/publish/init-then-publish.c" 1
	isync
 # 0 "" 2
#NO_APP
	lwz 0,20(1)
	lis 9,pmd@ha
	stw 3,pmd@l(9)
	lwz 30,8(1)
	mtlr 0
	.cfi_restore 65
	lwz 31,12(1)
	addi 1,1,16
	.cfi_restore 31
	.cfi_restore 30
	.cfi_def_cfa_offset 0
	blr
	.cfi_endproc
.LFE1:
	.size	once_publish,.-once_publish
	.globl pmd
	.section	.sbss,"aw",@nobits
	.align 2
	.type	pmd, @object
	.size	pmd, 4
pmd:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
