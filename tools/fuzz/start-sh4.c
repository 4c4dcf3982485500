/*
 * oncelab fuzz's C library for a Csmith program on sh4, linked with -nostdlib: Debian 12's sh4 C library is built
 * by the GCC that miscompiles zero tests, and no program linked against it starts under qemu-sh4 (demos.py,
 * cannot_start). This one is what a Csmith program calls (printf for its checksum, and the mem* functions GCC
 * may call for a struct copy), its output kept and written at exit, and _start: main(), write(1, ...), exit.
 * The system calls are trapa #0x10 + their argument count, the number in r3, the arguments in r4 to r6
 * (arch/sh/include/asm/unistd_32.h: write 4, exit 1). It makes no access to the program's volatile objects, and is
 * compiled at -O0 whatever the config's level: built
 * at -O3 by gcc-12, its printf printed nothing under qemu-sh4 (not looked into further).
 */
#pragma GCC optimize ("O0")
typedef __SIZE_TYPE__ size_t;
typedef __builtin_va_list va_list;
int main(void);
static long oncelab_syscall(long number, long a, long b, long c)
{
	register long r3 __asm__("r3") = number;
	register long r4 __asm__("r4") = a;
	register long r5 __asm__("r5") = b;
	register long r6 __asm__("r6") = c;
	__asm__ volatile("trapa #0x13" : "+r"(r3) : "r"(r4), "r"(r5), "r"(r6) : "memory", "r0");
	return r3;
}
void *memcpy(void *d, const void *s, size_t n)
{
	char *p = d;
	const char *q = s;
	while (n--)
		*p++ = *q++;
	return d;
}

void *memmove(void *d, const void *s, size_t n)
{
	char *p = d;
	const char *q = s;
	if (p < q)
		while (n--)
			*p++ = *q++;
	else
		while (n--)
			p[n] = q[n];
	return d;
}

void *memset(void *d, int c, size_t n)
{
	char *p = d;
	while (n--)
		*p++ = c;
	return d;
}

int memcmp(const void *a, const void *b, size_t n)
{
	const unsigned char *p = a, *q = b;
	for (; n; n--, p++, q++)
		if (*p != *q)
			return *p - *q;
	return 0;
}

/* What the program prints, written at exit. */
static char out[4096];
static size_t used;

static void put(char c)
{
	if (used < sizeof out)
		out[used++] = c;
}

static void number(unsigned long long v, unsigned base, int upper, int negative)
{
	char digits[24];
	int n = 0;
	if (negative)
		put('-');
	do {
		unsigned d = v % base;
		digits[n++] = d < 10 ? '0' + d : (upper ? 'A' : 'a') + d - 10;
		v /= base;
	} while (v);
	while (n)
		put(digits[--n]);
}

/* %d %i %u %x %X %s %c, with l or ll: what Csmith's programs print. */
int printf(const char *format, ...)
{
	va_list ap;
	__builtin_va_start(ap, format);
	for (const char *f = format; *f; f++) {
		if (*f != '%') {
			put(*f);
			continue;
		}
		int longs = 0;
		while (*++f == 'l')
			longs++;
		unsigned long long v;
		switch (*f) {
		case 'd':
		case 'i': {
			long long s = longs > 1 ? __builtin_va_arg(ap, long long)
				: longs ? __builtin_va_arg(ap, long) : __builtin_va_arg(ap, int);
			number(s < 0 ? -(unsigned long long)s : (unsigned long long)s, 10, 0, s < 0);
			break;
		}
		case 'u':
		case 'x':
		case 'X':
			v = longs > 1 ? __builtin_va_arg(ap, unsigned long long)
				: longs ? __builtin_va_arg(ap, unsigned long) : __builtin_va_arg(ap, unsigned);
			number(v, *f == 'u' ? 10 : 16, *f == 'X', 0);
			break;
		case 's':
			for (const char *s = __builtin_va_arg(ap, const char *); *s; s++)
				put(*s);
			break;
		case 'c':
			put(__builtin_va_arg(ap, int));
			break;
		default:
			put(*f);
		}
	}
	__builtin_va_end(ap);
	return 0;
}
int puts(const char *s)
{
	while (*s)
		put(*s++);
	put('\n');
	return 0;
}

int putchar(int c)
{
	put(c);
	return c;
}

void _start(void)
{
	int status = main();
	oncelab_syscall(4, 1, (long)out, used);
	register long r3 __asm__("r3") = 1;
	register long r4 __asm__("r4") = status;
	__asm__ volatile("trapa #0x11" : : "r"(r3), "r"(r4) : "memory");
	for (;;)
		;
}
