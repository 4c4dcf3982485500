# once_set from gcc-12/sparc64/O2, broken by hand: the 64-bit store of magic torn into two 32-bit stores, high
# half first. No sparc64 config of the matrix does this: this shows that the once checks would catch it if one
# did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/store-tearing.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"store-tearing.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_set
	.type	plain_set, #function
	.proc	020
plain_set:
	.register	%g2, #scratch
	sethi	%hi(305419264), %g1
	or	%g1, 632, %g1
	sllx	%g1, 32, %g2
	add	%g2, %g1, %g1
	sethi	%hi(magic), %g2
	stx	%g1, [%g2+%lo(magic)]
	jmp	%o7+8
	 nop
	.size	plain_set, .-plain_set
	.align 4
	.align 32
	.global once_set
	.type	once_set, #function
	.proc	020
once_set:
	sethi	%hi(305419264), %g1
	or	%g1, 632, %g1
	sllx	%g1, 32, %g2
	add	%g2, %g1, %g1
	sethi	%hi(magic), %g2
	srlx	%g1, 32, %g3
	st	%g3, [%g2+%lo(magic)]
	st	%g1, [%g2+%lo(magic+4)]
	jmp	%o7+8
	 nop
	.size	once_set, .-once_set
	.global magic
	.section	".bss"
	.align 8
	.type	magic, #object
	.size	magic, 8
magic:
	.skip	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 7138969ea0f76e0a): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/tear/store-tearing.c
