/* PA-RISC traps, one function each, for checks/isa/hppa.test: the annotation of GCC's real output. */
int flag;
struct pair { int a, b; } pr;
char c;
short h;
int counter;
void helper(void);

/* addil LR'flag-$global$,%r27 (the high part, off the data pointer, into %r1) + ldo RR' (the low part). */
int hilo(void) { return flag; }

/* The offset rides on the low part (RR'pr-$global$+4): a load inside pr. */
int member(void) { return pr.b; }

/* An argument plus an offset; at -O0 the argument is spilled through the frame pointer and reloaded. */
int argument(struct pair *p) { return p->b; }

/* Byte and halfword stores: stb, sth. */
void narrow(void) { c = 1; h = 2; }

/* A pointer loaded, sync (once.h's barrier), then the load through it: [[arg0]]. */
int dependent(int **pp) { int *p = *pp; __asm__ volatile("sync" ::: "memory"); return *p; }

/* hppa Linux has no atomic add: a call to libgcc's helper, which accesses *arg0. */
void atomic(void) { __sync_fetch_and_add(&counter, 1); }

/* An acquire: GCC's barrier, an ldcw of an aligned stack word. */
int acquire(int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }

/* A release store: a call to __sync_lock_test_and_set_4, the store it makes through %r26. */
void release(int *p) { __atomic_store_n(p, 1, __ATOMIC_RELEASE); }

/* bl helper,%r2 with the return pointer spilled at -20(%r30), the frame made by ldo 64(%r30),%r30. */
void calls(void) { helper(); flag = 2; }

/* A loop: the branch back, its slot a nop. */
void wait(void) { while (!*(volatile int *)&flag) ; }

/* A nullifying compare: comiclr,<> then b,n, a conditional branch. */
int skip(int v) { if (v) return flag; return counter; }

/* A switch: ldwx,s through the table, bv,n through a register. */
int table(int v)
{
	switch (v) { case 0: return flag; case 1: return counter; case 2: return 7; case 3: return c; case 4: return 11; }
	return 0;
}

/* A walk with a modifying load (ldws,mb): the pointer moves with each load. */
int sum(int *p, int n) { int s = 0; while (n--) s += *++p; return s; }

/* A sibling call. */
__attribute__((noinline)) static int local(int v) { flag = v; return v + 1; }
int tail(int v) { return local(v) + 1; }
