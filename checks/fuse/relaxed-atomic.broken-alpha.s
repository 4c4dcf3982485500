# once_run from gcc-12/alpha/O2, broken: compiled from once_run rewritten as the finite load fusing of the LWN
# article: the loop unrolled four times and need_to_stop loaded once per four stores of heartbeat (the
# stores and the load still volatile). No ALPHA config of the matrix fuses the relaxed loads of plain_run;
# this shows that the once checks would catch one that did. plain_run is empty here: no check of this
# run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ALPHA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_run
	.ent plain_run
$plain_run..ng:
plain_run:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	ret $31,($26),1
	.cfi_endproc
$LFE0:
	.end plain_run
	.align 2
	.align 4
	.globl once_run
	.ent once_run
once_run:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	ldah $29,0($27)		!gpdisp!1
	lda $29,0($29)		!gpdisp!1
$once_run..ng:
	.prologue 1
	mov $31,$1
	ldah $2,heartbeat($29)		!gprelhigh
	ldah $4,need_to_stop($29)		!gprelhigh
	.align 4
$L4:
	lda $3,1($1)
	stq $3,heartbeat($2)		!gprellow
	lda $3,2($1)
	stq $3,heartbeat($2)		!gprellow
	lda $3,3($1)
	stq $3,heartbeat($2)		!gprellow
	lda $1,4($1)
	stq $1,heartbeat($2)		!gprellow
	ldl $3,need_to_stop($4)		!gprellow
	addl $31,$3,$3
	beq $3,$L4
	ret $31,($26),1
	.cfi_endproc
$LFE1:
	.end once_run
	.globl heartbeat
	.section	.sbss,"aw"
	.type	heartbeat, @object
	.size	heartbeat, 8
	.align 3
heartbeat:
	.zero	8
	.globl need_to_stop
	.type	need_to_stop, @object
	.size	need_to_stop, 4
	.align 2
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
