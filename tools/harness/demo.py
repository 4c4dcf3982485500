"""make demo: watch the hazard happen at run time, natively and under qemu-user, with the once build as control.

Each demo is a pthread driver, tools/demo/<name>.c, that #includes its case file, so the program runs the
corpus code itself, compiled with the config's own command line (tools/matrix.toml) plus what linking needs.
The waiter runs plain_X or once_X; another thread makes the awaited condition true 100 ms later. Per config:
  plain HUNG   the waiter never returned: stopped by the watchdog (the load was hoisted out of the loop)
  plain EARLY  it returned before the condition was made true (the loop was deleted)
  plain OK     it returned after (the load is in the loop: the hazard does not show in this config)
and the once build must be OK everywhere. Each line also says what checks/<case>.expect records for the
config (the outcome the assembly checks prove) and whether the run agrees with it.

Cross targets run under qemu-user (/usr/bin/qemu-<target> -L /usr/<triple>), dynamically linked: Debian 12's
qemu-alpha crashes at start on static binaries. Every child runs in its own process group, killed whole at its
timeout, and at exit whatever is still running is killed too; each driver also ends itself by alarm().
"""

import concurrent.futures
import dataclasses
import math
import os
import platform
import re
import signal
import subprocess
import sys
import threading
import time

from . import asm, expect, matrix, results

DEMO_DIR = os.path.join("tools", "demo")


@dataclasses.dataclass(frozen=True)
class Demo:
    name: str          # flag-wait: the driver is tools/demo/flag-wait.c
    case: str          # hoist/flag-wait: cases/hoist/flag-wait.c, checks/hoist/flag-wait.expect (None: no case)
    unreleased: str    # how an EARLY return is described: "flag unset"
    predicts: dict     # recorded outcome -> what plain does at run time (the safe outcome predicts OK)
    kind: str = "wait"         # wait: HUNG/EARLY/OK; tear: how many reads saw a half-written value
    targets: tuple = None      # the targets it is for (default: all)


DEMOS = [
    Demo("flag-wait", "hoist/flag-wait", "flag unset", {"HOISTED": "HUNG", "LOOP-DELETED": "EARLY"}),
    Demo("mutex-spin", "hoist/mutex-spin", "lock still owned", {"HOISTED": "HUNG", "LOOP-DELETED": "EARLY"}),
    # WRITE_ONCE promises an untorn store of a machine word, so 64-bit targets only.
    Demo("store-tear", "tear/store-tearing", "", {"TORN": "TORN", "TORN-PAIR": "TORN"}, kind="tear",
         targets=("x86_64", "aarch64", "riscv64", "ppc64le", "alpha", "s390x")),
]

# What a target needs to run here beyond its compiler (the C library, qemu-user's program, the host machines
# that run it natively) is its instruction set's: tools/harness/isa/<isa>.py.
QEMU_PACKAGE = "qemu-user"
# -m32 links against GCC's 32-bit runtime (crtbegin.o, libgcc), one package per GCC version.
LIB32GCC = "lib32gcc-{version}-dev"
RELEASE_AFTER = 0.1      # the drivers' RELEASE_AFTER_NS


class DemoError(Exception):
    """Bad input to the demo (an unknown demo or config, a malformed .expect), said in one line."""


def packages(configs=None):
    """The Debian packages the demos need beyond the compilers: qemu-user and each target's C library."""
    configs = configs if configs is not None else matrix.load()[0]
    wanted = {QEMU_PACKAGE}
    for c in configs:
        if c.isa.libc:
            wanted.add(c.isa.libc[0])
        if c.isa.name == "i386":
            wanted.add(LIB32GCC.format(version=_newest_gcc(configs) if c.kind == "clang" else c.version))
    return sorted(wanted)


def _newest_gcc(configs):
    return max((int(c.version) for c in configs if c.kind == "gcc"), default=12)


def _native(config):
    return platform.machine() in config.isa.native


def _qemu(config):
    return f"/usr/bin/{config.isa.qemu}"


def missing(config, configs):
    """What this config lacks to build and run a demo here: (what, package) pairs; empty when it can run."""
    lacks = []
    if not config.installed():
        lacks.append((config.executable, config.package))
    if not config.isa.libc:
        lacks.append((f"a C library for {config.target}", f"(name it: libc in tools/harness/isa/{config.isa.name}.py)"))
        return lacks
    package, marker = config.isa.libc
    if not os.path.exists(marker):
        lacks.append((marker, package))
    if config.isa.name == "i386":
        version = _newest_gcc(configs) if config.kind == "clang" else config.version
        crt = f"/usr/lib/gcc/x86_64-linux-gnu/{version}/32/crtbegin.o"
        if not os.path.exists(crt):
            lacks.append((crt, LIB32GCC.format(version=version)))
    if not _native(config) and not os.path.exists(_qemu(config)):
        lacks.append((_qemu(config), QEMU_PACKAGE))
    return lacks


def features(configs):
    """lit features for what this machine has, named after the Debian packages: has-qemu-user when every
    qemu-<target> the matrix needs is there, has-<libc package> per target, has-<compiler package>."""
    found = set()
    cross = {_qemu(c) for c in configs if not _native(c)}
    if cross and all(os.path.exists(q) for q in cross):
        found.add(f"has-{QEMU_PACKAGE}")
    for package, marker in {c.isa.libc for c in configs if c.isa.libc}:
        if os.path.exists(marker):
            found.add(f"has-{package}")
    for c in configs:
        if c.installed() and c.package:
            found.add(f"has-{c.package}")
    return found


# Running children: every one in its own process group, all killed on the way out -------------------------

_live = set()
_live_lock = threading.Lock()
_stopping = threading.Event()     # set on the way out: no new child is started after it


def _kill_group(pgid):
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def _kill_all():
    _stopping.set()
    with _live_lock:
        for pgid in list(_live):
            _kill_group(pgid)


def _run(argv, timeout, cwd=None):
    """Run argv in a new process group; (returncode or None if killed at the timeout, stdout, stderr, seconds)."""
    start = time.monotonic()
    with _live_lock:
        if _stopping.is_set():
            raise KeyboardInterrupt
        proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, start_new_session=True)
        _live.add(proc.pid)
    try:
        out, err = proc.communicate(timeout=timeout)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid)
        out, err = proc.communicate()
        code = None
    finally:
        _kill_group(proc.pid)          # threads or helpers it left behind, if any
        with _live_lock:
            _live.discard(proc.pid)
    return code, out, err, time.monotonic() - start


# One demo in one config --------------------------------------------------------------------------------------

@dataclasses.dataclass
class Run:
    verdict: str       # HUNG, EARLY, OK, CRASHED, ERROR
    seconds: float     # when it returned (the driver's clock) or was killed (the harness's)
    detail: str = ""


@dataclasses.dataclass
class Row:
    demo: Demo
    config: matrix.Config
    recorded: str = None     # the .expect outcome, or None
    unproven: str = None     # why make check's results prove no outcome here on the current inputs, or None
    predicted: str = None    # what that outcome says plain does at run time
    plain: Run = None
    once: Run = None
    skipped: str = None      # why it was not built or run

    @property
    def agrees(self):
        if self.demo.kind == "tear":   # a split store may go uncaught (a zero is a result), an unsplit one never tears
            return (self.plain is not None and self.once.verdict == "UNTORN"
                    and (self.plain.verdict != "TORN" or self.predicted == "TORN"))
        return (self.plain is not None and self.predicted is not None and self.plain.verdict == self.predicted
                and self.once.verdict == "OK")


def _first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def _build(demo, config, build_dir, root):
    """Compile the driver for this config; the executable's path, or raise DemoError with the compiler's word."""
    exe = os.path.join(build_dir, "demo", config.id, demo.name)
    driver = os.path.join(DEMO_DIR, demo.name + ".c")
    inputs = [driver, os.path.join(DEMO_DIR, "demo.h"), os.path.join(DEMO_DIR, "args.h"), os.path.join("cases", "once.h"),
              matrix.MATRIX_FILE]
    if demo.case:
        inputs.append(os.path.join("cases", demo.case + ".c"))
    newest = max(os.path.getmtime(os.path.join(root, p)) for p in inputs if os.path.exists(os.path.join(root, p)))
    if os.path.exists(exe) and os.path.getmtime(exe) >= newest:
        return exe
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    # The config's argv has -fno-pie (the kernel's code generation), so the link is -no-pie; dynamically
    # linked, the only way Debian 12's qemu-alpha runs it.
    argv = list(config.argv) + ["-pthread", "-no-pie", "-o", exe + ".tmp", driver]
    # Clang looks for <its --target>-ld, which for armv7a-linux-gnueabihf is not there (clang-14 then falls back
    # to the host's ld): name the cross binutils' linker, by the GNU triple.
    if config.kind == "clang" and not _native(config):
        argv.insert(-1, f"--ld-path=/usr/bin/{config.isa.gnu_triple}-ld")
    code, out, err, _ = _run(argv, 120, cwd=root)
    if code != 0:
        raise DemoError(f"{driver}: {config.id}: does not build: {asm.first_error(err or out) or 'compiler killed'}")
    os.replace(exe + ".tmp", exe)
    return exe


def _execute(exe, mode, config, timeout):
    argv = [exe, mode, str(math.ceil(timeout) + 10)]
    if not _native(config):
        argv = [_qemu(config), "-L", f"/usr/{config.isa.gnu_triple}"] + argv
    code, out, err, seconds = _run(argv, timeout)
    if code is None:
        return Run("HUNG", seconds)
    t = re.match(r"reads (\d+) torn (\d+)$", out.strip())
    if code == 0 and t:
        reads, torn = int(t.group(1)), int(t.group(2))
        return Run("TORN" if torn else "UNTORN", seconds, f"{torn} of {reads} reads torn")
    m = re.match(r"returned (\d+\.\d+) (released|unreleased)$", out.strip())
    if code in (0, 3) and m:
        return Run("OK" if m.group(2) == "released" else "EARLY", float(m.group(1)))
    if code < 0:
        return Run("CRASHED", seconds, f"signal {signal.Signals(-code).name}")
    return Run("ERROR", seconds, f"exit {code}: {_first_line(err) or _first_line(out) or 'no output'}")


def run_one(demo, config, expectations, timeout, build_dir, root, configs, unproven=None):
    row = Row(demo, config, unproven=unproven)
    row.recorded = expectations.outcomes.get(config.id) if expectations else None
    if row.recorded is not None:
        row.predicted = "OK" if row.recorded == expectations.safe else demo.predicts.get(row.recorded)
    lacks = missing(config, configs)
    if lacks:
        row.skipped = "not run: no " + ", no ".join(f"{what} (apt-get install {pkg})" for what, pkg in lacks)
        return row
    try:
        exe = _build(demo, config, build_dir, root)
        row.plain = _execute(exe, "plain", config, timeout)
        row.once = _execute(exe, "once", config, timeout)
    except DemoError as e:
        row.skipped = str(e)
    except (OSError, ValueError) as e:        # a harness bug or a broken install: one line, not a traceback
        row.plain = row.once = None
        row.skipped = f"{demo.name}: {config.id}: oncelab harness error, please report: {type(e).__name__}: {e}"
    return row


# Output ------------------------------------------------------------------------------------------------------

def _describe(run, demo):
    if run.verdict == "HUNG":
        return f"HUNG (killed after {run.seconds:.1f} s)"
    if run.verdict == "EARLY":
        return f"EARLY (returned at {run.seconds:.2f} s, {demo.unreleased})"
    if run.verdict == "OK":
        return f"OK ({run.seconds:.2f} s)"
    if run.verdict in ("TORN", "UNTORN"):
        return f"{run.verdict} ({run.detail}, {run.seconds:.2f} s)"
    return f"{run.verdict} ({run.detail})"


def line(row, name_width, id_width):
    head = f"{row.demo.name:<{name_width}}  {row.config.id:<{id_width}}  "
    if row.skipped:
        return head + row.skipped
    text = head + f"plain {_describe(row.plain, row.demo):<44}  once {_describe(row.once, row.demo):<16}"
    expect_rel = f"checks/{row.demo.case}.expect"
    if row.recorded is None:
        return text + f"  recorded nothing ({expect_rel} has no {row.config.id} line)"
    if row.predicted is None:
        return text + f"  recorded {row.recorded} (no run-time prediction for it)"
    if row.unproven:     # the record is not what make check measured on these inputs: no verdict, only a match
        return text + f"  recorded {row.recorded} (no verdict: {row.unproven}): the run " + \
            ("matches the record" if row.agrees else "DOES NOT match the record")
    if row.agrees:
        return text + f"  recorded {row.recorded}: agrees"
    if row.demo.kind == "tear":
        wrong = [] if row.once.verdict == "UNTORN" else ["once should not tear"]
        if row.plain.verdict == "TORN" and row.predicted != "TORN":
            wrong.append("plain's store is recorded whole, yet a read saw it torn")
        return text + f"  recorded {row.recorded}: DISAGREES ({', '.join(wrong)})"
    wrong = [] if row.plain.verdict == row.predicted else [f"plain should be {row.predicted}"]
    if row.once.verdict != "OK":
        wrong.append("once should be OK")
    return text + f"  recorded {row.recorded}: DISAGREES ({', '.join(wrong)})"


def summary(rows, levels, configs, timeout):
    out = ["", f"Summary: the plain build per config (HUNG: killed after {timeout:g} s; EARLY: returned before "
           f"the release; OK: after it; store-tear: the number of torn reads; '-': not run here; '!': disagrees "
           f"with checks/*.expect)"]
    groups = {}
    for r in rows:
        key = (r.demo.name, f"{r.config.compiler}/{r.config.target}")
        groups.setdefault(key, {})[r.config.level] = r
    if not groups:
        return out + ["nothing ran"]
    name_width = max(len("demo"), *(len(k[0]) for k in groups))
    key_width = max(len("compiler/target"), *(len(k[1]) for k in groups))
    cell = 7
    out.append(f"{'demo':<{name_width}}  {'compiler/target':<{key_width}}  "
               + " ".join(f"{lv:<{cell}}" for lv in levels) + "  once")
    for (name, key), by_level in groups.items():
        cells, once = [], []
        for lv in levels:
            r = by_level.get(lv)
            if r is None or r.plain is None:
                cells.append("-")
                continue
            shown = r.plain.detail.split()[0] if r.plain.verdict in ("TORN", "UNTORN") else r.plain.verdict
            cells.append(shown + ("" if r.agrees else "!"))
            once.append(r.once)
        good = "UNTORN" if name == "store-tear" or (once and once[0].verdict in ("TORN", "UNTORN")) else "OK"
        if not once:
            once_text = "-"
        elif all(o.verdict == good for o in once):
            low, high = f"{min(o.seconds for o in once):.2f}", f"{max(o.seconds for o in once):.2f}"
            span = f"{low} s" if low == high else f"{low}-{high} s"
            once_text = f"OK ({span})" if good == "OK" else f"0 torn ({span})"
        else:
            once_text = "NOT OK: " + " ".join(o.verdict for o in once)
        out.append(f"{name:<{name_width}}  {key:<{key_width}}  " + " ".join(f"{c:<{cell}}" for c in cells)
                   + f"  {once_text}")
    ran = [r for r in rows if r.plain is not None and r.demo.kind == "wait"]
    if ran:
        counts = {v: sum(r.plain.verdict == v for r in ran) for v in ("HUNG", "EARLY", "OK")}
        once_ok = sum(r.once.verdict == "OK" for r in ran)
        agree = sum(r.agrees for r in ran)
        proven = sum(r.agrees and not r.unproven for r in ran)
        out.append(f"{len(ran)} wait runs: plain HUNG {counts['HUNG']}, EARLY {counts['EARLY']}, OK {counts['OK']}"
                   + "".join(f", {v} {n}" for v, n in _other(ran).items())
                   + f"; once OK {once_ok} of {len(ran)}; agreeing with checks/*.expect: {agree} of {len(ran)}"
                   + f", {proven} of them where make check proved the record on the current inputs")
    tears = [r for r in rows if r.plain is not None and r.demo.kind == "tear"]
    if tears:
        torn = [r for r in tears if r.plain.verdict == "TORN"]
        out.append(f"{len(tears)} store-tear runs: plain torn in {len(torn)}"
                   + (f" ({', '.join(r.config.id for r in torn)})" if torn else " (no torn read seen: a result too)")
                   + f"; once untorn in {sum(r.once.verdict == 'UNTORN' for r in tears)} of {len(tears)}")
    skipped = [r for r in rows if r.plain is None]
    if skipped:
        reasons = {}
        for r in skipped:
            reasons.setdefault(r.skipped.replace(f"{r.config.id}: ", ""), []).append(r.config.id)
        out.append(f"{len(skipped)} not run:")
        out += [f"  {reason} ({len(ids)}: {', '.join(ids[:3])}{', ...' if len(ids) > 3 else ''})"
                for reason, ids in sorted(reasons.items())]
    done = [r for r in rows if r.plain is not None]
    used = sorted({r.config.executable for r in done})
    out.append("compilers:")
    out += [f"  {matrix.compiler_version(e) or e + ': version unknown'}" for e in used]
    qemus = sorted({r.config.isa.qemu for r in done if not _native(r.config)})
    if qemus:
        version = _first_line(subprocess.run([f"/usr/bin/{qemus[0]}", "--version"], capture_output=True,
                                             text=True).stdout)
        out.append(f"qemu-user ({', '.join(qemus)}): {version}")
    return out


def _other(ran):
    found = {}
    for r in ran:
        if r.plain.verdict not in ("HUNG", "EARLY", "OK"):
            found[r.plain.verdict] = found.get(r.plain.verdict, 0) + 1
    return found


# The command --------------------------------------------------------------------------------------------------

def select(names, patterns, root=matrix.ROOT):
    configs, problems = matrix.load(root)
    if problems:
        raise DemoError(problems[0][1])
    by_name = {d.name: d for d in DEMOS}
    for n in names:
        if n not in by_name:
            raise DemoError(f"no demo {n!r} (there are: {', '.join(by_name)})")
    demos = [by_name[n] for n in names] if names else list(DEMOS)
    try:
        chosen = matrix.select(configs, patterns) if patterns else configs
    except matrix.MatrixError as e:
        raise DemoError(f"--config {e}") from None
    return demos, chosen, configs


def run(names=(), patterns=(), timeout=2.0, jobs=None, build_dir=None, root=matrix.ROOT, out=sys.stdout,
        results_dir=None):
    """Run the demos, print a line per (demo, config) and the summary; the exit status: 0 when every run
    agrees with the .expect records, 1 when one does not, 2 when nothing could run. A record that make check's
    results (in results_dir, default build/) do not prove on the current inputs is said to be so: the line
    then says whether the run matches the record, and gives no verdict."""
    if not timeout > RELEASE_AFTER:
        raise DemoError(f"--timeout {timeout:g}: must be longer than the {RELEASE_AFTER:g} s "
                        f"after which the flag is set")
    demos, chosen, configs = select(names, patterns, root)
    if names and not any(d.targets is None or c.target in d.targets for d in demos for c in chosen):
        raise DemoError(f"no chosen config is for {', '.join(names)} (targets: "
                        f"{', '.join(sorted({t for d in demos for t in (d.targets or ())}))})")
    build_dir = os.path.abspath(build_dir or os.path.join(root, "build"))
    expectations = {}
    for d in demos:
        if d.case is None:
            expectations[d.name] = None
            continue
        rel = f"checks/{d.case}.expect"
        try:
            expectations[d.name] = expect.load(os.path.join(root, rel), rel)
        except expect.ExpectError as e:
            raise DemoError(f"{d.name}: {e}") from None
        if not os.path.exists(os.path.join(root, DEMO_DIR, d.name + ".c")):
            raise DemoError(f"{d.name}: {DEMO_DIR}/{d.name}.c is missing")
    try:
        measured = results.load(os.path.abspath(results_dir or os.path.join(root, "build")))
    except results.ResultsError as e:
        raise DemoError(str(e)) from None
    current = results.Current(root)

    def unproven(demo, config):
        if demo.case is None or expectations[demo.name] is None:
            return None
        result, why = results.fresh(measured, current, demo.case, config)
        if why is None and (result.get("code") != "PASS" or not result.get("proven")):
            why = f"make check did not pass there ({result.get('code')})"
        return why
    jobs = jobs or os.cpu_count() or 1
    work = [(d, c) for d in demos for c in chosen if d.targets is None or c.target in d.targets]
    name_width = max(len(d.name) for d in demos)
    id_width = max(len(c.id) for c in chosen)
    rows = []
    _stopping.clear()
    previous = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGHUP)}

    def stop(signum, frame):
        raise KeyboardInterrupt
    for s in previous:
        signal.signal(s, stop)
    pool = concurrent.futures.ThreadPoolExecutor(jobs)
    try:
        futures = [pool.submit(run_one, d, c, expectations[d.name], timeout, build_dir, root, configs, unproven(d, c))
                   for d, c in work]
        for f in futures:
            row = f.result()
            rows.append(row)
            print(line(row, name_width, id_width), file=out, flush=True)
    finally:
        for f in futures if "futures" in locals() else ():
            f.cancel()
        _kill_all()
        pool.shutdown(wait=True, cancel_futures=True)
        _kill_all()
        for s, h in previous.items():
            signal.signal(s, h)
    levels = [lv for lv in dict.fromkeys(c.level for c in configs)]
    for text in summary(rows, levels, configs, timeout):
        print(text, file=out, flush=True)
    ran = [r for r in rows if r.plain is not None]
    if not ran:
        return 2
    return 0 if all(r.agrees for r in ran) else 1
