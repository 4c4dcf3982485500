"""make bench: the harness's overhead, as the wall time of the whole cold `make check` (every test: the
(case, config) pairs, checks-can-fail, the harness's, the demos' and the report's shell tests) over the wall
time of just compiling the same (case, config) pairs with the same parallelism, in one run.

The machine's speed drifts while it runs (it is shared), so each cold check is bracketed: compile only,
check, compile only, check, ..., compile only; a round's ratio is its check over the mean of the two
compile-only runs either side of it, and the figure is the median round. Every round is printed, with its
wall times; a line on stderr says when each timed run starts, as a round can take most of an hour.

--config ID (repeatable, globs as matrix.select takes them) measures a subset while developing: those
configs' (case, config) tests only, against compiling their pairs; its figure is not make check's."""

import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
import concurrent.futures

from ..base import corpus, paths
from ..compile import matrix


ROUNDS = 3


class BenchError(Exception):
    """make check failed while being timed: a time of a failing run means nothing."""


def _pairs(configs):
    cases = [corpus.Case(c).source for c in corpus.cases()]
    return [(c, s) for c in configs if c.installed() for s in cases]


def _settle():
    """Write out what the timed run left (its files, and the deletion of them) before the next one starts,
    so that neither run pays for the other's disk work."""
    os.sync()


def _starting(what):
    print(f"  {time.strftime('%H:%M:%S')} starting: {what}", file=sys.stderr, flush=True)


def _compile_only(pairs, jobs):
    _starting(f"compile only, {len(pairs)} (case, config) pairs")
    def one(index_pair, out_dir):
        index, (config, source) = index_pair
        proc = subprocess.run(list(config.argv) + ["-S", "-o", "-", os.path.relpath(source, paths.ROOT)],
                              cwd=paths.ROOT, capture_output=True, text=True)
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


def cold_check(jobs, subset, environment=None):
    """(the wall time of make check in an empty build, lit's summary, the CPU-seconds of make and all it started);
    subset: the config ids whose (case, config) tests alone run, or None for every test; environment: variables
    to set for it."""
    env = dict(os.environ, **(environment or {}))
    if subset is not None:
        env["LIT_FILTER"] = " :: (" + "|".join(re.escape(i) for i in subset) + ")$"
    with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as build_dir:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.monotonic()
        # In a process group of its own, so that an interrupt reaches all of make check at once (make alone
        # would not pass a SIGTERM on), through this process: make check's runner ends all it started.
        proc = subprocess.Popen(["make", "-s", "check", f"BUILD={build_dir}", f"JOBS={jobs}"], cwd=paths.ROOT,
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
        raise BenchError(f"make check exited with status {proc.returncode} ({summary or last}{named}); lit's output "
                         f"is in {os.path.relpath(log, paths.ROOT)}; run make check and fix it first")
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


def run(patterns=()):
    """Raises KeyboardInterrupt on SIGINT or SIGTERM, once what it started has ended and its files are gone."""
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
    print(f"bench: {len(pairs)} (case, config) pairs, {jobs} jobs, {ROUNDS} rounds: {what}, each between two "
          f"compile-only runs of the pairs", flush=True)
    compile_times, checks, ratios = [_compile_only(pairs, jobs)], [], []
    for round_ in range(1, ROUNDS + 1):
        _starting(f"round {round_} of {ROUNDS}, {what}")
        check, summary, _ = cold_check(jobs, subset)
        compile_times.append(_compile_only(pairs, jobs))
        around = (compile_times[-2] + compile_times[-1]) / 2
        checks.append(check)
        ratios.append(check / around)
        print(f"  round {round_}: {what} {check:.2f} s ({summary}); compile only {compile_times[-2]:.2f} s before, "
              f"{compile_times[-1]:.2f} s after: ratio {ratios[-1]:.2f}", flush=True)
    middle = sorted(range(ROUNDS), key=lambda i: ratios[i])[ROUNDS // 2]
    print(f"harness overhead: {what} / compile only = {ratios[middle]:.2f} (median of {ROUNDS} rounds: "
          f"{', '.join(f'{r:.2f}' for r in ratios)}); that round: {checks[middle]:.2f} s against "
          f"{(compile_times[middle] + compile_times[middle + 1]) / 2:.2f} s")
