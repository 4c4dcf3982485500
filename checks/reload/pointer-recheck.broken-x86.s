# once_use from gcc-12/x86_64/O2, broken by hand: global_ptr is read again for the call (movq
# global_ptr(%rip), %rdi before the jmp), as the article's transformed code reads it
# (do_low(global_ptr)): no X86 config of the matrix reads it twice; this shows that the once checks would
# catch it if one did. plain_use's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"pointer-recheck.c"
	.text
	.p2align 4
	.globl	plain_use
	.type	plain_use, @function
plain_use:
	ret
	.cfi_endproc
.LFE0:
	.size	plain_use, .-plain_use
	.p2align 4
	.globl	once_use
	.type	once_use, @function
once_use:
.LFB1:
	.cfi_startproc
	movq	global_ptr(%rip), %rdi
	testq	%rdi, %rdi
	je	.L8
	cmpq	high_address(%rip), %rdi
	jb	.L13
.L8:
	ret
	.p2align 4,,10
	.p2align 3
.L13:
	movq	global_ptr(%rip), %rdi
	jmp	do_low
	.cfi_endproc
.LFE1:
	.size	once_use, .-once_use
	.globl	high_address
	.bss
	.align 8
	.type	high_address, @object
	.size	high_address, 8
high_address:
	.zero	8
	.globl	global_ptr
	.align 8
	.type	global_ptr, @object
	.size	global_ptr, 8
global_ptr:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
