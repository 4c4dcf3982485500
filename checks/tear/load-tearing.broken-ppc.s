# once_is_locked from gcc-12/ppc64le/O2, broken by hand: the load torn in two. The one ld of the word is
# replaced by two lwz of its halves, from lock and lock+4 (the address completed with addi), and the
# halves are compared in registers: no PPC config of the matrix tears the word; this shows that the
# ONCE-PPC checks would catch it if one did.
# RUN: not FileCheck %S/load-tearing.check --input-file=%s --check-prefixes=CHECK,ONCE-PPC 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-PPC{{(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
# The plain function's label opens the block before once's; no ONCE-PPC check reads it.
plain_is_locked:
once_is_locked:
	addis	2,12,.TOC.-.LCF1@ha
	addi	2,2,.TOC.-.LCF1@l
	addis	9,2,.LANCHOR0@toc@ha
	addi	9,9,.LANCHOR0@toc@l
	lwz	10,0(9)
	lwz	3,4(9)
	xor	3,3,10
	cntlzw	3,3
	srwi	3,3,5
	xori	3,3,0x1
	blr
