/*
 * Runtime demo of cases/dce/skipped-store.c, the handshake: a thread runs plain_handshake() or
 * once_handshake() (state = IDLE; wait for go; state = IDLE), while the main thread plays the other CPU: on
 * seeing state IDLE it takes the work on (state = BUSY), says go, and waits to see IDLE again. With both
 * stores made, it does, and the program returns. Where the compiler left out the second store (GCC), state
 * stays BUSY; where it deleted the first (Clang), state is never IDLE, go never comes, and both sides wait
 * for ever: hung, either way. Built per config by tools/lab/demo/demos.py.
 *
 * Usage: skipped-store plain|once [SECONDS]. Prints `returned T released` when the handshake completed, or
 * `hung SECONDS first|second` when the main thread was still waiting for the first or second IDLE after
 * SECONDS (status 4).
 */
#include <pthread.h>

#include "args.h"

#include "../../cases/dce/skipped-store.c"

/* Called through a volatile pointer, so that the compiler cannot inline the case's function into the driver
 * or specialise it for it: the code that runs is the code the checks read. */
static void (*volatile handshake)(void);
static struct timespec start;

static void *this_cpu(void *unused)
{
	(void)unused;
	handshake();
	return NULL;
}

/* Wait until state is IDLE; 0 if it is not within SECONDS of the start. It naps between looks, as the
 * waiting demos' main thread does (demo.h): the other side's IDLE stays until this side stores BUSY, so a
 * look a millisecond late still sees it, and a hung run spins one CPU (the handshake's), not two. */
static int see_idle(void)
{
	struct timespec ms = { 0, 1000000L };

	while (READ_ONCE(state) != IDLE) {
		if (seconds_since(&start) >= patience)
			return 0;
		nanosleep(&ms, NULL);
	}
	return 1;
}

static void hung(const char *which)
{
	printf("hung %.3f %s\n", patience, which);
	fflush(stdout);
	_exit(4);		/* the handshake may spin on: ending the process ends it */
}

int main(int argc, char **argv)
{
	pthread_t thread;

	handshake = once_mode(argc, argv) ? once_handshake : plain_handshake;
	WRITE_ONCE(state, BUSY);	/* the other CPU has the work, until this one says IDLE */
	clock_gettime(CLOCK_MONOTONIC, &start);
	if (pthread_create(&thread, NULL, this_cpu, NULL)) {
		fprintf(stderr, "%s: pthread_create failed\n", argv[0]);
		return 2;
	}
	if (!see_idle())
		hung("first");
	WRITE_ONCE(state, BUSY);
	WRITE_ONCE(go, 1);
	if (!see_idle())
		hung("second");
	printf("returned %.3f released\n", seconds_since(&start));
	pthread_join(thread, NULL);
	return 0;
}
