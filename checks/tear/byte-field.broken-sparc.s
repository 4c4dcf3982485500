# once_done from gcc-12/sparc64/O2, broken by hand: the store of the word doubled. No sparc64 config of the
# matrix does this: this shows that the once checks would catch it if one did. The plain function is left as
# compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/byte-field.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"byte-field.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_done
	.type	plain_done, #function
	.proc	020
plain_done:
	mov	1, %g1
	stb	%g1, [%o0+1]
	jmp	%o7+8
	 nop
	.size	plain_done, .-plain_done
	.align 4
	.align 32
	.global once_done
	.type	once_done, #function
	.proc	020
once_done:
	mov	1, %g1
	st	%g1, [%o0+4]
	st	%g1, [%o0+4]
	jmp	%o7+8
	 nop
	.size	once_done, .-once_done
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs c11bb4eb7b156ff8): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/tear/byte-field.c
