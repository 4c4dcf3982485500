! once_dispatch from gcc-12/sh4/O2, broken by hand: its first access to shared memory (mov.l	@r1,r1: load operation)
! deleted, the kind of wrong code this GCC makes of tested loads from -O1 (checks/hoist/flag-wait.expect). No
! SH4 config shows the hazard here; this shows the once checks would catch it. plain_dispatch's body is cut to a return.
! RUN: %oncelab asm %s --color never --config gcc-12/sh4/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-SH4 --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
! FAILS: error: ONCE{{(-SH4)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"switch-table.c"
	.text
	.little
	.text
	.align 1
	.align 2
	.global	plain_dispatch
	.type	plain_dispatch, @function
plain_dispatch:
	rts	
	nop
	.size	plain_dispatch, .-plain_dispatch
	.align 1
	.align 2
	.global	once_dispatch
	.type	once_dispatch, @function
once_dispatch:
	mov.l	.L33,r1
	mov	#5,r2
	cmp/hi	r2,r1
	bf	.L32
	mov	#-22,r0
	rts	
	nop
	.align 1
.L32:
	mova	.L25,r0
	mov.b	@(r0,r1),r1
	braf	r1
	nop
.L26:
.L34:
	.align 2
.L33:
	.long	operation
	.align 2
.L25:
	.byte	.L31-.L26
	.byte	.L30-.L26
	.byte	.L29-.L26
	.byte	.L28-.L26
	.byte	.L27-.L26
	.byte	.L24-.L26
	.align 1
.L27:
	mov.l	.L35,r0
	jmp	@r0
	nop
	.align 1
.L24:
	mov.l	.L36,r0
	jmp	@r0
	nop
	.align 1
.L31:
	mov.l	.L37,r0
	jmp	@r0
	nop
	.align 1
.L30:
	mov.l	.L38,r0
	jmp	@r0
	nop
	.align 1
.L29:
	mov.l	.L39,r0
	jmp	@r0
	nop
	.align 1
.L28:
	mov.l	.L40,r0
	jmp	@r0
	nop
.L41:
	.align 2
.L35:
	.long	op_trim
.L36:
	.long	op_barrier
.L37:
	.long	op_read
.L38:
	.long	op_write
.L39:
	.long	op_flush
.L40:
	.long	op_discard
	.size	once_dispatch, .-once_dispatch
	.global	operation
	.section	.bss
	.align 2
	.type	operation, @object
	.size	operation, 4
operation:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
