# once_done from gcc-12/x86_64/O2, broken: compiled from once_done rewritten as Alpha without byte stores
# does it, a load and a store of the 64-bit word around done_b, which holds done_a too
# (*(volatile unsigned long long *)d |= 1ULL << 32; two 32-bit halves on 32-bit targets). No X86 config
# of the matrix rewrites the neighbour; this shows that the once checks would catch one that did.
# plain_done is empty here: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-X86)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_done, empty, stores nothing: the BYTE-STORE checks fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,BYTE-STORE,BYTE-STORE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: BYTE-STORE{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"byf-broken.c"
	.text
	.p2align 4
	.globl	plain_done
	.type	plain_done, @function
plain_done:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_done, .-plain_done
	.p2align 4
	.globl	once_done
	.type	once_done, @function
once_done:
.LFB1:
	.cfi_startproc
	movq	(%rdi), %rax
	btsq	$32, %rax
	movq	%rax, (%rdi)
	ret
	.cfi_endproc
.LFE1:
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
