"""tools/oncelab trace CASE FUNCTION --config ID: what the CPU did, beside what the annotation says it does.

The case says, in a comment of its own, what a driver must do around the function for it to end, `@` standing
for the function: `/* trace: flag = 1; @(); */` (flag-wait: the flag set first, so that the wait returns).
The driver, BUILD/trace/<config>/<case>.<function>.c, #includes the case and does that in main(); it is built
with the config's own command line, linked as make demo links its programs (demos.link_command), and run
natively or under the target's qemu-user with the access-trace plugin (tools/trace/access-trace.c, built by
make trace-plugin), instrumenting the function's own instructions and logging each access to the variables the
case's checks speak of (scan.shared_variables), at the addresses the program's symbol table gives them. It
prints, per variable, the accesses the CPU made, with the instructions that made them, beside the annotation's
count of the same function (counts.Count: tools/oncelab count's words). A call the function makes is not
instrumented: its accesses are the callee's.

What cannot be traced says so in one line and exits 1: a case with no trace comment, a function not in the
case, a target with no qemu-user (arc) or no C library in Debian to link a driver against (hexagon, xtensa,
loongarch64), a config whose programs do not start here (sh4: demos.cannot_start), a program that does not end
(a watchdog stops it after --timeout seconds)."""

import os
import re
import subprocess

from ..annotate import counts
from ..base import corpus, files, paths, program, text
from ..compile import assembly
from ..prove import scan
from . import demos

TRACE_COMMENT = re.compile(r"/\*\s*trace:(.*?)\*/", re.S)
PLUGIN = os.path.join("trace", "access-trace.so")
LOG_LINE = re.compile(r"^(0x[0-9a-f]+) (load|store) (\d+) (0x[0-9a-f]+)$")


class TraceError(Exception):
    """What cannot be traced, in one line naming the case and the config."""


def call_of(case, source, function):
    """What the driver does, as the case's trace comment says, @ standing for the function."""
    with open(source, encoding="utf-8", errors="replace") as f:
        found = TRACE_COMMENT.search(f.read())
    if not found:
        raise TraceError(f"{corpus.Case(case).source_rel}: no trace comment (/* trace: flag = 1; @(); */) to "
                         f"say how to call {function}")
    body = " ".join(found.group(1).split())
    if "@" not in body:
        raise TraceError(f"{corpus.Case(case).source_rel}: its trace comment never calls the function (@)")
    return body


def driver_text(source, function, call):
    """The driver's C: the case #included, and main() doing the call (@ the function), through a volatile
    pointer: a direct call the compiler would inline into main(), where the plugin, instrumenting the function's
    own instructions, sees none of its accesses, and where the code is no longer the function's."""
    return (f'#include "{source}"\n\nstatic __typeof__(&{function}) volatile oncelab_traced = {function};\n\n'
            f'int main(void)\n{{\n\t{call.replace("@", "oncelab_traced")}\n\treturn 0;\n}}\n')


def symbols(exe, config):
    """{name: (address, size)} of the program's defined symbols, by the target's nm."""
    nm = "nm" if demos.runs_natively(config) else f"{config.isa.gnu_triple}-nm"
    try:
        out = subprocess.run([nm, "-S", "--defined-only", exe], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise TraceError(f"{exe}: {nm} could not read its symbols ({e})") from None
    found = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 4:
            found[parts[3]] = (int(parts[0], 16), int(parts[1], 16))
    return found


def plugin(build_dir):
    """The access-trace plugin, built by make trace-plugin into BUILD/trace/ if it is not there or stale."""
    done = subprocess.run(["make", "-s", "-C", paths.ROOT, "trace-plugin", f"BUILD={os.path.abspath(build_dir)}"],
                          capture_output=True, text=True)
    if done.returncode != 0:
        said = (done.stderr.strip() or done.stdout.strip() or "no output").splitlines()[-1]
        raise TraceError(f"make trace-plugin failed: {said}")
    return os.path.join(build_dir, PLUGIN)


def trace(case, function, config, build_dir, timeout=10.0):
    """(what the driver does, {variable: [(pc, kind, size)]} the CPU's accesses in order, a key a variable
    traced, by name, the annotation's Count of the function). Raises TraceError."""
    the = corpus.Case(case)
    where = f"{the.source_rel}: {config.id}"
    if config.isa.no_demo:
        raise TraceError(f"{where}: {config.isa.no_demo}")
    lacks = demos.missing(config, [config])
    if lacks:
        what, package = lacks[0]
        raise TraceError(f"{where}: no program can be built and run for it here: {what} is missing ({package})")
    try:
        functions = dict(assembly.build(config, the.source, the.built(build_dir, config.id)))
    except assembly.BuildError as e:
        raise TraceError(str(e)) from None
    if function not in functions:
        raise TraceError(f"{where}: no function {function}" +
                         text.did_you_mean(text.nearest(function, list(functions))))
    why = demos.cannot_start(config, build_dir, paths.ROOT)
    if why:
        raise TraceError(f"{where}: {why}")
    shared = sorted(v for v in scan.shared_of(the.check) if not v.startswith("arg"))
    base = os.path.join(build_dir, "trace", config.id, f"{case.replace('/', '-')}.{function}")
    call = call_of(case, the.source, function)
    files.write_whole(base + ".c", driver_text(the.source, function, call))
    code, out, err, _ = program.run_group(demos.link_command(config, base, base + ".c"), 120, cwd=paths.ROOT)
    if code != 0:
        raise TraceError(f"{where}: the driver does not build: "
                         f"{assembly.first_error(err or out) or 'compiler killed'}")
    table = symbols(base, config)
    if function not in table:
        raise TraceError(f"{where}: {function} is not in the program's symbol table")
    start, size = table[function]
    ranges = [f"code=0x{start:x}+{max(size, 1)}"]
    addresses = {}
    for variable in shared:
        if variable in table and table[variable][1]:
            address, length = table[variable]
            ranges.append(f"data=0x{address:x}+{length}")
            addresses[variable] = (address, address + length)
    if not addresses:
        raise TraceError(f"{where}: none of the variables the checks speak of ({', '.join(shared) or 'none'}) "
                         f"is in the program's symbol table")
    log = base + ".log"
    # Under qemu-user even where the host runs the program itself: the plugin is QEMU's. A cross program finds
    # its C library under /usr/<triple>, as make demo's do.
    argv = [demos.qemu_of(config), "-plugin", ",".join([os.path.abspath(plugin(build_dir)), f"out={log}"] + ranges)]
    if not demos.runs_natively(config):
        argv += ["-L", f"/usr/{config.isa.gnu_triple}"]
    argv.append(base)
    code, out, err, _ = program.run_group(argv, timeout)
    if code is None:
        raise TraceError(f"{where}: {function} did not return within {timeout:g} s under the plugin (stopped)")
    if code != 0:
        raise TraceError(f"{where}: the driver exited with {code}: "
                         f"{(err or out).strip().splitlines()[-1] if (err or out).strip() else 'no output'}")
    seen = {v: [] for v in addresses}
    with open(log) as f:
        for line in f:
            m = LOG_LINE.match(line.strip())
            if not m:
                continue
            address = int(m.group(4), 16)
            for variable, (low, high) in addresses.items():
                if low <= address < high:
                    seen[variable].append((int(m.group(1), 16) - start, m.group(2), int(m.group(3))))
    return call.replace("@", function), seen, counts.Count.of(config.isa, functions[function])


def lines(case, function, config, done, seen, count):
    """What tools/oncelab trace prints: the run, then a line a variable."""
    said = [f"{case}: {function} in {config.id}, under {config.isa.qemu} with the access-trace plugin; the "
            f"driver does: {done}"]
    for variable, accesses in seen.items():
        loads = [a for a in accesses if a[1] == "load"]
        stores = [a for a in accesses if a[1] == "store"]
        places = sorted({f"{function}+0x{pc:x}" for pc, _, _ in accesses})
        cpu = f"{text.many(len(loads), 'load')}, {text.many(len(stores), 'store')}" + \
            (f" (by {', '.join(places)})" if places else "")
        static = count.variable_words(variable).split(": ", 1)[1] if variable in count.variables else "no access"
        said.append(f"{variable}: the CPU: {cpu}; the annotation: {static}")
    return said
