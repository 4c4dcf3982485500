/*
 * A byte field stored by a read-modify-write of the quadword around it.
 *
 * Two CPUs each set their own byte of one struct: this CPU its done_b, another CPU its done_a, the
 * byte beside it. Where the CPU has byte stores, each store writes its byte and nothing else. Alpha
 * before EV56 has none (the BWX extension came with EV56): to store a byte, the compiler loads the
 * aligned quadword that holds it (ldq_u), merges the byte in (insbl, mskbl) and stores all eight bytes
 * back (stq_u). A store that the other CPU made to done_a between the ldq_u and the stq_u is lost.
 * GCC 12 for alpha-linux-gnu defaults to EV4 (__alpha_ev4__, -mbwx off: `gcc -Q --help=target`), so
 * every byte and 16-bit store it emits is such a sequence, and volatile does not change it:
 * WRITE_ONCE() of a char is the same ldq_u/stq_u (no other instruction could do it).
 *
 * This is why the kernel dropped pre-EV56 Alpha: Arnd Bergmann, "[PATCH 14/14] alpha: drop pre-EV56
 * support" (linux-alpha, 2024-05-03; commit a4184174be36, merged for Linux 6.10). In the thread of its
 * pull request ("[GIT PULL] alpha: cleanups and build fixes for 6.10", linux-arch, 2024-05-11), Paul E.
 * McKenney asked what such a CPU runs for WRITE_ONCE(c, 3) on a char, a non-atomic read-modify-write:
 * "that breaks things because it can clobber concurrent stores to other bytes in that enclosing
 * machine word." Documentation/memory-barriers.txt (GUARANTEES) limits its guarantees to "properly
 * aligned and sized scalar variables". The fix, on such a CPU: fields that different CPUs store to each get a word of their own (int fields here),
 * which stl stores whole; once_done() stores its word with WRITE_ONCE().
 *
 * What oncelab finds: only Alpha rewrites the neighbour, at every level (-O0 included); every other
 * target stores the byte alone.
 *
 * No litmus test captures this: herd7 "understands only int and pointer types" (no characters or
 * structures), and "multiple access sizes for a single variable are not supported, and neither are
 * misaligned or partially overlapping accesses" (tools/memory-model/Documentation/litmus-tests.txt,
 * LIMITATIONS): a quadword store over two byte variables cannot be written.
 */
#include "once.h"

/* Each CPU sets its own flag: done_a by another CPU, done_b by this one. */
struct done_bytes {
	unsigned char done_a;
	unsigned char done_b;
};

/* The fix: a word for each CPU's flag. */
struct done_words {
	unsigned int done_a;
	unsigned int done_b;
};

void plain_done(struct done_bytes *d)
{
	d->done_b = 1;
}

void once_done(struct done_words *d)
{
	WRITE_ONCE(d->done_b, 1);
}

/* How tools/oncelab trace calls the functions: one buffer for both layouts. */
/* trace: @((void *)oncelab_done); */
/* trace-define: unsigned int oncelab_done[2]; */
