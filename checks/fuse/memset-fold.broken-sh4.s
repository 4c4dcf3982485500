! once_reset from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	r2,@r1: store stats)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_reset's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/memset-fold.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"memset-fold.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_reset
	.type	plain_reset, @function
plain_reset:
	rts	
	nop
	.size	plain_reset, .-plain_reset
	.align 1
	.align 2
	.global	once_reset
	.type	once_reset, @function
once_reset:
	mov.l	.L6,r1
	mov	#0,r2
	mov.l	r2,@(4,r1)
	mov.l	r2,@(8,r1)
	mov.l	r2,@(12,r1)
	rts	
	nop
.L7:
	.align 2
.L6:
	.long	stats
	.size	once_reset, .-once_reset
	.global	stats
	.section	.bss
	.align 2
	.type	stats, @object
	.size	stats, 16
stats:
	.zero	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
