/*
 * Calls that are more than a call, on the compilers' real output: checks/isa/calls.test annotates them.
 */
long counter;
int word;
struct node { long pad; long v; };

/* aarch64's outline atomics (GCC's -moutline-atomics, Debian's default): libgcc's __aarch64_<op><bytes>_<order>
 * is the read-modify-write, of what x1 points at (x2 for cas). */
long fetch_add(long n) { return __atomic_fetch_add(&counter, n, __ATOMIC_ACQ_REL); }
int add_relaxed(void) { return __atomic_add_fetch(&word, 1, __ATOMIC_RELAXED); }
long exchange(struct node *p, long v) { return __atomic_exchange_n(&p->v, v, __ATOMIC_ACQUIRE); }
int cas(int *p, int old, int new_) { return __atomic_compare_exchange_n(p, &old, new_, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED); }
void clear_bits(long m) { __atomic_fetch_and(&counter, ~m, __ATOMIC_SEQ_CST); }

/* A pointer argument kept across calls in a callee-saved register, and a variable's address likewise. */
void g(void);
extern int flag;
void keep(int *p) { g(); *p = 1; g(); p[1] = 2; }

/* GCC's clones: push() specialised for its one queue (push.constprop.0), and wait_ready()'s unlikely part moved to
 * .text.unlikely (wait_ready.cold). */
struct q { int head, tail; int slot[64]; };
struct q queue;
static __attribute__((noinline)) void push(struct q *q, int v)
{
	int t = q->tail;
	q->slot[t & 63] = v;
	q->tail = t + 1;
}
void produce(void) { push(&queue, 7); }
void produce_again(void) { push(&queue, 7); }
int ready;
int wait_ready(int *p)
{
	if (__builtin_expect(!p, 0))
		__builtin_trap();
	while (!*(volatile int *)&ready)
		;
	return *p;
}
