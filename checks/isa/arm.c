/* The addressing traps of 32-bit ARM (armhf), one a function: checks/isa/arm.test annotates them.
   GCC (Debian's armhf) writes Thumb-2, Clang (armv7a) writes A32; both in unified syntax. */

int flag;                       /* GCC reaches its .bss through the section anchor .LANCHOR0 */
int progress;                   /* the volatile store of work() */
int pair[3];                    /* .LANCHOR0+4 at GCC: an anchor's offset is a variable's */
long long v64;                  /* ldrd/strd: two accesses of 4 bytes */
struct three { int a, b, c; } src3, dst3;
extern void helper(void);
extern int ext_array[];         /* defined elsewhere: its address in a literal pool (GCC -Os) */

/* movw r3, #:lower16:flag + movt r3, #:upper16:flag: the two halves of the address, then [r3]. */
int load_flag(void) { return flag; }

/* An offset into an anchored variable: [r3, #12] from .LANCHOR0 (GCC), [r1, #8] from pair (Clang);
   GCC -Os loads .LANCHOR0 from a literal pool (ldr r3, .L5 where .L5: .word .LANCHOR0). */
void store_pair(int v) { pair[2] = v; }

/* GCC -Os: ldr r3, .L8 loads the pool word .word ext_array, then [r3, #8]. */
int pool_load(void) { return ext_array[2]; }

/* [r0, #4]: through an argument; at -O0 the argument is spilled (str r0, [r7, #4] after add r7, sp, #0,
   GCC's frame pointer; [sp] for Clang) and reloaded before the access. */
int arg_load(int *p) { return p[1]; }

/* A pointer loaded through an argument: [[arg0+8]+4]. */
int chase(int **p) { return p[2][1]; }

/* [r0, r1, lsl #2]: an index register, the address is not known. */
int indexed(int *p, int i) { return p[i]; }

/* [r0], #4 (post-index: the access at r0, then r0 += 4); [r0, #8]! (pre-index: r0 += 8, then the access). */
int *post(int *p, int *out) { *out = *p; return p + 1; }
int *pre(int *p, int *out) { p += 2; *out = *p; return p; }

/* ldrd/strd r2, r3, [rN]: a 64-bit variable is a pair of words (GCC writes strd r0, [r3] for r0, r1). */
void copy64(void) { v64 = v64 + 1; }
void set64(long long x) { v64 = x; }

/* ldm/stm r3, {r0, r1, r2}: one access per register, consecutive words. */
void copy3(void) { dst3 = src3; }

/* push {r4, lr} ... pop {r4, pc}: the stack, and the return; bl: a call. */
int call_keep(int *p) { helper(); return *p; }

/* b helper: a tail call. */
void tail(void) { helper(); }

/* blx r0: a call through a register; at -O2 bx r0: a tail call through a register. */
void call_pointer(void (*f)(void)) { f(); }
void call_then(void (*f)(void)) { f(); flag = 1; }

/* ldrex/strex (the status register first, then the data) in a loop, between dmb ish barriers. */
int fetch_add(void) { return __atomic_fetch_add(&flag, 1, __ATOMIC_SEQ_CST); }

/* ldr; dmb ish: the load-acquire of ARMv7 (no lda). */
int load_acquire(int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }

/* dmb ish; str: the store-release of ARMv7 (no stl). */
void store_release(int *p) { __atomic_store_n(p, 1, __ATOMIC_RELEASE); }

/* pld [r0]: a prefetch is no access. */
void prefetch(int *p) { __builtin_prefetch(p); }

/* Conditional execution: ldrgt in an IT block (GCC, Thumb), ldrge with no IT (Clang, A32). */
int conditional(int *p) { int v = *p; if (v > 0) v = p[2]; return v; }

/* GCC -O2: ittte eq; movweq/movteq r3 (.LANCHOR0); ldreq r0, [r3]; movne r0, #-1. The instructions of one
   side of an IT block run together: ldreq reads flag; after the block r3 is not known. */
int if_equal(int a, int b) { return a == b ? flag : -1; }

/* GCC -O2: push {lr} inside the function, and ldr pc, [sp], #4 (pop pc): a stack load and the return.
   Clang -O2: bxlt lr first, a conditional return: the code after it is followed too. */
unsigned int work(int n)
{
	unsigned int x = 1;
#pragma GCC unroll 1
	for (int i = 0; i < n; i++) {
		x = x * 1103515245u + 12345u;
		*(volatile int *)&progress = i + 1;
	}
	return x;
}

/* A jump table: tbb [pc, r0] (GCC, Thumb); adr r2, .LJTI0_0 + ldr pc, [r2, r1, lsl #2] (Clang, A32). */
int table(int x)
{
	switch (x) {
	case 0: return flag; case 1: return 7; case 2: return 9; case 3: return 11; case 4: return 3;
	case 5: return flag + 1; default: return 0;
	}
}

/* A spin: GCC -O2 reads flag once, then cbnz out or a branch to itself. */
void wait_flag(void) { while (!flag) { } }

/* A loop that walks a pointer: [r2, #4]! (GCC) or [r2], #4 (Clang): the address is no one value, '?'. */
int sum(int *p) { int s = 0; while (*p) s += *p++; return s; }

/* vpush {d8} / vpop {d8} (GCC: vpush.64, vldm sp!): a callee-saved VFP register on the stack, 8 bytes. */
double keep_double(double x) { helper(); return x * 2; }
