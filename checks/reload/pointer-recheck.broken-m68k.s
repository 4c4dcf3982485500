# once_use from gcc-12/m68k/O2, broken by hand: global_ptr is read again for the call (pushed from memory), as the
# article's transformed code reads it (do_low(global_ptr)). No M68K config of the matrix reads it twice; this shows that the once checks would catch it
# if one did. plain_use's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"pointer-recheck.c"
	.text
	.align	2
	.globl	plain_use
	.type	plain_use, @function
plain_use:
	rts
	.size	plain_use, .-plain_use
	.align	2
	.globl	once_use
	.type	once_use, @function
once_use:
	move.l global_ptr,%d0
	jeq .L9
	cmp.l high_address,%d0
	jcs .L16
.L9:
	rts
.L16:
	move.l global_ptr,-(%sp)
	jsr do_low
	addq.l #4,%sp
	rts
	.size	once_use, .-once_use
	.globl	high_address
	.section	.bss
	.align	2
	.type	high_address, @object
	.size	high_address, 4
high_address:
	.zero	4
	.globl	global_ptr
	.align	2
	.type	global_ptr, @object
	.size	global_ptr, 4
global_ptr:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
