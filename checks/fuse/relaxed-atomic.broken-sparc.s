# once_run from gcc-12/sparc64/O2, broken by hand: the load of need_to_stop deleted from the loop (the loop
# then never reads it). No sparc64 config of the matrix does this: this shows that the once checks would catch
# it if one did. The plain function is left as compiled: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/sparc64/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-SPARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-SPARC)?}}{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"relaxed-atomic.c"
	.section	".text"
	.align 4
	.align 32
	.global plain_run
	.type	plain_run, #function
	.proc	020
plain_run:
	.register	%g2, #scratch
	.register	%g3, #scratch
	sethi	%hi(heartbeat), %o5
	sethi	%hi(need_to_stop), %g3
	mov	0, %g1
	or	%o5, %lo(heartbeat), %o5
	or	%g3, %lo(need_to_stop), %g3
.L2:
	add	%g1, 1, %g1
	stx	%g1, [%o5]
	lduw	[%g3], %g2
	cmp	%g2, 0
	be,pt	%icc, .L2
	 nop
	jmp	%o7+8
	 nop
	.size	plain_run, .-plain_run
	.align 4
	.align 32
	.global once_run
	.type	once_run, #function
	.proc	020
once_run:
	sethi	%hi(heartbeat), %o5
	sethi	%hi(need_to_stop), %g3
	mov	0, %g1
	or	%o5, %lo(heartbeat), %o5
	or	%g3, %lo(need_to_stop), %g3
.L7:
	add	%g1, 1, %g1
	stx	%g1, [%o5]
	cmp	%g2, 0
	be,pt	%icc, .L7
	 nop
	jmp	%o7+8
	 nop
	.size	once_run, .-once_run
	.global heartbeat
	.section	".bss"
	.align 8
	.type	heartbeat, #object
	.size	heartbeat, 8
heartbeat:
	.skip	8
	.global need_to_stop
	.align 4
	.type	need_to_stop, #object
	.size	need_to_stop, 4
need_to_stop:
	.skip	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
# oncelab (inputs 55acfa719e0efc9f): sparc64-linux-gnu-gcc-12 -m64 -mno-fpu -mcpu=ultrasparc -mcmodel=medlow -ffixed-g4 -ffixed-g5 -mtune=ultrasparc3 -fno-delayed-branch -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/fuse/relaxed-atomic.c
