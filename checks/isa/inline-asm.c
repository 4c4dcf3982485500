/*
 * Inline asm from real lockless libraries, as their Debian -dev packages install it: checks/isa/inline-asm.test
 * annotates it. Their LL/SC loops are written with GAS's numeric local labels (`1:` ... `cbnz w2, 1b`).
 */
#if defined(__aarch64__)
#include <ck_pr.h>                 /* Concurrency Kit (libck-dev) */
unsigned int counter;
/* ck_pr_inc_uint: 1: ldxr; add; stxr; cbnz 1b. */
void ck_inc(void) { ck_pr_inc_uint(&counter); }
/* ck_pr_cas_uint_value: 1: ldxr; cmp; b.ne 2f; stxr; cbnz 1b; 2: a forward label out of the loop too. */
int ck_cas(unsigned int *p, unsigned int old, unsigned int new_)
{
	unsigned int seen;
	return ck_pr_cas_uint_value(p, old, new_, &seen);
}
#elif defined(__powerpc64__)
#include <urcu/uatomic.h>          /* liburcu (liburcu-dev) */
unsigned long counter;
/* uatomic_inc: lwsync; 1: ldarx; add; stdcx.; bne- 1b; sync. */
void urcu_inc(void) { uatomic_inc(&counter); }
/* uatomic_cmpxchg: 1: ldarx; cmpd; bne 2f; stdcx.; bne- 1b; sync; 2: */
unsigned long urcu_cas(unsigned long old, unsigned long new_) { return uatomic_cmpxchg(&counter, old, new_); }
#elif defined(__x86_64__)
int flag, data;
/* The kernel's smp_mb() on x86-64 (arch/x86/include/asm/barrier.h): a locked add to the stack's own word. */
void kernel_mb(void) { data = 1; __asm__ __volatile__("lock; addl $0,-4(%%rsp)" ::: "memory", "cc"); flag = 1; }
/* The same with the prefix on the instruction, as Clang's seq_cst fence is on some CPUs. */
void or_mb(void) { __asm__ __volatile__("lock orq $0,(%%rsp)" ::: "memory", "cc"); }
/* A locked add to a variable: its read-modify-write, no stack word. */
void locked_inc(void) { __asm__ __volatile__("lock; incl %0" : "+m"(flag)); }
#endif
