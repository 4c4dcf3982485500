# once_use from gcc-12/sparc64/O2, broken by hand: the load of global_ptr doubled (the pointer read again
# after its check). No sparc64 config of the matrix does this: this shows that the once checks would catch it
# if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/pointer-recheck.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"pointer-recheck.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_use
	.type	plain_use, #function
	.proc	020
plain_use:
	save	%sp, -176, %sp
	sethi	%hi(global_ptr), %g1
	ldx	[%g1+%lo(global_ptr)], %o0
	brz,pn	%o0, .L1
	 nop
	sethi	%hi(high_address), %g1
	ldx	[%g1+%lo(high_address)], %g1
	cmp	%g1, %o0
	bgu,pn	%xcc, .L7
	 nop
.L1:
	return	%i7+8
	 nop
.L7:
	call	do_low, 0
	 nop
	return	%i7+8
	 nop
	.size	plain_use, .-plain_use
	.align 4
	.align 32
	.global once_use
	.type	once_use, #function
	.proc	020
once_use:
	save	%sp, -176, %sp
	sethi	%hi(global_ptr), %g1
	ldx	[%g1+%lo(global_ptr)], %g3
	ldx	[%g1+%lo(global_ptr)], %o0
	brz,pn	%o0, .L8
	 nop
	sethi	%hi(high_address), %g1
	ldx	[%g1+%lo(high_address)], %g1
	cmp	%g1, %o0
	bgu,pn	%xcc, .L13
	 nop
.L8:
	return	%i7+8
	 nop
.L13:
	call	do_low, 0
	 nop
	return	%i7+8
	 nop
	.size	once_use, .-once_use
	.global high_address
	.section	".bss"
	.align 8
	.type	high_address, #object
	.size	high_address, 8
high_address:
	.skip	8
	.global global_ptr
	.align 8
	.type	global_ptr, #object
	.size	global_ptr, 8
global_ptr:
	.skip	8
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 976882c66b982a97): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/reload/pointer-recheck.c
