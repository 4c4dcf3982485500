# once_current from gcc-12/x86_64/O2, broken by hand: the index guessed. table[1] is loaded at its
# constant address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp
# = table[idx];` would be. No X86 config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
	.text
	.p2align 4
	.globl	plain_current
	.type	plain_current, @function
plain_current:
.LFB0:
	.cfi_startproc
	movl	idx(%rip), %eax
	movl	table(,%rax,4), %eax
	ret
	.cfi_endproc
.LFE0:
	.size	plain_current, .-plain_current
	.p2align 4
	.globl	once_current
	.type	once_current, @function
once_current:
.LFB1:
	.cfi_startproc
	movl	table+4(%rip), %edx
	movl	idx(%rip), %eax
	cmpl	$1, %eax
	je	.L4
	movl	table(,%rax,4), %edx
.L4:
	movl	%edx, %eax
	ret
	.cfi_endproc
.LFE1:
	.size	once_current, .-once_current
	.globl	idx
	.bss
	.align 4
	.type	idx, @object
	.size	idx, 4
idx:
	.zero	4
	.globl	table
	.align 16
	.type	table, @object
	.size	table, 16
table:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
