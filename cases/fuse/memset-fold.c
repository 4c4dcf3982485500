/*
 * Several field stores folded into one store of another width.
 *
 * plain_reset() zeroes a statistics block field by field while other CPUs sample each field with
 * READ_ONCE(). Four adjacent zero stores are one 16-byte zeroing to a compiler, which may write it
 * as two 64-bit stores, as one 16-byte vector store, or, for a larger block, as a call to memset(),
 * which owes the fields nothing: it may store them a byte at a time, in any order. Every
 * access then has a width the source never asked for: a reader's 32-bit READ_ONCE() of one field meets
 * a 64- or 128-bit store, whose single-copy atomicity for each field is the architecture's to give or
 * not (a 32-bit store is, on every target here), and a tool such as KCSAN sees one plain wide access,
 * not four marked ones.
 *
 * This is Documentation/memory-barriers.txt (COMPILER BARRIER), on adjacent fields: "the compiler
 * would be well within its rights to implement these three assignment statements as a pair of 32-bit
 * loads followed by a pair of 32-bit stores. This would result in load tearing on 'foo1.b' and store
 * tearing on 'foo2.b'." The fix: WRITE_ONCE() on each field, a volatile store of exactly that field's
 * width, which the compiler may neither merge with its neighbours nor turn into a call.
 *
 * What oncelab finds: on every 64-bit target some compiler folds the four stores. Into one 16-byte
 * vector store: GCC from -O2 (gcc-11 at -O3) and Clang from -O1 on x86-64, GCC at -O2/-O3 and Clang
 * from -O1 on ppc64le. Into two 64-bit stores: GCC from -O2 and Clang from -O1 on arm64 (one stp of
 * two x registers) and s390x, GCC from -O2 on riscv64, GCC at -O2/-O3 on Alpha, GCC at -Os on x86-64
 * (gcc-11 at -O2 too) and ppc64le. The 32-bit targets keep four 32-bit accesses (GCC's strd on arm is
 * two), and so does Clang on riscv64, where stats is only 4-byte aligned. No config calls memset()
 * for these 16 bytes: not seen with these compilers. (Nor for 128 such stores, 1 KiB, with the
 * matrix's -ffreestanding, which implies -fno-builtin; without it, Clang 19 on x86-64 and arm64 turns
 * those into a call to memset() and GCC 12 does not: measured by hand, outside the matrix.)
 *
 * No litmus test captures this: herd7 "understands only int and pointer types" (no structures or
 * arrays), and "multiple access sizes for a single variable are not supported, and neither are
 * misaligned or partially overlapping accesses" (tools/memory-model/Documentation/litmus-tests.txt,
 * LIMITATIONS): one store over two fields, or a memset(), cannot be written.
 */
#include "once.h"

/* Counters another CPU samples with READ_ONCE(), one field at a time. */
struct stats {
	unsigned int packets;
	unsigned int bytes;
	unsigned int errors;
	unsigned int drops;
};
struct stats stats;

void plain_reset(void)
{
	stats.packets = 0;
	stats.bytes = 0;
	stats.errors = 0;
	stats.drops = 0;
}

void once_reset(void)
{
	WRITE_ONCE(stats.packets, 0);
	WRITE_ONCE(stats.bytes, 0);
	WRITE_ONCE(stats.errors, 0);
	WRITE_ONCE(stats.drops, 0);
}

/* trace: @(); */
