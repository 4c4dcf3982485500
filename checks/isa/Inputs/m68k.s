| Hand-written m68k assembly (GCC's and GAS's Motorola syntax) for the traps no matrix compiler emits:
| checks/isa/m68k.test.
	.text
	.type	forms, @function
forms:
	move.l (flag,%pc),%d0
	move.l pr+4(%pc),%d1
	lea (pr,%pc),%a1
	move.l (4,%a1),%d2
	move.l 4(%sp),%a0
	move.l (%a0)+,%d0
	move.l (%a0)+,%d1
	move.l 8(%sp),%a1
	move.l %d0,-(%a1)
	lea (8,%a1),%a2
	clr.w (%a2)
	exg %a0,%a2
	move.l %d1,(%a0)
	pea flag
	addq.l #4,%sp
	moves.l (%a0),%d3
	jsr (%a1)
	rts
	.size	forms, .-forms
	.type	lists, @function
lists:
	movem.l %d2-%d3/%a2,-(%sp)
	move.l 16(%sp),%a2
	moveq #3,%d2
.L2:
	move.l (%a2),%d3
	dbra %d2,.L2
	bset #0,flag
	bfset flag{#3:#2}
	tst.b c
	beq .L3
	bra .L2
.L3:
	movem.l (%sp)+,%d2-%d3/%a2
	jra helper
	.size	lists, .-lists
