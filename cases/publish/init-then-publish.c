/*
 * Pointer publication, writer side: initialise a new object, then publish a pointer to it.
 *
 * A lockless page-table walker may follow the pmd to the new pte table the moment the pointer
 * lands there, so the stores that fill the table must be visible before the store that publishes
 * it. Plain code does not say so: pte_alloc_one() returns fresh memory (__malloc__), which nothing
 * else can point to, so the compiler may sink a field store below the publishing store; and a
 * weakly ordered CPU (arm64, arm, ppc64le, riscv64, alpha) may reorder even stores kept in order.
 *
 * From mm/memory.c, __pte_alloc() (copied, without the comment, into __split_huge_page_map() in
 * mm/huge_memory.c; the mail thread "[RFC] page-table walkers vs memory order", Peter Zijlstra and Paul E.
 * McKenney, July 2012, https://lore.kernel.org/lkml/1343064870.26034.23.camel@twins/):
 *
 *	 * Ensure all pte setup (eg. pte page lock and page clearing) are
 *	 * visible before the pte is made visible to other CPUs by being
 *	 * put into page tables.
 *	smp_wmb();
 *	...
 *	pmd_populate(mm, pmd, new);
 *
 * The fix: smp_wmb() between the initialisation and the publishing store. Its "memory" clobber
 * keeps the compiler's order; its instruction (wmb, dmb ishst, lwsync, fence w,w; none on x86,
 * which keeps stores in order) keeps the CPU's. WRITE_ONCE() makes the publication one store,
 * where the source puts it. The reader's half is publish/pmd-walk.c.
 *
 * Litmus test: MP+fencewmbonceonce+fencermbonceonce (tools/memory-model/litmus-tests/ in the
 * kernel): with smp_wmb() between the writer's stores (and smp_rmb() between the reader's loads,
 * where publish/pmd-walk.c has an address dependency) the model forbids seeing the new pointer but
 * not what it points to (Result: Never); without the barriers, MP+poonceonces, it allows it
 * (Sometimes).
 */
#include "once.h"

#define PAGE_SHIFT 13

struct vm_area { unsigned long start; unsigned long page_prot; };
struct pte_table {
	unsigned long ptl;		/* its lock: pte_alloc_one() set it up */
	unsigned long entry[4];
	int count;			/* entries in use */
};

/* The shared location: the pmd entry that points to the pte table. */
struct pte_table *pmd;

extern struct pte_table *pte_alloc_one(void) __attribute__((__malloc__));

void plain_publish(struct vm_area *vma, unsigned long pfn)
{
	struct pte_table *new = pte_alloc_one();

	/* pfn_pte(pfn, vma->vm_page_prot): while that load is pending, the compiler may store ahead. */
	new->entry[0] = (pfn << PAGE_SHIFT) | vma->page_prot;
	new->count = 1;
	pmd = new;
}

void once_publish(struct vm_area *vma, unsigned long pfn)
{
	struct pte_table *new = pte_alloc_one();

	new->entry[0] = (pfn << PAGE_SHIFT) | vma->page_prot;
	new->count = 1;
	smp_wmb();
	WRITE_ONCE(pmd, new);
}

/* How tools/oncelab trace calls the functions: the allocator is the driver's: one table. */
/* trace: @(&oncelab_vma, 5); */
/* trace-define: struct vm_area oncelab_vma; struct pte_table oncelab_table; __attribute__((weak)) struct pte_table *pte_alloc_one(void) { return &oncelab_table; } */
/* trace-plain: [arg0] */
