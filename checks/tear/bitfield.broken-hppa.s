# once_mark from gcc-12/hppa/O2, broken by hand: the lock word at u is read and written back around the store of
# gc_flags, as GCC before 4.8 wrote the doubleword holding the lock with the 2013 bitfields. No HPPA config of
# the matrix does this; this shows that the once checks would catch it if one did. plain_mark's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/hppa/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-HPPA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-HPPA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.LEVEL 1.1
	.text
	.align 4
.globl plain_mark
	.type	plain_mark, @function
plain_mark:
	bv,n %r0(%r2)
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	.EXIT
	.PROCEND
	.size	plain_mark, .-plain_mark
	.align 4
.globl once_mark
	.type	once_mark, @function
once_mark:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	ldw 0(%r26),%r19
	ldi 3,%r28
	stw %r28,8(%r26)
	stw %r19,0(%r26)
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
