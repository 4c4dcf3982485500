# once_select from gcc-12/sparc64/O2, broken by hand: the load of a deleted. No sparc64 config of the matrix
# does this: this shows that the once checks would catch it if one did. plain_select's body is cut to a
# return.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# And plain_select, cut to a return, loads nothing and stores nothing: the STORE-ORDERED-SPARC checks,
# which say what SPARC code does where the store of b is ordered after the load of a, fail on it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/ctrl-dep-cmov.check --check-prefixes=CHECK,STORE-ORDERED,STORE-ORDERED-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=SAFE-FAILS
# SAFE-FAILS: error: STORE-ORDERED-SPARC{{(-NOT)?}}: {{expected string not found|excluded string found}}
	.file	"ctrl-dep-cmov.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_select
	.type	plain_select, #function
	.proc	020
plain_select:
	jmp	%o7+8
	 nop
	.size	plain_select, .-plain_select
	.align 4
	.align 32
	.global once_select
	.type	once_select, #function
	.proc	020
once_select:
	sethi	%hi(a), %g1
	cmp	%g1, 0
	be,pt	%icc, .L6
	 nop
	sethi	%hi(b), %g1
	mov	1, %g2
	st	%g2, [%g1+%lo(b)]
	jmp	%o7+8
	 nop
.L6:
	sethi	%hi(b), %g1
	mov	2, %g2
	st	%g2, [%g1+%lo(b)]
	jmp	%o7+8
	 nop
	.size	once_select, .-once_select
	.global b
	.section	".bss"
	.align 4
	.type	b, #object
	.size	b, 4
b:
	.skip	4
	.global a
	.align 4
	.type	a, #object
	.size	a, 4
a:
	.skip	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 5db073f15f5e80a3): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/order/ctrl-dep-cmov.c
