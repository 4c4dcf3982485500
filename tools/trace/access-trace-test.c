/*
 * The unit test of access-trace.c, without QEMU: the plugin's source built against stand-ins for the few QEMU
 * functions it calls, then driven as QEMU drives it (install with arguments, translate a block, call each
 * instrumented instruction's memory callback), and its log compared with what it must say.
 *
 *   gcc-12 -std=gnu11 -Wall -Wextra -Werror -o access-trace-test access-trace-test.c && ./access-trace-test DIR
 *
 * Prints one line per check that fails and exits 1, or `access-trace-test: N checks pass`.
 */
#include "access-trace.c"

/* A translation block of QEMU's, as far as the plugin sees it: instructions with addresses; each instruction
   keeps the memory callback the plugin registered on it, if any. */
struct qemu_plugin_insn {
    uint64_t pc;
    qemu_plugin_vcpu_mem_cb_t cb;
    void *userdata;
    qemu_plugin_vcpu_udata_cb_t exec;
};
struct qemu_plugin_tb {
    struct qemu_plugin_insn insns[4];
    size_t n;
};

static qemu_plugin_vcpu_tb_trans_cb_t translate;
static qemu_plugin_udata_cb_t at_exit;

void qemu_plugin_register_vcpu_tb_trans_cb(qemu_plugin_id_t id, qemu_plugin_vcpu_tb_trans_cb_t cb)
{
    (void)id;
    translate = cb;
}
void qemu_plugin_register_atexit_cb(qemu_plugin_id_t id, qemu_plugin_udata_cb_t cb, void *userdata)
{
    (void)id;
    (void)userdata;
    at_exit = cb;
}
size_t qemu_plugin_tb_n_insns(const struct qemu_plugin_tb *tb) { return tb->n; }
struct qemu_plugin_insn *qemu_plugin_tb_get_insn(const struct qemu_plugin_tb *tb, size_t idx)
{
    return (struct qemu_plugin_insn *)&tb->insns[idx];
}
uint64_t qemu_plugin_insn_vaddr(const struct qemu_plugin_insn *insn) { return insn->pc; }
void qemu_plugin_register_vcpu_mem_cb(struct qemu_plugin_insn *insn, qemu_plugin_vcpu_mem_cb_t cb,
                                      enum qemu_plugin_cb_flags flags, enum qemu_plugin_mem_rw rw, void *userdata)
{
    (void)flags;
    (void)rw;
    insn->cb = cb;
    insn->userdata = userdata;
}
void qemu_plugin_register_vcpu_insn_exec_cb(struct qemu_plugin_insn *insn, qemu_plugin_vcpu_udata_cb_t cb,
                                            enum qemu_plugin_cb_flags flags, void *userdata)
{
    (void)flags;
    insn->exec = cb;
    insn->userdata = userdata;
}
/* meminfo as QEMU packs it: the size's log2 in the low bits, bit 5 sign-extend, bit 6 store (the plugin asks
   only through these two functions, so the packing is this test's own). */
#define STORE 0x40u
unsigned int qemu_plugin_mem_size_shift(qemu_plugin_meminfo_t info) { return info & 0xf; }
bool qemu_plugin_mem_is_store(qemu_plugin_meminfo_t info) { return info & STORE; }

static int checks, failed;

static void expect(int ok, const char *what)
{
    checks++;
    if (!ok) {
        failed++;
        printf("access-trace-test: FAIL: %s\n", what);
    }
}

static void reset(void)
{
    n_data = n_code = 0;
    exec_logged = 0;
    limit = 1000000;
    logged = 0;
    out = NULL;
    translate = NULL;
    at_exit = NULL;
}

static int install(int argc, char **argv)
{
    reset();
    return qemu_plugin_install(1, NULL, argc, argv);
}

static void slurp(const char *path, char *buffer, size_t size)
{
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buffer, 1, size - 1, f) : 0;
    buffer[n] = 0;
    if (f)
        fclose(f);
}

/* An instruction starting, as QEMU calls the plugin before it runs. */
static void exec_(struct qemu_plugin_insn *insn)
{
    if (insn->exec)
        insn->exec(0, insn->userdata);
}

static void access_(struct qemu_plugin_insn *insn, qemu_plugin_meminfo_t info, uint64_t address)
{
    if (insn->cb)
        insn->cb(0, info, address, insn->userdata);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: access-trace-test DIR\n");
        return 2;
    }
    char log[4096], arg_out[4200], text[4096];
    snprintf(log, sizeof log, "%s/trace.log", argv[1]);
    snprintf(arg_out, sizeof arg_out, "out=%s", log);

    /* Ranges: START+SIZE, hex or decimal; nothing else. */
    struct range r;
    expect(parse_range("0x1000+4", &r) && r.start == 0x1000 && r.end == 0x1004, "0x1000+4 is [0x1000, 0x1004)");
    expect(parse_range("4096+8", &r) && r.end == 4104, "decimal START+SIZE");
    expect(!parse_range("0x1000", &r), "no +SIZE refused");
    expect(!parse_range("0x1000+0", &r), "a size of 0 refused");
    expect(!parse_range("0x1000+4x", &r), "trailing junk refused");
    expect(!parse_range("0xffffffffffffffff+2", &r), "a range past the end of the address space refused");

    /* Arguments: each mistake refused, the install failing. */
    char *no_out[] = {"data=0x1000+4"};
    expect(install(1, no_out) != 0, "no out= refused");
    char *no_data[] = {arg_out};
    expect(install(1, no_data) != 0, "no data= refused");
    char *unknown[] = {arg_out, "data=0x1000+4", "colour=red"};
    expect(install(3, unknown) != 0, "an unknown argument refused");
    char *bad_limit[] = {arg_out, "data=0x1000+4", "limit=ten"};
    expect(install(3, bad_limit) != 0, "limit=ten refused");

    /* Logged: accesses in a data range, by any instrumented instruction; with code=, only its instructions'. */
    char *args[] = {arg_out, "data=0x1000+4", "data=0x2000+8", "code=0x400000+8"};
    expect(install(4, args) == 0 && translate && at_exit, "a good install registers its callbacks");
    struct qemu_plugin_tb tb = {.insns = {{.pc = 0x400000}, {.pc = 0x400004}, {.pc = 0x400008}}, .n = 3};
    translate(1, &tb);
    expect(tb.insns[0].cb && tb.insns[1].cb, "the instructions in code= are instrumented");
    expect(!tb.insns[2].cb, "an instruction outside code= is not");
    access_(&tb.insns[0], 2, 0x1000);               /* a 4-byte load of the first range */
    access_(&tb.insns[1], 3 | STORE, 0x2004);       /* an 8-byte store inside the second */
    access_(&tb.insns[0], 2, 0x1004);               /* just past the first: not logged */
    access_(&tb.insns[0], 0, 0x0fff);               /* a byte just before it: not logged */
    access_(&tb.insns[1], 3, 0x0ffc);               /* 8 bytes from before it, covering it: logged */
    at_exit(1, NULL);
    slurp(log, text, sizeof text);
    expect(!strcmp(text, "0x400000 load 4 0x1000\n0x400004 store 8 0x2004\n0x400004 load 8 0xffc\n"),
           "the log has exactly the three accesses");

    /* limit=N: N lines, then one saying so; nothing after it. */
    char *limited[] = {arg_out, "data=0x1000+4", "limit=2"};
    expect(install(3, limited) == 0, "limit=2 accepted");
    struct qemu_plugin_tb one = {.insns = {{.pc = 0x10}}, .n = 1};
    translate(1, &one);
    for (int i = 0; i < 5; i++)
        access_(&one.insns[0], 2, 0x1000);
    at_exit(1, NULL);
    slurp(log, text, sizeof text);
    expect(!strcmp(text, "0x10 load 4 0x1000\n0x10 load 4 0x1000\n# limit 2 reached\n"), "limit=2 logs two, then says so");

    /* exec=1: each instruction in code= logged as it starts, before its accesses; one outside code= is not. */
    char *no_code[] = {arg_out, "data=0x1000+4", "exec=1"};
    expect(install(3, no_code) != 0, "exec=1 without code= refused");
    char *path[] = {arg_out, "data=0x1000+4", "code=0x400000+4", "exec=1"};
    expect(install(4, path) == 0, "exec=1 with code= accepted");
    struct qemu_plugin_tb two = {.insns = {{.pc = 0x400000}, {.pc = 0x400004}}, .n = 2};
    translate(1, &two);
    expect(two.insns[0].exec && !two.insns[1].exec, "only the instruction in code= logs its start");
    exec_(&two.insns[0]);
    access_(&two.insns[0], 2 | STORE, 0x1000);
    exec_(&two.insns[1]);
    at_exit(1, NULL);
    slurp(log, text, sizeof text);
    expect(!strcmp(text, "0x400000 exec\n0x400000 store 4 0x1000\n"), "exec=1 logs the start, then the access");

    if (failed)
        return 1;
    printf("access-trace-test: %d checks pass\n", checks);
    return 0;
}
