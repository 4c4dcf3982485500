/*
 * MIPS addressing, as GCC and Clang emit it without PIC (as the kernel builds): checks/isa/mips.test annotates
 * each function and checks that every access is resolved to the variable it touches.
 */
int flag;                        /* lui %hi(flag) before a loop, lw %lo(flag)($3) in it; Clang's 64-bit symbols:
                                    lui %highest, daddiu %higher, dsll 16, daddiu %hi, dsll 16, then %lo */
int arr[4];                      /* arr[2]: %lo(arr+8) */
struct pair { long a, b; } pr;   /* daddiu %lo(pr): the address, then 8($3) from it */
int counter;
double scale;

int second(void) { return arr[2]; }
void clear_pair(void) { pr.a = 0; pr.b = 0; }
/* The high part formed before the loop, the low part in it. */
void wait_flag(void) { while (!*(volatile int *)&flag) ; }
/* A pointer argument, and one loaded through it: [arg0+8], then [[arg0+8]+4]. */
int through(int **pp) { return pp[1][1]; }
/* A floating-point load: ldc1. */
double scaled(double x) { return x * scale; }
/* ll/sc: a load, then a store whose register is its data and then its status. */
void bump(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }
/* The seq_cst store: sync, sw, sync. */
void publish(int v) { __atomic_store_n(&flag, v, __ATOMIC_SEQ_CST); }
/* At -O0 the argument is spilled to the frame and reloaded. */
int deref(int *p) { return *p; }
/* A call: the argument kept in a callee-saved register across it. */
void ext(int *);
int keep(int *p) { ext(p); return *p; }
