/*
 * SPARC addressing, as GCC and Clang emit it for the kernel's -mcmodel=medlow: checks/isa/sparc.test annotates
 * each function and checks that every access is resolved to the variable it touches.
 */
#include "once.h"

int flag;                        /* sethi %hi(flag), then [%g1+%lo(flag)] in the access */
int arr[4];                      /* arr[2]: %lo(arr+8) */
struct pair { long a, b; } pr;   /* or %lo(pr): the address, then [%g1+8] from it */
int counter;
long wide;
unsigned char byte;

int second(void) { return arr[2]; }
void clear_pair(void) { pr.a = 0; pr.b = 0; }
/* The high part formed before the loop, the low part in it. */
void wait_flag(void) { while (!*(volatile int *)&flag) ; }
/* A pointer argument, and one loaded through it: [arg0+8], then [[arg0+8]+4]. */
int through(int **pp) { return pp[1][1]; }
/* cas in a loop (GCC and Clang both): a load and a store. */
void bump(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }
/* casx on a 64-bit word. */
long swap_wide(long v) { return __atomic_exchange_n(&wide, v, __ATOMIC_RELAXED); }
/* ldstub: a byte set to all ones, its old value loaded. */
int test_and_set(void) { return __atomic_test_and_set(&byte, __ATOMIC_RELAXED); }
/* The seq_cst store: Clang fences it with membar, GCC (TSO) with one after. */
void publish(int v) { __atomic_store_n(&flag, v, __ATOMIC_SEQ_CST); }
/* The kernel's smp_mb(): membar #StoreLoad in the delay slot of a ba,pt to the next instruction. */
int fenced(void) { WRITE_ONCE(counter, 1); smp_mb(); return READ_ONCE(flag); }
/* At -O0 the argument is spilled through %fp and reloaded. */
int deref(int *p) { return *p; }
/* A call: save makes the caller's %o0 this function's %i0, which the call leaves as it was. */
void ext(int *);
int keep(int *p) { ext(p); return *p; }
