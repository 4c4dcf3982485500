# once_walk from gcc-12/powerpc/O2, broken by hand: the load doubled after the loop. The pmd is read again
# for the pte address, as plain *pmdp may be: the walk may use a pmd the loop never tested. No PPC32 config
# shows a hazard in this case: this shows that the once checks would catch it. plain_walk's and today_walk's
# bodies are cut to a return: no check of this run reads them.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"pmd-walk.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_walk
	.type	plain_walk, @function
plain_walk:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_walk,.-plain_walk
	.align 2
	.globl once_walk
	.type	once_walk, @function
once_walk:
.LFB1:
	.cfi_startproc
	mr 9,3
.L10:
	lwz 3,0(9)
	andi. 10,3,0x1
	bne+ 0,.L10
	lwz 3,0(9)
	cmpwi 0,3,0
	beqlr- 0
	rlwinm 4,4,21,20,29
	lwzx 3,4,3
	blr
	.cfi_endproc
.LFE1:
	.size	once_walk,.-once_walk
	.align 2
	.globl today_walk
	.type	today_walk, @function
today_walk:
.LFB4:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE4:
	.size	today_walk,.-today_walk
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
