/* Hexagon addressing traps, one function each, for checks/isa/hexagon.test: the annotation of Clang's output. */
int flag, x, a, b, ready;
struct pair { int a, b; } pr;
char c;
int table[8];
void helper(void);

/* An absolute address: memw(##flag). */
int absolute(void) { return flag; }

/* The offset rides on the symbol: memw(##pr+4). */
int member(void) { return pr.b; }

/* An argument register plus an offset. */
int argument(struct pair *p) { return p->b; }

/* A byte store of a constant. */
void byte(void) { c = 1; }

/* An index register (memw(r0<<#2+##table)): which element is not known. */
int indexed(int i) { return table[i]; }

/* allocframe stores the return address and frame pointer, a callee-saved register is spilled around the
 * call, dealloc_return loads them back and returns. */
int calls(int v) { helper(); flag = v; return v; }

/* A loop: the branch back names its .LBB label. */
void wait(void) { while (!*(volatile int *)&flag) ; }

/* A counted loop: a hardware loop, loop0 and a packet ending :endloop0, which is the branch back. */
int counted(int n)
{
	int sum = 0;
	for (int i = 0; i < n; i++)
		sum += *(volatile int *)&x;
	return sum;
}

/* Two stores in the packet of the return, which Clang writes first: both stores, then the return. */
void publish(int *p, int v) { p[1] = 1; p[0] = v; }

/* The value loaded, stored in the same packet as r0.new. */
void copy(void) { *(volatile int *)&b = *(volatile int *)&a; }

/* An absolute-set load (memw(r1=##ready)) leaves ready's address in r1 for the next. */
int twice(void) { return *(volatile int *)&ready + *(volatile int *)&ready; }

/* A switch: a load from the jump table through an index, and jumpr through it. */
int switch_table(int v)
{
	switch (v) { case 0: return flag; case 1: return x; case 2: return 7; case 3: return c; case 4: return 11; }
	return 0;
}

/* A sibling call: jump to a function leaves this one. */
__attribute__((noinline)) static int local(int v) { flag = v; return v + 1; }
int tail(int v) { return local(v); }

/* memw_locked: the load-locked and the store-conditional of an atomic add. */
void atomic(void) { __sync_fetch_and_add(&x, 1); }

/* Acquire and release: Clang's Hexagon acquire and release are the plain load and store. */
int acquire(void) { return __atomic_load_n(&flag, __ATOMIC_ACQUIRE); }
void release(void) { __atomic_store_n(&flag, 1, __ATOMIC_RELEASE); }

/* The kernel's own instructions in inline assembly, outside any packet: each a packet of its own. */
void fences(void) { __asm__ __volatile__("barrier\n\tsyncht" : : : "memory"); }
