# once_set from gcc-12/x86_64/O2, broken by hand: the store torn in two. The movabsq and the one movq of
# the 64-bit constant are replaced by two 32-bit movl of its equal halves, to magic and magic+4, as GCC
# stores a 64-bit constant on i386: no X86 config of the matrix tears the word (x86_64 has movq, the i386
# word is 32 bits); this shows that the once checks would catch it if one did. plain_set's body is cut to
# a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/x86_64/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-X86 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.text
	.p2align 4
	.globl	plain_set
	.type	plain_set, @function
plain_set:
.LFB0:
	.cfi_startproc
	ret
	.cfi_endproc
	.size	plain_set, .-plain_set
	.p2align 4
	.globl	once_set
	.type	once_set, @function
once_set:
.LFB1:
	.cfi_startproc
	movl	$305419896, magic(%rip)
	movl	$305419896, magic+4(%rip)
	ret
	.cfi_endproc
	.size	once_set, .-once_set
	.globl	magic
	.bss
	.align 8
	.type	magic, @object
	.size	magic, 8
magic:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
