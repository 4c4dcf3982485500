# once_drain from gcc-12/x86_64/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads
# NULL, as `if (pending != NULL) pending = NULL;` would be. No X86 config of the matrix does this: this
# shows that the once checks would catch it if one did. The plain function is left as compiled: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
	.text
	.p2align 4
	.globl	plain_drain
	.type	plain_drain, @function
plain_drain:
.LFB0:
	.cfi_startproc
	movq	pending(%rip), %rax
	testq	%rax, %rax
	jne	.L7
	movq	$0, pending(%rip)
	ret
	.p2align 4,,10
	.p2align 3
.L7:
	movl	$1, (%rax)
	movq	$0, pending(%rip)
	ret
	.cfi_endproc
.LFE0:
	.size	plain_drain, .-plain_drain
	.p2align 4
	.globl	once_drain
	.type	once_drain, @function
once_drain:
.LFB1:
	.cfi_startproc
	movq	pending(%rip), %rax
	testq	%rax, %rax
	jne	.L13
	movq	$0, pending(%rip)
	ret
	.p2align 4,,10
	.p2align 3
.L13:
	movl	$1, (%rax)
	movq	pending(%rip), %rax
	testq	%rax, %rax
	je	.L14
	movq	$0, pending(%rip)
.L14:
	ret
	.cfi_endproc
.LFE1:
	.size	once_drain, .-once_drain
	.globl	pending
	.bss
	.align 8
	.type	pending, @object
	.size	pending, 8
pending:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
