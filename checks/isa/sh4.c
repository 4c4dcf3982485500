/* SuperH addressing traps, one function each, for checks/isa/sh4.test: the annotation of GCC's real output. */
int flag;
struct pair { int a, b; } pr;
int x, a;
char c;
short s;
int counter;
int table[8];
void helper(void);
void helper_arg(int);

/* A global's address comes from a literal pool (mov.l .L5,r1: `pool &flag`), then the load through it. */
int absolute(void) { return flag; }

/* The offset rides on the register: @(4,r1) is pr+4. */
int member(void) { return pr.b; }

/* An argument arrives in r4: @(4,r4) is [arg0+4]. */
int argument(struct pair *p) { return p->b; }

/* A load, then a store; the byte store needs r0 (mov.b r0,@(disp,rn)). */
void copy(void) { a = x; c = 0; }

/* A 16-bit constant comes from a pool of .short (mov.w .L5,r1: `pool .L5`, no address). */
void constant(void) { s = 1234; }

/* An index register, r0: which element is not known. */
int indexed(int i) { return table[i]; }

/* Two loads through the same pointer. */
int walk(int *p) { return p[0] + p[1]; }

/* pr pushed (sts.l pr,@-r15) and popped (lds.l @r15+,pr), a call through a pool entry (jsr @r1), r8 saved. */
int calls(int v) { helper(); flag = v; return v; }

/* A loop: the load, tst, and the branch back to the .L label. */
void wait(void) { while (!*(volatile int *)&flag) ; }

/* A switch: mova, a load from the byte table indexed by r0, braf. */
int switch_table(int v)
{
	switch (v) { case 0: return flag; case 1: return counter; case 2: return 7; case 3: return c; case 4: return 11; }
	return 0;
}

/* A sibling call: mov.l .L5,r1 then jmp @r1 leaves this function, calling helper_arg. */
void tail(int v) { helper_arg(v + 1); }

/* An atomic add, gUSA (Debian's default -matomic-model=soft-gusa): r15 holds a negative length while the
 * sequence runs, then gets its value back from r1; counter is loaded and stored. */
void atomic(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }
