/*
 * s390x addressing, as GCC and Clang emit it: checks/isa/s390x.test annotates each function and checks
 * that every access is resolved to the variable it touches.
 */
int flag;                        /* lrl/strl flag: pc-relative, an access of the variable itself */
int anchor_a, anchor_b;          /* GCC: anchor_b is .LANCHOR0+N, resolved through the data layout */
char byte;                       /* mvi, cli: an immediate stored to, compared with, one byte in memory */
struct pair { long a, b; } pr, pr2;
extern void other(void);

int second(void) { return anchor_b; }
/* larl %r1,flag then mvhi 0(%r1),1 (GCC); lhi then strl %r0,flag (Clang). */
void set_flag(void) { flag = 1; }
/* The address of flag formed before the loop (larl) and used in it through a register (chsi: a compare
 * that reads memory). */
void wait_flag(void) { while (!*(volatile int *)&flag) ; }
/* A pointer argument, and one loaded through it: [arg0+8], then [[arg0+8]+4] (lg, then lgf). */
int through(int **pp) { return pp[1][1]; }
/* An ALU operation that reads memory: a %r2,4(%r3). */
int add_mem(int x, int *p) { return x + p[1]; }
/* Storage-immediate: mvhi to a word through an argument, mvi to a byte; cli compares a byte in memory. */
void store_imm(int *p) { p[2] = 5; byte = 1; }
int is_three(void) { return byte == 3; }
/* A 16-byte copy: lmg/stmg of two registers (GCC), one access a register; mvc (Clang), storage to
 * storage: two memory operands in one instruction. */
void copy_pair(void) { pr = pr2; }
/* Callee-saved registers saved and restored as a list (stmg/lmg: 8 bytes a register), around brasl. */
int keep(int *p) { int v = *p; other(); return v + *p; }
/* A tail call: jg other@PLT. */
void tail(void) { other(); }
/* A conditional return: lt, then ber %r14. */
void copy_nonzero(int *p) { int v = *p; if (!v) return; flag = v; }
/* Compare-and-branch to a label, the label last (cije, crje, clijl: Clang), branch on count (brct: GCC). */
int count_to(int *p, int n) { int i = 0; if (!n) return 0; do i++; while (*(volatile int *)p != n && i < 100); return i; }
/* The kernel's barriers (arch/s390/include/asm/barrier.h): bcr 14,0 and bcr 15,0 serialize, and branch
 * nowhere (a branch to register 0 is none). */
void fences(void) { __asm__ __volatile__("bcr 14,0" : : : "memory"); __asm__ __volatile__("bcr 15,0" : : : "memory"); }
/* A call through a register (basr %r14,%r2), then a tail call through one (br %r1). */
void call_ptr(void (*f)(void)) { f(); f(); }
/* At -O0, a spilled argument: stg %r2,160(%r11), then lg %r1,160(%r11) gives the argument back; Clang
 * forms p + 1 with la (address arithmetic, no access). */
int deref(int *p) { return *p; }
int bump_ptr(int *p) { int *q = p; q++; return *q; }
