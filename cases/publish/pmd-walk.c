/*
 * Pointer publication, reader side: a lockless page-table walker reads a pmd entry, retrying while
 * a huge pmd is being split, then loads a pte from the table that entry points to.
 *
 * Nothing in the retry loop writes *pmdp, so a plain load may be hoisted out of it: the walker then
 * spins forever on a stale splitting pmd. And the walker may run while __pte_alloc() installs a new
 * pte table (publish/init-then-publish.c): everywhere but Alpha the address dependency orders the
 * pte load after the pmd load, but Alpha may return a stale pte even though it loaded the new pmd.
 *
 * From the mail thread "[RFC] page-table walkers vs memory order" (Peter Zijlstra and Paul E. McKenney, July
 * 2012, https://lore.kernel.org/lkml/1343064870.26034.23.camel@twins/): mm/pagewalk.c's walk_pmd_range()
 * re-reads the pmd in a retry loop ("do { again:" in the diff; "goto again" after splitting a huge
 * pmd); arch/x86/mm/gup.c got "pmd_t pmd = ACCESS_ONCE(*pmdp);", which "suffices because this is
 * x86-specific code. Core code would need to worry about Alpha, and would thus also need
 * smp_read_barrier_depends()", added in mm/pagewalk.c as "barrier(); smp_read_barrier_depends();".
 * plain_walk is the gup.c code.
 *
 * The fix, once_walk: ACCESS_ONCE is a volatile access, so the pmd is loaded on every trip round
 * the loop; after the loop, the two lines rcu_dereference() also has: an mb on Alpha, which orders
 * the two loads, and no instruction elsewhere. pmd_t is a scalar, as in Alpha's page.h without
 * STRICT_MM_TYPECHECKS; its value is the pte table's address, and bit 0 marks a splitting huge pmd.
 *
 * Today's kernel, today_walk: READ_ONCE() itself ends with Alpha's mb (since Linux 4.15;
 * arch/alpha/include/asm/rwonce.h), and smp_read_barrier_depends() is gone, so the mb comes with
 * every read of the pmd, in the loop; on arm64 built with LTO the read is an acquire, ldar
 * (arch/arm64/include/asm/rwonce.h); elsewhere today_walk is plain_walk (cases/once.h,
 * READ_ONCE_TODAY).
 *
 * Litmus test: MP+onceassign+derefonce (tools/memory-model/litmus-tests/ in the kernel): the model
 * forbids the walker seeing the new pmd and a stale pte (Result: Never), for it gives READ_ONCE()
 * today's meaning, in which Alpha's READ_ONCE() carries the mb; 2012's ACCESS_ONCE() had none, and
 * that is plain_walk's hazard on Alpha.
 */
#include "once.h"

#define PAGE_SHIFT	13
#define PTRS_PER_PTE	1024

typedef unsigned long pte_t;
typedef unsigned long pmd_t;

#define pmd_trans_splitting(pmd) ((pmd) & 1)
/* The pte that maps addr, in the table the pmd points to. */
#define pte_offset(pmd, addr) ((pte_t *)(pmd) + (((addr) >> PAGE_SHIFT) & (PTRS_PER_PTE - 1)))

pte_t plain_walk(pmd_t *pmdp, unsigned long addr)
{
	pmd_t pmd;
again:
	pmd = ACCESS_ONCE(*pmdp);
	if (pmd_trans_splitting(pmd))	/* a huge pmd being split: retry until its pte table is in */
		goto again;
	if (!pmd)
		return 0;
	return *pte_offset(pmd, addr);
}

pte_t once_walk(pmd_t *pmdp, unsigned long addr)
{
	pmd_t pmd;
again:
	pmd = ACCESS_ONCE(*pmdp);
	if (pmd_trans_splitting(pmd))	/* a huge pmd being split: retry until its pte table is in */
		goto again;
	barrier();
	smp_read_barrier_depends();
	if (!pmd)
		return 0;
	return *pte_offset(pmd, addr);
}

/* Today's kernel: READ_ONCE() itself is ordered (once.h), and smp_read_barrier_depends() is gone. */
pte_t today_walk(pmd_t *pmdp, unsigned long addr)
{
	pmd_t pmd;
again:
	pmd = READ_ONCE_TODAY(*pmdp);
	if (pmd_trans_splitting(pmd))	/* a huge pmd being split: retry until its pte table is in */
		goto again;
	if (!pmd)
		return 0;
	return *pte_offset(pmd, addr);
}

/* How tools/oncelab trace calls the functions: a pmd that points at a page of ptes, bit 0 clear: no retry. */
/* trace: oncelab_pmd = (unsigned long)oncelab_ptes; @(&oncelab_pmd, 0); */
/* trace-define: unsigned long oncelab_ptes[4]; unsigned long oncelab_pmd; */
