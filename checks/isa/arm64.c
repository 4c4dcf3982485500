/*
 * AArch64 addressing, as GCC and Clang emit it: checks/isa/arm64.test annotates each function and checks
 * that every access is resolved to the variable it touches.
 */
int flag;                        /* adrp + ldr [x, #:lo12:flag] (Clang), or of .LANCHOR0 (GCC's section anchors) */
int anchor_a, anchor_b;          /* GCC: anchor_b is .LANCHOR0+N: resolved through the data layout to anchor_b */
struct pair { long a, b; } pr;   /* ldp/stp: two accesses in one instruction, pr and pr+8 */
int counter;

int second(void) { return anchor_b; }
long sum_pair(void) { return pr.a + pr.b; }
void clear_pair(void) { pr.a = 0; pr.b = 0; }
/* The address of flag formed before the loop (adrp; add :lo12:) and used in it through a register. */
void wait_flag(void) { while (!*(volatile int *)&flag) ; }
/* A pointer argument, and one loaded through it: [arg0+8], then [[arg0+8]+4]. */
int through(int **pp) { return pp[1][1]; }
/* A constant from a constant pool: GCC loads it with ldr d, [x, #:lo12:.LC0]. */
double scaled(double x) { return x * 3.14159; }
/* An atomic add: ldxr/stxr (exclusive load, exclusive store: the status register is no store). */
void bump(void) { __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED); }
/* A spilled argument at -O0: str x0, [sp, 8], then ldr x0, [sp, 8] gives the argument back. */
int deref(int *p) { return *p; }
