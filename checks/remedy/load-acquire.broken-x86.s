# once_consume from gcc-12/x86_64/O2, broken by hand: the load of data hoisted above the load of the
# flag (as a compiler may move plain loads), so the data read can be older than the flag. No X86 config
# reorders these loads, so none shows the hazard: this shows that the once checks would catch it if one
# did. plain_consume's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/load-acquire.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"load-acquire.c"
	.text
	.p2align 4
	.globl	plain_consume
	.type	plain_consume, @function
plain_consume:
	ret
	.size	plain_consume, .-plain_consume
	.p2align 4
	.globl	once_consume
	.type	once_consume, @function
once_consume:
.LFB1:
	.cfi_startproc
	movl	(%rdi), %edx
	movl	4(%rdi), %eax
	testl	%eax, %eax
	je	.L7
	movl	%edx, %eax
	ret
	.p2align 4,,10
	.p2align 3
.L7:
	movl	$-1, %eax
	ret
	.cfi_endproc
.LFE1:
	.size	once_consume, .-once_consume
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
