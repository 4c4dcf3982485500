# once_use from gcc-12/powerpc/O2, broken by hand: global_ptr is read again for the call (lis + lwz 3 before
# the b do_low), as the article's transformed code reads it (do_low(global_ptr)). No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_use's body is
# cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"pointer-recheck.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_use
	.type	plain_use, @function
plain_use:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_use,.-plain_use
	.align 2
	.globl once_use
	.type	once_use, @function
once_use:
.LFB1:
	.cfi_startproc
	lis 9,global_ptr@ha
	lwz 3,global_ptr@l(9)
	cmpwi 0,3,0
	beqlr- 0
	lis 9,high_address@ha
	lwz 9,high_address@l(9)
	cmplw 0,9,3
	blelr+ 0
	lis 9,global_ptr@ha
	lwz 3,global_ptr@l(9)
	b do_low
	.cfi_endproc
.LFE1:
	.size	once_use,.-once_use
	.globl high_address
	.globl global_ptr
	.section	.sbss,"aw",@nobits
	.align 2
	.type	high_address, @object
	.size	high_address, 4
high_address:
	.zero	4
	.type	global_ptr, @object
	.size	global_ptr, 4
global_ptr:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
