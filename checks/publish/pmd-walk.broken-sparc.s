# once_walk from gcc-12/sparc64/O2, broken by hand: the read of the pmd doubled in the retry loop. No sparc64
# config of the matrix does this: this shows that the once checks would catch it if one did. The plain
# function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/pmd-walk.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pmd-walk.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_walk
	.type	plain_walk, #function
	.proc	017
plain_walk:
	.register	%g2, #scratch
.L2:
	ldx	[%o0], %g1
	and	%g1, 1, %g2
	brnz,pt	%g2, .L2
	 nop
	brz,pn	%g1, .L1
	 nop
	srlx	%o1, 13, %o1
	and	%o1, 1023, %o1
	sllx	%o1, 3, %o1
	ldx	[%g1+%o1], %g1
.L1:
	mov	%g1, %o0
	jmp	%o7+8
	 nop
	.size	plain_walk, .-plain_walk
	.align 4
	.align 32
	.global once_walk
	.type	once_walk, #function
	.proc	017
once_walk:
.L10:
	ldx	[%o0], %g3
	ldx	[%o0], %g1
	and	%g1, 1, %g2
	brnz,pt	%g2, .L10
	 nop
	brz,pn	%g1, .L9
	 nop
	srlx	%o1, 13, %o1
	and	%o1, 1023, %o1
	sllx	%o1, 3, %o1
	ldx	[%g1+%o1], %g1
.L9:
	mov	%g1, %o0
	jmp	%o7+8
	 nop
	.size	once_walk, .-once_walk
	.align 4
	.align 32
	.global today_walk
	.type	today_walk, #function
	.proc	017
today_walk:
.L17:
	ldx	[%o0], %g1
	and	%g1, 1, %g2
	brnz,pt	%g2, .L17
	 nop
	brz,pn	%g1, .L16
	 nop
	srlx	%o1, 13, %o1
	and	%o1, 1023, %o1
	sllx	%o1, 3, %o1
	ldx	[%g1+%o1], %g1
.L16:
	mov	%g1, %o0
	jmp	%o7+8
	 nop
	.size	today_walk, .-today_walk
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 38c832590966f70b): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/publish/pmd-walk.c
