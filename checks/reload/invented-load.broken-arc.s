# once_hash from gcc-12/arc/O2, broken by hand: hash_seed is read a second time, straight after the first, as
# GCC reads the plain seed again on x86. No ARC config of the matrix does this; this shows that the once checks
# would catch it if one did. plain_hash's body is cut to a return: no check of this run reads it.
# RUN: %oncelab asm %s --color never --config gcc-12/arc/O2 | not FileCheck %S/invented-load.check --check-prefixes=CHECK,ONCE,ONCE-ARC --allow-unused-prefixes 2>&1 | FileCheck %s --check-prefix=FAILS
# FAILS: error: ONCE{{(-ARC)?(-NOT|-NEXT|-DAG)?}}: {{expected string not found|excluded string found|is not on the line after}}
	.file	"invented-load.c"
	.cpu HS
	.arc_attribute Tag_ARC_PCS_config, 3
	.arc_attribute Tag_ARC_ABI_rf16, 0
	.arc_attribute Tag_ARC_ABI_pic, 0
	.arc_attribute Tag_ARC_ABI_tls, 1
	.arc_attribute Tag_ARC_ABI_sda, 0
	.arc_attribute Tag_ARC_ABI_exceptions, 0
	.arc_attribute Tag_ARC_CPU_variation, 2
	.section	.text
	.align 4
	.global	plain_hash
	.type	plain_hash, @function
plain_hash:
	j_s	[blink]
	.size	plain_hash, .-plain_hash
	.align 4
	.global	once_hash
	.type	once_hash, @function
once_hash:
	std.a	r16,[sp,-8]
	std.a	r14,[sp,-8]
	push_s	r13
	ld	r5,[@.LANCHOR0]	;23
	ld	r5,[@.LANCHOR0]	;23
	ld	r6,[r0,4]	;23
	xor r6,r6,r5
	ld_s	r13,[r0,20]		;15
	add r6,r6,r13
	ld	r11,[r0,8]	;23
	xor r11,r11,r5
	ld	r4,[r0,24]	;23
	add r11,r11,r4
	ld_s	r2,[r0,52]		;15
	xor r8,r6,r2
	ld	r17,[r0,12]	;23
	xor r17,r17,r5
	ld_s	r1,[r0,28]		;15
	add r17,r17,r1
	ld_s	r2,[r0]		;15
	xor r2,r2,r5
	ld_s	r14,[r0,56]		;15
	xor r14,r14,r11
	ld_s	r15,[r0,16]		;15
	add r16,r2,r15
	ld_s	r12,[r0,60]		;15
	xor r12,r12,r17
	ld_s	r3,[r0,48]		;15
	xor r3,r3,r16
	ror	r2,r8,16
	ld	r7,[r0,36]	;23
	add r7,r7,r2
	ld	r10,[r0,40]	;23
	ror	r14,r14,16
	ld	r9,[r0,44]	;23
	add r10,r10,r14
	ror	r12,r12,16
	xor r13,r13,r7
	ld	r8,[r0,32]	;23
	add r9,r9,r12
	ror	r3,r3,16
	xor r4,r4,r10
	add r8,r8,r3
	xor r1,r1,r9
	xor r0,r15,r8
	ror	r13,r13,20
	add r6,r6,r13
	ror	r4,r4,20
	add r11,r11,r4
	xor r15,r2,r6
	ror	r1,r1,20
	add r17,r17,r1
	ror	r0,r0,20
	xor r14,r14,r11
	add r2,r16,r0
	xor r12,r12,r17
	xor_s r3,r3,r2
	ror	r15,r15,24
	add r7,r7,r15
	ror	r14,r14,24
	add r10,r10,r14
	ror	r12,r12,24
	xor r13,r13,r7
	add r9,r9,r12
	ror	r3,r3,24
	xor r4,r4,r10
	add r8,r8,r3
	xor r1,r1,r9
	xor r0,r0,r8
	ror	r13,r13,25
	add_s r2,r2,r13 ;1
	ror	r4,r4,25
	add r6,r6,r4
	ror	r1,r1,25
	xor_s r12,r12,r2
	add r11,r11,r1
	ror	r0,r0,25
	xor r3,r3,r6
	add r17,r17,r0
	xor r15,r15,r11
	xor r14,r14,r17
	ror	r12,r12,16
	add r10,r10,r12
	ror	r3,r3,16
	add r9,r9,r3
	ror	r15,r15,16
	xor r13,r13,r10
	add r8,r8,r15
	xor r4,r4,r9
	ror	r14,r14,16
	add r7,r7,r14
	xor r1,r1,r8
	xor r0,r0,r7
	ror	r13,r13,20
	ror	r16,r4,20
	add_s r2,r2,r13 ;1
	add r6,r6,r16
	xor r4,r12,r2
	ror	r1,r1,20
	add r11,r11,r1
	ror	r0,r0,20
	xor r3,r3,r6
	add r17,r17,r0
	xor r15,r15,r11
	xor r14,r14,r17
	ror	r4,r4,24
	add r10,r10,r4
	ror	r3,r3,24
	add r9,r9,r3
	ror	r15,r15,24
	xor r13,r13,r10
	add r8,r8,r15
	xor r12,r16,r9
	ror	r14,r14,24
	add r7,r7,r14
	xor r1,r1,r8
	xor r0,r0,r7
	ror	r13,r13,25
	add r6,r6,r13
	ror	r12,r12,25
	ror	r16,r1,25
	add r11,r11,r12
	xor r15,r15,r6
	add r17,r17,r16
	ror	r0,r0,25
	xor r14,r14,r11
	add_s r2,r2,r0 ;1
	xor r4,r4,r17
	xor r1,r3,r2
	ror	r15,r15,16
	add r7,r7,r15
	ror	r14,r14,16
	add r10,r10,r14
	ror	r4,r4,16
	xor r13,r13,r7
	add r9,r9,r4
	ror	r1,r1,16
	xor r12,r12,r10
	add r8,r8,r1
	xor r3,r16,r9
	xor r0,r0,r8
	ror	r13,r13,20
	add r6,r6,r13
	ror	r12,r12,20
	add r11,r11,r12
	ror	r3,r3,20
	xor r15,r15,r6
	add r17,r17,r3
	ror	r0,r0,20
	xor r14,r14,r11
	add_s r2,r2,r0 ;1
	xor r4,r4,r17
	xor_s r1,r1,r2
	ror	r15,r15,24
	add r7,r7,r15
	ror	r14,r14,24
	add r10,r10,r14
	ror	r4,r4,24
	xor r13,r13,r7
	add r9,r9,r4
	ror	r1,r1,24
	xor r12,r12,r10
	add r8,r8,r1
	xor r3,r3,r9
	xor r0,r0,r8
	ror	r13,r13,25
	add_s r2,r2,r13 ;1
	ror	r12,r12,25
	add r6,r6,r12
	ror	r3,r3,25
	xor r4,r4,r2
	add r11,r11,r3
	ror	r0,r0,25
	xor r1,r1,r6
	add r17,r17,r0
	xor r15,r15,r11
	xor r14,r14,r17
	ror	r4,r4,16
	add r10,r10,r4
	ror	r1,r1,16
	add r9,r9,r1
	ror	r15,r15,16
	xor r13,r13,r10
	add r8,r8,r15
	ror	r14,r14,16
	xor r12,r12,r9
	add r7,r7,r14
	xor r3,r3,r8
	xor r0,r0,r7
	ror	r13,r13,20
	add_s r2,r2,r13 ;1
	ror	r12,r12,20
	add r6,r6,r12
	ror	r3,r3,20
	xor r4,r4,r2
	add r11,r11,r3
	xor r16,r5,r6
	ror	r0,r0,20
	xor r1,r1,r6
	xor r2,r2,r5
	add r17,r17,r0
	xor r6,r15,r11
	add_s r2,r2,r16 ;1
	xor r11,r11,r5
	xor r15,r5,r17
	xor r14,r14,r17
	add_s r2,r2,r11 ;1
	ror	r4,r4,24
	add_s r2,r2,r15 ;1
	ror	r1,r1,24
	add_s r2,r2,r4 ;1
	ror	r15,r6,24
	add_s r2,r2,r1 ;1
	add r10,r10,r4
	ror	r14,r14,24
	add_s r2,r2,r15 ;1
	add r9,r9,r1
	add_s r2,r2,r14 ;1
	xor r13,r13,r10
	add r8,r8,r15
	add_s r2,r2,r10 ;1
	xor r12,r12,r9
	add r7,r7,r14
	add_s r2,r2,r9 ;1
	xor r3,r3,r8
	add_s r2,r2,r8 ;1
	xor r0,r0,r7
	add_s r2,r2,r7 ;1
	ror	r13,r13,25
	add_s r2,r2,r13 ;1
	ror	r12,r12,25
	add_s r2,r2,r12 ;1
	ror	r3,r3,25
	add_s r2,r2,r3 ;1
	ror	r0,r0,25
	add_s r0,r0,r2 ;1
	pop_s	r13
	ldd.ab	r14,[sp,8]
	ldd.ab	r16,[sp,8]
	j_s	[blink]
	.size	once_hash, .-once_hash
	.global	hash_seed
	.section	.bss
	.align 4
	.set	.LANCHOR0,. + 0
	.type	hash_seed, @object
	.size	hash_seed, 4
hash_seed:
	.zero	4
	.ident	"GCC: (Debian 12.2.0-13) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
