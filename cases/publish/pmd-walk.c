/*
 * Pointer publication, reader side: a lockless page-table walker reads a pmd entry, retrying while
 * a huge pmd is being split, then loads a pte from the table that entry points to.
 *
 * Nothing in the retry loop writes *pmdp, so a plain load may be hoisted out of it: the walker then
 * spins forever on a stale splitting pmd. And the walker may run while __pte_alloc() installs a new
 * pte table (publish/init-then-publish.c): everywhere but Alpha the address dependency orders the
 * pte load after the pmd load, but Alpha may return a stale pte even though it loaded the new pmd.
 *
 * From the seed mail "page-table walkers vs memory order": mm/pagewalk.c's walk_pmd_range()
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
