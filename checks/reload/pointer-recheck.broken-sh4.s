! once_use from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r1,r4: load global_ptr)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_use's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pointer-recheck.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_use
	.type	plain_use, @function
plain_use:
	rts	
	nop
	.size	plain_use, .-plain_use
	.align 1
	.align 2
	.global	once_use
	.type	once_use, @function
once_use:
	mov.l	.L18,r1
	bt	.L12
	mov.l	.L19,r1
	mov.l	@r1,r1
	cmp/hi	r4,r1
	bt	.L17
.L12:
	rts	
	nop
	.align 1
.L17:
	mov.l	.L20,r1
	jmp	@r1
	nop
.L21:
	.align 2
.L18:
	.long	global_ptr
.L19:
	.long	high_address
.L20:
	.long	do_low
	.size	once_use, .-once_use
	.global	high_address
	.section	.bss
	.align 2
	.type	high_address, @object
	.size	high_address, 4
high_address:
	.zero	4
	.global	global_ptr
	.align 2
	.type	global_ptr, @object
	.size	global_ptr, 4
global_ptr:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
