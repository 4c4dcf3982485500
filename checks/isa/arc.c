/* ARC (ARCv2, HS38) traps, one function each, for checks/isa/arc.test: the annotation of GCC's real output. */
int flag;
struct pair { int a, b; } pr;
char c;
int counter;
long long wide;
void helper(void);

/* Section anchors: flag at .LANCHOR0, pr after it; the address in the instruction ([@.LANCHOR0+8]). */
int hilo(void) { return flag; }
int member(void) { return pr.b; }

/* mov_s r2,@.LANCHOR0, then loads through r2. */
int two(void) { return *(volatile int *)&flag + *(volatile int *)&pr.b; }

int argument(struct pair *p) { return p->b; }

void narrow(void) { c = 1; }

/* A 64-bit store: std, two words. */
void pair64(long long v) { wide = v; }

/* A pointer loaded, dmb 1, then the load through it: [[arg0]]. */
int dependent(int **pp) { int *p = *pp; __asm__ volatile("dmb 1" ::: "memory"); return *p; }

/* llock/scond around the add. */
void atomic(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }

/* ex: an exchange. */
int swap(int *p) { return __atomic_exchange_n(p, 1, __ATOMIC_RELAXED); }

/* bl with blink pushed (push_s blink) and popped. */
void calls(void) { helper(); flag = 2; }

/* A loop, and a conditional return (jne_s [blink]). */
void wait(void) { while (!*(volatile int *)&flag) ; }

/* A zero-overhead loop: lp, its end label, and no branch back in the text. */
void count(int *p, int n) { for (int i = 0; i < n; i++) p[i] = i; }

/* A switch: ld.as through the table, j_s through a register. */
int table(int v)
{
	switch (v) { case 0: return flag; case 1: return counter; case 2: return 7; case 3: return c; case 4: return 11; }
	return 0;
}

/* A sibling call: b @local. */
__attribute__((noinline)) static int local(int v) { flag = v; return v + 1; }
int tail(int v) { return local(v); }
