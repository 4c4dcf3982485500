# once_set from gcc-12/riscv64/O2, broken by hand: the store torn in two. The constant is built as one
# 32-bit half (lui + addiw) instead of being loaded from .LC0, and the one sd is replaced by two sw of
# that half, to magic and magic+4: no RISCV config of the matrix tears the word; this shows that the
# ONCE-RISCV checks would catch it if one did.
# RUN: not FileCheck %S/store-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-RISCV 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-RISCV{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-RISCV check reads it.
plain_set:
once_set:
	lui	a4,74565
	addiw	a4,a4,1656
	lui	a5,%hi(magic)
	addi	a5,a5,%lo(magic)
	sw	a4,0(a5)
	sw	a4,4(a5)
	ret
