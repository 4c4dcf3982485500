# once_done from gcc-12/hppa/O2, broken by hand: done_a is read and written back with the store of done_b, as a
# target without byte stores writes the word around a byte. No HPPA config of the matrix does this; this shows
# that the once checks would catch it if one did. plain_done's body is cut to a return: no check of this run
# reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_done
	.type	plain_done, @function
plain_done:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_done, .-plain_done
	.align 4
.globl once_done
	.type	once_done, @function
once_done:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldw 0(%r26),%r19
	ldi 1,%r28
	stw %r28,4(%r26)
	stw %r19,0(%r26)
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
