# once_set from gcc-12/alpha/O2, broken by hand: the store torn in two. The constant is built as one
# 32-bit half (ldah + lda) instead of being loaded from $LC0, and the one stq is replaced by two stl of
# that half, to magic and magic+4: no ALPHA config of the matrix tears the word; this shows that the once
# checks would catch it if one did. plain_set's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_set
	.ent plain_set
plain_set:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ret	$31,($26),1
	.cfi_endproc
	.end plain_set
	.align 2
	.align 4
	.globl once_set
	.ent once_set
once_set:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah	$29,0($27)		!gpdisp!2
	lda	$29,0($29)		!gpdisp!2
$once_set..ng:
	ldah	$1,magic($29)		!gprelhigh
	lda	$1,magic($1)		!gprellow
	ldah	$2,4660($31)
	lda	$2,22136($2)
	stl	$2,0($1)
	stl	$2,4($1)
	ret	$31,($26),1
	.cfi_endproc
	.end once_set
	.globl magic
	.section	.sbss,"aw"
	.type	magic, @object
	.size	magic, 8
	.align 3
magic:
	.zero	8
	.section	.rodata.cst8,"aM",@progbits,8
	.align 3
$LC0:
	.quad	1311768465173141112
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
