/* m68k addressing traps, one function each, for checks/isa/m68k.test: the annotation of GCC's real output. */
int flag;
struct pair { int a, b; } pr;
int x, a;
char c;
int counter;
int table[8];
struct bits { unsigned lo : 3, mid : 5, hi : 24; } bf;
void helper(void);

/* An absolute address: move.l flag,%d0 loads flag itself. */
int absolute(void) { return flag; }

/* The offset rides on the symbol (pr+4): a load inside pr. */
int member(void) { return pr.b; }

/* lea makes an address, not an access; the volatile load goes through it. */
int through_address(void) { return *(volatile int *)&pr.b; }

/* The arguments are on the stack: 4(%sp) at entry is argument 0 (a stack load), then a load through it. */
int argument(struct pair *p) { return p->b; }

/* Memory to memory: one move.l reads x and writes a. */
void copy(void) { a = x; }

/* Read-modify-write in one instruction: addq.l #1,counter loads and stores counter. */
void increment(void) { counter++; }

/* tst.l reads, clr.l writes. */
void test_and_clear(void) { if (flag) c = 0; }

/* An index register: which element is not known. */
int indexed(int i) { return table[i]; }

/* A post-increment walk: the register moves on by the size after each load. */
int walk(int *p) { return p[0] + p[1]; }

/* A bitfield inside memory: bfextu reads it, bfins/bfset write it. */
void field(int v) { bf.mid = v; }

/* The callee-saved registers pushed with movem, a call, and a store after it. */
int calls(int v) { helper(); flag = v; return v; }

/* Pointers live across a call, in callee-saved registers saved with movem (clang-13 writes the list with commas). */
int across(int *p, int *q) { int a = *p, b = *q; helper(); return a + b + *p + *q; }

/* A 32-bit multiply: on the 68000 Clang compiles for, a call to libgcc (clang-13 and -14 write __mulsi3@PLT). */
int product(int a, int b) { return a * b; }

/* A loop: the branch back names its .L label. */
void wait(void) { while (!*(volatile int *)&flag) ; }

/* A switch: jmp through a jump table. */
int switch_table(int v)
{
	switch (v) { case 0: return flag; case 1: return counter; case 2: return 7; case 3: return c; case 4: return 11; }
	return 0;
}

/* A sibling call: jra to a function leaves this one. */
__attribute__((noinline)) static int local(int v) { flag = v; return v + 1; }
int tail(int v) { return local(v); }

/* An atomic add: whatever the compiler emits, counter is loaded and stored. clang-13 cannot build it ("Cannot
 * select: ... AtomicLoadAdd"): its RUN lines leave it out with -DNO_ATOMIC_ADD. */
#ifndef NO_ATOMIC_ADD
void atomic(void) { __sync_fetch_and_add(&counter, 1); }
#endif

/* A release store and an acquire load: on the 68000 it compiles for by default, Clang calls libatomic, passing the
 * pointer on the stack (__atomic_store_4, or the generic __atomic_store, size first, for a field only 2-aligned). */
void release(struct pair *p) { __atomic_store_n(&p->b, 1, __ATOMIC_RELEASE); }
int acquire(void) { return __atomic_load_n(&flag, __ATOMIC_ACQUIRE); }
