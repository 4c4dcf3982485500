/*
 * One store of a word, split by the compiler into two stores of half a word.
 *
 * plain_set() stores a 64-bit constant whose two 32-bit halves are equal,
 * 0x1234567812345678. Building it in a 64-bit register takes four
 * instructions on arm64; building one half takes two, and storing that half
 * twice does the rest. So GCC on arm64 writes magic as two 32-bit stores
 * (two str of a w register, or one stp w, w: still two 32-bit accesses). A
 * CPU that reads magic between them sees one half new and one half old,
 * 0x0000000012345678 say: a value that no one ever stored.
 *
 * This is "store tearing", in the kernel's Documentation/memory-barriers.txt
 * (COMPILER BARRIER): "For aligned memory locations whose size allows them to
 * be accessed with a single memory-reference instruction, [READ_ONCE() and
 * WRITE_ONCE()] prevent "load tearing" and "store tearing," in which a single
 * large access is replaced by multiple smaller accesses. [...] the compiler
 * might be tempted to use two 16-bit store-immediate instructions to
 * implement the following 32-bit store: p = 0x00010002;". The fix:
 * WRITE_ONCE(magic, ...) is a volatile store, which the compiler must perform
 * as the one access of the object's full width that the source asks for.
 *
 * magic is an unsigned long, the native word, for that is all WRITE_ONCE can
 * promise: on 32-bit i386 and arm a 64-bit store is two stores even with
 * WRITE_ONCE (include/asm-generic/rwonce.h: "this permits 64-bit accesses on
 * 32-bit architectures [...] we rely on the access being split into 2x32-bit
 * accesses for a 32-bit quantity [...] and a strong prevailing wind"). There
 * the word is 32 bits, and the constant 0x12345678.
 *
 * Litmus test: C-tearstore in https://github.com/paulmckrcu/litmus
 * (manual/plain/): the model flags racing plain stores as a data race and
 * allows a value neither stored (Result: Sometimes DATARACE); the half-word
 * stores themselves cannot be written, for it has one access size per variable
 * (tools/memory-model/Documentation/litmus-tests.txt).
 */
#include "once.h"

/* The value x in every 32-bit half of an unsigned long, as the kernel's REPEAT_BYTE(). */
#define REPEAT_U32(x) ((~0UL / 0xffffffffUL) * (x))

unsigned long magic;	/* another CPU may read it at any time */

void plain_set(void)
{
	magic = REPEAT_U32(0x12345678);
}

void once_set(void)
{
	WRITE_ONCE(magic, REPEAT_U32(0x12345678));
}

/* trace: @(); */
