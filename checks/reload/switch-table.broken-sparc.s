# once_dispatch from gcc-12/sparc64/O2, broken by hand: the load of operation doubled (the index read again
# for the table). No sparc64 config of the matrix does this: this shows that the once checks would catch it if
# one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/switch-table.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"switch-table.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_dispatch
	.type	plain_dispatch, #function
	.proc	04
plain_dispatch:
	.register	%g2, #scratch
	save	%sp, -176, %sp
	sethi	%hi(operation), %g1
	lduw	[%g1+%lo(operation)], %g1
	cmp	%g1, 5
	bgu,pn	%icc, .L10
	 nop
	srl	%g1, 0, %g1
	sethi	%hi(.L4), %g2
	sllx	%g1, 2, %g1
	or	%g2, %lo(.L4), %g2
	lduw	[%g2+%g1], %g1
	jmp	%g1
	 nop
	.section	".rodata"
	.section	".text"
.L5:
	call	op_trim, 0
	 nop
.L2:
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L3:
	call	op_barrier, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L9:
	call	op_read, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L8:
	call	op_write, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L7:
	call	op_flush, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L6:
	call	op_discard, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L10:
	mov	-22, %o0
	ba,pt	%xcc, .L2
	 nop
	.align 4
	.subsection	-1
	.align 8
.L4:
	.word	.L9
	.word	.L8
	.word	.L7
	.word	.L6
	.word	.L5
	.word	.L3
	.previous
	.size	plain_dispatch, .-plain_dispatch
	.align 4
	.align 32
	.global once_dispatch
	.type	once_dispatch, #function
	.proc	04
once_dispatch:
	save	%sp, -176, %sp
	sethi	%hi(operation), %g1
	lduw	[%g1+%lo(operation)], %g3
	lduw	[%g1+%lo(operation)], %g1
	cmp	%g1, 5
	bgu,pn	%icc, .L21
	 nop
	srl	%g1, 0, %g1
	sethi	%hi(.L15), %g2
	sllx	%g1, 2, %g1
	or	%g2, %lo(.L15), %g2
	lduw	[%g2+%g1], %g1
	jmp	%g1
	 nop
	.section	".rodata"
	.section	".text"
.L16:
	call	op_trim, 0
	 nop
.L13:
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L14:
	call	op_barrier, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L20:
	call	op_read, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L19:
	call	op_write, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L18:
	call	op_flush, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L17:
	call	op_discard, 0
	 nop
	sra	%o0, 0, %i0
	return	%i7+8
	 nop
.L21:
	mov	-22, %o0
	ba,pt	%xcc, .L13
	 nop
	.align 4
	.subsection	-1
	.align 8
.L15:
	.word	.L20
	.word	.L19
	.word	.L18
	.word	.L17
	.word	.L16
	.word	.L14
	.previous
	.size	once_dispatch, .-once_dispatch
	.global operation
	.section	".bss"
	.align 4
	.type	operation, #object
	.size	operation, 4
operation:
	.skip	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs af529d13473b26cf): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/reload/switch-table.c
