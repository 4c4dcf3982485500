/* LoongArch addressing traps, one function each, for checks/isa/loongarch.test: the annotation of Clang's output. */
int flag, x;
struct pair { int a, b; } pr;
extern int ext;
char c;
int table[8];
long words[4];
void helper(void);

/* pcalau12i %pc_hi20 + addi.d %pc_lo12 form the address; the load at offset 0 is of flag. */
int absolute(void) { return flag; }

/* The offset rides on the load: pr+4. */
int member(void) { return pr.b; }

/* ext is not defined here: ld.d %got_pc_lo12 reads its GOT entry (&ext), then the load goes through that. */
int got(void) { return ext; }

/* An argument register plus an offset. */
int argument(struct pair *p) { return p->b; }

/* A byte store. */
void byte(void) { c = 1; }

/* ldx: an index register, so which element is not known. */
int indexed(int i) { return table[i]; }

/* The callee-saved $fp spilled around a call (bl %plt(helper)), and a store after it. */
int calls(int v) { helper(); flag = v; return v; }

/* A loop: the branch back names its .LBB label. */
void wait(void) { while (!*(volatile int *)&flag) ; }

/* A switch: jr through a jump table. */
int switch_table(int v)
{
	switch (v) { case 0: return flag; case 1: return x; case 2: return 7; case 3: return c; case 4: return 11; }
	return 0;
}

/* A sibling call: b to a function leaves this one. */
__attribute__((noinline)) static int local(int v) { flag = v; return v + 1; }
int tail(int v) { return local(v); }

/* amadd_db reads and writes x. */
void atomic(void) { __sync_fetch_and_add(&x, 1); }

/* An acquire load is the load and a dbar; a release store an amswap_db into $zero: a store. */
int acquire(void) { return __atomic_load_n(&flag, __ATOMIC_ACQUIRE); }
void release(void) { __atomic_store_n(&flag, 1, __ATOMIC_RELEASE); }

/* Four words zeroed: one LSX vst of 16 bytes. */
void vector(void) { words[0] = 0; words[1] = 0; }
