# once_current from gcc-12/alpha/O2, broken by hand: the index guessed. table[1] is loaded at its constant
# address before idx, and kept where idx turns out to be 1, as `tmp = table[1]; if (idx != 1) tmp =
# table[idx];` would be. No ALPHA config of the matrix does this: this shows that the once checks would
# catch it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_current
	.ent plain_current
plain_current:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$plain_current..ng:
	.prologue 1
	ldah $1,idx($29)		!gprelhigh
	ldah $2,table($29)		!gprelhigh
	lda $2,table($2)		!gprellow
	ldl $1,idx($1)		!gprellow
	zapnot $1,15,$1
	s4addq $1,$2,$1
	ldl $0,0($1)
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_current
	.align 2
	.align 4
	.globl once_current
	.ent once_current
once_current:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!2
	lda $29,0($29)		!gpdisp!2
$once_current..ng:
	.prologue 1
	ldah $1,idx($29)		!gprelhigh
	ldah $2,table($29)		!gprelhigh
	lda $2,table($2)		!gprellow
	ldl $0,4($2)
	ldl $1,idx($1)		!gprellow
	zapnot $1,15,$1
	cmpeq $1,1,$3
	bne $3,$L4
	s4addq $1,$2,$1
	ldl $0,0($1)
$L4:
	addl $31,$0,$0
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_current
	.globl idx
	.section	.sbss,"aw"
	.type	idx, @object
	.size	idx, 4
	.align 2
idx:
	.zero	4
	.globl table
	.section	.bss
	.type	table, @object
	.size	table, 16
	.align 2
table:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
