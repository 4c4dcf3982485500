"""tools/oncelab fuzz [--count N] [--seed S] [--config GLOB]: a volatile-correctness campaign, in the manner of
Eide and Regehr, "Volatiles Are Miscompiled, and What to Do about It" (EMSOFT 2008).

Csmith writes a program per seed (BUILD/fuzz/programs/SEED.c). Each chosen config builds it with its own
command line (the corpus's freestanding flags left out: the program is hosted), linked as make demo links its
programs (demos.link_command; on sh4, whose C library's programs do not start under qemu-sh4, with a start and
C library of its own, tools/fuzz/start-sh4.c), and runs it under the target's qemu-user with the access-trace plugin
(tools/trace/access-trace.c, as tools/oncelab trace runs it), logging every access to the program's volatile
objects at the addresses its symbol table gives them. The same compiler's -O0 build of the same program, on the
same target, is the reference: volatile accesses are observable behaviour (C11 5.1.2.3p6), so the optimized
build must make the same accesses, of the same sizes, to the same bytes of the same objects, and print the same
checksum. A difference is a mismatch:
  accesses   the volatile accesses differ in number or kind (a load or store deleted, added, widened);
  width      the same objects loaded and stored in the same order, in other pieces: a volatile bit-field read
             as a byte here and as a word there, a volatile struct read whole in fields at -O0 and byte by byte
             here (what an access to a volatile object is, is the implementation's: C11 6.7.3p7). Successive
             accesses to one struct count as one access to it: a field read twice there is not seen;
  order      the same accesses, in another order (between two sequence points C leaves the order unspecified:
             a method limit until a reduced file shows otherwise);
  checksum   the same accesses, another checksum;
  hang       the -O0 build ended, this one was still running at the timeout.
Each mismatch is reduced with C-Vise (--reduce; the test: `tools/oncelab fuzz --interesting FILE --config ID
--kind KIND`, the file still builds and ends at -O0, its -O0 build compiles cleanly under GCC's warnings for
undefined behaviour, and the config's build still shows the mismatch), into BUILD/fuzz/reduced/SEED.CONFIG/
with the commands that show it.

The volatile objects are the file-scope variables whose declaration makes the object itself volatile
(`volatile int g_1`, `int *volatile g_2`; not `volatile int *g_3`, a plain pointer to volatile). Csmith marks
them /* VOLATILE GLOBAL g_N */, but marks a plain struct with volatile fields the same way; its whole range
would log its plain fields, which -O2 may legitimately access otherwise, so it is left out, as are volatile
locals and objects reached only through pointers to volatile.

What the method cannot see: an access QEMU 7.2 makes in a helper of its own is not told to plugins (SVE's:
qemu-aarch64 runs without SVE, QEMU_OPTIONS; s390x's MVC, a memcpy's); an access is the object's its first byte
is in (alpha, whose kernel flags have no byte loads, reads a byte as its aligned 8 bytes: a neighbour's).

A record per (seed, config) is written whole into BUILD/fuzz/records/ as each run ends: a campaign stopped
(Ctrl-C ends every program it started) resumes where it stopped, and its summary is the records'. What stops a
run is one line naming the file and the config, and is counted in the summary: a program that does not build, a
-O0 build that does not end within --timeout, a qemu missing or crashing, a target that cannot run here."""

import bisect
import concurrent.futures
import dataclasses
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time

from ..base import files, paths, program, terminal, text
from ..compile import assembly, matrix
from . import demos, trace

CSMITH = "/usr/bin/csmith"
CSMITH_INCLUDE = "/usr/include/csmith"
# Five functions keep a program's run under qemu and the plugin to seconds; --no-argc: no argument decides what
# it prints.
CSMITH_ARGS = ("--no-argc", "--max-funcs", "5")
CVISE = "/usr/bin/cvise"
# Where no program linked against the target's C library starts under its qemu, the program is linked alone with a
# start and C library of its own: {instruction set: that file}.
FREESTANDING = {"sh4": os.path.join("tools", "fuzz", "start-sh4.c")}
# QEMU 7.2's plugins are not told of the loads and stores an instruction makes in a helper of QEMU's: SVE's (and
# s390x's MVC, which cannot be avoided). glibc picks an SVE memcpy where the CPU has SVE, and Clang -O0 copies a
# volatile union with memcpy: the CPU runs without it, {qemu program: its options}.
QEMU_OPTIONS = {"qemu-aarch64": ("-cpu", "max,sve=off")}
# The C library's first call: what prints the checksum.
CHECKSUM = re.compile(r"^checksum = ([0-9A-F]+)$", re.M)
# At most this many accesses are logged per run (the plugin's limit=): a program that loops on a volatile for
# millions of trips is compared on its first ones.
LOG_LIMIT = 200000
MAX_RANGES = 64          # the plugin's own limit on data= ranges (access-trace.c, MAX_RANGES)
# A -O0 build's reduced file must compile cleanly under these: C-Vise otherwise reduces towards a file whose
# builds differ by undefined behaviour (an uninitialised local, a missing return), not by the compiler's fault.
UB_WARNINGS = ("-O1", "-Wall", "-Werror=uninitialized", "-Werror=maybe-uninitialized", "-Werror=return-type",
               "-Werror=implicit-function-declaration", "-Werror=implicit-int", "-Werror=int-conversion",
               "-Werror=incompatible-pointer-types", "-Werror=div-by-zero", "-Werror=array-bounds",
               "-Werror=aggressive-loop-optimizations", "-Werror=sequence-point", "-Werror=shift-count-overflow")
KINDS = ("accesses", "width", "order", "checksum", "hang")
# What a record's status is, in the summary's columns: each a cell that ran to a verdict, or did not.
STATUSES = ("same", "mismatch", "no-build", "timeout", "crashed", "cannot-run")

# A file-scope declaration, one a line as Csmith writes them: its type's words, the name, array bounds, then an
# initializer or the end.
DECLARATION = re.compile(r"^(?:static\s+)?(?P<type>[A-Za-z_][\w\s\*]*?)\s*\b(?P<name>[A-Za-z_]\w*)\s*"
                         r"(?:\[[^\]]*\]\s*)*(?:=|;)")


class FuzzError(Exception):
    """What stops the campaign or a run, in one line naming the file and the config."""


@dataclasses.dataclass
class Run:
    """One build of a program, run to its end under the plugin."""
    accesses: list      # (load or store, size, object, offset), in the order the CPU made them
    output: str         # what it printed
    seconds: float
    limited: bool       # the log stopped at LOG_LIMIT accesses
    aggregates: frozenset = frozenset()     # the objects that are structs or unions


def volatile_objects(source_text):
    """{name: whether it is a struct or union} of the file-scope objects that are themselves volatile, in the
    order declared."""
    names = {}
    for line in source_text.splitlines():
        if not line or line[0].isspace() or "volatile" not in line or "(" in line.split("=")[0]:
            continue            # indented: not at file scope; a ( before any =: a function
        m = DECLARATION.match(line)
        if not m or m.group("type").split()[0] in ("typedef", "struct", "union", "extern", "return") and \
                "{" in line:
            continue
        words = m.group("type")
        # The object is volatile where `volatile` qualifies the outermost type: after the last *, or, with no
        # pointer, anywhere in the words (volatile struct S0, const volatile int32_t).
        if "volatile" in words.rsplit("*", 1)[-1]:
            names[m.group("name")] = bool(re.search(r"\b(?:struct|union)\b", words))
    return names


def generate(seed, build_dir, csmith_args=CSMITH_ARGS):
    """BUILD/fuzz/programs/SEED.c, Csmith's program for the seed (written once: the same seed, the same
    program)."""
    path = os.path.join(build_dir, "fuzz", "programs", f"{seed}.c")
    if os.path.exists(path):
        return path
    # In the programs' directory: Csmith writes platform.info where it runs, and that is not the user's.
    os.makedirs(os.path.dirname(path), exist_ok=True)
    code, out, err, _ = program.run_group([CSMITH, *csmith_args, "--seed", str(seed)], 120,
                                          cwd=os.path.dirname(path))
    if code != 0 or not out.strip():
        said = (err or out).strip().splitlines()
        raise FuzzError(f"csmith --seed {seed}: {said[-1] if said else 'no program'}")
    files.write_whole(path, out)
    return path


def build_command(config, exe, source):
    """The command that builds a Csmith program (hosted: the corpus's freestanding flags left out) in config."""
    config = config.hosted().with_flags(["-I" + CSMITH_INCLUDE, "-w"])
    if config.isa_name in FREESTANDING:
        return list(config.argv) + ["-nostdlib", "-static", "-no-pie", "-o", exe, source,
                                    os.path.join(paths.ROOT, FREESTANDING[config.isa_name]), "-lgcc"]
    return demos.link_command(config, exe, source)


def build(config, source, exe):
    """Build source into exe for config; raises FuzzError with the compiler's first error."""
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    code, out, err, _ = program.run_group(build_command(config, exe, source), 300, cwd=paths.ROOT)
    if code != 0:
        said = "the compiler ran past 300 s" if code is None else assembly.first_error(err or out) or f"exit {code}"
        raise FuzzError(f"{paths.shown(source)}: {config.id}: does not build: {said}")


def run_command(config, exe, ranges, log, build_dir):
    """qemu-TARGET with the access-trace plugin logging the accesses in ranges (START, SIZE) into log."""
    plugin = os.path.abspath(trace.plugin(build_dir))
    data = [f"data=0x{start:x}+{size}" for start, size in ranges]
    argv = [demos.qemu_of(config), *QEMU_OPTIONS.get(config.isa.qemu, ()),
            "-plugin", ",".join([plugin, f"out={log}", f"limit={LOG_LIMIT}"] + data)]
    if not demos.runs_natively(config) and config.isa_name not in FREESTANDING:
        argv += ["-L", f"/usr/{config.isa.gnu_triple}"]
    return argv + [exe]


def ranges_of(exe, names, where):
    """{object: (address, size)} of the volatile objects in exe, and the merged ranges the plugin is given."""
    table = trace.symbols(exe)
    objects = {n: table[n] for n in names if n in table and table[n][1]}
    merged = []
    for start, size in sorted(objects.values()):
        if merged and merged[-1][0] + merged[-1][1] == start:
            merged[-1] = (merged[-1][0], merged[-1][1] + size)
        else:
            merged.append((start, size))
    if len(merged) > MAX_RANGES:
        raise FuzzError(f"{where}: {len(merged)} separate volatile objects, more than the plugin's "
                        f"{MAX_RANGES} ranges")
    return objects, merged


def execute(config, exe, names, build_dir, timeout, where):
    """Run exe under the plugin: a Run, or None where it was still running after timeout seconds. Raises
    FuzzError where it crashes or exits non-zero."""
    try:
        objects, merged = ranges_of(exe, names, where)
    except trace.TraceError as e:
        raise FuzzError(str(e)) from None
    log = exe + ".log"
    if os.path.exists(log):
        os.remove(log)
    # coreutils' timeout too: a C-Vise test killed outright leaves no qemu running on after it.
    code, out, err, seconds = program.run_group(["timeout", "-s", "KILL", f"{timeout + 5:g}"] +
                                                run_command(config, exe, merged or [(0, 1)], log, build_dir), timeout)
    if code is None:
        return None
    if code != 0:
        what = f"signal {signal.Signals(-code).name}" if code < 0 else f"exit {code}"
        last = (err or out).strip().splitlines()
        raise FuzzError(f"{where}: crashed under {config.isa.qemu} ({what}: {last[-1] if last else 'no output'})")
    starts = sorted((a, n) for n, (a, _) in objects.items())
    keys = [a for a, _ in starts]
    accesses, limited = [], False
    with open(log) as f:
        for line in f:
            parts = line.split()        # `0x400614 load 4 0x4a1010` (access-trace.c); else the limit's line
            if len(parts) != 4 or parts[1] not in ("load", "store"):
                limited = limited or line.startswith("# limit")
                continue
            address = int(parts[3], 16)
            i = bisect.bisect_right(keys, address) - 1
            if i >= 0 and address < keys[i] + objects[starts[i][1]][1]:
                accesses.append((parts[1], int(parts[2]), starts[i][1], address - keys[i]))
    return Run(accesses, out, seconds, limited, frozenset(n for n, whole in names.items() if whole))


def difference(reference, run):
    """(kind, what differs, in a phrase), or None where run makes the reference's accesses and prints its
    checksum."""
    ref, got = reference.accesses, run.accesses
    if reference.limited or run.limited:
        ref, got = ref[:len(got)] if run.limited else ref, got[:len(ref)] if reference.limited else got
    if ref != got:
        i = next((i for i, (a, b) in enumerate(zip(ref, got)) if a != b), min(len(ref), len(got)))
        said = f"{len(ref)} volatile accesses at -O0, {len(got)} here; the first difference, access {i + 1}: " \
            f"-O0 {_access(ref[i] if i < len(ref) else None)}, here {_access(got[i] if i < len(got) else None)}"
        whole = reference.aggregates
        kind = "width" if _merged(ref, whole) == _merged(got, whole) else \
            "order" if sorted(ref) == sorted(got) else "accesses"
        return kind, said
    if reference.output != run.output:
        return "checksum", f"the same {len(ref)} volatile accesses; -O0 printed {_checksum(reference.output)}, " \
            f"this build {_checksum(run.output)}"
    return None


def _merged(accesses, aggregates):
    """(direction, object) of the accesses, each run of the same direction to adjacent bytes of the same object
    made one (a 64-bit read made of two 32-bit ones, in either order; a field read byte by byte), and each run to
    the same struct or union (a whole volatile struct read, in word-sized pieces or byte by byte): what is left
    when the widths are set aside. Two reads of the same bytes of a scalar stay two."""
    out, low, high = [], None, None
    for kind, size, name, offset in accesses:
        if out and out[-1] == (kind, name) and (name in aggregates or offset == high or offset + size == low):
            low, high = min(low, offset), max(high, offset + size)
            continue
        out.append((kind, name))
        low, high = offset, offset + size
    return out


def _access(a):
    return "none" if a is None else f"{a[0]} {a[1]} {a[2]}" + (f"+{a[3]}" if a[3] else "")


def _checksum(output):
    m = CHECKSUM.search(output)
    return f"checksum {m.group(1)}" if m else "no checksum"


def reference_of(config, configs):
    ref = matrix.reference(config, configs)
    if ref is None:
        raise FuzzError(f"{config.id}: the matrix has no -O0 config of {config.compiler} for {config.target} to "
                        f"compare with")
    return ref


def why_not(config, configs, build_dir):
    """Why programs of this config cannot run here, in a phrase, or None. A family the demos cannot run (its
    no_demo) is tried where its qemu and C library are there: sparc64's reason is the demos' own timing code."""
    lacks = demos.missing(config, configs)
    if demos.runs_natively(config) and not os.path.exists(demos.qemu_of(config)):
        lacks.append((demos.qemu_of(config), demos.QEMU_PACKAGE))    # the plugin is QEMU's, even here
    if config.isa.no_demo and (lacks or not os.path.exists(demos.qemu_of(config))):
        return config.isa.no_demo
    if lacks:
        return "no " + ", no ".join(f"{what} ({package})" for what, package in lacks)
    # Where the host runs the target's programs itself, demos measure that; here they run under qemu all the same.
    if demos.runs_natively(config) or config.isa_name in FREESTANDING:
        return None
    return demos.cannot_start(config, build_dir, paths.ROOT)


# The campaign's records -----------------------------------------------------------------------------------------


def slug(config_id):
    return config_id.replace("/", "-")


def record_path(build_dir, seed, config):
    return os.path.join(build_dir, "fuzz", "records", str(seed), slug(config.id) + ".json")


def load_record(build_dir, seed, config):
    """The record of (seed, config), or None where there is none; raises FuzzError where it is unreadable."""
    path = record_path(build_dir, seed, config)
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        raise FuzzError(f"{paths.shown(path)}: unreadable ({type(e).__name__}); remove it to run that cell "
                        f"again") from None


def _status(error):
    """A record's status for what stopped its run."""
    said = str(error)
    return "no-build" if "does not build" in said else "timeout" if "did not end" in said else "crashed"


class Stopped(Exception):
    """The campaign is being interrupted: what a run saw then (a program killed) is not its result."""


class Campaign:
    """The (seed, config) cells of one fuzz command, run in groups of one seed, compiler and target: the group's
    -O0 build is run once, as every level's reference."""

    def __init__(self, build_dir, configs, timeout, out, csmith_args=CSMITH_ARGS):
        self.build_dir, self.configs, self.timeout, self.out = build_dir, configs, timeout, out
        self.csmith_args = csmith_args
        self.stopping = threading.Event()
        self.lock = threading.Lock()
        self.done = []          # the records of this command's cells, resumed ones too

    def work_dir(self, seed, config):
        return os.path.join(self.build_dir, "fuzz", "work", str(seed), config.id)

    def write(self, seed, config, status, detail="", **more):
        if self.stopping.is_set():
            raise Stopped
        entry = {"seed": seed, "config": config.id, "status": status, "detail": detail,
                 "compiler": matrix.compiler_version(config.executable), "measured": time.strftime(
                     "%Y-%m-%dT%H:%M:%SZ", time.gmtime()), **more}
        files.write_whole(record_path(self.build_dir, seed, config), json.dumps(entry, indent=1) + "\n")
        self.add(entry)

    def add(self, entry):
        with self.lock:
            self.done.append(entry)
            if entry["status"] != "same":
                print(f"{entry['status']}: seed {entry['seed']}: {entry['config']}: {entry['detail']}",
                      file=self.out, flush=True)

    def group(self, seed, reference, levels):
        """Run the cells (seed, level) for levels of one compiler and target; each writes its record, with the
        seconds its build and run took (the first also the -O0 reference's)."""
        why = why_not(reference, self.configs, self.build_dir)
        if why:
            for c in levels:
                self.write(seed, c, "cannot-run", why)
            return
        start = time.monotonic()
        source = generate(seed, self.build_dir, self.csmith_args)
        with open(source) as f:
            names = volatile_objects(f.read())
        try:
            ref_run = self.run(seed, reference, source, names)
            if ref_run is None:
                raise FuzzError(f"{paths.shown(source)}: {reference.id}: the -O0 reference did not end within "
                                f"{self.timeout:g} s (stopped)")
        except FuzzError as e:
            for c in levels:
                self.write(seed, c, _status(e), str(e), seconds=time.monotonic() - start)
                start = time.monotonic()
            return
        kept = False
        for c in levels:
            facts = {"volatiles": len(names)}
            try:
                run = self.run(seed, c, source, names)
            except FuzzError as e:
                self.write(seed, c, _status(e), str(e), seconds=time.monotonic() - start)
                start = time.monotonic()
                continue
            facts["seconds"] = time.monotonic() - start
            start = time.monotonic()
            found = ("hang", f"the -O0 build ended in {ref_run.seconds:.1f} s, this one was still running at "
                     f"{self.timeout:g} s (stopped)") if run is None else difference(ref_run, run)
            if run is not None:
                facts["accesses"] = len(run.accesses)
            if found:
                kept = True
                self.write(seed, c, "mismatch", found[1], kind=found[0], **facts)
            else:
                self.write(seed, c, "same", **facts)
                self.clean(seed, c)
        if not kept:
            self.clean(seed, reference)     # else kept beside the mismatch's build, to look at

    def run(self, seed, config, source, names):
        exe = os.path.join(self.work_dir(seed, config), "prog")
        build(config, source, exe)
        run = execute(config, exe, names, self.build_dir, self.timeout, f"{paths.shown(source)}: {config.id}")
        if self.stopping.is_set():
            raise Stopped
        return run

    def clean(self, seed, config):
        """A run that matched keeps nothing: its log may be megabytes."""
        for name in ("prog", "prog.log"):
            path = os.path.join(self.work_dir(seed, config), name)
            if os.path.exists(path):
                os.remove(path)


# The command ------------------------------------------------------------------------------------------------------


def select(patterns, root=paths.ROOT):
    """(the chosen configs other than -O0 ones, every config): an -O0 config is its compiler's reference, never
    a cell. Raises FuzzError where a pattern names no config, or none but -O0 ones."""
    configs, problems = matrix.load(root)
    if problems:
        raise FuzzError(problems[0][1])
    try:
        chosen = matrix.select(configs, patterns)
    except matrix.MatrixError as e:
        raise FuzzError(f"--config {e}") from None
    cells = [c for c in chosen if c.level != "O0"]
    if not cells:
        raise FuzzError(f"--config {' '.join(patterns)}: names only -O0 configs, which are the references the "
                        f"others are compared with")
    return cells, configs


def tools_missing():
    """The campaign's own programs that are not installed, with their Debian packages, in a phrase, or None."""
    lacks = [f"{p} ({pkg})" for p, pkg in ((CSMITH, "csmith"), (os.path.join(CSMITH_INCLUDE, "csmith.h"),
                                                                "libcsmith-dev")) if not os.path.exists(p)]
    return ("no " + ", no ".join(lacks) + ": make setup installs them") if lacks else None


def run(count=10, seed=1, patterns=("gcc-12/*/O2",), timeout=30.0, jobs=None, build_dir=None, reduce=False,
        reduce_timeout=1800.0, out=sys.stdout, columns=None, csmith_args=None):
    """The campaign over seeds seed .. seed+count-1 and the chosen configs, resumed from its records; prints each
    mismatch and problem as it comes, then the summary. The exit status: 0 when every cell ran and matched its
    -O0 build, 1 when one did not (a mismatch, or a run that could not be made: counted in the summary)."""
    if count < 1:
        raise FuzzError(f"--count {count}: at least 1")
    if not timeout > 0:
        raise FuzzError(f"--timeout {timeout:g}: must be more than 0")
    missing = tools_missing()
    if missing:
        raise FuzzError(missing)
    cells, configs = select(patterns)
    build_dir = os.path.abspath(build_dir or os.path.join(paths.ROOT, "build"))
    lock = _lock(build_dir)
    csmith_args = _csmith_args(build_dir, csmith_args)
    try:
        trace.plugin(build_dir)         # built once, before the workers ask for it
    except trace.TraceError as e:
        raise FuzzError(str(e)) from None
    campaign = Campaign(build_dir, configs, timeout, out, csmith_args)
    seeds = range(seed, seed + count)
    groups = {}
    for s in seeds:
        for c in cells:
            entry = load_record(build_dir, s, c)
            if entry is not None:
                campaign.done.append(entry)
            else:
                groups.setdefault((s, c.compiler, c.target), []).append(c)
    total, resumed = count * len(cells), len(campaign.done)
    jobs = jobs or os.cpu_count() or 1
    with terminal.Progress("oncelab fuzz") as progress, demos.workers(jobs, campaign.stopping) as pool:
        futures = [pool.submit(_group, campaign, s, reference_of(levels[0], configs), levels)
                   for (s, _, _), levels in groups.items()]
        progress(_progress(campaign, total, resumed))
        for f in concurrent.futures.as_completed(futures):
            f.result()
            progress(_progress(campaign, total, resumed))
    if reduce:      # one at a time, C-Vise's own test ended with it on Ctrl-C as a run is
        with demos.workers(1) as pool:
            for entry in sorted(campaign.done, key=lambda e: (e["seed"], e["config"])):
                if entry["status"] == "mismatch":
                    pool.submit(reduction, entry, configs, build_dir, timeout, reduce_timeout, out).result()
    width = terminal.output_width(columns, least=40, piped=None)
    for line in summary(campaign.done, build_dir, resumed):
        print("\n".join(terminal.wrapped(line, width)), file=out)
    lock.close()
    return 0 if all(e["status"] == "same" for e in campaign.done) else 1


def _csmith_args(build_dir, asked):
    """Csmith's options for BUILD/fuzz/'s programs, kept in BUILD/fuzz/csmith-args: a seed's program is Csmith's
    for them, so a directory's programs and records are all of one set. Raises FuzzError where asked differs."""
    path = os.path.join(build_dir, "fuzz", "csmith-args")
    kept = tuple(files.read_text(path).split()) if os.path.exists(path) else None
    wanted = tuple(asked.split()) if asked is not None else kept or CSMITH_ARGS
    if kept is not None and kept != wanted:
        raise FuzzError(f"--csmith '{' '.join(wanted)}': {paths.shown(os.path.dirname(path))} holds programs of "
                        f"--csmith '{' '.join(kept)}'; give these another --build")
    files.write_whole(path, " ".join(wanted) + "\n")
    return wanted


def _lock(build_dir):
    """BUILD/fuzz/lock, held while the campaign runs: two campaigns in one directory would build and run their
    programs over each other's. Released when the process ends, however it ends."""
    import fcntl
    path = os.path.join(build_dir, "fuzz", "lock")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    f = open(path, "a+")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        f.close()
        raise FuzzError(f"{paths.shown(os.path.dirname(path))}: another fuzz campaign is running there; wait for "
                        f"it, or give this one another --build") from None
    return f


def _group(campaign, seed, reference, levels):
    try:
        campaign.group(seed, reference, levels)
    except (Stopped, KeyboardInterrupt):
        pass


def _progress(campaign, total, resumed):
    done = len(campaign.done)
    mismatches = sum(e["status"] == "mismatch" for e in campaign.done)
    return f"{done} of {total} runs ({resumed} resumed), {text.many(mismatches, 'mismatch', 'mismatches')}"


def summary(entries, build_dir, resumed=0):
    """The campaign's table from its records: per config, the programs compared and what came of them; the CPU
    hours its runs took (builds not counted); then a line per mismatch, with its reduced file where there is one,
    and a line per other reason a run was not compared."""
    by_config = {}
    for e in entries:
        by_config.setdefault(e["config"], []).append(e)
    rows = [["config", "programs"] + list(STATUSES) + ["run hours"]]
    for config, es in by_config.items():
        rows.append([config, str(len(es))] + [str(sum(e["status"] == s for e in es)) for s in STATUSES] +
                    [f"{sum(e.get('seconds', 0) for e in es) / 3600:.2f}"])
    rows.append(["all", str(len(entries))] + [str(sum(e["status"] == s for e in entries)) for s in STATUSES] +
                [f"{sum(e.get('seconds', 0) for e in entries) / 3600:.2f}"])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    seeds = sorted({e["seed"] for e in entries})
    said = [f"oncelab fuzz: {text.many(len(seeds), 'program')} (seeds {seeds[0]}-{seeds[-1]})" if seeds else
            "oncelab fuzz: no program", f"{len(entries)} runs ({resumed} from earlier records), each against its "
            f"compiler's -O0 build; measured {min(e['measured'] for e in entries)[:10] if entries else '-'} to "
            f"{max(e['measured'] for e in entries)[:10] if entries else '-'}"]
    said += ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))).rstrip()
             for r in rows]
    kinds = {k: sum(e.get("kind") == k for e in entries) for k in KINDS}
    if any(kinds.values()):
        said.append("mismatches by kind: " + ", ".join(f"{k} {n}" for k, n in kinds.items() if n))
    for e in sorted(entries, key=lambda e: (e["seed"], e["config"])):
        if e["status"] == "mismatch":
            reduced = os.path.join(reduction_dir(build_dir, e["seed"], e["config"]), "reduced.c")
            said.append(f"mismatch ({e['kind']}): seed {e['seed']}, {e['config']}: {e['detail']}" +
                        (f"; reduced: {paths.shown(reduced)}" if os.path.exists(reduced) else ""))
    reasons = {}
    for e in entries:
        if e["status"] not in ("same", "mismatch"):
            reasons.setdefault((e["status"], _reason(e)), []).append(e)
    for (status, reason), es in sorted(reasons.items()):
        ids = sorted({e["config"] for e in es})
        said.append(f"{status} ({len(es)}): {reason} ({', '.join(ids[:4])}{', ...' if len(ids) > 4 else ''})")
    return said


def _reason(entry):
    """A record's detail without its seed's file: the same reason over many seeds is one line."""
    return re.sub(r"\b\d+\.c:", "SEED.c:", re.sub(r"\S*programs/\d+\.c: ", "", entry["detail"]))


# Reduction --------------------------------------------------------------------------------------------------------


def reduction_dir(build_dir, seed, config_id):
    return os.path.join(build_dir, "fuzz", "reduced", f"{seed}.{slug(config_id)}")


def interesting(source, config, kind, build_dir, timeout):
    """Whether source still shows a mismatch of this kind in config against its -O0 build, the -O0 build
    compiling cleanly under UB_WARNINGS and ending: C-Vise's test, one call per candidate file."""
    configs = matrix.load()[0]
    reference = reference_of(config, configs)
    source = os.path.abspath(source)
    ub = subprocess.run(list(reference.hosted().argv) + ["-I" + CSMITH_INCLUDE, *UB_WARNINGS, "-c", "-o",
                                                         os.devnull, source], capture_output=True)
    if ub.returncode != 0:
        return False
    with open(source) as f:
        names = volatile_objects(f.read())
    if not names:
        return False
    work = os.path.join(os.path.dirname(os.path.abspath(source)), "interesting")
    try:
        build(reference, source, os.path.join(work, "O0"))
        ref_run = execute(reference, os.path.join(work, "O0"), names, build_dir, timeout, source)
        if ref_run is None or not ref_run.accesses:
            return False
        build(config, source, os.path.join(work, "opt"))
        run = execute(config, os.path.join(work, "opt"), names, build_dir, timeout, source)
    except FuzzError:
        return False
    if run is None:
        return kind == "hang"
    found = difference(ref_run, run)
    return found is not None and found[0] == kind


def reduction(entry, configs, build_dir, timeout, reduce_timeout, out):
    """Reduce a mismatch's program with C-Vise into BUILD/fuzz/reduced/SEED.CONFIG/reduced.c, beside the test it
    ran (interesting.sh) and the commands that show the mismatch (commands.sh); kept once done."""
    where = reduction_dir(build_dir, entry["seed"], entry["config"])
    reduced = os.path.join(where, "reduced.c")
    if os.path.exists(reduced):
        return
    if not os.path.exists(CVISE):
        print(f"oncelab fuzz: seed {entry['seed']}: {entry['config']}: not reduced: no {CVISE} (cvise)", file=out)
        return
    config = next(c for c in configs if c.id == entry["config"])
    reference = reference_of(config, configs)
    os.makedirs(where, exist_ok=True)
    work = os.path.join(where, "work.c")
    if not os.path.exists(work):        # else a reduction cut short goes on from where it was
        with open(os.path.join(build_dir, "fuzz", "programs", f"{entry['seed']}.c")) as f:
            files.write_whole(work, f.read())
    test = os.path.join(where, "interesting.sh")
    files.write_whole(test, "#!/bin/sh\n# C-Vise's test: the candidate, in its own directory, still shows the "
                      "mismatch.\nexec " + shlex.join([os.path.join(paths.ROOT, "tools", "oncelab"), "fuzz",
                                                       "--interesting", "work.c", "--config", config.id, "--kind",
                                                       entry["kind"], "--build", build_dir, "--timeout",
                                                       f"{timeout:g}"]) + "\n")
    os.chmod(test, 0o755)
    print(f"oncelab fuzz: reducing seed {entry['seed']}, {config.id} ({entry['kind']}) with C-Vise, at most "
          f"{reduce_timeout:g} s", file=out, flush=True)
    cvise = [CVISE, "--n", str(os.cpu_count() or 1), "--timeout", f"{4 * timeout + 60:g}", test, "work.c"]
    code, said, err, seconds = program.run_group(cvise, reduce_timeout, cwd=where)     # C-Vise wants it bare
    # Done, reduced.c; cut short (its time, a failure), work.c as far as it got: either kept with its commands.
    name = "reduced.c" if code == 0 else "work.c"
    how = f"reduced by C-Vise in {seconds:.0f} s" if code == 0 else "partly reduced: C-Vise " + (
        f"stopped at {reduce_timeout:g} s" if code is None else "failed")
    files.write_whole(os.path.join(where, "commands.sh"), "\n".join(
        ["#!/bin/sh", f"# seed {entry['seed']}, {config.id} against {reference.id}: {entry['kind']}, {how}",
         f"# {matrix.compiler_version(config.executable)}", "# The two builds:"] +
        [shlex.join(build_command(c, exe, name)) for c, exe in ((reference, "O0"), (config, "opt"))] +
        ["# The mismatch, shown again: exit 0 while it is there (the plugin's data= ranges are each build's "
         "volatile objects, from its symbol table):",
         shlex.join([os.path.join(paths.ROOT, "tools", "oncelab"), "fuzz", "--interesting", name, "--config",
                     config.id, "--kind", entry["kind"], "--build", build_dir])]) + "\n")
    if code != 0:
        last = (err or said).strip().splitlines()
        print(f"oncelab fuzz: seed {entry['seed']}: {config.id}: C-Vise " + ("ran past its time" if code is None
              else f"failed: {last[-1] if last else 'no output'}") + "; the partly reduced file is "
              f"{paths.shown(work)}", file=out)
        return
    with open(work) as f:
        files.write_whole(reduced, f.read())
    print(f"oncelab fuzz: seed {entry['seed']}: {config.id}: reduced to {paths.shown(reduced)}", file=out)
