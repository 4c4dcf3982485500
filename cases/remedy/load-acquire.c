/*
 * The remedies side by side, the reader's half of message passing: load-acquire.
 *
 * A reader that sees m->ready set must see the m->data written before it. With plain loads
 * nothing orders the two: the compiler may load the data first, and every CPU here but x86 and
 * s390x may perform the loads out of order, reading data older than the flag. The 2012 mail's reader
 * (publish/pmd-walk.c) used smp_read_barrier_depends(); smp_load_acquire() orders any later
 * access, dependent or not. The writer's half is remedy/store-release.c.
 *
 * smp_load_acquire(&m->ready) orders the load of the flag before every later access. Here it is
 * the compilers' __atomic acquire load, and the checks show what each family emits:
 *
 *	x86      mov (nothing added)
 *	arm64    ldar
 *	arm      ldr; dmb ish
 *	riscv64  gcc-12: lw; fence iorw,iorw
 *	         clang:  lw; fence r,rw
 *	ppc64le  lwz; cmpw; bne- (to the next insn); isync
 *	s390x    l (nothing added)
 *	alpha    ldl; mb
 *
 * The other remedies, measured (when this case and remedy/store-release.c were one) at -O2 with
 * gcc-12 and clang-19 with tools/oncelab count and the asm:
 * - ACCESS_ONCE(), READ_ONCE() and relaxed __atomic_load_n emit no ordering instruction, and
 *   order nothing.
 * - barrier() emits nothing and orders the compiler only: enough on x86, not elsewhere.
 * - smp_rmb() with READ_ONCE(): one barrier (none on x86; arm64 dmb ishld, one instruction more
 *   than ldar; ppc64le lwsync, two fewer than the acquire's cmpw/bne-/isync; alpha mb).
 * - An _Atomic flag read plainly is sequentially consistent: ldar on arm64, sync before the load
 *   on ppc64le, elsewhere mostly a barrier on each side of it.
 *
 * Litmus test: MP+pooncerelease+poacquireonce (tools/memory-model/litmus-tests/ in the kernel): with
 * the release and the acquire the model forbids seeing the flag and not the data (Result: Never);
 * with READ_ONCE() and WRITE_ONCE() alone, MP+poonceonces, it allows it (Sometimes).
 */
#include "once.h"

struct msg {
	int data;
	int ready;
};

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

/* trace: @(&oncelab_msg); */
/* trace-define: struct msg oncelab_msg = { 5, 1 }; */
/* trace-plain: [arg0] */
