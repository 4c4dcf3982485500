/*
 * The remedies side by side, the writer's half of message passing: store-release.
 *
 * A writer fills in m->data and then sets m->ready; a reader that sees ready set must see that
 * data. With plain stores nothing orders the two: the compiler may swap them (gcc -m32 from -O2,
 * and gcc on s390x at -O2 and -O3, store the flag first), and every CPU here but x86 and s390x may
 * make them visible out of order. The 2012 mail's publication (publish/init-then-publish.c) used
 * smp_wmb(); the kernel's rcu_assign_pointer() became an smp_store_release(). The reader's half is
 * remedy/load-acquire.c.
 *
 * smp_store_release(&m->ready, 1) orders every earlier access before the store of the flag. Here
 * it is the compilers' __atomic release store, and the checks show what each family emits:
 *
 *	x86      mov (nothing added)
 *	arm64    stlr
 *	arm      dmb ish; str
 *	riscv64  gcc-12: fence iorw,ow; amoswap.w
 *	         clang:  fence rw,w; sw
 *	ppc64le  lwsync; stw
 *	s390x    mvhi (nothing added)
 *	alpha    mb; stl
 *
 * The other remedies, measured (when this case and remedy/load-acquire.c were one) at -O2 with
 * gcc-12 and clang-19 (and, where named, other levels) with tools/oncelab count and the asm:
 * - ACCESS_ONCE(), WRITE_ONCE() and relaxed __atomic_store_n emit no ordering instruction
 *   (gcc-12 makes the relaxed store on riscv64 an amoswap.w), and order nothing: with
 *   WRITE_ONCE() on the flag, gcc-12 -m32 -O2 and Clang on arm (clang-14 -O2, clang-19 -O1 and
 *   up) still store the plain data after the flag. On arm64 and arm they keep the two stores
 *   from being paired into one stp/strd.
 * - barrier() emits nothing and orders the compiler only: enough on x86, not elsewhere.
 * - smp_wmb() with WRITE_ONCE(): one barrier (none on x86; arm64 dmb ishst, one instruction
 *   more than stlr; ppc64le lwsync; alpha wmb).
 * - An _Atomic flag assigned plainly is sequentially consistent: xchg on x86, stlr on arm64,
 *   sync before the store on ppc64le, elsewhere mostly a barrier on each side of it (gcc-12
 *   riscv64 stores with fence + amoswap.w.aq).
 *
 * Litmus test: MP+pooncerelease+poacquireonce (tools/memory-model/litmus-tests/ in the kernel):
 * with the release and the acquire the model forbids seeing the flag and not the data (Result:
 * Never); with READ_ONCE() and WRITE_ONCE() alone, MP+poonceonces, it allows it (Sometimes).
 */
#include "once.h"

struct msg {
	int data;
	int ready;
};

void plain_publish(struct msg *m, int v)
{
	m->data = v;
	m->ready = 1;
}

void once_publish(struct msg *m, int v)
{
	m->data = v;
	smp_store_release(&m->ready, 1);
}

/* trace: @(&oncelab_msg, 5); */
/* trace-define: struct msg oncelab_msg; */
/* trace-plain: [arg0] */
