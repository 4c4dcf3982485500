/*
 * Runtime demo of store tearing: one thread alternates two 64-bit values in `word`, the other reads it and
 * counts the values that are neither: a store split in two halves, caught half done. No case of the corpus
 * has these stores yet, so they are written here: plain_store_X with `word = X`, once_store_X with
 * WRITE_ONCE(word, X) (cases/once.h). Each value has two equal 32-bit halves, which is what GCC for aarch64
 * turns into one 32-bit register stored twice (`stp w0, w0` at -O2, two `str w0` at -O1); the volatile store
 * of WRITE_ONCE must be one 64-bit store. Only for 64-bit targets: WRITE_ONCE promises an untorn store of a
 * machine word, not of a 64-bit value on a 32-bit machine. Built per config by tools/harness/demo.py.
 *
 * Usage: store-tear plain|once [SECONDS]. Prints `reads R torn T`, after ITERATIONS pairs of stores.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../cases/once.h"

_Static_assert(sizeof(unsigned long) == 8, "store-tear is a demo for 64-bit targets");

#define A 0x1234567812345678UL
#define B 0x9abcdef09abcdef0UL
#define ITERATIONS 1000000

unsigned long word = A;

void plain_store_a(void) { word = A; }
void plain_store_b(void) { word = B; }
void once_store_a(void) { WRITE_ONCE(word, A); }
void once_store_b(void) { WRITE_ONCE(word, B); }

/* Called through volatile pointers, so that the stores stay the functions' own and out of the loop. */
static void (*volatile store_a)(void);
static void (*volatile store_b)(void);
static volatile int reader_ready, writer_done;

static void *writer(void *unused)
{
	long i;

	(void)unused;
	while (!reader_ready)
		;
	for (i = 0; i < ITERATIONS; i++) {
		store_a();
		store_b();
	}
	writer_done = 1;
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned long reads = 0, torn = 0, v;
	pthread_t thread;

	if (argc < 2 || argc > 3 || (strcmp(argv[1], "plain") && strcmp(argv[1], "once"))) {
		fprintf(stderr, "usage: %s plain|once [SECONDS]\n", argv[0]);
		return 2;
	}
	alarm(argc == 3 ? (unsigned)atoi(argv[2]) : 60);
	store_a = strcmp(argv[1], "plain") ? once_store_a : plain_store_a;
	store_b = strcmp(argv[1], "plain") ? once_store_b : plain_store_b;
	if (pthread_create(&thread, NULL, writer, NULL)) {
		fprintf(stderr, "%s: pthread_create failed\n", argv[0]);
		return 2;
	}
	reader_ready = 1;
	while (!writer_done) {
		v = READ_ONCE(word);
		reads++;
		if (v != A && v != B)
			torn++;
	}
	pthread_join(thread, NULL);
	printf("reads %lu torn %lu\n", reads, torn);
	return 0;
}
