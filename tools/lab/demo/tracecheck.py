"""tools/oncelab trace --all: the annotation checked against the CPU, over the corpus (trace.py runs one function).

For every case, function and config whose target qemu-user runs, the function is run under the access-trace
plugin (trace.trace), and two things are checked:

- once-vs-O0: a once_ function's accesses to the shared variables, in order, as (variable, load or store, size,
  offset), are those of the same compiler's -O0 build. They are volatile accesses, the observable behaviour of
  the program (C11 5.1.2.3p6), so no level may add, drop, merge, split or reorder one. What the case's
  `/* trace-plain: ... */` names, which the once_ function accesses with plain C, is left out. A difference
  where the case's .expect file records the config `miscompiled:` is that compiler bug, seen by the CPU too.
- the path: on each instruction that ran, the variables the annotation says it loads and stores (`; load
  flag`) are those the CPU loaded and stored there, each time it ran. An access the annotation cannot place
  (`?`, a pointer it does not follow) stands for any variable; a predicated instruction may not access. The
  comparison is of which variables, not how many accesses: QEMU makes two of a 16-byte store. It needs the
  driver's copy of the function to be annotated as the case's build is (trace.Run.same); where it is not,
  that is said and counted.

A disagreement prints the instruction, its annotation and what the CPU did, and the exit status is 1. What
cannot be traced (no qemu, a driver that does not build or end) is one line each, counted, and exits 1 too.
"""

import concurrent.futures
import dataclasses
import fnmatch
import re
import time

from ..annotate import annotation
from ..base import corpus, files, text
from ..prove import proof
from . import trace

FUNCTION = re.compile(r"^(?:plain|once|today)_\w+$")


@dataclasses.dataclass
class Tally:
    runs: int = 0
    seconds: float = 0.0
    same: int = 0             # once_ functions whose trace is -O0's
    miscompiled: int = 0      # ... that differ where the .expect file records the compiler bug
    paths: int = 0            # runs whose every instruction agreed with its annotation
    executed: int = 0         # instructions run, counted each time
    unmapped: int = 0         # runs whose driver copy is annotated otherwise than the case's build
    findings: list = dataclasses.field(default_factory=list)    # disagreements, one line each
    untraced: list = dataclasses.field(default_factory=list)    # what could not run, one line each
    no_qemu: list = dataclasses.field(default_factory=list)     # targets qemu-user has no program for (arc)
    known: list = dataclasses.field(default_factory=list)       # disagreements and runs a known file explains


def path_findings(run, function, family, where):
    """(instructions run, [the disagreements of the annotation with the CPU on the path that ran, one line each])."""
    units = trace.units(run, family)
    found = {}
    ran = trace.executions(run, units)
    for unit, pc, _, did in ran:
        at, said, predicated, _ = units.get(unit, ((), set(), False, False))
        exact = {a for a in said if a[0]}
        loose = {kind for variable, kind in said if not variable}
        missing = set() if predicated else exact - did
        extra = {a for a in did - exact if a[1] not in loose}
        if missing or extra:
            insn = "; ".join(annotation.instruction(run.body[i]).strip() for i in at) or "?"
            words = "; ".join(c for i in at for c in annotation.clauses(run.body[i])) or "no access"
            cpu = ", ".join(f"{k} {v}" for v, k in sorted(did)) or "no access"
            found.setdefault((unit, cpu), [f"{where}: {function}+0x{pc:x} `{insn}`: the annotation says {words}; "
                                           f"the CPU did {cpu}", 0])[1] += 1
    return len(ran), [f"{line} ({n} time{'s' if n > 1 else ''})" for line, n in found.values()]


def volatile_trace(run, plain):
    return [(variable, kind, size, offset) for _, kind, size, variable, offset in run.accesses()
            if variable not in plain]


def _said(access):
    return "nothing" if access is None else f"{access[1]} {access[0]}" + \
        (f"+{access[3]}" if access[3] else "") + f" ({access[2]} bytes)"


def o0_finding(run, reference, plain):
    """Where the once_ function's volatile accesses differ from -O0's: the first difference, or None."""
    got, want = volatile_trace(run, plain), volatile_trace(reference, plain)
    if got == want:
        return None
    k = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
    return (f"access {k + 1}: -O0 does {_said(want[k] if k < len(want) else None)}, this build "
            f"{_said(got[k] if k < len(got) else None)} ({len(want)} and {len(got)} accesses)")


def known_of(path):
    """[(config glob, case glob, function glob, why)] of a known file: a line each, `CONFIG CASE FUNCTION: why`,
    '#' comments; what it matches is said as KNOWN, and fails nothing. Raises TraceError for a bad line."""
    found = []
    for n, line in enumerate(files.read_text(path).splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        m = re.match(r"^(\S+)\s+(\S+)\s+(\S+):\s*(.+)$", line)
        if not m:
            raise trace.TraceError(f"{path}:{n}: not `CONFIG CASE FUNCTION: why`")
        found.append(m.groups())
    return found


def _explained(known, case, function, config_id):
    return next((why for c, k, f, why in known if fnmatch.fnmatchcase(config_id, c) and
                 fnmatch.fnmatchcase(case, k) and fnmatch.fnmatchcase(function, f)), None)


def check(cases, configs, build_dir, jobs, timeout=10.0, spread=False, known=(), out=print):
    """Run and compare every (case, function, config); the Tally. configs: those to check with the -O0 config
    of each one's compiler and target, the reference (with_references). spread: each (compiler, target) runs
    one case, the next case for the next, round the corpus: every case and every (compiler, target) checked at
    a fraction of the cost (make check's)."""
    tally = Tally()
    for target, why in sorted({(c.target, c.isa.no_demo) for c in configs if not c.isa.qemu}):
        tally.no_qemu.append(target)
        out(f"NO QEMU: {target}: {why}")
    configs = [c for c in configs if c.isa.qemu]
    by_id = {c.id: c for c in configs}
    trace.plugin(build_dir)
    pairs = sorted({(c.compiler, c.target) for c in configs})
    runs, tasks = {}, []
    for k, case in enumerate(cases):
        names = _functions(case)
        for config in configs:
            if spread and pairs.index((config.compiler, config.target)) % len(cases) != k:
                continue
            for function in names:
                tasks.append((case, function, config))
    start = time.monotonic()

    def one(task):
        case, function, config = task
        try:
            return task, trace.trace(corpus.Case(case).source, function, config, build_dir, timeout), None
        except trace.TraceError as e:
            return task, None, str(e)
    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        for (case, function, config), run, error in pool.map(one, tasks):
            tally.runs += 1
            why = _explained(known, case, function, config.id)
            if error:
                if why:
                    tally.known.append(error)
                    out(f"KNOWN: {error} ({why})")
                else:
                    tally.untraced.append(error)
                continue
            runs[(case, function, config.id)] = run
            where = f"{corpus.Case(case).source_rel}: {config.id}"
            if not run.same:
                tally.unmapped += 1
                out(f"NOT COMPARED: {where}: {function}: the driver's copy is annotated otherwise than the "
                    f"case's build")
                continue
            executed, findings = path_findings(run, function, config.isa, where)
            tally.executed += executed
            tally.paths += not findings
            for line in findings:
                out(f"KNOWN: {line} ({why})" if why else f"DISAGREES: {line}")
            (tally.known if why else tally.findings).extend(findings)
    for (case, function, config_id), run in sorted(runs.items()):
        config = by_id[config_id]
        if not function.startswith("once_") or config.level == "O0":
            continue
        reference = runs.get((case, function, f"{config.compiler}/{config.target}/O0"))
        if reference is None:
            continue
        the = corpus.Case(case)
        plain = trace.driver_of(the.source_rel, files.read_text(the.source)).plain
        finding = o0_finding(run, reference, plain)
        if finding is None:
            tally.same += 1
        elif config_id in proof.expectations(the).miscompiled:
            tally.miscompiled += 1
            out(f"MISCOMPILED (recorded): {the.source_rel}: {config_id}: {function}: {finding}")
        else:
            line = f"{the.source_rel}: {config_id}: {function}: {finding}"
            why = _explained(known, case, function, config_id)
            out(f"KNOWN: {line} ({why})" if why else f"DIFFERS FROM -O0: {line}")
            (tally.known if why else tally.findings).append(line)
    for line in tally.untraced:
        out(f"NOT TRACED: {line}")
    tally.seconds = time.monotonic() - start
    return tally


def _functions(case):
    the = corpus.Case(case)
    return sorted(set(re.findall(r"^\w[\w\s*]*?\b((?:plain|once|today)_\w+)\s*\(", files.read_text(the.source),
                                 re.M)))


def with_references(configs, all_configs):
    """configs and the -O0 config of each one's compiler and target (once-vs-O0's reference)."""
    ids = {c.id for c in configs}
    wanted = ids | {f"{c.compiler}/{c.target}/O0" for c in configs}
    return [c for c in all_configs if c.id in wanted]


def summary(tally):
    skipped = f" (none for {text.many(len(tally.no_qemu), 'target')} with no qemu-user)" if tally.no_qemu else ""
    return (f"{tally.runs} runs: {tally.runs - len(tally.untraced)} traced, {len(tally.untraced)} not{skipped}; "
            f"{tally.executed} instructions run, {tally.paths} runs whose every instruction agreed with its "
            f"annotation, {tally.unmapped} not compared; {tally.same} once_ traces equal to -O0's, "
            f"{tally.miscompiled} differing where a miscompilation is recorded; "
            f"{len(tally.findings)} disagreements, {len(tally.known)} known; {tally.seconds:.0f} s")

