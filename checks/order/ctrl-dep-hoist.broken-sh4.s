! plain_respond from gcc-12/sh4/O0, cut to a return: it loads nothing and stores nothing, and the
! STORE-ORDERED-SH4 checks, which say what SH4 code does where the store of b is ordered after
! the load of a, fail on it. once_respond is left as compiled: the first run does not read it.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O0 | not FileCheck %S/ctrl-dep-hoist.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
! SAFE-FAILS: error: STORE-ORDERED-SH4{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-hoist.c"
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
	.global	plain_respond
	.type	plain_respond, @function
plain_respond:
	rts	
	nop
	.size	plain_respond, .-plain_respond
	.align 1
	.global	once_respond
	.type	once_respond, @function
once_respond:
	mov.l	r14,@-r15
	sts.l	pr,@-r15
	add	#-4,r15
	mov	r15,r14
	mov.l	.L15,r2
	mov	r14,r1
	add	#-60,r1
	mov.l	@r2,r2
	mov.l	r2,@(60,r1)
	mov	r14,r1
	add	#-60,r1
	mov.l	@(60,r1),r1
	tst	r1,r1
	bt	.L12
	mov.l	.L18,r1
	mov	#1,r2
	mov.l	r2,@r1
	mov.l	.L17,r1
	jsr	@r1
	nop
	bra	.L14
	nop
	.align 1
.L12:
	mov.l	.L18,r1
	mov	#2,r2
	mov.l	r2,@r1
	mov.l	.L19,r1
	jsr	@r1
	nop
.L14:
	nop
	add	#4,r14
	mov	r14,r15
	lds.l	@r15+,pr
	mov.l	@r15+,r14
	rts	
	nop
.L20:
	.align 2
.L15:
	.long	a
.L18:
	.long	b
.L17:
	.long	do_something
.L19:
	.long	do_something_else
	.size	once_respond, .-once_respond
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
