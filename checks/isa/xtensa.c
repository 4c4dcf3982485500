/* Xtensa addressing traps, one function each, for checks/isa/xtensa.test: the annotation of GCC's and
 * Clang's real output (both the call0 ABI). */
int flag;
struct pair { int a, b; } pr;
char c;
int counter;
void helper(void);

/* l32r reads the literal .LC0 (.literal .LC0, flag): a pool entry holding &flag; the load goes through it. */
int literal(void) { return flag; }

/* The offset rides in the load (l32i a2, a2, 4) after the literal of pr: a load inside pr. */
int member(void) { return pr.b; }

/* A volatile store: Clang puts memw, the barrier, before it; GCC with -mno-serialize-volatile does not. */
void volatile_store(void) { *(volatile int *)&flag = 1; }

/* An argument plus an offset; at -O0 the argument is spilled to the frame and reloaded. */
int argument(struct pair *p) { return p->b; }

/* A byte store: s8i, of c. */
void byte_store(void) { c = 1; }

/* A pointer loaded, then the load through it: [[arg0]]. */
int dependent(int **p) { return **p; }

/* A call: GCC's call0 helper; Clang's l32r of the literal &helper and callx0 through the register; the
 * global read after the call is read through a fresh literal (a8 is not kept across the call). */
int calls(void) { helper(); return flag; }

/* smp_mb() in the kernel's spelling: memw. */
void fence(void) { __asm__ __volatile__("memw" : : : "memory"); }

/* A release store (with S32C1I, Clang: memw then s32i; GCC the same) and an acquire load (l32i then memw). */
void release(int *p) { __atomic_store_n(p, 1, __ATOMIC_RELEASE); }
int acquire(int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }

/* A compare-and-swap: s32c1i (Clang with S32C1I) loads and stores. */
int cas(int *p) { int old = 0; __atomic_compare_exchange_n(p, &old, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return old; }

/* A loop: the back branch, and the store each trip. */
void loop(int n) { for (int i = 0; i < n; i++) *(volatile int *)&counter = i; }
