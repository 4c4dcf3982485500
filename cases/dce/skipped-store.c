/*
 * A store left out because the compiler thinks the value is already there.
 *
 * plain_handshake() sets state to IDLE, waits for the other CPU's go, then
 * sets state to IDLE again: meanwhile the other CPU, seeing IDLE, has set state
 * to BUSY. Nothing in this function stores to state between the two stores, so
 * a compiler that assumes one thread of execution may think state still IDLE
 * and leave the second store out (GCC does, from -O1, on every target): state
 * stays BUSY for good. Or it may keep only the second store, the first being
 * overwritten unread (Clang does, from -O2): IDLE is never announced before
 * the wait, the other CPU never answers, and both wait for ever.
 *
 * This is Documentation/memory-barriers.txt ("COMPILER BARRIER"): "The compiler
 * is within its rights to omit a store entirely if it knows that the variable
 * already has the value being stored.
 *	a = 0;
 *	... Code that does not store to variable a ...
 *	a = 0;
 * The compiler sees that the value of variable 'a' is already zero, so it might
 * well omit the second store. This would come as a fatal surprise if some other
 * CPU might have stored to variable 'a' in the meantime." The fix:
 * WRITE_ONCE(state, IDLE) is a volatile store, which the compiler must perform
 * every time the source performs it, whatever it believes state to hold.
 *
 * Litmus test: none: the wait for go is a loop, and a litmus test has no loops
 * ("do", "for", "while" and "goto" are not supported:
 * tools/memory-model/Documentation/litmus-tests.txt); nor does the memory model
 * model a compiler that deletes a store it thinks redundant (its first
 * limitation there: "Compiler optimizations are not accurately modeled").
 */
#include "once.h"

#define IDLE 0		/* this CPU is ready for work */
#define BUSY 1		/* the other CPU has taken the work on */

/* This CPU sets state IDLE; the other CPU, on seeing IDLE, sets BUSY, then go. */
int state;
int go;

void plain_handshake(void)
{
	state = IDLE;
	while (!ACCESS_ONCE(go))
		;
	state = IDLE;
}

void once_handshake(void)
{
	WRITE_ONCE(state, IDLE);
	while (!ACCESS_ONCE(go))
		;
	WRITE_ONCE(state, IDLE);
}

/* How tools/oncelab trace calls the functions: go set first: the wait between the stores ends. */
/* trace: go = 1; @(); */
