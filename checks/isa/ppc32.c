/* The addressing traps of 32-bit PowerPC, one a function: checks/isa/ppc32.test annotates them. */

int flag;                       /* small data (.sbss), but reached by an absolute address, not r13 */
int pair[2];
extern int ext;                 /* defined elsewhere: the same lis/@l pair (no TOC, no GOT without PIC) */
long long wide;                 /* two words: lwz of wide and wide+4 */
struct stats { int a, b, c, d; } stats;

/* lis RT,sym@ha + lwz RT,sym@l(RT): the absolute high and low parts. */
int abs_load(void) { return flag; }

/* The addend: GCC puts it before each suffix (pair+4@ha, pair+4@l), Clang after the low one (pair@l+4). */
void addend_store(int v) { pair[1] = v; }

int extern_load(void) { return ext; }

/* A 64-bit variable in two 32-bit halves, the high one first (big-endian). */
long long wide_load(void) { return wide; }

/* D-form through an argument: [arg0+4] (r3 is arg0 in the SysV ABI too); a pointer loaded through one. */
int arg_load(int *p) { return p[1]; }
int chase(int **p) { return p[1][1]; }

/* The acquire: GCC and Clang 19 and later lwz; cmpw; bne- .+4; isync; Clang 13 to 16 lwz; lwsync. */
int load_acquire(int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }

/* The release store: lwsync before stw. */
void store_release(int *p) { __atomic_store_n(p, 1, __ATOMIC_RELEASE); }

/* Load-and-reserve / store-conditional on a global: GCC lwarx RT,0,RB (RB from lis/la); Clang lwarx RT,RA,RB
   with the high part in RA and the low part in RB (li RB,flag@l). */
int fetch_add(void) { return __atomic_fetch_add(&flag, 1, __ATOMIC_RELAXED); }

/* A full fence: sync. */
void fence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/* A spin on flag: GCC -O2 leaves the loop with a conditional return (bnelr). */
void wait_flag(void) { while (!flag) { } }

/* Four words cleared: Clang stores the first with stwu RS,stats@l(RA), which leaves &stats in RA. */
void clear_stats(void) { stats.a = 0; stats.b = 0; stats.c = 0; stats.d = 0; }

/* A call through a pointer: mtctr; bctrl. A frame: stwu 1,-N(1) writes r1 back. */
int call_pointer(int (*f)(void)) { return f() + flag; }

/* Two values kept across a call: GCC -Os saves r30 and r31 with stmw (-mmultiple, as the kernel builds) and
   restores them with a tail call to _restgpr_30_x. */
int keep(int *p, int (*f)(void)) { int a = p[0], b = p[1]; f(); return a + b; }
