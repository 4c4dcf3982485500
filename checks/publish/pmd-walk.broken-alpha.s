# today_walk from gcc-12/alpha/O2, broken by hand: the mb of today's READ_ONCE() taken out of the retry loop (2012's
# ACCESS_ONCE() with no smp_read_barrier_depends()): the pte may then be read from a stale cache line, older than
# the pmd. This shows that the TODAY checks would catch it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,TODAY,TODAY-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: TODAY-ALPHA: expected string not found
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_walk
	.ent plain_walk
$plain_walk..ng:
plain_walk:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	.align 4
$L2:
	ldq $0,0($16)
	blbs $0,$L2
	beq $0,$L1
	srl $17,13,$17
	lda $1,1023($31)
	and $17,$1,$17
	s8addq $17,$0,$17
	ldq $0,0($17)
$L1:
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_walk
	.align 2
	.align 4
	.globl once_walk
	.ent once_walk
$once_walk..ng:
once_walk:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	.align 4
$L10:
	ldq $0,0($16)
	blbs $0,$L10
	.set	macro
 # 54 "cases/publish/pmd-walk.c" 1
	mb
 # 0 "" 2
	.set	nomacro
	beq $0,$L9
	srl $17,13,$17
	lda $1,1023($31)
	and $17,$1,$17
	s8addq $17,$0,$17
	ldq $0,0($17)
$L9:
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_walk
	.align 2
	.align 4
	.globl today_walk
	.ent today_walk
$today_walk..ng:
today_walk:
	.eflag 48
	.frame $30,0,$26,0
$LFB2:
	.cfi_startproc
	.prologue 0
	.align 4
$L17:
	ldq $0,0($16)
	.set	macro
 # 65 "cases/publish/pmd-walk.c" 1
 # 0 "" 2
	.set	nomacro
	blbs $0,$L17
	beq $0,$L16
	srl $17,13,$17
	lda $1,1023($31)
	and $17,$1,$17
	s8addq $17,$0,$17
	ldq $0,0($17)
$L16:
	ret $31,($26),1
	.cfi_endproc
$LFE2:
	.end today_walk
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
