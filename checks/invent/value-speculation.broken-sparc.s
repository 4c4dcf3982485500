# once_current from gcc-12/sparc64/O2, broken by hand: the load of idx doubled. No sparc64 config of the
# matrix does this: this shows that the once checks would catch it if one did. The plain function is left as
# compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/value-speculation.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"value-speculation.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_current
	.type	plain_current, #function
	.proc	04
plain_current:
	.register	%g2, #scratch
	sethi	%hi(idx), %g1
	sethi	%hi(table), %g2
	lduw	[%g1+%lo(idx)], %g1
	or	%g2, %lo(table), %g2
	sllx	%g1, 2, %g1
	ldsw	[%g2+%g1], %o0
	jmp	%o7+8
	 nop
	.size	plain_current, .-plain_current
	.align 4
	.align 32
	.global once_current
	.type	once_current, #function
	.proc	04
once_current:
	sethi	%hi(idx), %g1
	sethi	%hi(table), %g2
	lduw	[%g1+%lo(idx)], %g3
	lduw	[%g1+%lo(idx)], %g1
	or	%g2, %lo(table), %g2
	sllx	%g1, 2, %g1
	ldsw	[%g2+%g1], %o0
	jmp	%o7+8
	 nop
	.size	once_current, .-once_current
	.global idx
	.section	".bss"
	.align 4
	.type	idx, #object
	.size	idx, 4
idx:
	.skip	4
	.global table
	.align 4
	.type	table, #object
	.size	table, 16
table:
	.skip	16
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 5d5a3070cc142f86): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/invent/value-speculation.c
