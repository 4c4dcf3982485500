# once_run from gcc-12/m68k/O2, broken by hand: need_to_stop loaded once, before the loop, which then only stores heartbeat (the
# fusing of the relaxed loads taken to the limit). No M68K config of the matrix fuses the loads of plain_run; this shows that the once checks would catch it
# if one did. plain_run's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/m68k/O2 | not FileCheck %S/relaxed-atomic.check --check-prefixes=CHECK,ONCE,ONCE-M68K --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-M68K)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
#NO_APP
	.file	"relaxed-atomic.c"
	.text
	.align	2
	.globl	plain_run
	.type	plain_run, @function
plain_run:
	rts
	.size	plain_run, .-plain_run
	.align	2
	.globl	once_run
	.type	once_run, @function
once_run:
	clr.l %d0
	lea heartbeat,%a1
	move.l need_to_stop,%d1
.L8:
	addq.l #1,%d0
	move.l %d0,(%a1)
	tst.l %d1
	jeq .L8
	rts
	.size	once_run, .-once_run
	.globl	heartbeat
	.section	.bss
	.align	2
	.type	heartbeat, @object
	.size	heartbeat, 4
heartbeat:
	.zero	4
	.globl	need_to_stop
	.align	2
	.type	need_to_stop, @object
	.size	need_to_stop, 4
need_to_stop:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
