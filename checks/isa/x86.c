/*
 * The x86 and i386 instruction-set modules (tools/lab/isa/x86.py, i386.py) on real compiler output:
 * each function makes the compilers emit one trap of AT&T x86 assembly. x86.test checks the annotation.
 */

int flag, counter, table[16];
struct pair { int a, b; } pair;
struct big { long w[32]; } big, copy;
void (*hook)(void);
void other(void);

/* The argument through a pointer: [arg0+8]; at -O0 spilled to the stack and reloaded first. */
int arg_load(int *p) { return p[2]; }

/* A pointer copied (movq %rdi, %rax) and a pointer loaded through an argument: [[arg0]+8]. */
int *copied(int *p, int n) { int *r = p; if (n) p[1] = 5; r[3] = n; return r; }
struct node { struct node *next; int v; };
int chased(struct node *n, int k) { n->v = k; return n->next->v + k; }

/* The address formed in a register first: movl $flag, %eax (GCC -O0's volatile access); leaq flag(%rip) and
 * flag@GOTPCREL(%rip) under -fpie/-fpic. */
int *address(void) { return &flag; }
int volatile_load(void) { return *(volatile int *)&flag; }

/* A local struct through a register: leal -8(%ebp), %eax (Clang -O0), then a stack store through it. */
typedef struct { unsigned long v; } box_t;
unsigned long boxed(box_t *p) { box_t b; b = *(volatile box_t *)p; return b.v; }

/* A store into the middle of a variable: pair+4. */
void member(int v) { pair.b = v; }

/* An ALU instruction with a memory operand: cmpl $0, flag is a load. */
int alu_load(void) { return flag == 0 ? 3 : 5; }

/* An ALU instruction that reads and writes memory: addl $1, counter is a load and a store. */
void alu_rmw(void) { counter++; }

/* An index register: (%eax,%edx,4) or table(,%rax,4) names no known address. */
int indexed(int i) { return table[i]; }
int based(int *p, int i) { return p[i]; }

/* lock xaddl: a locked read-modify-write, the prefix kept with its instruction. */
int locked(void) { return __atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST); }

/* once.h's smp_mb(): 'lock; addl $0,-4(%rsp)', two statements on one line, one instruction. */
void full_barrier(void)
{
#ifdef __x86_64__
	__asm__ __volatile__("lock; addl $0,-4(%%rsp)" : : : "memory", "cc");
#else
	__asm__ __volatile__("lock; addl $0,-4(%%esp)" : : : "memory", "cc");
#endif
}

/* The fences (the kernel's mb(), rmb(), wmb()) are barriers, pause (GCC: rep nop) a hint: no access. */
void fences(void)
{
	__asm__ __volatile__("mfence" : : : "memory");
	__asm__ __volatile__("lfence" : : : "memory");
	__asm__ __volatile__("sfence" : : : "memory");
	__builtin_ia32_pause();
}

/* rep stos and rep movs: llvm-mca does not flag the string instructions. */
void clear(void) { __builtin_memset(&big, 0, sizeof big); }
void duplicate(void) { copy = big; }

/* call *hook(%rip) loads hook; a call to other then a tail call jmp other. */
void calls(void) { hook(); flag = 1; other(); }

/* pushl flag: an argument pushed from memory (i386) is a load of flag. */
void take(int);
void pass_flag(void) { take(flag); }

/* A jump table: jmp *.L4(,%rax,8), an indirect jump (-fpie: jmp *%rax). */
int jump_table(int i)
{
	switch (i) {
	case 0: return flag;
	case 1: return counter;
	case 2: return pair.a;
	case 3: return pair.b;
	case 4: return table[3];
	default: return 0;
	}
}
