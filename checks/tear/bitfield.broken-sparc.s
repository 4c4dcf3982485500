# once_mark from gcc-12/sparc64/O2, broken by hand: a 64-bit store to [arg0], the doubleword that holds the
# lock, added before the store of the flags (the 2013 form). No sparc64 config of the matrix does this: this
# shows that the once checks would catch it if one did. The plain function is left as compiled: no check of
# this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/bitfield.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"bitfield.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_mark
	.type	plain_mark, #function
	.proc	020
plain_mark:
	ldub	[%o0+4], %g1
	or	%g1, -64, %g1
	stb	%g1, [%o0+4]
	jmp	%o7+8
	 nop
	.size	plain_mark, .-plain_mark
	.align 4
	.align 32
	.global once_mark
	.type	once_mark, #function
	.proc	020
once_mark:
	mov	3, %g1
	stx	%g0, [%o0]
	stx	%g1, [%o0+8]
	jmp	%o7+8
	 nop
	.size	once_mark, .-once_mark
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 60aff0ffb81071cf): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/tear/bitfield.c
