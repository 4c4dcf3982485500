# Hand-written PA-RISC for checks/isa/hppa.test: what GCC does not emit for the corpus with the filler off.
	.text
	.align 4
.globl slots
	.type	slots, @function
slots:
	.PROC
	.CALLINFO FRAME=0,NO_CALLS
	.ENTRY
	addil LR'flag-$global$,%r27
	ldo RR'flag-$global$(%r1),%r1
.L1:
	comib,= 0,%r28,.L2
	ldw 0(%r1),%r28
	comib,=,n 0,%r28,.L1
	ldw 4(%r1),%r28
	b,n .L2
	ldw 8(%r1),%r28
.L2:
	bv %r0(%r2)
	ldw 0(%r1),%r28
	.EXIT
	.PROCEND
	.size	slots, .-slots
	.align 4
.globl modify
	.type	modify, @function
modify:
	.PROC
	.CALLINFO FRAME=64,CALLS,SAVE_RP
	.ENTRY
	stwm %r3,64(%r30)
	ldws,ma 4(%r26),%r28
	ldw 0(%r26),%r19
	stws,mb %r28,-4(%r25)
	ldil L'flag,%r20
	ldo R'flag(%r20),%r20
	ldw 0(%r20),%r21
	ldcw 0(%r24),%r22
	fldws 8(%r26),%fr4L
	fstds %fr5,16(%r25)
	addib,<> -1,%r23,.L3
	nop
.L3:
	ble 0(%sr4,%r22)
	copy %r31,%r2
	ldwm -64(%r30),%r3
	bv,n %r0(%r2)
	.EXIT
	.PROCEND
	.size	modify, .-modify
.globl flag
	.section	.bss
	.type	flag, @object
	.size	flag, 4
	.align 4
flag:
	.block 8
