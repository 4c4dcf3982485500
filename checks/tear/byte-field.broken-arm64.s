# once_done from gcc-12/aarch64/O2, broken: compiled from once_done rewritten as Alpha without byte stores
# does it, a load and a store of the 64-bit word around done_b, which holds done_a too
# (*(volatile unsigned long long *)d |= 1ULL << 32; two 32-bit halves on 32-bit targets). No ARM64 config
# of the matrix rewrites the neighbour; this shows that the once checks would catch one that did.
# plain_done is empty here: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/aarch64/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-ARM64 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARM64)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.arch armv8-a
	.file	"byf-broken.c"
	.text
	.align	2
	.p2align 4,,11
	.global	plain_done
	.type	plain_done, %function
plain_done:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_done, .-plain_done
	.align	2
	.p2align 4,,11
	.global	once_done
	.type	once_done, %function
once_done:
.LFB1:
	.cfi_startproc
	ldr	x1, [x0]
	orr	x1, x1, 4294967296
	str	x1, [x0]
	ret
	.cfi_endproc
.LFE1:
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
