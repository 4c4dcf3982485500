/* Ends with exit status 3, no checksum: what a crash under qemu looks like to the campaign. */
static volatile int g_1;
int main(void) { return 3 + g_1; }
