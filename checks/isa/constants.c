/*
 * Read-only constants the compilers make: checks/isa/constants.test annotates their loads.
 */
int ready;
struct big { long a, b, c; };
struct big shared_big;
/* The kernel's READ_ONCE() before 5.9 (a union initialised with __c = { 0 }): at -O0 Clang copies the union's
 * initial value from .L__const.read_ready.__u, laid out with .zero, before reading ready. */
#define READ_ONCE(x) ({ union { __typeof__(x) __val; char __c[1]; } __u = { .__c = { 0 } }; \
	__u.__val = *(volatile __typeof__(x) *)&(x); __u.__val; })
int read_ready(void) { return READ_ONCE(ready); }
/* A const local copied into a variable: Clang's .L__const.init_big.k, GCC's k.0 in .rodata. */
void init_big(void) { const struct big k = { 1, 2, 3 }; shared_big = k; }
/* A local with a string in it, copied whole: GCC lays its initial value out in .rodata, reached through the
 * section's anchor (.LANCHOR0 there), and reads it from there. */
struct rec { char name[12]; int n; long m; };
struct rec shared_rec;
void init_rec(void) { struct rec k = { "abcdefghij", 5, 77 }; shared_rec = k; }
