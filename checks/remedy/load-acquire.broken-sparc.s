# once_consume from gcc-12/sparc64/O2, broken by hand: the load of the flag doubled. No sparc64 config of the
# matrix does this: this shows that the once checks would catch it if one did. The plain function is left as
# compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/load-acquire.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"load-acquire.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_consume
	.type	plain_consume, #function
	.proc	04
plain_consume:
	lduw	[%o0+4], %g1
	cmp	%g1, 0
	be,pn	%icc, .L3
	 nop
	lduw	[%o0], %o0
.L2:
	sra	%o0, 0, %o0
	jmp	%o7+8
	 nop
.L3:
	mov	-1, %o0
	ba,pt	%xcc, .L2
	 nop
	.size	plain_consume, .-plain_consume
	.align 4
	.align 32
	.global once_consume
	.type	once_consume, #function
	.proc	04
once_consume:
	lduw	[%o0+4], %g3
	lduw	[%o0+4], %g1
	cmp	%g1, 0
	be,pn	%icc, .L7
	 nop
	lduw	[%o0], %o0
.L6:
	sra	%o0, 0, %o0
	jmp	%o7+8
	 nop
.L7:
	mov	-1, %o0
	ba,pt	%xcc, .L6
	 nop
	.size	once_consume, .-once_consume
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 6df8713c9ec1156b): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/remedy/load-acquire.c
