/*
 * The adaptive mutex spin: while the lock's owner runs on another CPU, spin on lock->owner instead of sleeping.
 *
 * Nothing in the spin loop writes lock->owner, so a compiler that assumes one thread may load it once, before
 * the loop, and then spin on the owner it saw first, for ever, long after that owner has let the lock go. The
 * loop is for (;;), which has no controlling expression, so C11 6.8.5p6 does not let the compiler assume that
 * it ends: unlike the `while (!flag) ;` of flag-wait.c, it is never deleted, only emptied.
 *
 * From Jonathan Corbet's article "ACCESS_ONCE()" (LWN, 2012-08-01, https://lwn.net/Articles/508991/), which
 * quotes __mutex_lock_common() in kernel/mutex.c (Linux 3.5, 2012); the loop's last statement is from the same
 * function:
 *
 *	for (;;) {
 *		struct task_struct *owner;
 *
 *		owner = ACCESS_ONCE(lock->owner);
 *		if (owner && !mutex_spin_on_owner(lock, owner))
 *			break;
 *		...
 *		arch_mutex_cpu_relax();
 *	}
 *
 * In the kernel the hazard is masked. mutex_spin_on_owner() is an out-of-line call the compiler cannot see
 * into, the elided part tries atomic_cmpxchg(), and arch_mutex_cpu_relax() is cpu_relax(), on x86
 * asm volatile("rep; nop" ::: "memory"): the "memory" clobber says that the asm may read or write any memory,
 * so every value the compiler holds in a register is stale after it and must be re-read ("The cpu_relax()
 * call is a compiler barrier which forces everything in this loop to be re-loaded", says the comment above
 * it). So here those are left out, and mutex_spin_on_owner() is an inline stand-in that only asks whether the
 * owner is still on a CPU: nothing but ACCESS_ONCE() then keeps the load in the loop.
 *
 * ACCESS_ONCE() is still the right fix where such a barrier is there. The spin must not depend on a barrier
 * that is there for another reason: cpu_relax() is there to ease the CPU (s390 even swaps in a bare barrier()
 * as arch_mutex_cpu_relax(), since its cpu_relax() yields to the hypervisor), and nothing promises that it
 * stays a compiler barrier or stays in this loop. And a barrier at the end of the trip does not stop the other
 * hazard the article names: short of registers, as on x86, the compiler may load a plain lock->owner a second
 * time rather than keep `owner` in a register, and then test one owner and spin on another. A volatile
 * access is one load, where the source puts it: exactly once on every trip round the loop.
 *
 * Litmus test: none, for the spin is a loop, and a litmus test has no loops ("do", "for", "while" and "goto"
 * are not supported: tools/memory-model/Documentation/litmus-tests.txt).
 */
#include "once.h"

/* Cut after the field used, so that the offsets are the kernel's (SMP, no lock debugging). */
struct task_struct {
	long state;
	void *stack;
	int usage;
	unsigned int flags;
	unsigned int ptrace;
	void *wake_entry;
	int on_cpu;		/* the task is running on a CPU */
};

struct mutex {
	int count;		/* 1: unlocked, 0: locked, negative: locked, possible waiters */
	unsigned int wait_lock;
	void *wait_list[2];
	struct task_struct *owner;
};

/* Stand-in for mutex_spin_on_owner(): go on spinning while the owner is running (the kernel's spins inside,
 * until the owner changes or stops running). always_inline, as the kernel of the time defined inline. */
static inline __attribute__((always_inline)) int mutex_spin_on_owner(struct mutex *lock, struct task_struct *owner)
{
	(void)lock;
	return owner->on_cpu;
}

/* Spin while the lock has a running owner. Returns 1 when it has none (the kernel goes on to try to take the
 * lock: the `...` above), 0 when its owner is not running (it may sleep a long while: so shall we). */
int plain_spin(struct mutex *lock)
{
	struct task_struct *owner;

	for (;;) {
		owner = lock->owner;
		if (owner && !mutex_spin_on_owner(lock, owner))
			break;
		if (!owner)
			break;
	}
	return !owner;
}

int once_spin(struct mutex *lock)
{
	struct task_struct *owner;

	for (;;) {
		owner = ACCESS_ONCE(lock->owner);
		if (owner && !mutex_spin_on_owner(lock, owner))
			break;
		if (!owner)
			break;
	}
	return !owner;
}

/* How tools/oncelab trace calls the functions: an owner not on a CPU: the spin stops after one look. */
/* trace: oncelab_lock.owner = &oncelab_owner; @(&oncelab_lock); */
/* trace-define: struct task_struct oncelab_owner; struct mutex oncelab_lock; */
