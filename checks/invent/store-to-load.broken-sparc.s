# once_drain from gcc-12/sparc64/O2, broken by hand: the load of pending doubled. No sparc64 config of the
# matrix does this: this shows that the once checks would catch it if one did. The plain function is left as
# compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/store-to-load.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-to-load.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_drain
	.type	plain_drain, #function
	.proc	020
plain_drain:
	.register	%g2, #scratch
	.register	%g3, #scratch
	sethi	%hi(pending), %g1
	ldx	[%g1+%lo(pending)], %g2
	brnz,pn	%g2, .L7
	 nop
	stx	%g0, [%g1+%lo(pending)]
	jmp	%o7+8
	 nop
.L7:
	mov	1, %g3
	st	%g3, [%g2]
	stx	%g0, [%g1+%lo(pending)]
	jmp	%o7+8
	 nop
	.size	plain_drain, .-plain_drain
	.align 4
	.align 32
	.global once_drain
	.type	once_drain, #function
	.proc	020
once_drain:
	sethi	%hi(pending), %g1
	ldx	[%g1+%lo(pending)], %g3
	ldx	[%g1+%lo(pending)], %g2
	brnz,pn	%g2, .L13
	 nop
	stx	%g0, [%g1+%lo(pending)]
	jmp	%o7+8
	 nop
.L13:
	mov	1, %g3
	st	%g3, [%g2]
	stx	%g0, [%g1+%lo(pending)]
	jmp	%o7+8
	 nop
	.size	once_drain, .-once_drain
	.global pending
	.section	".bss"
	.align 8
	.type	pending, #object
	.size	pending, 8
pending:
	.skip	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs c03b18913999ca99): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/invent/store-to-load.c
