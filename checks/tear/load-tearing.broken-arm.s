# once_is_locked from gcc-12/arm/O2, broken by hand: the load torn in two. The one 32-bit ldr of the word
# (arm's unsigned long) is replaced by two 16-bit ldrh of its halves, from lock and lock+2, and the
# halves are compared in registers: no ARM config of the matrix tears the word; this shows that the
# ONCE-ARM checks would catch it if one did.
# RUN: not FileCheck %S/load-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-ARM 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-ARM{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-ARM check reads it.
plain_is_locked:
once_is_locked:
	movw	r3, #:lower16:.LANCHOR0
	movt	r3, #:upper16:.LANCHOR0
	ldrh	r2, [r3]
	ldrh	r3, [r3, #2]
	cmp	r2, r3
	ite	ne
	movne	r0, #1
	moveq	r0, #0
	bx	lr
