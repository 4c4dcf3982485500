# once_use from gcc-12/alpha/O2, broken by hand: global_ptr is read again for the call (ldah + ldq $16
# before the call), as the article's transformed code reads it (do_low(global_ptr)): no ALPHA config of
# the matrix reads it twice; this shows that the once checks would catch it if one did. plain_use's body
# is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_use
	.ent plain_use
plain_use:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_use
	.align 2
	.align 4
	.globl once_use
	.ent once_use
once_use:
	.eflag 48
	.frame $30,16,$26,0
	.mask 0x4000000,-16
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!4
	lda $29,0($29)		!gpdisp!4
$once_use..ng:
	ldah $1,global_ptr($29)		!gprelhigh
	lda $30,-16($30)
	.cfi_def_cfa_offset 16
	ldq $16,global_ptr($1)		!gprellow
	stq $26,0($30)
	.cfi_offset 26, -16
	.prologue 1
	beq $16,$L8
	ldah $1,high_address($29)		!gprelhigh
	ldq $1,high_address($1)		!gprellow
	cmpule $1,$16,$1
	beq $1,$L13
$L8:
	ldq $26,0($30)
	lda $30,16($30)
	.cfi_remember_state
	.cfi_restore 26
	.cfi_def_cfa_offset 0
	ret $31,($26),1
	.align 4
$L13:
	.cfi_restore_state
	ldah $1,global_ptr($29)		!gprelhigh
	ldq $16,global_ptr($1)		!gprellow
	ldq $27,do_low($29)		!literal!5
	jsr $26,($27),do_low		!lituse_jsr!5
	ldah $29,0($26)		!gpdisp!6
	ldq $26,0($30)
	lda $29,0($29)		!gpdisp!6
	lda $30,16($30)
	.cfi_restore 26
	.cfi_def_cfa_offset 0
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_use
	.globl high_address
	.section	.sbss,"aw"
	.type	high_address, @object
	.size	high_address, 8
	.align 3
high_address:
	.zero	8
	.globl global_ptr
	.type	global_ptr, @object
	.size	global_ptr, 8
	.align 3
global_ptr:
	.zero	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
