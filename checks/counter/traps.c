/*
 * The counter's known traps, as real compilers emit them: checks/counter/real-output.test counts each
 * function in the configs where the trap shows, and says what the instruction is.
 */
int flag;               /* x86: cmpl $0, flag(%rip), an ALU op reading memory, is a load */
int counter;            /* x86: addl $1, counter(%rip) is a load and a store */
int anchor_a, anchor_b; /* gcc aarch64: anchor_b is .LANCHOR0+8 (section anchors) */
struct pair { long a, b; } pr;   /* aarch64: ldp/stp, two accesses in one instruction */
extern int ext;         /* alpha: ext's address is loaded from the GOT (!literal); ppc64le: from the TOC */

void set_if(void) { if (flag) counter = 0; }
void bump(void) { counter++; }
int second(void) { return anchor_b; }
long sum_pair(void) { return pr.a + pr.b; }
void clear_pair(void) { pr.a = 0; pr.b = 0; }
double scaled(double x) { return x * 3.14159; }   /* the constant is loaded from a constant pool */
int read_ext(void) { return ext; }
int spill(int x) { volatile int local = x; return local; }   /* a stack store and load: not shared memory */
