! once_publish from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	r8,@(4,r0): store ?)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_publish's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/init-then-publish.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"init-then-publish.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_publish
	.type	plain_publish, @function
plain_publish:
	rts	
	nop
	.size	plain_publish, .-plain_publish
	.align 1
	.align 2
	.global	once_publish
	.type	once_publish, @function
once_publish:
	mov.l	.L9,r0
	mov.l	r8,@-r15
	mov	r5,r8
	mov.l	r9,@-r15
	mov	r4,r9
	sts.l	pr,@-r15
	jsr	@r0
	nop
	mov	#13,r1
	shld	r1,r8
	mov.l	@(4,r9),r1
	or	r1,r8
	mov	#1,r1
	mov.l	r1,@(20,r0)
	mov.l	.L10,r1
	mov.l	r0,@r1
	lds.l	@r15+,pr
	mov.l	@r15+,r9
	mov.l	@r15+,r8
	rts	
	nop
.L11:
	.align 2
.L9:
	.long	pte_alloc_one
.L10:
	.long	pmd
	.size	once_publish, .-once_publish
	.global	pmd
	.section	.bss
	.align 2
	.type	pmd, @object
	.size	pmd, 4
pmd:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
