# once_hash from gcc-12/ppc64le/O2, broken by hand: the seed is read again, as GCC reads it on x86.
# Before the final xors, r11 (which holds seed) is loaded from hash_seed afresh (addis @toc@ha +
# lwz @toc@l) instead of being kept: no PPC config of the matrix reads the seed twice; this shows
# that the once checks would catch it if one did.
# plain_hash's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/ppc64le/O2 | not FileCheck %S/invented-load.check --check-prefixes=CHECK,ONCE,ONCE-PPC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE-NOT: excluded string found
	.file	"invented-load.c"
	.machine power8
	.abiversion 2
	.section	".text"
	.align 2
	.p2align 4,,15
	.globl plain_hash
	.type	plain_hash, @function
plain_hash:
	.localentry	plain_hash,.-plain_hash
	blr
	.size	plain_hash,.-plain_hash
	.align 2
	.p2align 4,,15
	.globl once_hash
	.type	once_hash, @function
once_hash:
.LFB3:
	.cfi_startproc
.LCF1:
0:	addis 2,12,.TOC.-.LCF1@ha
	addi 2,2,.TOC.-.LCF1@l
	.localentry	once_hash,.-once_hash
	std 25,-56(1)
	std 24,-64(1)
	std 26,-48(1)
	std 27,-40(1)
	std 28,-32(1)
	std 29,-24(1)
	std 30,-16(1)
	std 31,-8(1)
	.cfi_offset 25, -56
	.cfi_offset 24, -64
	.cfi_offset 26, -48
	.cfi_offset 27, -40
	.cfi_offset 28, -32
	.cfi_offset 29, -24
	.cfi_offset 30, -16
	.cfi_offset 31, -8
	addis 11,2,.LANCHOR0@toc@ha
	lwz 11,.LANCHOR0@toc@l(11)
	lwz 31,4(3)
	lwz 0,8(3)
	lwz 8,20(3)
	lwz 10,24(3)
	lwz 26,12(3)
	lwz 7,28(3)
	lwz 9,52(3)
	lwz 27,0(3)
	lwz 4,56(3)
	lwz 24,16(3)
	lwz 5,60(3)
	lwz 12,36(3)
	xor 31,11,31
	xor 0,11,0
	lwz 6,48(3)
	lwz 29,40(3)
	lwz 30,32(3)
	lwz 28,44(3)
	add 31,31,8
	add 0,0,10
	xor 26,11,26
	xor 3,11,27
	add 26,26,7
	xor 9,31,9
	xor 4,0,4
	add 3,3,24
	rotlwi 9,9,16
	xor 5,26,5
	rotlwi 4,4,16
	add 12,12,9
	add 29,29,4
	xor 6,3,6
	rotlwi 5,5,16
	xor 8,8,12
	add 28,28,5
	rotlwi 6,6,16
	xor 10,10,29
	add 30,30,6
	rotlwi 8,8,12
	xor 7,7,28
	rotlwi 10,10,12
	add 25,31,8
	add 27,0,10
	xor 24,24,30
	rotlwi 7,7,12
	xor 9,9,25
	add 26,26,7
	rotlwi 24,24,12
	xor 4,4,27
	add 3,3,24
	rotlwi 9,9,8
	xor 5,5,26
	rotlwi 4,4,8
	add 12,12,9
	add 29,29,4
	xor 6,6,3
	rotlwi 5,5,8
	xor 8,8,12
	add 31,28,5
	rotlwi 6,6,8
	xor 10,10,29
	add 30,30,6
	rotlwi 8,8,7
	xor 7,7,31
	rotlwi 10,10,7
	add 28,3,8
	add 25,25,10
	xor 24,24,30
	rotlwi 7,7,7
	rotlwi 24,24,7
	add 27,27,7
	xor 5,5,28
	xor 6,6,25
	add 26,24,26
	rotlwi 6,6,16
	rotlwi 5,5,16
	xor 9,9,27
	add 29,29,5
	add 31,31,6
	rotlwi 9,9,16
	xor 4,4,26
	add 30,30,9
	xor 8,8,29
	xor 10,10,31
	rotlwi 4,4,16
	rotlwi 8,8,12
	add 12,12,4
	rotlwi 10,10,12
	xor 7,7,30
	add 28,28,8
	add 25,25,10
	xor 0,24,12
	rotlwi 7,7,12
	xor 3,6,25
	add 27,27,7
	xor 5,5,28
	rotlwi 0,0,12
	rotlwi 5,5,8
	add 26,26,0
	rotlwi 3,3,8
	xor 9,9,27
	add 29,29,5
	add 31,31,3
	rotlwi 9,9,8
	xor 4,4,26
	add 30,30,9
	xor 8,8,29
	xor 10,10,31
	rotlwi 4,4,8
	rotlwi 8,8,7
	add 12,12,4
	rotlwi 10,10,7
	xor 7,7,30
	add 25,8,25
	add 27,10,27
	rotlwi 7,7,7
	xor 0,0,12
	xor 6,9,25
	add 26,7,26
	rotlwi 0,0,7
	xor 4,4,27
	add 28,28,0
	rotlwi 6,6,16
	xor 5,5,26
	rotlwi 4,4,16
	add 12,12,6
	add 29,29,4
	rotlwi 5,5,16
	xor 3,3,28
	add 31,31,5
	xor 10,10,29
	xor 8,8,12
	rotlwi 3,3,16
	xor 7,7,31
	add 30,30,3
	rotlwi 10,10,12
	rotlwi 8,8,12
	add 27,27,10
	add 25,25,8
	xor 9,0,30
	rotlwi 7,7,12
	xor 4,4,27
	add 26,26,7
	xor 6,6,25
	rotlwi 9,9,12
	xor 5,5,26
	add 28,28,9
	rotlwi 4,4,8
	rotlwi 6,6,8
	add 29,29,4
	add 12,12,6
	rotlwi 5,5,8
	xor 3,3,28
	add 31,31,5
	xor 10,10,29
	xor 8,8,12
	rotlwi 3,3,8
	xor 7,7,31
	add 30,30,3
	rotlwi 10,10,7
	rotlwi 8,8,7
	add 25,25,10
	add 28,28,8
	rotlwi 7,7,7
	xor 9,9,30
	add 27,27,7
	xor 3,3,25
	xor 5,5,28
	rotlwi 9,9,7
	rotlwi 0,3,16
	add 26,9,26
	xor 6,6,27
	rotlwi 5,5,16
	add 31,31,0
	add 29,29,5
	rotlwi 6,6,16
	xor 4,4,26
	add 30,30,6
	xor 8,8,29
	xor 10,10,31
	rotlwi 4,4,16
	rotlwi 8,8,12
	add 12,12,4
	rotlwi 10,10,12
	xor 7,7,30
	add 28,28,8
	add 25,25,10
	rotlwi 7,7,12
	xor 9,9,12
	add 27,27,7
	xor 24,11,25
	xor 3,11,28
	rotlwi 9,9,12
	xor 5,5,28
	add 26,26,9
	rotlwi 28,5,8
	add 3,3,24
	addis 11,2,.LANCHOR0@toc@ha
	lwz 11,.LANCHOR0@toc@l(11)
	xor 5,11,27
	ld 24,-64(1)
	add 3,3,5
	xor 5,11,26
	add 3,3,5
	xor 11,0,25
	ld 25,-56(1)
	rotlwi 11,11,8
	xor 6,6,27
	ld 27,-40(1)
	add 3,3,28
	rotlwi 6,6,8
	add 3,3,11
	xor 4,4,26
	ld 26,-48(1)
	rotlwi 4,4,8
	add 3,3,6
	add 29,29,28
	add 3,3,4
	ld 28,-32(1)
	add 31,31,11
	add 3,3,29
	add 30,30,6
	add 3,3,31
	add 12,12,4
	xor 8,8,29
	ld 29,-24(1)
	add 3,3,30
	rotlwi 8,8,7
	xor 10,10,31
	add 3,3,12
	rotlwi 10,10,7
	add 3,3,8
	xor 7,7,30
	add 3,3,10
	ld 30,-16(1)
	ld 31,-8(1)
	rotlwi 7,7,7
	xor 9,9,12
	add 3,3,7
	rotlwi 9,9,7
	add 3,3,9
	rldicl 3,3,0,32
	.cfi_restore 31
	.cfi_restore 30
	.cfi_restore 29
	.cfi_restore 28
	.cfi_restore 27
	.cfi_restore 26
	.cfi_restore 25
	.cfi_restore 24
	blr
	.long 0
	.byte 0,0,0,0,0,8,0,0
	.cfi_endproc
.LFE3:
	.size	once_hash,.-once_hash
	.globl hash_seed
	.section	".bss"
	.align 2
	.set	.LANCHOR0,. + 0
	.type	hash_seed, @object
	.size	hash_seed, 4
hash_seed:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
