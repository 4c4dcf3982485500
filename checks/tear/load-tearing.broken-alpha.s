# once_is_locked from gcc-12/alpha/O2, broken by hand: the load torn in two. The one ldq of the word is
# replaced by two ldl of its halves, from lock and lock+4 (the address completed with lda), and the halves
# are compared in registers: no ALPHA config of the matrix tears the word; this shows that the once checks
# would catch it if one did. plain_is_locked's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_is_locked
	.ent plain_is_locked
plain_is_locked:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ret	$31,($26),1
	.cfi_endproc
	.end plain_is_locked
	.align 2
	.align 4
	.globl once_is_locked
	.ent once_is_locked
once_is_locked:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah	$29,0($27)		!gpdisp!2
	lda	$29,0($29)		!gpdisp!2
$once_is_locked..ng:
	ldah	$1,lock($29)		!gprelhigh
	lda	$1,lock($1)		!gprellow
	ldl	$2,0($1)
	ldl	$0,4($1)
	cmpeq	$0,$2,$0
	xor	$0,1,$0
	ret	$31,($26),1
	.cfi_endproc
	.end once_is_locked
	.globl lock
	.section	.sbss,"aw"
	.type	lock, @object
	.size	lock, 8
	.align 3
lock:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
