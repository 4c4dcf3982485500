# once_done from gcc-12/ppc64le/O2, broken: compiled from once_done rewritten as Alpha without byte stores
# does it, a load and a store of the 64-bit word around done_b, which holds done_a too
# (*(volatile unsigned long long *)d |= 1ULL << 32; two 32-bit halves on 32-bit targets). No PPC config
# of the matrix rewrites the neighbour; this shows that the once checks would catch one that did.
# plain_done is empty here: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-PPC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"byf-broken.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_done
	.type	plain_done, @function
plain_done:
.LFB0:
	.cfi_startproc
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE0:
	.size	plain_done,.-plain_done
	.align 2
	.p2align 4,,15
	.globl once_done
	.type	once_done, @function
once_done:
.LFB1:
	.cfi_startproc
	ld 9,0(3)
	li 10,-1
	rldimi 9,10,32,31
	std 9,0(3)
	blr
	.long 0
	.byte 0,0,0,0,0,0,0,0
	.cfi_endproc
.LFE1:
	.size	once_done,.-once_done
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
