! plain_select from gcc-12/sh4/O0, cut to a return: it loads nothing and stores nothing, and the
! STORE-ORDERED-SH4 checks, which say what SH4 code does where the store of b is ordered after
! the load of a, fail on it. once_select is left as compiled: the first run does not read it.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O0 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
! SAFE-FAILS: error: STORE-ORDERED-SH4{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-cmov.c"
	.text
	.little
	.text
	.global	a
	.section	.bss
	.align 2
	.type	a, @object
	.size	a, 4
a:
	.zero	4
	.global	b
	.align 2
	.type	b, @object
	.size	b, 4
b:
	.zero	4
	.text
	.align 1
	.global	plain_select
	.type	plain_select, @function
plain_select:
	rts	
	nop
	.size	plain_select, .-plain_select
	.align 1
	.global	once_select
	.type	once_select, @function
once_select:
	mov.l	r14,@-r15
	add	#-4,r15
	mov	r15,r14
	mov.l	.L13,r2
	mov	r14,r1
	add	#-60,r1
	mov.l	@r2,r2
	mov.l	r2,@(60,r1)
	mov	r14,r1
	add	#-60,r1
	mov.l	@(60,r1),r1
	tst	r1,r1
	bt	.L10
	mov.l	.L15,r1
	mov	#1,r2
	mov.l	r2,@r1
	bra	.L12
	nop
	.align 1
.L10:
	mov.l	.L15,r1
	mov	#2,r2
	mov.l	r2,@r1
.L12:
	nop
	add	#4,r14
	mov	r14,r15
	mov.l	@r15+,r14
	rts	
	nop
.L16:
	.align 2
.L13:
	.long	a
.L15:
	.long	b
	.size	once_select, .-once_select
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
