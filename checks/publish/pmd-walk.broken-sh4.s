! once_walk from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r4,r0: load [arg0])
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_walk's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pmd-walk.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_walk
	.type	plain_walk, @function
plain_walk:
	rts	
	nop
	.size	plain_walk, .-plain_walk
	.align 1
	.align 2
	.global	once_walk
	.type	once_walk, @function
once_walk:
	.align 2
.L10:
	tst	#1,r0
	bf	.L10
	tst	r0,r0
	bt	.L9
	shll8	r5
	add	r5,r5
	mov	#-22,r1
	shld	r1,r5
	shll2	r5
	mov.l	@(r0,r5),r0
.L9:
	rts	
	nop
	.size	once_walk, .-once_walk
	.align 1
	.align 2
	.global	today_walk
	.type	today_walk, @function
today_walk:
	.align 2
.L17:
	mov.l	@r4,r0
	tst	#1,r0
	bf	.L17
	tst	r0,r0
	bt	.L16
	shll8	r5
	add	r5,r5
	mov	#-22,r1
	shld	r1,r5
	shll2	r5
	mov.l	@(r0,r5),r0
.L16:
	rts	
	nop
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
