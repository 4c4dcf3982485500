"""make check's results: the one reader and writer of them, for expect, atlas, report and the demos.

Each test, as it finishes, appends one JSON line to BUILD/results.d/<pid>.jsonl (a file per lit worker
process; a line cut short by an interrupt is skipped when read): its name, lit's code, the outcome it
measured and the outcome recorded, the compiler's --version line, when it was measured, and, for a
(case, config) pair, what it was measured on: a digest of the case's source, the headers in cases/, the
check file, the config's line of the .expect file (with its safe line), the config's exact command line
and the compiler's version. After lit, `make check` folds those lines into BUILD/results.json (written to a
temporary file and renamed: a reader sees the old file or the new one), a result replacing only the
earlier result of the same test, so a --filter run, a shard or an interrupted one leaves every other result
as it was; `tools/oncelab results --merge` folds other builds' results.json in the same way (CI's shards).
A reader also folds in lines that no merge has taken yet (an interrupt that ended make early).

A result is used only where what it was measured on is what is there now (fresh()); otherwise the reader
says why not: "not measured since cases/hoist/flag-wait.c changed", or "not measured".
"""

import dataclasses
import datetime
import glob
import hashlib
import json
import os

from ..base import corpus, files, paths
from ..compile import matrix
from . import expect


STORE = "results.json"
PENDING = "results.d"


class ResultsError(Exception):
    """Unusable results, said in one line naming the file."""


@dataclasses.dataclass
class Result:
    """One test's result as make check recorded it: lit's code, when and in which run (make check's start) it was
    measured, what its test found (proof.Proof's metrics) and, for a (case, config) pair, what it was measured on
    (inputs()). A line of BUILD/results.d, a value of BUILD/results.json: the fields that are not None."""
    name: str                    # hoist/flag-wait :: gcc-12/aarch64/O2, or a shell test's
    code: str                    # PASS, XFAIL, FAIL ...
    measured: str = ""
    run: str = ""
    outcome: str = None          # what plain_X was found to do
    proven: bool = None          # whether that outcome's checks hold in full (only a proven one may be recorded)
    expected: str = None         # the outcome the .expect file records
    compiler: str = None         # the compiler's --version line
    scan: str = None             # what tools/oncelab scan said
    scan_agrees: str = None      # yes, no, or not judged
    inputs: dict = None          # {what it depends on: its digest}

    @classmethod
    def from_json(cls, entry):
        return cls(**{k: v for k, v in entry.items() if k in _RESULT_FIELDS})

    def to_json(self):
        return {k: v for k, v in dataclasses.asdict(self).items() if v is not None}


_RESULT_FIELDS = {f.name for f in dataclasses.fields(Result)}


def now():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


# Writing ----------------------------------------------------------------------------------------------------

_pending = {}


def record(build_dir, result):
    """Append one test's Result to this process's pending file (BUILD/results.d/<pid>.jsonl)."""
    f = _pending.get(build_dir)
    if f is None:
        os.makedirs(os.path.join(build_dir, PENDING), exist_ok=True)
        f = _pending[build_dir] = open(os.path.join(build_dir, PENDING, f"{os.getpid()}.jsonl"), "a")
    f.write(json.dumps(result.to_json(), sort_keys=True) + "\n")
    f.flush()


def _read_pending(build_dir):
    pending = sorted(glob.glob(os.path.join(build_dir, PENDING, "*.jsonl")), key=os.path.getmtime)
    entries = []
    for path in pending:
        try:
            with open(path) as f:
                lines = f.read().splitlines()
        except OSError:
            continue
        for line in lines:
            try:
                entries.append(json.loads(line))
            except ValueError:          # the last line of a process killed while writing it
                continue
    return pending, entries


def _read_store(build_dir):
    path = os.path.join(build_dir, STORE)
    try:
        with open(path) as f:
            data = json.load(f)
        return data["results"]
    except FileNotFoundError:
        return {}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ResultsError(f"{paths.shown(path)}: unreadable ({e}); make check writes it again (rm it first)") \
            from None


def _fold(store, entries):
    for entry in entries:
        old = store.get(entry["name"])
        if old is None or old.get("measured", "") <= entry.get("measured", ""):
            store[entry["name"]] = entry
    return store


def merge(build_dir):
    """Fold the pending results into BUILD/results.json atomically; the number of results folded in."""
    pending, entries = _read_pending(build_dir)
    if not pending:
        return 0
    store = _fold(_read_store(build_dir), entries)
    path = os.path.join(build_dir, STORE)
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w") as f:
        json.dump({"results": store}, f, sort_keys=True, indent=0)
        f.write("\n")
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    for p in pending:
        os.remove(p)
    return len(entries)


def absorb(build_dir, others):
    """Fold the results of other builds (each BUILD/results.json, e.g. one a CI shard's runner left) into
    BUILD/results.json, as merge() folds a run's: a result replaces only an earlier result of the same test.
    The number of results folded in."""
    entries = []
    for other in others:
        if not os.path.exists(os.path.join(other, STORE)):
            raise ResultsError(f"{paths.shown(os.path.join(other, STORE))}: no results there")
        entries += _read_store(other).values()
    os.makedirs(os.path.join(build_dir, PENDING), exist_ok=True)
    with open(os.path.join(build_dir, PENDING, f"absorbed-{os.getpid()}.jsonl"), "w") as f:
        f.writelines(json.dumps(entry, sort_keys=True) + "\n" for entry in entries)
    merge(build_dir)
    return len(entries)


def load(build_dir):
    """{test name: Result}: the store and whatever is pending, the latest result of each test."""
    return {name: Result.from_json(entry)
            for name, entry in _fold(_read_store(build_dir), _read_pending(build_dir)[1]).items()}


# What a result was measured on ------------------------------------------------------------------------------


def file_hash(path):
    try:
        return hashlib.sha256(files.read_input(path)).hexdigest()[:16]
    except FileNotFoundError:
        return "missing"


def _line_hash(text):
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def inputs(root, case, config, version, expectations):
    """What a (case, config) result depends on, each named as a user would: {name: digest or text}."""
    the = corpus.Case(case, root)
    found = {the.source_rel: file_hash(the.source)}
    for header in corpus.case_headers(root):
        found[os.path.relpath(header, root)] = file_hash(header)
    found[the.check_rel] = file_hash(the.check)
    recorded = None if expectations is None else \
        f"safe: {expectations.safe}\n{config.id} {expectations.outcomes.get(config.id, '(none)')}" + \
        (f"\nmiscompiled: {config.id}" if config.id in expectations.miscompiled else "")
    found[the.expect_rel] = "missing" if recorded is None else _line_hash(recorded)
    found["command line"] = " ".join(config.argv)
    found["compiler"] = version or "unknown"
    return found


def digest(found):
    return hashlib.sha256(json.dumps(found, sort_keys=True).encode()).hexdigest()[:16]


def name(case, config_id):
    return f"{case} :: {config_id}"


class Current:
    """The inputs as they are now, for every (case, config) a reader asks about."""

    def __init__(self, root=None):
        self.root = root or paths.ROOT
        self._expect = {}

    def expectations(self, case):
        """The case's .expect file, read once; raises expect.ExpectError for a malformed or missing one."""
        if case not in self._expect:
            the = corpus.Case(case, self.root)
            try:
                self._expect[case] = expect.load(the.expect, the.expect_rel)
            except expect.ExpectError as e:
                self._expect[case] = e
        if isinstance(self._expect[case], expect.ExpectError):
            raise self._expect[case]
        return self._expect[case]

    def inputs(self, case, config):
        try:
            expectations = self.expectations(case)
        except expect.ExpectError:
            expectations = None
        return inputs(self.root, case, config, matrix.compiler_version(config.executable), expectations)


def why_stale(result, now_inputs):
    """None if the result was measured on these inputs, else why not, in a phrase."""
    if result is None:
        return "not measured"
    then = result.inputs
    if not then:
        return "not measured"
    if digest(then) == digest(now_inputs):
        return None
    changed = [k for k in now_inputs if then.get(k) != now_inputs[k]]
    changed += [k for k in then if k not in now_inputs]
    what = ", ".join(changed[:3]) + (" and more" if len(changed) > 3 else "")
    return f"not measured since {what} changed"


@dataclasses.dataclass
class Cell:
    """One (case, config) of make check's results, as the atlas, blame, the report and the workshop read it (the
    atlas writes each to atlas.json, its fields in this order)."""
    case: str
    config: str                  # its id, gcc-12/aarch64/O2
    compiler: str
    target: str
    level: str
    outcome: str = None          # what the plain function does, measured on the current inputs; None: no result
    hazard: bool = None          # whether the outcome is not the case's safe one; None without an outcome
    version: str = None          # the compiler's --version line, as measured
    status: str = "NOT MEASURED"     # lit's code for its last run (PASS, XFAIL, FAIL ...)
    measured: str = None         # when its last result was measured (UTC)
    stale: str = None            # why there is no result on the current inputs ("not measured since ... changed")
    blame: str = None            # which pass made the hazard, make blame's answer (explain/atlas.py)
    miscompiled: str = None      # a compiler bug in the once function, as the .expect file records it (expect.py)
    series: str = None           # the kind its compiler is a version of (explain/atlas.py: with_history)
    previous: str = None         # the compiler of the version before it in that series
    changed: bool = None         # whether its outcome differs from the previous version's; None where either has none

    @property
    def shows(self):
        """What the cell shows, one of SHOWS: miscompiled where make check proved the once function wrong there, as
        the .expect file records (the test's XFAIL), whatever the plain function does; else whether the hazard
        shows, or why there is no outcome. The atlas, history and the report mark each apart."""
        if self.stale:
            return "not-measured"
        if self.miscompiled and self.status == "XFAIL":
            return "miscompiled"
        if self.outcome is None:
            return "no-outcome"
        return "hazard" if self.hazard else "safe"

    @property
    def failed(self):
        """Whether the cell's test did not pass (a recorded miscompilation's XFAIL passes)."""
        return self.status in FAILED


FAILED = ("FAIL", "UNRESOLVED", "XPASS", "TIMEOUT")      # lit's codes of a test that did not pass


# What a cell shows (Cell.shows), in words: each cell is exactly one of them.
SHOWS = {"hazard": "the hazard shows",
         "safe": "the hazard does not show",
         "miscompiled": "miscompiled (the once function is wrong too)",
         "not-measured": "not measured on the current inputs",
         "no-outcome": "measured, with no outcome found (the test's message says why: make check)"}


def cells(build_dir, cases):
    """[Cell] for those cases, each config in matrix order: the outcome of a result measured on the current
    inputs, or `stale` saying why there is none. Raises ResultsError where there are no results, or a case's
    .expect file cannot be read."""
    measured = load(build_dir)
    if not measured:
        raise ResultsError(f"{paths.shown(os.path.join(build_dir, STORE))}: no results; run make check first")
    current, configs = Current(), matrix.load()[0]
    out = []
    for case in cases:
        try:
            safe, miscompiled = current.expectations(case).safe, current.expectations(case).miscompiled
        except expect.ExpectError as e:
            raise ResultsError(str(e)) from None
        for c in configs:
            result, why = fresh(measured, current, case, c)
            old = measured.get(name(case, c.id))
            outcome = result.outcome if result else None
            out.append(Cell(case, c.id, c.compiler, c.target, c.level, outcome=outcome,
                            hazard=None if outcome is None else outcome != safe,
                            version=result.compiler if result else None,
                            status=result.code if result else "NOT MEASURED",
                            measured=(result or old).measured if (result or old) else None, stale=why,
                            miscompiled=miscompiled.get(c.id)))
    return out


def fresh(results, current, case, config):
    """(result, None) where the result was measured on the current inputs, else (None, why not)."""
    result = results.get(name(case, config.id))
    why = why_stale(result, current.inputs(case, config))
    return (None, why) if why else (result, None)
