# once_record from gcc-12/x86_64/O2, broken by hand: the jns that skips the store for a non-negative code
# is removed, so last_error is stored on every trip round the loop, where the source stores it only for a
# negative code. Every x86 hazard config stores after the loop; this shows that the check of the sign test
# (ONCE-X86) bites too. plain_record's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/invented-store.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-X86: expected string not found
	.file	"invented-store.c"
	.text
	.p2align 4
	.globl	plain_record
	.type	plain_record, @function
plain_record:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE0:
	.size	plain_record, .-plain_record
	.p2align 4
	.globl	once_record
	.type	once_record, @function
once_record:
.LFB1:
	.cfi_startproc
	jmp	.L22
	.p2align 4,,10
	.p2align 3
.L17:
	testl	%eax, %eax
	movl	%eax, last_error(%rip)
.L16:
	addq	$4, %rdi
.L22:
	movl	(%rdi), %eax
	testl	%eax, %eax
	jne	.L17
	ret
	.cfi_endproc
.LFE1:
	.size	once_record, .-once_record
	.globl	last_error
	.bss
	.align 4
	.type	last_error, @object
	.size	last_error, 4
last_error:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
