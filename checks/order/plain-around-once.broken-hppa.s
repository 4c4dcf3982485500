# once_send from gcc-12/hppa/O2, broken by hand: ready stored before data, the two stores swapped, as GCC makes
# plain_send on most targets from -O2. No HPPA config of the matrix does this; this shows that the once checks
# would catch it if one did. plain_send's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/plain-around-once.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_send
	.type	plain_send, @function
plain_send:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_send, .-plain_send
	.align 4
.globl once_send
	.type	once_send, @function
once_send:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	fldws 0(%r26),%fr22L
	stws %r25,-16(%sp)
	fldws -16(%sp),%fr23R
	xmpyu %fr23R,%fr22L,%fr23
	fstds %fr23,-16(%sp)
	ldws -12(%sp),%r29
	addil LR'ready-$global$,%r27
	ldi 1,%r28
	ldo RR'ready-$global$(%r1),%r1
	stw %r28,0(%r1)
	addil LR'data-$global$,%r27
	ldo RR'data-$global$(%r1),%r1
	ldo 1(%r29),%r28
	stw %r28,0(%r1)
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_send, .-once_send
.globl ready
	.section	.bss
	.type	ready, @object
	.size	ready, 4
	.align 4
ready:
	.block 4
.globl data
	.type	data, @object
	.size	data, 4
	.align 4
data:
	.block 4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
