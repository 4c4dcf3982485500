# once_publish from gcc-12/sparc64/O2, broken by hand: the store to pmd deleted (the table never published).
# No sparc64 config of the matrix does this: this shows that the once checks would catch it if one did. The
# plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/init-then-publish.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"init-then-publish.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_publish
	.type	plain_publish, #function
	.proc	020
plain_publish:
	save	%sp, -176, %sp
	call	pte_alloc_one, 0
	 nop
	sllx	%i1, 13, %i1
	ldx	[%i0+8], %g1
	or	%i1, %g1, %i1
	mov	1, %g1
	st	%g1, [%o0+40]
	sethi	%hi(pmd), %g1
	stx	%i1, [%o0+8]
	stx	%o0, [%g1+%lo(pmd)]
	return	%i7+8
	 nop
	.size	plain_publish, .-plain_publish
	.align 4
	.align 32
	.global once_publish
	.type	once_publish, #function
	.proc	020
once_publish:
	.register	%g2, #scratch
	save	%sp, -176, %sp
	call	pte_alloc_one, 0
	 nop
	sllx	%i1, 13, %i1
	ldx	[%i0+8], %g1
	mov	1, %g2
	st	%g2, [%o0+40]
	or	%i1, %g1, %i1
	stx	%i1, [%o0+8]
	sethi	%hi(pmd), %g1
	return	%i7+8
	 nop
	.size	once_publish, .-once_publish
	.global pmd
	.section	".bss"
	.align 8
	.type	pmd, #object
	.size	pmd, 8
pmd:
	.skip	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 2c135ce86e02d200): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/publish/init-then-publish.c
