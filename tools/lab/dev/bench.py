"""make bench: the harness's cost against the compile it cannot avoid, in one run, for each of the three figures
whose targets docs/speed.md gives:
  - cold: the wall time of the whole cold `make check` (every test: the (case, config) pairs, checks-can-fail, the
    shell tests) over the wall time of just compiling the same (case, config) pairs with the same parallelism;
  - warm: a second make check right after it, nothing changed, over the cold one;
  - an edit: a comment line added to one case's C file (EDITED), then make check, against just compiling that
    case's pairs: what the edit costs beyond compiling the pairs it changed (its source's bytes are an input of
    each of them; the other cases' and the shell tests that never read the file are reused).
Each round runs in a copy of the working tree (not .git or build/), so that the edit never touches the user's.

The machine's speed drifts while it runs (it is shared), so each cold check is bracketed: compile only, round,
compile only, round, ..., compile only; a round's cold ratio is its check over the mean of the two compile-only
runs either side of it, and each figure is the median of the rounds. Every round is printed, with its wall times;
a line on stderr says when each timed run starts, as a round can take most of an hour.

--config ID (repeatable, globs as matrix.select takes them) measures a subset while developing: those
configs' (case, config) tests only, against compiling their pairs; its figure is not make check's.
--rounds N runs N rounds instead of 3."""

import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import concurrent.futures

from ..base import corpus, paths
from ..compile import matrix


ROUNDS = 3
EDITED = "hoist/flag-wait"
# The budget for that check (docs/speed.md): EDIT_FACTOR times the edited case's pairs' bare compile, plus EDIT_SECONDS.
EDIT_FACTOR, EDIT_SECONDS = 1.2, 5
EDIT = "\n/* make bench: a comment line added, as an edit of the case's prose would be. */\n"


class BenchError(Exception):
    """make check failed while being timed: a time of a failing run means nothing."""


def _pairs(configs, root=paths.ROOT, cases=None):
    sources = [corpus.Case(c, root).source for c in (cases or corpus.cases(root))]
    return [(c, s) for c in configs if c.installed() for s in sources]


def _settle():
    """Write out what the timed run left (its files, and the deletion of them) before the next one starts,
    so that neither run pays for the other's disk work."""
    os.sync()


def _starting(what):
    print(f"  {time.strftime('%H:%M:%S')} starting: {what}", file=sys.stderr, flush=True)


def _compile_only(pairs, jobs, root=paths.ROOT):
    _starting(f"compile only, {len(pairs)} (case, config) pairs")
    def one(index_pair, out_dir):
        index, (config, source) = index_pair
        proc = subprocess.run(list(config.argv) + ["-S", "-o", "-", os.path.relpath(source, root)],
                              cwd=root, capture_output=True, text=True)
        with open(os.path.join(out_dir, f"{index}.s"), "w") as f:
            f.write(proc.stdout)
    with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as out_dir:
        start = time.monotonic()
        pool = concurrent.futures.ThreadPoolExecutor(jobs)
        try:
            list(pool.map(lambda p: one(p, out_dir), enumerate(pairs)))
        finally:                # interrupted: the compiles under way end, the rest are never started
            pool.shutdown(cancel_futures=True)
        elapsed = time.monotonic() - start
    _settle()
    return elapsed


def cold_check(jobs, subset, environment=None, failing=False):
    """(the wall time of make check in an empty build, lit's summary, the CPU-seconds of make and all it started);
    subset: the config ids whose (case, config) tests alone run, or None for every test; environment: variables
    to set for it; failing: whether a run that fails still gives its figures, its summary then naming the
    failed tests (else it raises BenchError)."""
    with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as build_dir:
        return _timed_check(paths.ROOT, build_dir, jobs, subset, environment, failing)


def _timed_check(root, build_dir, jobs, subset, environment=None, failing=False):
    """cold_check's figures of make check in root with BUILD=build_dir, as it is."""
    env = dict(os.environ, **(environment or {}))
    if subset is not None:
        env["LIT_FILTER"] = " :: (" + "|".join(re.escape(i) for i in subset) + ")$"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    # In a process group of its own, so that an interrupt reaches all of make check at once (make alone
    # would not pass a SIGTERM on), through this process: make check's runner ends all it started.
    proc = subprocess.Popen(["make", "-s", "check", f"BUILD={build_dir}", f"JOBS={jobs}"], cwd=root,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True)
    try:
        stdout, stderr = proc.communicate()
    except KeyboardInterrupt:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.communicate()
        raise
    elapsed = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    _settle()
    lines = stdout.splitlines()
    summary = "; ".join(" ".join(l.split()) for l in lines if SUMMARY.match(l))
    if proc.returncode != 0:
        # The timed run's build went with its temporary directory: what lit said is kept, and the tests that
        # went wrong are named (a failure under the bench's load may not come again in a plain make check).
        log = os.path.join(paths.ROOT, "build", FAILED_CHECK_LOG)
        os.makedirs(os.path.dirname(log), exist_ok=True)
        with open(log, "w") as f:
            f.write(stdout + stderr)
        failed = _failed_tests(lines)
        named = ": " + ", ".join(failed[:5]) + (" ..." if len(failed) > 5 else "") if failed else ""
        last = (stderr.strip() or stdout.strip() or "no output").splitlines()[-1]
        said = (f"make check exited with status {proc.returncode} ({summary or last}{named}); lit's output is in "
                f"{os.path.relpath(log, paths.ROOT)}")
        if not failing:
            raise BenchError(said + "; run make check and fix it first")
        summary = said
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return elapsed, summary, cpu


# lit's summary of a run, a line a code: '  Passed           : 16398 (99.71%)'.
SUMMARY = re.compile(r"^\s+(?:Passed|Failed|Expectedly Failed|Unexpectedly Passed|Unsupported|Excluded|Unresolved|"
                     r"Timed Out)\s*:")


# lit's list of the tests that went wrong, after its run: a heading, then each test indented by two spaces.
FAILED_HEADING = re.compile(r"^(?:Failed|Unresolved|Unexpectedly Passed|Timed Out) Tests \(\d+\):$")
# Where a failed timed run leaves what lit said (the build's results go with its temporary directory).
FAILED_CHECK_LOG = "bench-check.log"


def _failed_tests(lines):
    """The names of the tests lit lists as failed, unresolved, unexpectedly passed or timed out."""
    failed, listing = [], False
    for line in lines:
        if FAILED_HEADING.match(line):
            listing = True
        elif listing and line.startswith("  "):
            failed.append(line.strip())
        else:
            listing = False
    return failed


def _median(values):
    return sorted(values)[len(values) // 2]


def _round(number, rounds, what, configs, pairs, jobs, subset, compile_before):
    """One round in a copy of the working tree: the cold, warm and edited checks, the edited case's pairs
    compiled alone, then every pair compiled again. Returns (cold, warm, edited, its pairs' compile, the
    compile-only run after it), each in seconds, and what it prints."""
    with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as tmp:
        root = os.path.join(tmp, "repo")
        shutil.copytree(paths.ROOT, root, ignore=shutil.ignore_patterns(".git", "build"), symlinks=True)
        build = os.path.join(root, "build")
        _starting(f"round {number} of {rounds}, {what}")
        cold, summary, _ = _timed_check(root, build, jobs, subset)
        _starting(f"round {number}: make check again, nothing changed")
        warm, _, _ = _timed_check(root, build, jobs, subset)
        edited_pairs = _pairs(configs, root, [EDITED])
        with open(corpus.Case(EDITED, root).source, "a") as f:
            f.write(EDIT)
        _starting(f"round {number}: make check after an edit of {EDITED}'s C file")
        edited, _, _ = _timed_check(root, build, jobs, subset)
        edit_compile = _compile_only(edited_pairs, jobs, root)
    compile_after = _compile_only(pairs, jobs)
    said = (f"  round {number}: {what} {cold:.2f} s ({summary}); compile only {compile_before:.2f} s before, "
            f"{compile_after:.2f} s after: ratio {cold / ((compile_before + compile_after) / 2):.2f}; again, "
            f"nothing changed, {warm:.2f} s: {warm / cold:.3f} of cold; after an edit of cases/{EDITED}.c "
            f"{edited:.2f} s, its {len(edited_pairs)} pairs compiled alone {edit_compile:.2f} s")
    return (cold, warm, edited, edit_compile, compile_after), said


def run(patterns=(), rounds=None):
    """Raises KeyboardInterrupt on SIGINT or SIGTERM, once what it started has ended and its files are gone."""
    rounds = ROUNDS if rounds is None else rounds
    if rounds < 1:
        raise BenchError(f"--rounds {rounds}: at least one round is needed")
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    jobs = os.cpu_count() or 1
    configs = matrix.load()[0]
    chosen = matrix.select(configs, patterns) if patterns else configs
    pairs = _pairs(chosen)
    if not pairs:
        raise BenchError("no config of the matrix is installed: run make setup" if not patterns else
                         f"no installed config matches {', '.join(patterns)}")
    subset = [c.id for c in chosen if c.installed()] if patterns else None
    what = "the whole cold make check" if subset is None else \
        f"cold make check of the {len(subset)} configs' (case, config) tests only (not the whole make check)"
    print(f"bench: {len(pairs)} (case, config) pairs, {jobs} jobs, {rounds} rounds: {what}, each between two "
          f"compile-only runs of the pairs; then make check again, and after an edit of one case", flush=True)
    compile_before = _compile_only(pairs, jobs)
    measured = []
    for number in range(1, rounds + 1):
        figures, said = _round(number, rounds, what, chosen, pairs, jobs, subset, compile_before)
        print(said, flush=True)
        measured.append((compile_before,) + figures)
        compile_before = figures[-1]
    cold = [m[1] / ((m[0] + m[5]) / 2) for m in measured]
    warm = [m[2] / m[1] for m in measured]
    edit = [m[3] / (EDIT_FACTOR * m[4] + EDIT_SECONDS) for m in measured]
    middle = measured[cold.index(_median(cold))]
    print(f"harness overhead: {what} / compile only = {_median(cold):.2f} (median of {rounds} rounds: "
          f"{', '.join(f'{r:.2f}' for r in cold)}; target 1.15); that round: {middle[1]:.2f} s against "
          f"{(middle[0] + middle[5]) / 2:.2f} s")
    print(f"warm: make check again / cold = {_median(warm):.3f} (median: {', '.join(f'{r:.3f}' for r in warm)}; "
          f"target 0.05)")
    print(f"an edit of cases/{EDITED}.c: make check / ({EDIT_FACTOR} x its pairs' compile + {EDIT_SECONDS} s) = "
          f"{_median(edit):.2f} (median: {', '.join(f'{r:.2f}' for r in edit)}; target at most 1)")
