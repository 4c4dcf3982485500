# once_select from gcc-12/alpha/O2, broken by hand: its mb is gone and the first arm's store is made
# straight after the load of a, before the branch (as Clang makes the store on other targets, branch-free
# and with no release): no ALPHA config of the matrix (GCC alone builds for Alpha, and keeps the branch)
# does that; this shows that the once checks would catch it if one did. plain_select's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_select
	.ent plain_select
plain_select:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_select
	.align 2
	.align 4
	.globl once_select
	.ent once_select
once_select:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!2
	lda $29,0($29)		!gpdisp!2
$once_select..ng:
	.prologue 1
	ldah $1,a($29)		!gprelhigh
	ldl $1,a($1)		!gprellow
	ldah $3,b($29)		!gprelhigh
	lda $2,1($31)
	stl $2,b($3)		!gprellow
	addl $31,$1,$1
	beq $1,$L6
	ret $31,($26),1
	.align 4
$L6:
	ldah $1,b($29)		!gprelhigh
	lda $2,2($31)
	stl $2,b($1)		!gprellow
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_select
	.globl b
	.section	.sbss,"aw"
	.type	b, @object
	.size	b, 4
	.align 2
b:
	.zero	4
	.globl a
	.type	a, @object
	.size	a, 4
	.align 2
a:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
