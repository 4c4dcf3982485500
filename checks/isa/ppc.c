/* The addressing traps of ppc64le, one a function: checks/isa/ppc.test annotates them. */

int flag;                       /* laid out in .bss: GCC reaches it through the section anchor .LANCHOR0 */
int pair[2];                    /* .LANCHOR0+4 at GCC -O2: an anchor's offset is a variable's */
extern int ext;                 /* defined elsewhere: a TOC entry (.tc ext[TC],ext) holds its address */

/* addis RT,2,sym@toc@ha + lwz RT,sym@toc@l(RT): the TOC-relative hi/lo pair (r2 is the TOC pointer);
   at -O0 GCC forms the address with addi sym@toc@l and loads 0(RT). */
int toc_load(void) { return flag; }

/* A store through the anchor at an offset: .LANCHOR0+4@toc@l is pair[0]... or pair+4 wherever laid. */
void anchor_store(int v) { pair[1] = v; }

/* ld RT,.LC0@toc@l(RT): the TOC entry holds &ext; the load through it is ext. */
int toc_entry(void) { return ext; }

/* D-form through an argument: [arg0+4]; at -O0 the argument is spilled (std 3,-N(1) or to r31's frame,
   mr 31,1) and reloaded before the access. */
int arg_load(int *p) { return p[1]; }

/* A pointer loaded through an argument: [[arg0+8]+4]. */
int chase(int **p) { return p[1][1]; }

/* The acquire idiom: lwz; cmpw; bne- .+4 (a branch to the next instruction); isync. */
int load_acquire(int *p) { return __atomic_load_n(p, __ATOMIC_ACQUIRE); }

/* The release store: lwsync before stw. */
void store_release(int *p) { __atomic_store_n(p, 1, __ATOMIC_RELEASE); }

/* Load-and-reserve / store-conditional: lwarx RT,0,RB (RA 0 is the literal 0: the address is RB). */
int fetch_add(void) { return __atomic_fetch_add(&flag, 1, __ATOMIC_RELAXED); }

/* A full fence: sync (hwsync). */
void fence(void) { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/* A spin on flag: GCC -O2 leaves the loop with a conditional return (bnelr: the code after it runs too). */
void wait_flag(void) { while (!flag) { } }

/* X-form with an index register: lwzx, ldx: the address is not known. */
int indexed(int *p, long i) { return p[i]; }

/* A call through a pointer: mtctr 12; bctrl. A frame: stdu 1,-N(1) writes r1 back. */
int call_pointer(int (*f)(void)) { return f() + flag; }
