! once_send from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	r1,@r2: store data)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_send's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/plain-around-once.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"plain-around-once.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_send
	.type	plain_send, @function
plain_send:
	rts	
	nop
	.size	plain_send, .-plain_send
	.align 1
	.align 2
	.global	once_send
	.type	once_send, @function
once_send:
	mov.l	@r4,r1
	mov.l	.L7,r2
	mul.l	r1,r5
	sts	macl,r1
	add	#1,r1
	mov.l	.L8,r1
	mov	#1,r2
	mov.l	r2,@r1
	rts	
	nop
.L9:
	.align 2
.L7:
	.long	data
.L8:
	.long	ready
	.size	once_send, .-once_send
	.global	ready
	.section	.bss
	.align 2
	.type	ready, @object
	.size	ready, 4
ready:
	.zero	4
	.global	data
	.align 2
	.type	data, @object
	.size	data, 4
data:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
