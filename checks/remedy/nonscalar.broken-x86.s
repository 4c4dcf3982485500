# once_wait from gcc-12/x86_64/O2, hand-broken: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7
# could once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No X86
# config of the matrix does this; this shows the once checks would catch it. plain_wait's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"nonscalar.c"
	.text
	.p2align 4
	.globl	plain_wait
	.type	plain_wait, @function
plain_wait:
.LFB0:
	.cfi_startproc
	.p2align 4,,10
	.p2align 3
	ret
	.cfi_endproc
	.size	plain_wait, .-plain_wait
	.p2align 4
	.globl	once_wait
	.type	once_wait, @function
once_wait:
.LFB1:
	.cfi_startproc
	.p2align 4,,10
	.p2align 3
	movq	(%rdi), %rax
.L7:
	testq	%rax, %rax
	je	.L7
	ret
	.cfi_endproc
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
