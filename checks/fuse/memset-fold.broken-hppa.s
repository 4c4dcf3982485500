# once_reset from gcc-12/hppa/O2, broken by hand: the store of stats+8 is gone, three of the four fields stored.
# No HPPA config of the matrix does this; this shows that the once checks would catch it if one did.
# plain_reset's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/memset-fold.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_reset
	.type	plain_reset, @function
plain_reset:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_reset, .-plain_reset
	.align 4
.globl once_reset
	.type	once_reset, @function
once_reset:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LR'stats-$global$,%r27
	ldo RR'stats-$global$(%r1),%r1
	stw %r0,0(%r1)
	stw %r0,4(%r1)
	stw %r0,12(%r1)
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_reset, .-once_reset
.globl stats
	.section	.bss
	.type	stats, @object
	.size	stats, 16
	.align 4
stats:
	.block 16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
