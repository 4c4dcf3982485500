! once_is_locked from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r1,r1: load lock)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_is_locked's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/load-tearing.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"load-tearing.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_is_locked
	.type	plain_is_locked, @function
plain_is_locked:
	rts	
	nop
	.size	plain_is_locked, .-plain_is_locked
	.align 1
	.align 2
	.global	once_is_locked
	.type	once_is_locked, @function
once_is_locked:
	mov.l	.L6,r1
	mov	#-1,r0
	mov	r1,r2
	extu.w	r1,r1
	shlr16	r2
	cmp/eq	r1,r2
	negc	r0,r0
	rts	
	nop
.L7:
	.align 2
.L6:
	.long	lock
	.size	once_is_locked, .-once_is_locked
	.global	lock
	.section	.bss
	.align 2
	.type	lock, @object
	.size	lock, 4
lock:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
