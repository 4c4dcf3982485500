! once_drain from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r1,r2: load pending)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_drain's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_drain
	.type	plain_drain, @function
plain_drain:
	rts	
	nop
	.size	plain_drain, .-plain_drain
	.align 1
	.align 2
	.global	once_drain
	.type	once_drain, @function
once_drain:
	mov.l	.L16,r1
	bf	.L15
	mov	#0,r2
	mov.l	r2,@r1
	rts	
	nop
	.align 1
.L15:
	mov	#1,r3
	mov.l	r3,@r2
	mov	#0,r2
	mov.l	r2,@r1
	rts	
	nop
.L17:
	.align 2
.L16:
	.long	pending
	.size	once_drain, .-once_drain
	.global	pending
	.section	.bss
	.align 2
	.type	pending, @object
	.size	pending, 4
pending:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
