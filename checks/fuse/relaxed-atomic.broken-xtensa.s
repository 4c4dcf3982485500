# once_run from gcc-12/xtensa/O2, broken by hand: need_to_stop loaded once, before the loop, which then only stores heartbeat (the fusing of the relaxed loads taken to the limit). No XTENSA config of the matrix does this;
# this shows that the once checks would catch it if one did. plain_run's body is cut to a
# return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/xtensa/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-XTENSA --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-XTENSA)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"relaxed-atomic.c"
	.text
	.literal_position
	.literal .LC0, heartbeat
	.literal .LC1, need_to_stop
	.align	4
	.global	plain_run
	.type	plain_run, @function
plain_run:
	ret.n
	.size	plain_run, .-plain_run
	.literal_position
	.literal .LC2, heartbeat
	.literal .LC3, need_to_stop
	.align	4
	.global	once_run
	.type	once_run, @function
once_run:
	l32r	a5, .LC2
	l32r	a4, .LC3
	movi.n	a2, 0
	l32i.n	a3, a4, 0
.L7:
	addi.n	a2, a2, 1
	s32i.n	a2, a5, 0
	beqz.n	a3, .L7
	ret.n
	.size	once_run, .-once_run
	.global	heartbeat
	.section	.bss
	.align	4
	.type	heartbeat, @object
	.size	heartbeat, 4
heartbeat:
	.zero	4
	.global	need_to_stop
	.align	4
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (12.2.0-14+deb12u1+13+b2) 12.2.0"
# oncelab (inputs 7d4e363a078d1e9b): xtensa-lx106-elf-gcc-12.2.0 -mlongcalls -mtext-section-literals -mforce-no-pic -mno-serialize-volatile -O2 -std=gnu11 -ffreestanding -fno-pie -fno-strict-aliasing -fno-common -Icases -S -o - cases/fuse/relaxed-atomic.c
