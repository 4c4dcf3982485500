# once_drain from gcc-12/alpha/O2, broken by hand: the store made a load, a compare and a conditional
# store. After the write barrier, pending is loaded again and the store of NULL skipped where it reads
# NULL, as `if (pending != NULL) pending = NULL;` would be. No ALPHA config of the matrix does this: this
# shows that the once checks would catch it if one did. The plain function is left as compiled: no check
# of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_drain
	.ent plain_drain
plain_drain:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$plain_drain..ng:
	.prologue 1
	ldah $1,pending($29)		!gprelhigh
	ldq $2,pending($1)		!gprellow
	bne $2,$L7
	stq $31,pending($1)		!gprellow
	ret $31,($26),1
	.align 4
$L7:
	lda $3,1($31)
	stl $3,0($2)
	.set	macro
 # 45 "cases/invent/store-to-load.c" 1
	wmb
 # 0 "" 2
	.set	nomacro
	stq $31,pending($1)		!gprellow
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_drain
	.align 2
	.align 4
	.globl once_drain
	.ent once_drain
once_drain:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!2
	lda $29,0($29)		!gpdisp!2
$once_drain..ng:
	.prologue 1
	ldah $1,pending($29)		!gprelhigh
	ldq $2,pending($1)		!gprellow
	bne $2,$L13
	stq $31,pending($1)		!gprellow
	ret $31,($26),1
	.align 4
$L13:
	lda $3,1($31)
	stl $3,0($2)
	.set	macro
 # 57 "cases/invent/store-to-load.c" 1
	wmb
 # 0 "" 2
	.set	nomacro
	ldq $2,pending($1)		!gprellow
	beq $2,$L14
	stq $31,pending($1)		!gprellow
$L14:
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_drain
	.globl pending
	.section	.sbss,"aw"
	.type	pending, @object
	.size	pending, 8
	.align 3
pending:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
