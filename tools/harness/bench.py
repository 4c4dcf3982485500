"""make bench: the harness's overhead, as cold `make check` wall time over the wall time of just compiling
the same (case, config) pairs with the same parallelism, in one run.

The machine's speed drifts while it runs (it is shared), so each cold check is bracketed: compile only,
check, compile only, check, ..., compile only; a round's ratio is its check over the mean of the two
compile-only runs either side of it, and the figure is the median round. Every round is printed.

The ratio is taken over the matrix's tests (every (case, config) pair, checks-can-fail and the fixtures);
the other shell tests (demos that wait for watchdogs, Chromium rendering the report) compile nothing of
the matrix and are timed once, apart."""

import concurrent.futures
import glob
import os
import statistics
import subprocess
import tempfile
import time

from . import matrix

ROUNDS = 3
NOT_MATRIX = "checks/(demo|browse|isa|report|harness|atlas)/"


class BenchError(Exception):
    """make check failed while being timed: a time of a failing run means nothing."""


def _pairs():
    cases = sorted(glob.glob(os.path.join(matrix.ROOT, "cases", "**", "*.c"), recursive=True))
    return [(c, s) for c in matrix.load()[0] if c.installed() for s in cases]


def _settle():
    """Write out what the timed run left (its files, and the deletion of them) before the next one starts,
    so that neither run pays for the other's disk work."""
    os.sync()


def _compile_only(pairs, jobs):
    def one(index_pair, out_dir):
        index, (config, source) = index_pair
        proc = subprocess.run(list(config.argv) + ["-S", "-o", "-", os.path.relpath(source, matrix.ROOT)],
                              cwd=matrix.ROOT, capture_output=True, text=True)
        with open(os.path.join(out_dir, f"{index}.s"), "w") as f:
            f.write(proc.stdout)
    with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as out_dir:
        start = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            list(pool.map(lambda p: one(p, out_dir), enumerate(pairs)))
        elapsed = time.monotonic() - start
    _settle()
    return elapsed


def _cold_check(jobs, only_matrix):
    env = dict(os.environ, LIT_FILTER_OUT=NOT_MATRIX) if only_matrix else None
    with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as build_dir:
        start = time.monotonic()
        proc = subprocess.run(["make", "-s", "check", f"BUILD={build_dir}", f"JOBS={jobs}"], cwd=matrix.ROOT,
                              capture_output=True, text=True, env=env)
        elapsed = time.monotonic() - start
    _settle()
    summary = "; ".join(" ".join(l.split()) for l in proc.stdout.splitlines()
                        if l.strip().startswith(("Passed", "Failed", "Unsupported", "Excluded", "Unresolved")))
    if proc.returncode != 0:
        last = (proc.stderr.strip() or proc.stdout.strip() or "no output").splitlines()[-1]
        raise BenchError(f"make check exited with status {proc.returncode} ({summary or last}); "
                         f"run make check and fix it first")
    return elapsed, summary


def run():
    jobs = os.cpu_count() or 1
    pairs = _pairs()
    if not pairs:
        raise BenchError("no config of the matrix is installed: run make setup")
    print(f"bench: {len(pairs)} (case, config) pairs, {jobs} jobs, {ROUNDS} rounds, each cold make check "
          f"between two compile-only runs", flush=True)
    compile_times = [_compile_only(pairs, jobs)]
    ratios = []
    for round_ in range(1, ROUNDS + 1):
        check, summary = _cold_check(jobs, only_matrix=True)
        compile_times.append(_compile_only(pairs, jobs))
        around = (compile_times[-2] + compile_times[-1]) / 2
        ratios.append(check / around)
        print(f"  round {round_}: cold make check of the matrix {check:.2f} s ({summary}); compile only "
              f"{compile_times[-2]:.2f} s before, {compile_times[-1]:.2f} s after: ratio {ratios[-1]:.2f}",
              flush=True)
    print(f"harness overhead: cold make check / compile only = {statistics.median(ratios):.2f} "
          f"(median of {ROUNDS} rounds: {', '.join(f'{r:.2f}' for r in ratios)})")
    whole, summary = _cold_check(jobs, only_matrix=False)
    mean_compile = statistics.mean(compile_times)
    print(f"the whole cold make check, demos and report included: {whole:.2f} s ({whole / mean_compile:.2f} x "
          f"the mean compile only, {mean_compile:.2f} s; {summary})")
