/*
 * The remedies side by side: message passing with release and acquire.
 *
 * A writer fills in m->data and then sets m->ready; a reader that sees ready set must see that
 * data. With plain accesses neither side is ordered: the compiler may reorder the two stores
 * (gcc -m32 from -O2 stores the flag first) or the two loads, and every CPU here but x86 may
 * make the stores visible, or perform the loads, out of order. The two-function publication of
 * the seed mail (publish/init-then-publish.c, publish/pmd-walk.c) used smp_wmb() and
 * smp_read_barrier_depends(); the kernel's rcu_assign_pointer() became an smp_store_release().
 *
 * smp_store_release(&m->ready, 1) orders every earlier access before the store of the flag;
 * smp_load_acquire(&m->ready) orders the load of the flag before every later access. Here they
 * are the compilers' __atomic release and acquire, and the checks show what each family emits:
 *
 *	         release                          acquire
 *	x86      mov (nothing added)              mov (nothing added)
 *	arm64    stlr                             ldar
 *	arm      dmb ish; str                     ldr; dmb ish
 *	riscv64  gcc-12: fence iorw,ow; amoswap.w lw; fence iorw,iorw
 *	         clang:  fence rw,w; sw           lw; fence r,rw
 *	ppc64le  lwsync; stw                      lwz; cmpw; bne- (to the next insn); isync
 *	alpha    mb; stl                          ldl; mb
 *
 * The other remedies, measured on the same two functions at -O2 with gcc-12 and clang-19 (and,
 * where named, other levels) with tools/oncelab count and the scrubbed assembly:
 * - ACCESS_ONCE(), READ_ONCE()/WRITE_ONCE() and relaxed __atomic_load_n/__atomic_store_n emit no
 *   ordering instruction (gcc-12 makes the relaxed store on riscv64 an amoswap.w), and order
 *   nothing: with WRITE_ONCE() on the flag, gcc-12 -m32 -O2 and Clang on arm (clang-14 -O2,
 *   clang-19 -O1 and up) still store the plain data after the flag. On arm64 and arm they
 *   keep the two stores from being paired into one stp/strd.
 * - barrier() emits nothing and orders the compiler only: enough on x86, not elsewhere.
 * - smp_wmb()/smp_rmb() with WRITE_ONCE()/READ_ONCE(): one barrier each (none on x86; arm64
 *   dmb ishst/ishld, one instruction more than stlr/ldar; ppc64le lwsync, two fewer than the
 *   acquire's cmpw/bne-/isync; alpha wmb/mb).
 * - An _Atomic flag assigned and read plainly is sequentially consistent: xchg for the store on
 *   x86, stlr/ldar on arm64, sync before the access on ppc64le, elsewhere mostly a barrier on
 *   each side of it (gcc-12 riscv64 stores with fence + amoswap.w.aq).
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

int plain_consume(struct msg *m)
{
	if (!m->ready)
		return -1;
	return m->data;
}

int once_consume(struct msg *m)
{
	if (!smp_load_acquire(&m->ready))
		return -1;
	return m->data;
}
