# once_wait from gcc-12/sparc64/O2, broken by hand: the 64-bit load of the pmd torn into two 32-bit loads. No
# sparc64 config of the matrix does this: this shows that the once checks would catch it if one did. The plain
# function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/nonscalar.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"nonscalar.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_wait
	.type	plain_wait, #function
	.proc	017
plain_wait:
.L2:
	ldx	[%o0], %g1
	brz,pt	%g1, .L2
	 nop
	mov	%g1, %o0
	jmp	%o7+8
	 nop
	.size	plain_wait, .-plain_wait
	.align 4
	.align 32
	.global once_wait
	.type	once_wait, #function
	.proc	017
once_wait:
.L7:
	lduw	[%o0], %g3
	lduw	[%o0+4], %g1
	sllx	%g3, 32, %g3
	or	%g1, %g3, %g1
	brz,pt	%g1, .L7
	 nop
	mov	%g1, %o0
	jmp	%o7+8
	 nop
	.size	once_wait, .-once_wait
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs b0bc6bb74f333831): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/remedy/nonscalar.c
