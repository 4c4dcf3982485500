# once_wait from gcc-12/powerpc/O2, hand-broken: the loop (unrolled by two) loses both loads of *pmdp, one
# load is made before it, as GCC 4.6/4.7 could once the volatile was dropped (GCC bug 58145): the loop then
# spins on the value first seen. No PPC32 config of the matrix does this: this shows that the once checks would catch it if one did. plain_wait's body is cut to a return: no check of this run reads
# it.
# RUN: %oncelab asm %s --color never --config gcc-12/powerpc/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-PPC32 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"nonscalar.c"
	.machine ppc
	.section	".text"
	.align 2
	.globl plain_wait
	.type	plain_wait, @function
plain_wait:
.LFB0:
	.cfi_startproc
	blr
	.cfi_endproc
.LFE0:
	.size	plain_wait,.-plain_wait
	.align 2
	.globl once_wait
	.type	once_wait, @function
once_wait:
.LFB1:
	.cfi_startproc
	mr 9,3
	lwz 3,0(9)
	cmpwi 0,3,0
	bnelr- 0
.L8:
	cmpwi 0,3,0
	beq+ 0,.L8
	blr
	.cfi_endproc
.LFE1:
	.size	once_wait,.-once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
