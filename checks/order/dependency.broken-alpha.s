# today_get from gcc-12/alpha/O2, broken by hand: the mb of today's READ_ONCE() taken out (2012's READ_ONCE()): nothing
# then keeps Alpha from loading x before gp. This shows that the TODAY checks would catch it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/dependency.check --check-prefixes=CHECK,TODAY,TODAY-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: TODAY-ALPHA: expected string not found
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_get
	.ent plain_get
plain_get:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$plain_get..ng:
	.prologue 1
	ldah $1,gp($29)		!gprelhigh
	lda $0,-1($31)
	ldq $2,gp($1)		!gprellow
	ldah $1,default_obj($29)		!gprelhigh
	lda $1,default_obj($1)		!gprellow
	cmpeq $2,$1,$1
	beq $1,$L2
	ldl $0,4($2)
$L2:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_get
	.align 2
	.align 4
	.globl once_get
	.ent once_get
once_get:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!2
	lda $29,0($29)		!gpdisp!2
$once_get..ng:
	.prologue 1
	ldah $1,gp($29)		!gprelhigh
	ldah $2,default_obj($29)		!gprelhigh
	lda $2,default_obj($2)		!gprellow
	ldq $3,gp($1)		!gprellow
	lda $0,-1($31)
	mov $3,$1
	cmpeq $1,$2,$1
	beq $1,$L6
	ldl $0,4($3)
$L6:
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_get
	.align 2
	.align 4
	.globl today_get
	.ent today_get
today_get:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!3
	lda $29,0($29)		!gpdisp!3
$today_get..ng:
	.prologue 1
	ldah $1,gp($29)		!gprelhigh
	ldq $2,gp($1)		!gprellow
	.set	macro
 # 57 "cases/order/dependency.c" 1
 # 0 "" 2
	.set	nomacro
	ldah $1,default_obj($29)		!gprelhigh
	lda $1,default_obj($1)		!gprellow
	cmpeq $2,$1,$1
	lda $0,-1($31)
	beq $1,$L9
	ldl $0,4($2)
$L9:
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end today_get
	.globl default_obj
	.section	.sbss,"aw"
	.type	default_obj, @object
	.size	default_obj, 8
	.align 2
default_obj:
	.zero	8
	.globl gp
	.type	gp, @object
	.size	gp, 8
	.align 3
gp:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
