/* Never ends, at any level: the watchdog stops it. */
static volatile int g_1;
int main(void) { for (;;) g_1++; }
