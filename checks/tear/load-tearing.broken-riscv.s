# once_is_locked from gcc-12/riscv64/O2, broken by hand: the load torn in two. The one ld of the word is
# replaced by two lw of its halves, from lock and lock+4 (the address completed with addi), and the
# halves are compared in registers: no RISCV config of the matrix tears the word; this shows that the
# ONCE-RISCV checks would catch it if one did.
# RUN: not FileCheck %S/load-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-RISCV 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-RISCV{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-RISCV check reads it.
plain_is_locked:
once_is_locked:
	lui	a5,%hi(lock)
	addi	a5,a5,%lo(lock)
	lw	a4,0(a5)
	lw	a0,4(a5)
	sub	a0,a0,a4
	snez	a0,a0
	ret
