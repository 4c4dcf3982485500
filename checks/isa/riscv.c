/*
 * RISC-V addressing, as GCC and Clang emit it: checks/isa/riscv.test annotates each function and checks
 * that every access is resolved to the variable it touches.
 */
int flag;                        /* lui %hi(flag) before a loop, lw %lo(flag)(a4) in it */
int arr[4];                      /* arr[2]: %hi/%lo(.LANCHOR0+8) (GCC's section anchor), %hi/%lo(arr+8) (Clang) */
struct pair { long a, b; } pr;   /* addi a5,a5,%lo(.LANCHOR0), then ld 16(a5): the address, then an offset */
int counter, ready, data;

int second(void) { return arr[2]; }
long sum_pair(void) { return pr.a + pr.b; }
void clear_pair(void) { pr.a = 0; pr.b = 0; }
/* The high part formed before the loop (lui), the low part in it. */
void wait_flag(void) { while (!*(volatile int *)&flag) ; }
/* A pointer argument, and one loaded through it: [arg0+8], then [[arg0+8]+4]. */
int through(int **pp) { return pp[1][1]; }
/* A constant from a constant pool: fld fa5,%lo(.LC0)(a5). */
double scaled(double x) { return x * 3.14159; }
/* An AMO: a load and a store of counter in one instruction. */
void bump(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }
/* GCC's release store is two instructions on one line: `fence iorw,ow; amoswap.w zero,a4,0(a5)`, a barrier
 * then a store (amoswap into zero: the old value goes nowhere). Clang: fence rw,w; sw. */
void publish(int v) { data = v; __atomic_store_n(&ready, 1, __ATOMIC_RELEASE); }
/* The acquire load: lw, then fence iorw,iorw (GCC) or fence r,rw (Clang). */
int consume(void) { return __atomic_load_n(&ready, __ATOMIC_ACQUIRE) ? data : -1; }
/* lr.w/sc.w: a load, then a store whose first operand is its status. GCC writes the loop as one line with
 * numeric labels: ` 1: lr.w a5,0(a0); bne a5,zero,1f; sc.w.aq a3,a4,0(a0); bnez a3,1b; 1:`. */
int cas(int *p) { int old = 0; return __atomic_compare_exchange_n(p, &old, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); }
/* At -O0 the argument is spilled through the frame pointer s0 (addi s0,sp,N) and reloaded. */
int deref(int *p) { return *p; }
void store_arg(int *p, int v) { p[3] = v; }
/* A sibling call: tail helper. A call through a register: jalr a0. */
extern void helper(void);
void tailcall(void) { helper(); }
void callptr(void (*f)(void)) { f(); flag = 1; }
/* lwu: a zero-extending load. */
unsigned long widen(unsigned int *p) { return *p; }
/* The argument kept across a call in s0 (callee-saved): mv s0,a0; call helper; lw a0,0(s0). */
int keep(int *p) { helper(); return *p; }
