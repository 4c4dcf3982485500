"""make demo: watch each hazard happen at run time, natively and under qemu-user, with the once build as control.

Each demo is a pthread driver, tools/demo/<name>.c, that #includes its case file, so the program runs the
corpus code itself, compiled with the config's own command line (tools/matrix.toml) plus what linking needs.
Two kinds:
  waiting   a thread runs plain_X or once_X while another makes the awaited condition true (after 100 ms):
            plain HUNG (still waiting --timeout s after the release: the load was hoisted, or a store the
            other side waits for is gone), EARLY (returned before the release: the loop was deleted), or OK;
  counting  for 0.2 s one thread makes trials while another races it, and the driver counts the trials that
            saw the event (a torn value, a hash under two seeds, busy seen set, progress midway, two samples
            that differ). Where the hazard makes the events, plain may count them and once must count none;
            where it removes them (a deleted store, fused loads), plain must count none. A count the timing
            happened to leave at zero is a result too: the line says so.
Each line also says what checks/<case>.expect records for the config (the outcome the assembly checks prove)
and whether the run agrees with it; every run's figures go into BUILD/demo.json (keys: tools/oncelab demo -h).

Cross targets run under qemu-user (/usr/bin/qemu-<target> -L /usr/<triple>), dynamically linked: Debian 12's
qemu-alpha crashes at start on static binaries. Each driver is its own watchdog (it gives up on a wait after
--timeout, and alarm() ends it 10 s later still); every child runs in its own process group, killed whole if
it outlives that, and at exit whatever is still running is killed too.
"""

import contextlib
import dataclasses
import json
import os
import platform
import re
import signal
import subprocess
import sys
import threading
import concurrent.futures

from ..base import corpus, files, paths, program, terminal
from ..compile import assembly, matrix
from ..prove import expect, results


DEMO_DIR = os.path.join("tools", "demo")
STORE = "demo.json"


@dataclasses.dataclass(frozen=True)
class Demo:
    name: str          # flag-wait: the driver is tools/demo/flag-wait.c
    case: str          # hoist/flag-wait: cases/hoist/flag-wait.c, checks/hoist/flag-wait.expect
    predicts: dict = None      # waiting: recorded hazard -> what plain does at run time (the safe outcome: OK)
    kind: str = "wait"         # wait or count
    early: str = ""            # waiting: how an EARLY return is described: "flag unset"
    hung: dict = None          # waiting: the driver's word for where it gave up -> what that means
    recorded_of: str = ""      # what the record is of, where the demo runs more than the case: cpu-relax
    counts: str = ""           # counting: what the events are: "reads torn", after "N of M"
    verdicts: tuple = ()       # counting: (with events, with none): ("TORN", "UNTORN")
    hazard_counts: bool = True  # counting: the hazard makes the events (else it removes them)
    targets: tuple = None      # the targets it is for (default: all)

    def expected(self, recorded, safe):
        """(what plain does, what once does) at run time, given the recorded outcome. For a counting demo, the
        verdict with events is what the build may show (a zero is possible), the one with none what it must."""
        if self.kind == "wait":
            return ("OK" if recorded == safe else self.predicts.get(recorded)), "OK"
        events, none = self.verdicts
        hazard = recorded != safe
        if self.hazard_counts:
            return (events if hazard else none), none
        return (none if hazard else events), events


WAIT = {"HOISTED": "HUNG", "LOOP-DELETED": "EARLY"}
DEMOS = [
    Demo("flag-wait", "hoist/flag-wait", WAIT, early="flag unset"),
    Demo("mutex-spin", "hoist/mutex-spin", WAIT, early="lock still owned"),
    # The mutex spin with the kernel's cpu_relax() at the end of the loop: its "memory" clobber keeps the load
    # in the loop, so plain returns wherever the case's plain_spin (recorded) hangs.
    Demo("cpu-relax", "hoist/mutex-spin", {"HOISTED": "OK", "LOOP-DELETED": "OK"}, early="lock still owned",
         recorded_of="plain_spin without cpu_relax()"),
    Demo("skipped-store", "dce/skipped-store", {"STORE-SKIPPED": "HUNG", "FIRST-STORE-DELETED": "HUNG"},
         hung={"first": "state never IDLE: the first store is gone", "second": "state never IDLE again: the "
               "second store is gone"}),
    Demo("invented-load", "reload/invented-load", kind="count", counts="calls hashed under both seeds",
         verdicts=("INCONSISTENT", "OK")),
    Demo("load-fusing", "fuse/load-fusing", kind="count", counts="calls saw ticks move", verdicts=("MOVED", "STILL"),
         hazard_counts=False),
    Demo("store-fusing", "fuse/store-fusing", kind="count", counts="reads saw busy set", verdicts=("SEEN", "UNSEEN"),
         hazard_counts=False),
    Demo("store-sinking", "fuse/store-sinking", kind="count", counts="reads saw progress midway",
         verdicts=("SEEN", "UNSEEN"), hazard_counts=False),
    # WRITE_ONCE promises an untorn store of a machine word, so 64-bit targets only.
    Demo("store-tear", "tear/store-tearing", kind="count", counts="reads torn", verdicts=("TORN", "UNTORN"),
         targets=("x86_64", "aarch64", "riscv64", "ppc64le", "alpha", "s390x")),
]

# What a target needs to run here beyond its compiler (the C library, qemu-user's program, the host machines
# that run it natively) is its instruction set's: tools/lab/isa/<isa>.py.
QEMU_PACKAGE = "qemu-user"
# -m32 links against GCC's 32-bit runtime (crtbegin.o, libgcc), one package per GCC version.
LIB32GCC = "lib32gcc-{version}-dev"
MIN_TIMEOUT = 0.1        # a once build needs a moment to see the release, more under qemu
OUTLIVES = 15            # seconds past --timeout after which the harness kills a driver (its alarm() is at 10)


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


def runs_natively(config):
    return platform.machine() in config.isa.native


def qemu_of(config):
    return f"/usr/bin/{config.isa.qemu}"


def missing(config, configs):
    """What this config lacks to build and run a demo here: (what, package) pairs; empty when it can run."""
    lacks = []
    if not config.installed():
        lacks.append((config.executable, config.package))
    if not config.isa.libc:
        lacks.append((f"a C library for {config.target}", f"(name it: libc in tools/lab/isa/{config.isa.name}.py)"))
        return lacks
    package, marker = config.isa.libc
    if not os.path.exists(marker):
        lacks.append((marker, package))
    if config.isa.name == "i386":
        version = _newest_gcc(configs) if config.kind == "clang" else config.version
        crt = f"/usr/lib/gcc/x86_64-linux-gnu/{version}/32/crtbegin.o"
        if not os.path.exists(crt):
            lacks.append((crt, LIB32GCC.format(version=version)))
    if not runs_natively(config) and not os.path.exists(qemu_of(config)):
        lacks.append((qemu_of(config), QEMU_PACKAGE))
    return lacks


def features(configs):
    """lit features for what this machine has, named after the Debian packages: has-qemu-user when every
    qemu-<target> the matrix needs is there, has-<libc package> per target, has-<compiler package>."""
    found = set()
    cross = {qemu_of(c) for c in configs if not runs_natively(c) and not c.isa.no_demo}
    if cross and all(os.path.exists(q) for q in cross):
        found.add(f"has-{QEMU_PACKAGE}")
    for package, marker in {c.isa.libc for c in configs if c.isa.libc}:
        if os.path.exists(marker):
            found.add(f"has-{package}")
    for c in configs:
        if c.installed() and c.package:
            found.add(f"has-{c.package}")
    return found


# One demo in one config --------------------------------------------------------------------------------------


@dataclasses.dataclass
class Run:
    verdict: str       # HUNG, EARLY, OK; a counting demo's verdicts; CRASHED, ERROR
    seconds: float     # waiting: when it returned or gave up (the driver's clock); else the harness's clock
    detail: str = ""
    events: int = None     # counting: how many trials saw the event
    trials: int = None     # counting: of how many


@dataclasses.dataclass
class Row:
    demo: Demo
    config: matrix.Config
    recorded: str = None     # the .expect outcome, or None
    unproven: str = None     # why make check's results prove no outcome here on the current inputs, or None
    predicted: str = None    # what that outcome says plain does at run time (may: see Demo.expected)
    once_expected: str = None    # what once does at run time (the same)
    plain: Run = None
    once: Run = None
    skipped: str = None      # why it was not built or run

    def fits(self, run, expected):
        """Whether the run shows what is expected; where that is a counting demo's verdict with events, a zero
        fits too (the timing may leave it there)."""
        return run.verdict == expected or (self.demo.kind == "count" and expected == self.demo.verdicts[0]
                                           and run.verdict == self.demo.verdicts[1])

    @property
    def agrees(self):
        return (self.plain is not None and self.predicted is not None and self.fits(self.plain, self.predicted)
                and self.fits(self.once, self.once_expected))

    @property
    def zeros(self):
        """The builds ('plain', 'once') that counted no event where one could have shown: a result, said so."""
        if self.demo.kind != "count" or self.plain is None:
            return []
        events, none = self.demo.verdicts
        return [name for name, run, exp in (("plain", self.plain, self.predicted), ("once", self.once,
                                                                                  self.once_expected))
                if exp == events and run.verdict == none]


def _first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()
    return ""


def _build(demo, config, build_dir, root):
    """Compile the driver for this config; the executable's path, or raise DemoError with the compiler's word."""
    exe = os.path.join(build_dir, "demo", config.id, demo.name)
    driver = os.path.join(DEMO_DIR, demo.name + ".c")
    inputs = [driver, os.path.join(corpus.CASES, "once.h"), matrix.matrix_file(root), corpus.Case(demo.case).source_rel]
    inputs += [os.path.join(DEMO_DIR, h) for h in os.listdir(os.path.join(root, DEMO_DIR)) if h.endswith(".h")]
    if _built_after(exe, inputs, root):
        return exe
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    code, out, err, _ = program.run_group(link_command(config, exe + ".tmp", driver), 120, cwd=root)
    if code != 0:
        raise DemoError(f"{driver}: {config.id}: does not build: {assembly.first_error(err or out) or 'compiler killed'}")
    os.replace(exe + ".tmp", exe)
    return exe


def _built_after(exe, inputs, root):
    """Whether exe was built after every one of inputs (paths under root) last changed: a program to reuse."""
    newest = max(os.path.getmtime(os.path.join(root, p)) for p in inputs if os.path.exists(os.path.join(root, p)))
    return os.path.exists(exe) and os.path.getmtime(exe) >= newest


def link_command(config, exe, source):
    """The command that builds a program for this config: the config's own flags, linked against the target's C
    library."""
    # The config's argv has -fno-pie (the kernel's code generation), so the link is -no-pie; dynamically
    # linked, the only way Debian 12's qemu-alpha runs it.
    argv = list(config.argv) + ["-pthread", "-no-pie", *config.isa.demo_link_flags]
    # Clang looks for <its --target>-ld, which for armv7a-linux-gnueabihf is not there (clang-14 then falls back
    # to the host's ld): name the cross binutils' linker, by the GNU triple.
    if config.kind == "clang" and not runs_natively(config):
        argv.append(f"--ld-path=/usr/bin/{config.isa.gnu_triple}-ld")
    return argv + ["-o", exe, source]


def _execute(exe, mode, demo, config, timeout):
    argv = [exe, mode, f"{timeout:g}"]
    if not runs_natively(config):
        argv = [qemu_of(config), "-L", f"/usr/{config.isa.gnu_triple}"] + argv
    code, out, err, seconds = program.run_group(argv, timeout + OUTLIVES)
    if code is None:
        return Run("HUNG", seconds, f"killed by the harness after {seconds:.0f} s")
    said = out.strip()
    m = re.match(r"events (\d+) of (\d+)$", said)
    if code == 0 and m and demo.kind == "count":
        events, trials = int(m.group(1)), int(m.group(2))
        return Run(demo.verdicts[0] if events else demo.verdicts[1], seconds, events=events, trials=trials)
    m = re.match(r"hung (\d+\.\d+)(?: (\w+))?$", said)
    if code == 4 and m and demo.kind == "wait":
        return Run("HUNG", float(m.group(1)), (demo.hung or {}).get(m.group(2), ""))
    m = re.match(r"returned (\d+\.\d+) (released|unreleased)$", said)
    if code in (0, 3) and m and demo.kind == "wait":
        return Run("OK" if m.group(2) == "released" else "EARLY", float(m.group(1)))
    if code < 0:
        return Run("CRASHED", seconds, f"signal {signal.Signals(-code).name}")
    return Run("ERROR", seconds, f"exit {code}: {_first_line(err) or _first_line(out) or 'no output'}")


_starts, _starts_lock = {}, threading.Lock()


def cannot_start(config, build_dir, root):
    """Why a program that only returns 0 from main does not run for this config here, or None: Debian 12's sh4
    C library is itself built by the GCC that miscompiles zero tests (checks/hoist/flag-wait.expect), and no
    sh4 program starts under qemu-sh4. Measured once a config a run, before its demos."""
    with _starts_lock:
        return _starts[config.id] if config.id in _starts else _starts.setdefault(
            config.id, _measure_start(config, build_dir, root))


def _measure_start(config, build_dir, root):
    exe = os.path.join(build_dir, "demo", config.id, "starts")
    if not _built_after(exe, [matrix.matrix_file(root)], root):     # reused, as a demo's program is; not its run
        os.makedirs(os.path.dirname(exe), exist_ok=True)
        with open(exe + ".c", "w") as f:
            f.write("int main(void) { return 0; }\n")
        code, out, err, _ = program.run_group(link_command(config, exe + ".tmp", exe + ".c"), 120, cwd=root)
        if code != 0:
            return f"an empty main() does not build: {assembly.first_error(err or out) or 'compiler killed'}"
        os.replace(exe + ".tmp", exe)
    argv = [exe] if runs_natively(config) else [qemu_of(config), "-L", f"/usr/{config.isa.gnu_triple}", exe]
    code, out, err, seconds = program.run_group(argv, 10)
    if code == 0:
        return None
    what = f"killed after {seconds:.0f} s" if code is None else \
        f"signal {signal.Signals(-code).name}" if code < 0 else f"exit {code}"
    runner = "natively" if runs_natively(config) else f"under {config.isa.qemu}"
    return f"a program whose main() only returns 0 does not run {runner} here ({what})"


def run_one(demo, config, expectations, timeout, build_dir, root, configs, unproven=None):
    row = Row(demo, config, unproven=unproven)
    row.recorded = expectations.outcomes.get(config.id) if expectations else None
    if row.recorded is not None:
        row.predicted, row.once_expected = demo.expected(row.recorded, expectations.safe)
    else:
        row.once_expected = demo.expected(None, None)[1]
    if config.isa.no_demo:
        row.skipped = f"not run: {config.isa.no_demo}"
        return row
    lacks = missing(config, configs)
    if lacks:
        row.skipped = "not run: no " + ", no ".join(f"{what} (apt-get install {pkg})" for what, pkg in lacks)
        return row
    try:
        cannot = cannot_start(config, build_dir, root)
        if cannot:
            row.skipped = f"not run: {cannot}"
            return row
        exe = _build(demo, config, build_dir, root)
        row.plain = _execute(exe, "plain", demo, config, timeout)
        row.once = _execute(exe, "once", demo, config, timeout)
    except DemoError as e:
        row.skipped = str(e)
    except (OSError, ValueError) as e:        # a harness bug or a broken install: one line, not a traceback
        row.plain = row.once = None
        row.skipped = f"{demo.name}: {config.id}: oncelab harness error, please report: {type(e).__name__}: {e}"
    return row


# build/demo.json ---------------------------------------------------------------------------------------------


def _run_record(run):
    return None if run is None else {"verdict": run.verdict, "seconds": round(run.seconds, 3),
                                     "events": run.events, "trials": run.trials, "detail": run.detail or None}


def record(row, measured):
    """One (demo, config)'s entry in demo.json: the keys tools/oncelab demo --help documents."""
    return {"demo": row.demo.name, "case": row.demo.case, "config": row.config.id, "measured": measured,
            "compiler": matrix.compiler_version(row.config.executable) if row.plain else None,
            "runs_on": None if row.plain is None else ("native" if runs_natively(row.config) else row.config.isa.qemu),
            "recorded": row.recorded, "proven": row.recorded is not None and not row.unproven,
            "unproven": row.unproven, "expected": {"plain": row.predicted, "once": row.once_expected},
            "plain": _run_record(row.plain), "once": _run_record(row.once),
            "agrees": row.agrees if row.plain else None, "zeros": row.zeros, "skipped": row.skipped}


def load_store(build_dir):
    """BUILD/demo.json's runs, {"demo :: config": entry}; {} when there is none. Raises DemoError when it is not
    readable, naming it."""
    path = os.path.join(build_dir, STORE)
    try:
        with open(path) as f:
            data = json.load(f)
        return dict(data["runs"])
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise DemoError(f"{path}: unreadable ({type(e).__name__}: {e}); remove it to start afresh") from None


def save(build_dir, rows, timeout):
    """Merge these rows into BUILD/demo.json: each replaces only the earlier run of its (demo, config), so a
    partial or interrupted make demo keeps every other figure. Written to a temporary file and renamed."""
    runs = load_store(build_dir)
    measured = results.now()
    for row in rows:
        entry = record(row, measured)
        entry["timeout"] = timeout
        runs[f"{row.demo.name} :: {row.config.id}"] = entry
    demos = {d.name: {"case": d.case, "kind": d.kind, "counts": d.counts or None,
                      "verdicts": list(d.verdicts) or None, "hazard_counts": d.hazard_counts if d.kind == "count"
                      else None, "recorded_of": d.recorded_of or None} for d in DEMOS}
    files.write_whole(os.path.join(build_dir, STORE),
                    json.dumps({"demos": demos, "runs": dict(sorted(runs.items()))}, indent=1, sort_keys=True) + "\n")


# Output ------------------------------------------------------------------------------------------------------


def _describe(run, demo):
    if run.verdict == "HUNG" and run.detail.startswith("killed"):
        return f"HUNG ({run.detail})"
    if run.verdict == "HUNG":
        return f"HUNG ({run.detail}, after {run.seconds:.1f} s)" if run.detail else \
            f"HUNG (still waiting {run.seconds:.1f} s after the release)"
    if run.verdict == "EARLY":
        return f"EARLY (returned at {run.seconds:.2f} s, {demo.early})"
    if run.verdict == "OK" and demo.kind == "wait":
        return f"OK ({run.seconds:.2f} s)"
    if run.events is not None:
        return f"{run.verdict} ({run.events} of {run.trials} {demo.counts})"
    return f"{run.verdict} ({run.detail})"


def judgement(row):
    """What the record says and whether the run agrees with it, in a phrase."""
    rel = corpus.Case(row.demo.case).expect_rel
    recorded = f"recorded {row.recorded}" + (f" ({row.demo.recorded_of})" if row.demo.recorded_of else "")
    if row.recorded is None:
        return f"recorded nothing ({rel} has no {row.config.id} line)"
    if row.predicted is None:
        return f"{recorded}: no run-time prediction for it"
    zeros = f"; a zero from {' and '.join(row.zeros)}, a result too" if row.zeros else ""
    if row.unproven:     # the record is not what make check measured on these inputs: no verdict, only a match
        return f"{recorded}, no verdict ({row.unproven}): the run " + \
            ("matches the record" if row.agrees else "DOES NOT match the record") + zeros
    if row.agrees:
        return f"{recorded}: agrees{zeros}"
    wrong = []
    for name, run, exp in (("plain", row.plain, row.predicted), ("once", row.once, row.once_expected)):
        if not row.fits(run, exp):     # a counting demo's verdict with events allows a zero
            allowed = exp if row.demo.kind == "wait" or exp == row.demo.verdicts[1] else \
                f"{exp} or {row.demo.verdicts[1]}"
            wrong.append(f"{name} should be {allowed}")
    return f"{recorded}: DISAGREES ({', '.join(wrong)})"


def lines(row, name_width, id_width, columns):
    """The row's lines: one wide line where it fits the columns, else the row stacked, every line fitted."""
    head = f"{row.demo.name:<{name_width}}  {row.config.id:<{id_width}}"
    if row.skipped:
        return terminal.fit(f"{head}  {row.skipped}", columns, "    ")
    plain, once = _describe(row.plain, row.demo), _describe(row.once, row.demo)
    wide = f"{head}  plain {plain:<48}  once {once:<24}  {judgement(row)}"
    if len(wide) <= columns:
        return [wide]
    return (terminal.fit(f"{row.demo.name} {row.config.id}: {judgement(row)}", columns, "    ")
            + terminal.fit(f"  plain {plain}", columns, "        ") + terminal.fit(f"  once  {once}", columns, "        "))


def _short(n):
    """A count in at most 4 characters: 7, 512, 3.6k, 57M."""
    for unit, size in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if n >= size:
            return f"{n / size:.1f}{unit}" if n < 10 * size else f"{n / size:.0f}{unit}"
    return str(n)


def _cell(run, row):
    shown = _short(run.events) if run.events is not None else run.verdict
    return shown + ("" if row.agrees else "!")


def _once_cell(rows):
    ran = [r for r in rows if r.once is not None]
    if not ran:
        return "-"
    bad = "" if all(r.fits(r.once, r.once_expected) for r in ran) else "!"
    if ran[0].demo.kind == "count":
        low, high = min(r.once.events or 0 for r in ran), max(r.once.events or 0 for r in ran)
        return (_short(low) if low == high else f"{_short(low)}-{_short(high)}") + bad
    if bad:
        return "NOT OK: " + " ".join(r.once.verdict for r in ran)
    low, high = f"{min(r.once.seconds for r in ran):.2f}", f"{max(r.once.seconds for r in ran):.2f}"
    return f"OK ({low} s)" if low == high else f"OK ({low}-{high} s)"


def _table(rows, columns):
    """rows (lists of cells, the first the header) as aligned lines, or None where they do not fit."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    text = ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    return text if max(len(t) for t in text) <= columns else None


def summary_table(rows, levels, columns):
    """Plain per level and once, a line per (demo, compiler/target): one table where it fits, else a table
    per demo, else each line stacked."""
    groups = {}
    for r in rows:
        groups.setdefault(r.demo.name, {}).setdefault(f"{r.config.compiler}/{r.config.target}", {})[r.config.level] = r
    body = {}
    for name, keys in groups.items():
        body[name] = []
        for key, by_level in keys.items():
            cells = [_cell(by_level[lv].plain, by_level[lv]) if lv in by_level and by_level[lv].plain else "-"
                     for lv in levels]
            body[name].append([key] + cells + [_once_cell(by_level.values())])
    header = ["compiler/target"] + list(levels) + ["once"]
    whole = _table([["demo"] + header] + [[n] + r for n, rs in body.items() for r in rs], columns)
    if whole:
        return whole
    out = []
    for name, rs in body.items():
        part = _table([header] + rs, columns)
        out.append(f"{name}:")
        if part:
            out += part
            continue
        for r in rs:
            out += terminal.fit(f"  {r[0]}: " + ", ".join(f"{lv} {c}" for lv, c in zip(levels, r[1:-1]))
                       + f"; once {r[-1]}", columns, "      ")
    return out


def totals(rows, demo):
    """One demo's runs in a sentence: the plain verdicts, the once verdicts, the zeros, the agreement."""
    ran = [r for r in rows if r.demo is demo and r.plain is not None]
    if not ran:
        return None
    counts = {}
    for r in ran:
        counts[r.plain.verdict] = counts.get(r.plain.verdict, 0) + 1
    once_ok = sum(r.fits(r.once, r.once_expected) for r in ran)
    text = f"{demo.name}: {len(ran)} run{'' if len(ran) == 1 else 's'}, plain " + \
        ", ".join(f"{v} {n}" for v, n in counts.items())
    if demo.kind == "count":
        caught = sum(r.once.verdict == demo.verdicts[0] for r in ran)
        text += f"; once {demo.verdicts[0]} {caught}, {demo.verdicts[1]} {len(ran) - caught}"
        zeros = sum(1 for r in ran for _ in r.zeros)
        if zeros:
            text += f" (zeros where an event could show: {zeros}, a result too)"
    else:
        text += f"; once OK {once_ok} of {len(ran)}"
    agree = sum(r.agrees for r in ran)
    proven = sum(r.agrees and not r.unproven for r in ran)
    return text + (f"; agreeing with checks/{demo.case}.expect: {agree} of {len(ran)}, {proven} of them where "
                   f"make check proved the record on the current inputs")


LEGEND = ("Summary: the plain build per config, and the once build's across the levels. Waiting demos: HUNG "
          "still waiting {timeout:g} s after the release, EARLY returned before it, OK after it. Counting "
          "demos: how many trials saw the event (each demo's line says what that is). '-' not run here, "
          "'!' disagrees with checks/*.expect.")


def summary(rows, levels, timeout, columns):
    out = [""] + terminal.fit(LEGEND.format(timeout=timeout), columns)
    if not rows:
        return out + ["nothing ran"]
    out += summary_table(rows, levels, columns)
    for d in DEMOS:
        text = totals(rows, d)
        if text:
            out += terminal.fit(text, columns, "    ")
    skipped = [r for r in rows if r.plain is None]
    if skipped:
        reasons = {}
        for r in skipped:
            reasons.setdefault(r.skipped.replace(f"{r.config.id}: ", ""), []).append(r.config.id)
        out.append(f"{len(skipped)} not run:")
        for reason, ids in sorted(reasons.items()):
            out += terminal.fit(f"  {reason} ({len(ids)}: {', '.join(ids[:3])}{', ...' if len(ids) > 3 else ''})",
                       columns, "      ")
    done = [r for r in rows if r.plain is not None]
    used = sorted({r.config.executable for r in done})
    if used:
        out.append("compilers:")
        out += [f"  {matrix.compiler_version(e) or e + ': version unknown'}" for e in used]
    qemus = sorted({r.config.isa.qemu for r in done if not runs_natively(r.config)})
    if qemus:
        version = _first_line(subprocess.run([f"/usr/bin/{qemus[0]}", "--version"], capture_output=True,
                                             text=True).stdout)
        out += terminal.fit(f"qemu-user ({', '.join(qemus)}): {version}", columns, "    ")
    return out


# The command --------------------------------------------------------------------------------------------------


def select(names, patterns, root=paths.ROOT):
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


@contextlib.contextmanager
def workers(jobs, stopping=None):
    """A thread pool whose programs (program.run_group) end with it: on leaving it, at the end or on Ctrl-C
    (SIGTERM and SIGHUP meanwhile the same), the work not started is cancelled and every program still running
    killed. stopping, an Event, is set first: a worker that sees it knows that a program killed now is no result."""
    program.allow_groups()
    previous = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGHUP)}
    for s in previous:
        signal.signal(s, signal.default_int_handler)
    pool = concurrent.futures.ThreadPoolExecutor(jobs)
    try:
        yield pool
    finally:
        if stopping is not None:
            stopping.set()
        pool.shutdown(wait=False, cancel_futures=True)
        program.end_groups()
        pool.shutdown(wait=True)
        program.end_groups()
        for s, h in previous.items():
            signal.signal(s, h)


def run(names=(), patterns=(), timeout=1.0, jobs=None, build_dir=None, root=paths.ROOT, out=sys.stdout,
        results_dir=None, columns=None):
    """Run the demos, print a line per (demo, config) and the summary, fitted to the terminal's width (or
    columns), and merge the figures into BUILD/demo.json; the exit status: 0 when every run agrees with the
    .expect records, 1 when one does not, 2 when nothing could run. A record that make check's results (in
    results_dir, default build/) do not prove on the current inputs is said to be so: the line then says
    whether the run matches the record, and gives no verdict."""
    if not timeout >= MIN_TIMEOUT:
        raise DemoError(f"--timeout {timeout:g}: too short: a once build needs a moment to see the release "
                        f"(at least {MIN_TIMEOUT:g} s)")
    if columns is not None and columns < 40:
        raise DemoError(f"--width {columns}: too narrow (at least 40 columns)")
    columns = terminal.output_width(columns, least=1, piped=80)
    demos, chosen, configs = select(names, patterns, root)
    if names and not any(d.targets is None or c.target in d.targets for d in demos for c in chosen):
        raise DemoError(f"no chosen config is for {', '.join(names)} (targets: "
                        f"{', '.join(sorted({t for d in demos for t in (d.targets or ())}))})")
    build_dir = os.path.abspath(build_dir or os.path.join(root, "build"))
    load_store(build_dir)        # an unreadable demo.json is said before anything runs, not after
    expectations = {}
    for d in demos:
        the = corpus.Case(d.case, root)
        try:
            expectations[d.name] = expect.load(the.expect, the.expect_rel)
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
        result, why = results.fresh(measured, current, demo.case, config)
        if why is None and (result.code != "PASS" or not result.proven):
            why = f"make check did not pass there ({result.code})"
        return why
    # Twice the CPUs: a run spends most of its time waiting (the release, the watchdog, the count's clock,
    # qemu's start), and each driver times itself, so a busy machine does not make a verdict.
    jobs = jobs or 2 * (os.cpu_count() or 1)
    work = [(d, c) for d in demos for c in chosen if d.targets is None or c.target in d.targets]
    name_width = max(len(d.name) for d in demos)
    id_width = max(len(c.id) for c in chosen)
    rows = []
    try:
        with workers(jobs) as pool:
            futures = [pool.submit(run_one, d, c, expectations[d.name], timeout, build_dir, root, configs,
                                   unproven(d, c)) for d, c in work]
            for f in futures:
                row = f.result()
                rows.append(row)
                for text in lines(row, name_width, id_width, columns):
                    print(text, file=out, flush=True)
    finally:
        save(build_dir, [r for r in rows if r.plain is not None or r.skipped], timeout)
    levels = [lv for lv in dict.fromkeys(c.level for c in configs)]
    for text in summary(rows, levels, timeout, columns):
        print(text, file=out, flush=True)
    ran = [r for r in rows if r.plain is not None]
    if not ran:
        return 2
    return 0 if all(r.agrees for r in ran) else 1
