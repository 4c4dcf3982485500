/*
 * once.h: the kernel's access and barrier macros, as the corpus uses them.
 * Freestanding: no libc headers. Modelled on include/linux/compiler.h (2012),
 * include/asm-generic/rwonce.h and the arch barrier.h files.
 */
#ifndef ONCELAB_ONCE_H
#define ONCELAB_ONCE_H

/* A volatile access must be emitted exactly once, where the source puts it. */
#define ACCESS_ONCE(x) (*(volatile __typeof__(x) *)&(x))

/* The modern spellings: one volatile load, one volatile store, of a scalar. */
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, val) do { *(volatile __typeof__(x) *)&(x) = (val); } while (0)

/* The compiler may not move memory accesses across this; the CPU still may. */
#define barrier() __asm__ __volatile__("" : : : "memory")

/* Order stores before later stores, loads before later loads, for other CPUs. */
#if defined(__alpha__)
#define smp_wmb() __asm__ __volatile__("wmb" : : : "memory")
#define smp_rmb() __asm__ __volatile__("mb" : : : "memory")
/* Alpha alone may reorder a load after a later load that depends on it. */
#define smp_read_barrier_depends() __asm__ __volatile__("mb" : : : "memory")
#elif defined(__aarch64__)
#define smp_wmb() __asm__ __volatile__("dmb ishst" : : : "memory")
#define smp_rmb() __asm__ __volatile__("dmb ishld" : : : "memory")
#elif defined(__arm__)
#define smp_wmb() __asm__ __volatile__("dmb ishst" : : : "memory")
#define smp_rmb() __asm__ __volatile__("dmb ish" : : : "memory")
#elif defined(__riscv)
#define smp_wmb() __asm__ __volatile__("fence w,w" : : : "memory")
#define smp_rmb() __asm__ __volatile__("fence r,r" : : : "memory")
#elif defined(__powerpc64__)
#define smp_wmb() __asm__ __volatile__("lwsync" : : : "memory")
#define smp_rmb() __asm__ __volatile__("lwsync" : : : "memory")
#elif defined(__s390x__)
/* s390 keeps stores in order and loads in order: only the compiler must be stopped (__smp_rmb() and
 * __smp_wmb() are barrier() in "s390 barrier.h",
 * https://github.com/torvalds/linux/blob/master/arch/s390/include/asm/barrier.h). */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#elif defined(__x86_64__) || defined(__i386__)
/* x86 keeps stores in order and loads in order: only the compiler must be stopped. */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#else
#error "once.h: no smp_wmb()/smp_rmb() for this target; add its barrier instructions here"
#endif

/* Order all earlier accesses before all later ones, for other CPUs. */
#if defined(__alpha__)
#define smp_mb() __asm__ __volatile__("mb" : : : "memory")
#elif defined(__aarch64__) || defined(__arm__)
#define smp_mb() __asm__ __volatile__("dmb ish" : : : "memory")
#elif defined(__riscv)
#define smp_mb() __asm__ __volatile__("fence rw,rw" : : : "memory")
#elif defined(__powerpc64__)
#define smp_mb() __asm__ __volatile__("sync" : : : "memory")
#elif defined(__s390x__) && __ARCH__ >= 9
/* bcr 14,0 serializes without checkpoint synchronization on z196 and later (fast-BCR-serialization,
 * the compilers' default -march), else bcr 15,0: __smp_mb() in the same arch/s390/include/asm/barrier.h. */
#define smp_mb() __asm__ __volatile__("bcr 14,0" : : : "memory")
#elif defined(__s390x__)
#define smp_mb() __asm__ __volatile__("bcr 15,0" : : : "memory")
#elif defined(__x86_64__)
/* A locked add to the stack is a full barrier, and cheaper than mfence. */
#define smp_mb() __asm__ __volatile__("lock; addl $0,-4(%%rsp)" : : : "memory", "cc")
#elif defined(__i386__)
#define smp_mb() __asm__ __volatile__("lock; addl $0,-4(%%esp)" : : : "memory", "cc")
#endif

/* One load that later accesses may not pass, and one store that may not pass earlier ones: the
 * compilers' own acquire and release (ldar/stlr on arm64, a plain mov on x86, fences elsewhere). */
#define smp_load_acquire(p) __atomic_load_n(p, __ATOMIC_ACQUIRE)
#define smp_store_release(p, v) __atomic_store_n(p, v, __ATOMIC_RELEASE)

/* Everywhere but Alpha, the address dependency itself orders the two loads. */
#ifndef smp_read_barrier_depends
#define smp_read_barrier_depends() do { } while (0)
#endif

#endif /* ONCELAB_ONCE_H */
