# once_wait from gcc-12/alpha/O2, hand-broken: the load of *pmdp hoisted out of the loop, as GCC 4.6/4.7
# could once the volatile was dropped (GCC bug 58145): the loop then spins on the value first seen. No
# ALPHA config of the matrix does this; this shows the once checks would catch it. plain_wait's body is
# cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/alpha/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-ALPHA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.set noreorder
	.set volatile
	.set noat
	.set nomacro
	.text
	.align 2
	.align 4
	.globl plain_wait
	.ent plain_wait
$plain_wait..ng:
plain_wait:
	.eflag 48
	.frame $30,0,$26,0
$LFB0:
	.cfi_startproc
	.prologue 0
	.align 4
	ret	$31,($26),1
	.cfi_endproc
	.end plain_wait
	.align 2
	.align 4
	.globl once_wait
	.ent once_wait
$once_wait..ng:
once_wait:
	.eflag 48
	.frame $30,0,$26,0
$LFB1:
	.cfi_startproc
	.prologue 0
	.align 4
	ldq	$0,0($16)
$L7:
	beq	$0,$L7
	ret	$31,($26),1
	.cfi_endproc
	.end once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
