/*
 * access-trace: a QEMU TCG plugin that logs every guest memory access falling in given address ranges, as the
 * emulated CPU performs it: the instruction's address, load or store, the size in bytes, the address accessed.
 * It is the CPU's side of a case's story: oncelab's annotation says from the assembly which instructions load
 * and store each shared variable; this says which did, how often, on the path that ran.
 *
 *   qemu-aarch64 -plugin access-trace.so,out=LOG,data=0x4a1010+4[,data=...][,code=0x400600+64][,exec=1][,limit=N] PROG
 *
 * data=START+SIZE  the guest addresses whose accesses are logged, an access that covers any of them (repeatable;
 *                  at least one).
 * code=START+SIZE  only instructions there are instrumented (repeatable; default: every instruction). A driver
 *                  that calls one function gives that function's extent, so that the C library's start-up and
 *                  exit run at QEMU's full speed: instrumenting an instruction costs a call on every access it
 *                  makes, wherever it points.
 * out=PATH         the log, one line an access: `0x400614 load 4 0x4a1010` (written at exit, or as the buffer
 *                  fills).
 * exec=1           also log each instruction in code= as it starts, `0x400614 exec`, before its accesses: the path
 *                  that ran, which oncelab reads against the annotation of each instruction on it.
 * limit=N          at most N lines logged (default 1000000): a loop that spins on a register must not fill
 *                  the disk; the log then ends with `# limit N reached`.
 * A bad argument is said on stderr in one line and QEMU refuses to start.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu-plugin-api.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define MAX_RANGES 64

struct range {
    uint64_t start, end;       /* [start, end) */
};

static struct range data[MAX_RANGES], code[MAX_RANGES];
static int n_data, n_code;
static FILE *out;
static uint64_t limit = 1000000, logged;
static int exec_logged;

/* On stderr: QEMU's own qemu_plugin_outs() writes only where -d plugin asks for it, and QEMU says no more than
   that the install failed. */
static void complain(const char *argument, const char *why)
{
    fprintf(stderr, "access-trace: %s%s%s\n", argument ? argument : "", argument ? ": " : "", why);
}

/* START+SIZE, each in C's notation (0x... or decimal), into a range; 0 where it is none. */
static int parse_range(const char *text, struct range *r)
{
    char *end;
    errno = 0;
    uint64_t start = strtoull(text, &end, 0);
    if (errno || end == text || *end != '+')
        return 0;
    const char *size_text = end + 1;
    uint64_t size = strtoull(size_text, &end, 0);
    if (errno || end == size_text || *end || size == 0 || start + size < start)
        return 0;
    r->start = start;
    r->end = start + size;
    return 1;
}

/* Whether [address, address + size) overlaps one of the ranges: an access that starts before a variable may
   cover it (Alpha's ldq_u reads the aligned 8 bytes around a byte). */
static int in(const struct range *ranges, int n, uint64_t address, uint64_t size)
{
    for (int i = 0; i < n; i++)
        if (address + size > ranges[i].start && address < ranges[i].end)
            return 1;
    return 0;
}

/* Whether one more line fits under limit=; the first that does not says so. */
static int room(void)
{
    uint64_t seen = __atomic_fetch_add(&logged, 1, __ATOMIC_RELAXED);
    if (seen == limit)
        fprintf(out, "# limit %" PRIu64 " reached\n", limit);
    return seen < limit;
}

static void on_access(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t address, void *insn)
{
    (void)vcpu;
    if (in(data, n_data, address, 1u << qemu_plugin_mem_size_shift(info)) && room())
        fprintf(out, "0x%" PRIx64 " %s %u 0x%" PRIx64 "\n", (uint64_t)(uintptr_t)insn,
                qemu_plugin_mem_is_store(info) ? "store" : "load", 1u << qemu_plugin_mem_size_shift(info), address);
}

static void on_exec(unsigned int vcpu, void *insn)
{
    (void)vcpu;
    if (room())
        fprintf(out, "0x%" PRIx64 " exec\n", (uint64_t)(uintptr_t)insn);
}

static void on_translate(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
    (void)id;
    size_t n = qemu_plugin_tb_n_insns(tb);
    for (size_t i = 0; i < n; i++) {
        struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
        uint64_t pc = qemu_plugin_insn_vaddr(insn);
        if (n_code && !in(code, n_code, pc, 1))
            continue;
        if (exec_logged)
            qemu_plugin_register_vcpu_insn_exec_cb(insn, on_exec, QEMU_PLUGIN_CB_NO_REGS, (void *)(uintptr_t)pc);
        qemu_plugin_register_vcpu_mem_cb(insn, on_access, QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW,
                                         (void *)(uintptr_t)pc);
    }
}

static void on_exit_(qemu_plugin_id_t id, void *userdata)
{
    (void)id;
    (void)userdata;
    if (out)
        fclose(out);
    out = NULL;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc, char **argv)
{
    (void)info;
    const char *path = NULL;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i], *value = strchr(arg, '=');
        if (!value) {
            complain(arg, "not KEY=VALUE (out=, data=, code=, exec=, limit=)");
            return -1;
        }
        value++;
        if (!strncmp(arg, "data=", 5) || !strncmp(arg, "code=", 5)) {
            int is_data = arg[0] == 'd';
            struct range *ranges = is_data ? data : code;
            int *n = is_data ? &n_data : &n_code;
            if (*n == MAX_RANGES) {
                complain(arg, "too many ranges (at most 64 of each)");
                return -1;
            }
            if (!parse_range(value, &ranges[*n])) {
                complain(arg, "not START+SIZE (e.g. 0x4a1010+4), or a size of 0");
                return -1;
            }
            (*n)++;
        } else if (!strncmp(arg, "out=", 4) && *value) {
            path = value;
        } else if (!strncmp(arg, "limit=", 6)) {
            char *end;
            errno = 0;
            limit = strtoull(value, &end, 0);
            if (errno || end == value || *end) {
                complain(arg, "not a number");
                return -1;
            }
        } else if (!strcmp(arg, "exec=1")) {
            exec_logged = 1;
        } else {
            complain(arg, "unknown argument (out=, data=, code=, exec=, limit=)");
            return -1;
        }
    }
    if (!path || !n_data) {
        complain(NULL, "needs out=PATH and at least one data=START+SIZE");
        return -1;
    }
    if (exec_logged && !n_code) {       /* every instruction of the program, C library's included: no path */
        complain("exec=1", "needs a code=START+SIZE to log the instructions of");
        return -1;
    }
    out = fopen(path, "w");
    if (!out) {
        complain(path, strerror(errno));
        return -1;
    }
    qemu_plugin_register_vcpu_tb_trans_cb(id, on_translate);
    qemu_plugin_register_atexit_cb(id, on_exit_, NULL);
    return 0;
}
