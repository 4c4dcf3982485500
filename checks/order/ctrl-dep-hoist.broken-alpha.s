# once_respond from gcc-12/alpha/O2, broken by hand: b is stored once, before the branch on a (beq), and
# not in either arm, as Clang stores it on every other target: no ALPHA config of the matrix (GCC alone
# builds for Alpha, and keeps the stores in the arms) hoists the store; this shows that the once checks
# would catch it if one did. plain_respond's body is cut to a return: the first run does not read it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
# And plain_respond, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-ALPHA checks,
# which say what ALPHA code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-ALPHA{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_respond
	.ent plain_respond
plain_respond:
	.eflag 48
	.frame $30,16,$26,0
	.mask 0x4000000,-16
$LFB0:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$plain_respond..ng:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_respond
	.align 2
	.align 4
	.globl once_respond
	.ent once_respond
once_respond:
	.eflag 48
	.frame $30,16,$26,0
	.mask 0x4000000,-16
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!6
	lda $29,0($29)		!gpdisp!6
$once_respond..ng:
	ldah $1,a($29)		!gprelhigh
	lda $30,-16($30)
	.cfi_def_cfa_offset 16
	ldl $1,a($1)		!gprellow
	stq $26,0($30)
	.cfi_offset 26, -16
	.prologue 1
	addl $31,$1,$1
	ldah $3,b($29)		!gprelhigh
	lda $2,1($31)
	stl $2,b($3)		!gprellow
	beq $1,$L6
	ldah $1,b($29)		!gprelhigh
	ldq $27,do_something($29)		!literal!9
	jsr $26,($27),do_something		!lituse_jsr!9
	ldah $29,0($26)		!gpdisp!10
	ldq $26,0($30)
	lda $29,0($29)		!gpdisp!10
	lda $30,16($30)
	.cfi_remember_state
	.cfi_restore 26
	.cfi_def_cfa_offset 0
	ret $31,($26),1
	.align 4
$L6:
	.cfi_restore_state
	ldah $1,b($29)		!gprelhigh
	ldq $27,do_something_else($29)		!literal!7
	jsr $26,($27),do_something_else		!lituse_jsr!7
	ldah $29,0($26)		!gpdisp!8
	ldq $26,0($30)
	lda $29,0($29)		!gpdisp!8
	lda $30,16($30)
	.cfi_restore 26
	.cfi_def_cfa_offset 0
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_respond
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
