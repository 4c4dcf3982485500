/* A stand-in for a compiler that invents a volatile load: the optimized build reads g_1 once more than the -O0
   build does, the checksum the same. Without -DHONEST, that is; with it, the builds agree. */
#include <stdio.h>

static volatile int g_1 = 7;
struct S0 { int a, b; };
static volatile struct S0 g_2 = {1, 2};
static volatile int *g_3 = &g_1;        /* a plain pointer to volatile: not traced itself */

int main(void)
{
	int x = g_1;
#if defined(__OPTIMIZE__) && !defined(HONEST)
	(void)g_1;
#endif
	g_2.b = x;
	printf("checksum = %X\n", (unsigned)(x + *g_3));
	return 0;
}
