/*
 * Runtime demo of store tearing, with the corpus's own stores (cases/tear/store-tearing.c): one thread
 * alternates WRITE_ONCE(magic, 0) with plain_set() or once_set(), which store a constant with two equal
 * 32-bit halves; the other reads magic and counts the values that are neither: a store split in two
 * halves, caught half done. GCC for aarch64 splits plain_set's store (`stp w0, w0`, or two `str w0`);
 * WRITE_ONCE's volatile store must be one 64-bit store. Only for 64-bit targets: WRITE_ONCE promises an
 * untorn store of a machine word. Built per config by tools/harness/demo.py.
 *
 * Usage: store-tear plain|once [SECONDS]. Prints `reads R torn T`, after ITERATIONS pairs of stores.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "args.h"

#include "../../cases/tear/store-tearing.c"

_Static_assert(sizeof(unsigned long) == 8, "store-tear is a demo for 64-bit targets");

#define SET REPEAT_U32(0x12345678)
#define ITERATIONS 1000000

/* Called through a volatile pointer, so that the store stays the function's own and out of the loop. */
static void (*volatile set)(void);
static volatile int reader_ready, writer_done;

static void *writer(void *unused)
{
	long i;

	(void)unused;
	while (!reader_ready)
		;
	for (i = 0; i < ITERATIONS; i++) {
		WRITE_ONCE(magic, 0);
		set();
	}
	writer_done = 1;
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned long reads = 0, torn = 0, v;
	pthread_t thread;

	set = once_mode(argc, argv) ? once_set : plain_set;
	if (pthread_create(&thread, NULL, writer, NULL)) {
		fprintf(stderr, "%s: pthread_create failed\n", argv[0]);
		return 2;
	}
	reader_ready = 1;
	while (!writer_done) {
		v = READ_ONCE(magic);
		reads++;
		if (v != 0 && v != SET)
			torn++;
	}
	pthread_join(thread, NULL);
	printf("reads %lu torn %lu\n", reads, torn);
	return 0;
}
