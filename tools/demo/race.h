/*
 * The common half of the counting demos: for COUNT_FOR_NS, the main thread makes one trial after another
 * while another thread runs its own step again and again, and the driver counts the trials that saw the
 * event: a torn value, a call that read two seeds, a pulse of busy, progress midway, two reads that differ.
 *
 * Each driver includes its case file (so that the demo runs exactly the corpus code, built with the config's
 * own flags), then this file, and defines:
 *	prepare(once)   pick the case's plain_X or once_X (through a volatile pointer: see the drivers)
 *	trial()         one trial on the main thread: 1 if it saw the event
 *	other_step()    one step of the other thread
 * Where the event needs one thread to stop between two of its own accesses (two loads, two stores a few
 * cycles apart, which another CPU all but never falls between), the driver defines PREEMPT_TRIALS or
 * PREEMPT_OTHER first: then both threads share one CPU, and the other thread (or the main one) sleeps a
 * TICK_NS timer's tick before each step (trial); woken, it preempts the thread on the CPU wherever that is,
 * as an interrupt would, now and then between the two accesses.
 *
 * Usage: DRIVER plain|once [SECONDS]. It prints `events N of M`: N of the M trials saw the event. A count
 * is a result whatever it is, zero included; which counts can only be zero is the harness's to say
 * (tools/lab/demo/demos.py). It times itself: SECONDS only arms the alarm() safety net.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>

#include "args.h"

#define COUNT_FOR_NS 200000000L
#define TICK_NS 20000L
#define PR_SET_TIMERSLACK 29	/* <linux/prctl.h>, which -m32 builds have no <asm/types.h> for */
extern int prctl(int option, ...);

#if defined(PREEMPT_TRIALS) || defined(PREEMPT_OTHER)
#define ONE_CPU 1
#endif

#ifdef ONE_CPU
/* A timer's tick: the thread that sleeps it, woken, preempts the other on their one CPU, wherever it is. */
static void tick(void)
{
	struct timespec t = { 0, TICK_NS };

	nanosleep(&t, NULL);
}

/* Both threads on the CPU this one is on, and the timer as exact as it goes: the threads created after
 * this share both. */
static void share_one_cpu(void)
{
	cpu_set_t one;
	int cpu = sched_getcpu();

	prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
	CPU_ZERO(&one);
	CPU_SET(cpu < 0 ? 0 : cpu, &one);
	sched_setaffinity(0, sizeof(one), &one);
}
#endif

static void prepare(int once);
static int trial(void);
static void other_step(void);

static volatile int other_ready, trials_over;

static void *other(void *unused)
{
	(void)unused;
	other_ready = 1;
	while (!trials_over) {
#ifdef PREEMPT_TRIALS
		tick();
#endif
		other_step();
	}
	return NULL;
}

int main(int argc, char **argv)
{
	unsigned long trials = 0, events = 0;
	struct timespec start;
	pthread_t thread;

	prepare(once_mode(argc, argv));
#ifdef ONE_CPU
	share_one_cpu();
#endif
	if (pthread_create(&thread, NULL, other, NULL)) {
		fprintf(stderr, "%s: pthread_create failed\n", argv[0]);
		return 2;
	}
	while (!other_ready)
		sched_yield();
	clock_gettime(CLOCK_MONOTONIC, &start);
	do {
		for (int i = 0; i < 256; i++, trials++) {
#ifdef PREEMPT_OTHER
			tick();
#endif
			events += trial();
		}
	} while (seconds_since(&start) < COUNT_FOR_NS / 1e9);
	trials_over = 1;
	pthread_join(thread, NULL);
	printf("events %lu of %lu\n", events, trials);
	return 0;
}
