/*
 * Runtime demo of cpu_relax(), with cases/hoist/mutex-spin.c: why the kernel got away with a plain load of
 * lock->owner. The plain run spins in relaxed_spin(), which is the case's plain_spin() with the kernel's
 * last statement of the loop put back, arch_mutex_cpu_relax(), that is cpu_relax(); the once run spins in
 * the case's once_spin(), the fix, with no cpu_relax(). 100 ms later the other thread releases the lock.
 * cpu_relax() is an asm with a "memory" clobber: the compiler must take it that the asm may have written any
 * memory, so it loads lock->owner again on every trip, and the spin sees the release. Without it (the
 * mutex-spin demo) GCC and Clang hoist the load from -O1, and the spin never ends.
 *
 * cpu_relax() as the kernel defines it per architecture, in arch/<arch>/include/asm/vdso/processor.h
 * (https://github.com/torvalds/linux/tree/master/arch): x86 `rep; nop` (PAUSE), arm64 `yield`, powerpc64
 * `or 1,1,1; or 2,2,2` (low, then medium thread priority; pre-POWER10), riscv the PAUSE hint (the encoding,
 * for assemblers without Zihintpause), s390 `bcr 14,0` (bcr_serialize()), sparc64 three `rd %ccr, %g0` (the
 * vDSO's form; the kernel patches in `wr %g0, 128, %asr27`, PAUSE, where the CPU has it), each with the
 * "memory" clobber;
 * 32-bit arm (ARMv7), 32-bit powerpc (the #else of CONFIG_PPC64), alpha, parisc, mips, m68k, loongarch, sh, arc
 * and xtensa plain barrier() (arch/alpha/include/asm/processor.h, arch/parisc/include/asm/vdso/processor.h,
 * arch/mips/include/asm/vdso/processor.h, arch/m68k/include/asm/processor.h,
 * arch/loongarch/include/asm/vdso/processor.h, arch/sh/include/asm/processor.h, arch/arc/include/asm/processor.h,
 * arch/xtensa/include/asm/processor.h).
 * Built per config by tools/lab/demo/demos.py.
 */
#include "../../cases/hoist/mutex-spin.c"
#include "demo.h"

#if defined(__x86_64__) || defined(__i386__)
#define cpu_relax() __asm__ __volatile__("rep; nop" : : : "memory")
#elif defined(__aarch64__)
#define cpu_relax() __asm__ __volatile__("yield" : : : "memory")
#elif defined(__powerpc64__)
#define cpu_relax() __asm__ __volatile__("or 1,1,1; or 2,2,2" : : : "memory")
#elif defined(__riscv)
#define cpu_relax() __asm__ __volatile__(".4byte 0x100000F" : : : "memory")
#elif defined(__s390x__)
#define cpu_relax() __asm__ __volatile__("bcr 14,0" : : : "memory")
#elif defined(__sparc__) && defined(__arch64__)
#define cpu_relax() __asm__ __volatile__("rd %%ccr, %%g0\n\trd %%ccr, %%g0\n\trd %%ccr, %%g0" : : : "memory")
#elif defined(__arm__) || defined(__alpha__) || defined(__powerpc__) || defined(__hppa__) || defined(__mips__) || \
    defined(__m68k__) || defined(__loongarch__) || defined(__sh__) || defined(__arc__) || defined(__xtensa__)
#define cpu_relax() barrier()
#else
#error "cpu-relax.c: no cpu_relax() for this target; add the kernel's"
#endif

/* plain_spin(), and the kernel's cpu_relax() at the end of the loop. */
static int relaxed_spin(struct mutex *lock)
{
	struct task_struct *owner;

	for (;;) {
		owner = lock->owner;
		if (owner && !mutex_spin_on_owner(lock, owner))
			break;
		if (!owner)
			break;
		cpu_relax();
	}
	return !owner;
}

static struct task_struct owner_task = { .on_cpu = 1 };
static struct mutex lock = { .count = 0, .owner = &owner_task };

/* Called through volatile pointers, so that the compiler cannot inline the functions into the driver or
 * specialise them for this lock. */
static int (*volatile plain_fn)(struct mutex *) = relaxed_spin;
static int (*volatile once_fn)(struct mutex *) = once_spin;

static void wait_plain(void) { plain_fn(&lock); }
static void wait_once(void) { once_fn(&lock); }

static void release(void) { ACCESS_ONCE(lock.owner) = NULL; }
static int released(void) { return ACCESS_ONCE(lock.owner) == NULL; }
