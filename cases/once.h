/*
 * once.h: the kernel's access and barrier macros, as the corpus uses them.
 * Freestanding: no libc headers. Modelled on include/linux/compiler.h (2012)
 * and the arch barrier.h files; at the end, today's READ_ONCE() where it differs.
 */
#ifndef ONCELAB_ONCE_H
#define ONCELAB_ONCE_H

/* A volatile access must be emitted exactly once, where the source puts it. */
#define ACCESS_ONCE(x) (*(volatile __typeof__(x) *)&(x))

/* The spellings that replaced it (Linux 3.19, 2014), as the corpus uses them: one volatile load, one
 * volatile store, of any type, as ACCESS_ONCE() was in 2012. */
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
#elif defined(__powerpc__)
/* 32-bit Book3S (the kernel's -mcpu=powerpc) has no lwsync: __smp_wmb() is SMPWMB, eieio (it orders cacheable
 * stores), and __smp_rmb() and __smp_mb() are a full sync (__lwsync()'s LWSYNC is sync where the CPU lacks it) in
 * "powerpc barrier.h",
 * https://github.com/torvalds/linux/blob/3e7318584dfec11992f3ac45658c4bc1210b3778/arch/powerpc/include/asm/barrier.h
 * and "powerpc synch.h",
 * https://github.com/torvalds/linux/blob/107d3e535874dc06e9bf0282d9bd707f7595eafe/arch/powerpc/include/asm/synch.h */
#define smp_wmb() __asm__ __volatile__("eieio" : : : "memory")
#define smp_rmb() __asm__ __volatile__("sync" : : : "memory")
#define smp_mb() __asm__ __volatile__("sync" : : : "memory")
#elif defined(__s390x__)
/* s390 keeps stores in order and loads in order: only the compiler must be stopped (__smp_rmb() and
 * __smp_wmb() are barrier() in "s390 barrier.h",
 * https://github.com/torvalds/linux/blob/master/arch/s390/include/asm/barrier.h). */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#elif defined(__mips__)
/* A weakly ordered MIPS (CONFIG_WEAK_ORDERING, the SMP kernels) orders loads and stores with a full
 * completion barrier, sync (type 0) for all three: __smp_rmb(), __smp_wmb() and __smp_mb() in "MIPS
 * barrier.h", https://github.com/torvalds/linux/blob/master/arch/mips/include/asm/barrier.h, with the types
 * from arch/mips/include/asm/sync.h (__SYNC_rmb and __SYNC_wmb are __SYNC_full but on Octeon). */
#define smp_wmb() __asm__ __volatile__("sync" : : : "memory")
#define smp_rmb() __asm__ __volatile__("sync" : : : "memory")
#elif defined(__x86_64__) || defined(__i386__)
/* x86 keeps stores in order and loads in order: only the compiler must be stopped. */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#elif defined(__loongarch__)
/* LoongArch orders neither loads nor stores: __smp_wmb(), __smp_rmb() and __smp_mb() are all a full "dbar 0" in
 * "loongarch barrier.h",
 * https://github.com/torvalds/linux/blob/a98a62e456e25048e8d64ec452a1c713169d3517/arch/loongarch/include/asm/barrier.h */
#define smp_wmb() __asm__ __volatile__("dbar 0" : : : "memory")
#define smp_rmb() __asm__ __volatile__("dbar 0" : : : "memory")
#define smp_mb() __asm__ __volatile__("dbar 0" : : : "memory")
#elif defined(__m68k__)
/* "Not really required on m68k": smp_wmb(), smp_rmb() and smp_mb() are all barrier() in "m68k barrier.h",
 * https://github.com/torvalds/linux/blob/9e67d2256cdd30fb9b88927f6ba89a26b99d76c9/arch/m68k/include/asm/barrier.h
 * (today's m68k takes the same from include/asm-generic/barrier.h). */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#define smp_mb() barrier()
#elif defined(__sh__) && defined(__SH4A__)
/* SH-4A (-m4a) has a barrier instruction: mb(), rmb() and wmb() are all "synco" in "sh barrier.h",
 * https://github.com/torvalds/linux/blob/master/arch/sh/include/asm/barrier.h, and the SMP ones follow them. */
#define smp_wmb() __asm__ __volatile__("synco" : : : "memory")
#define smp_rmb() __asm__ __volatile__("synco" : : : "memory")
#define smp_mb() __asm__ __volatile__("synco" : : : "memory")
#elif defined(__sh__)
/* Plain SH-4 (-m4, the kernel's CONFIG_CPU_SH4) has no synco and runs uniprocessor (SMP needs
 * SYS_SUPPORTS_SMP, which no SH-4 subtype selects in arch/sh/Kconfig): the same barrier.h defines no mb() for
 * it, so smp_wmb(), smp_rmb() and smp_mb() are barrier() from include/asm-generic/barrier.h. */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#define smp_mb() barrier()
#elif defined(__sparc__) && defined(__arch64__)
/* sparc64 Linux always runs in TSO: rmb() and wmb() are compiler barriers only, and mb() is membar #StoreLoad,
 * put in the delay slot of a "branch always, predicted taken" (membar_safe(), for Spitfire erratum #51): in
 * "sparc64 barrier.h", https://github.com/torvalds/linux/blob/master/arch/sparc/include/asm/barrier_64.h. */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#define smp_mb() __asm__ __volatile__("ba,pt %%xcc, 1f\n\t membar #StoreLoad\n1:" : : : "memory")
#elif defined(__hppa__)
/* No PA-RISC processor reorders accesses, but an SMP kernel still orders with the "synchronize caches"
 * instruction, sync (patched to a nop when it finds one CPU): mb(), rmb(), wmb() and so __smp_mb(),
 * __smp_rmb(), __smp_wmb() under CONFIG_SMP in "parisc barrier.h",
 * https://github.com/torvalds/linux/blob/cccaea1d66e94bd42170c9372964a2ce62418fb1/arch/parisc/include/asm/barrier.h */
#define smp_wmb() __asm__ __volatile__("sync" : : : "memory")
#define smp_rmb() __asm__ __volatile__("sync" : : : "memory")
#define smp_mb() __asm__ __volatile__("sync" : : : "memory")
#elif defined(__arc__) && defined(__HS__)
/* ARCv2 (HS38) issues in order but is weakly ordered by its load/store buffers: dmb 2 orders stores, dmb 1
 * loads, dmb 3 both: wmb(), rmb(), mb() under CONFIG_ISA_ARCV2 in "arc barrier.h", which the SMP kernel's
 * smp_*mb() are (include/asm-generic/barrier.h),
 * https://github.com/torvalds/linux/blob/327ef99473999967101c6ce9f4797d3ebd63fcb9/arch/arc/include/asm/barrier.h */
#define smp_wmb() __asm__ __volatile__("dmb 2" : : : "memory")
#define smp_rmb() __asm__ __volatile__("dmb 1" : : : "memory")
#define smp_mb() __asm__ __volatile__("dmb 3" : : : "memory")
#elif defined(__hexagon__)
/* Hexagon's barriers stop the compiler only: smp_wmb(), smp_rmb(), smp_mb() and smp_read_barrier_depends()
 * are all barrier() in "Hexagon barrier.h" (The Linux Foundation, 2010-2011),
 * https://github.com/torvalds/linux/blob/1de7da377bd880ff23917f78924d0e908329d978/arch/hexagon/include/asm/barrier.h */
#define smp_wmb() barrier()
#define smp_rmb() barrier()
#define smp_mb() barrier()
#define smp_read_barrier_depends() barrier()
#elif defined(__xtensa__)
/* Xtensa's one barrier is memw, which waits until every earlier load and store is done: mb() is memw, wmb() is
 * mb(), rmb() is barrier() (loads are not reordered), and asm-generic/barrier.h makes them the smp_ ones, in
 * "xtensa barrier.h", https://github.com/torvalds/linux/blob/12db14909e0cbd1b2d5db816e7c8abd04d27f1c5/arch/xtensa/include/asm/barrier.h */
#define smp_wmb() __asm__ __volatile__("memw" : : : "memory")
#define smp_rmb() barrier()
#define smp_mb() __asm__ __volatile__("memw" : : : "memory")
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
#elif defined(__mips__)
#define smp_mb() __asm__ __volatile__("sync" : : : "memory")
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

/*
 * Today's kernel, where it differs from the 2012 macros above (the corpus keeps those: they are its
 * subject). READ_ONCE_TODAY() is READ_ONCE() as Linux 6.x defines it in include/asm-generic/rwonce.h and the
 * arch rwonce.h files; today_X functions use it, and the TODAY checks prove what it emits.
 *
 * compiletime_assert_rwonce_type(): an object of a size no single access has (not 1, 2, 4 or 8 bytes) is
 * a compile-time error. Size, not type, is checked: a struct of one long, like pmd_t, still passes, as a
 * volatile access to the whole struct (remedy/nonscalar.c).
 */
#define compiletime_assert_rwonce_type(x) \
	_Static_assert(sizeof(x) == 1 || sizeof(x) == 2 || sizeof(x) == 4 || sizeof(x) == 8, \
		       "Unsupported access size for {READ,WRITE}_ONCE().")
#if defined(__alpha__)
/* arch/alpha/include/asm/rwonce.h: Alpha may reorder a load after a later load that depends on it, so
 * since v4.15 its READ_ONCE() ends with the mb that smp_read_barrier_depends() used to add (which is gone). */
#define __READ_ONCE_TODAY(x) \
	({ __auto_type __x = READ_ONCE(x); __asm__ __volatile__("mb" : : : "memory"); __x; })
#elif defined(__aarch64__)
/* arch/arm64/include/asm/rwonce.h, as built with CONFIG_LTO (without LTO, arm64's is the generic one): whole-
 * program optimisation may turn an address dependency into a control dependency or a constant (as in
 * order/dependency.c), so READ_ONCE() is an acquire load, ldar (patched to ldapr where the CPU has RCpc). */
#define __LDAR(x, sfx, reg, type) \
	({ __asm__ __volatile__("ldar" sfx " %" reg "0, %1" : "=r" (*(type *)__u.__c) : "Q" (x) : "memory"); })
#define __READ_ONCE_TODAY(x) ({ \
	union { __typeof__(x) __val; char __c[sizeof(x)]; } __u; \
	__builtin_choose_expr(sizeof(x) == 1, __LDAR(x, "b", "w", unsigned char), \
	__builtin_choose_expr(sizeof(x) == 2, __LDAR(x, "h", "w", unsigned short), \
	__builtin_choose_expr(sizeof(x) == 4, __LDAR(x, "", "w", unsigned int), \
				      __LDAR(x, "", "x", unsigned long)))); \
	__u.__val; })
#else
/* include/asm-generic/rwonce.h: elsewhere, as in 2012, one volatile load. */
#define __READ_ONCE_TODAY(x) READ_ONCE(x)
#endif
#define READ_ONCE_TODAY(x) ({ compiletime_assert_rwonce_type(x); __READ_ONCE_TODAY(x); })

#endif /* ONCELAB_ONCE_H */
