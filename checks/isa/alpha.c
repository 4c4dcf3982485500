/* Alpha addressing traps, one function each, for checks/isa/alpha.test: the annotation of GCC's real output. */
int flag;
struct pair { int a, b; } pr;
extern int ext;
char c;
int counter;
void helper(void);

/* ldah !gprelhigh (relative to gp) + ldl !gprellow of the same symbol: the load of flag. */
int hilo(void) { return flag; }

/* The offset rides on both relocations (pr+4): a load inside pr. */
int member(void) { return pr.b; }

/* lda !gprellow completes an address in a register; the volatile load goes through it, 4 past it. */
int through_address(void) { return *(volatile int *)&pr.b; }

/* ext is not defined here: ldq !literal reads its GOT entry (&ext), then the load goes through that. */
int got(void) { return ext; }

/* An argument plus an offset; at -O0 the argument is spilled through the frame pointer and reloaded. */
int argument(struct pair *p) { return p->b; }

/* No BWX: a byte store reads and writes the aligned quadword holding c (ldq_u, insbl, mskbl, stq_u). */
void byte_store(void) { c = 1; }

/* The same through an argument: the quadword holding p + 5. */
void byte_argument(char *p) { p[5] = 7; }

/* A pointer loaded, mb, then the load through it (the pmd walk): [[arg0]]. */
int dependent(int **pp) { int *p = *pp; __asm__ volatile("mb" ::: "memory"); return *p; }

/* ldl_l/stl_c between two mb: a load and a store of counter, not a barrier. */
void atomic(void) { __sync_fetch_and_add(&counter, 1); }

/* jsr through $27 loaded from helper's GOT entry; $26 spilled around the call. */
void calls(void) { helper(); flag = 2; }

/* A loop: the branch back names its $L label. */
void wait(void) { while (!*(volatile int *)&flag) ; }

/* A switch: jmp through a register to a jump table. */
int table(int v)
{
	switch (v) { case 0: return flag; case 1: return counter; case 2: return 7; case 3: return c; case 4: return 11; }
	return 0;
}

/* A sibling call: jmp $31,($27),local leaves the function. */
__attribute__((noinline)) static int local(int v) { flag = v; return v + 1; }
int tail(int v) { return local(v); }

/* With -mcpu=ev6, a load to $31 or $f31 is a prefetch: a hint, no access. */
void prefetch(int *p) { __builtin_prefetch(p + 4); __builtin_prefetch(p, 1); }
