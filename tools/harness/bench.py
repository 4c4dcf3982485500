"""make bench: the harness's overhead, as cold `make check` wall time over the wall time of just compiling
the same (case, config) pairs with the same parallelism, measured alternately in one run.

The ratio is taken over the matrix's tests (every (case, config) pair, checks-can-fail and the fixtures);
the other shell tests (demos that wait for watchdogs, Chromium rendering the report) compile nothing of
the matrix and are timed once, apart."""

import concurrent.futures
import glob
import os
import shutil
import subprocess
import tempfile
import time

from . import matrix

ROUNDS = 3


def _pairs():
    cases = sorted(glob.glob(os.path.join(matrix.ROOT, "cases", "**", "*.c"), recursive=True))
    return [(c, s) for c in matrix.load()[0] if c.installed() for s in cases]


def _compile_only(pairs, jobs, out_dir):
    def one(index_pair):
        index, (config, source) = index_pair
        proc = subprocess.run(list(config.argv) + ["-S", "-o", "-", os.path.relpath(source, matrix.ROOT)],
                              cwd=matrix.ROOT, capture_output=True, text=True)
        with open(os.path.join(out_dir, f"{index}.s"), "w") as f:
            f.write(proc.stdout)
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        list(pool.map(one, enumerate(pairs)))
    return time.monotonic() - start


NOT_MATRIX = "checks/(demo|counter|report|harness|atlas)/"


def _cold_check(jobs, build_dir, only_matrix):
    env = dict(os.environ, LIT_FILTER_OUT=NOT_MATRIX) if only_matrix else None
    start = time.monotonic()
    proc = subprocess.run(["make", "-s", "check", f"BUILD={build_dir}", f"JOBS={jobs}"], cwd=matrix.ROOT,
                          capture_output=True, text=True, env=env)
    elapsed = time.monotonic() - start
    summary = [l for l in proc.stdout.splitlines() if l.strip().startswith(("Passed ", "Passed:", "Failed ", "Failed:",
                                                                            "Unsupported", "Excluded"))]
    return elapsed, proc.returncode, summary


def run():
    jobs = os.cpu_count() or 1
    pairs = _pairs()
    print(f"bench: {len(pairs)} (case, config) pairs, {jobs} jobs, {ROUNDS} rounds, alternating")
    compile_times, check_times = [], []
    for round_ in range(1, ROUNDS + 1):
        with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as tmp:
            compile_times.append(_compile_only(pairs, jobs, tmp))
        with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as tmp:
            elapsed, rc, summary = _cold_check(jobs, tmp, only_matrix=True)
        check_times.append(elapsed)
        print(f"  round {round_}: compile only {compile_times[-1]:.2f} s, cold make check of the matrix "
              f"{elapsed:.2f} s (exit {rc}; {'; '.join(s.strip() for s in summary)})")
    ratio = min(check_times) / min(compile_times)
    print(f"harness overhead: cold make check / compile only = {min(check_times):.2f} s / "
          f"{min(compile_times):.2f} s = {ratio:.2f} (best of {ROUNDS} each)")
    with tempfile.TemporaryDirectory(prefix="oncelab-bench-") as tmp:
        elapsed, rc, summary = _cold_check(jobs, tmp, only_matrix=False)
    print(f"the whole cold make check, demos and report included: {elapsed:.2f} s "
          f"({elapsed / min(compile_times):.2f} x compile only; exit {rc}; {'; '.join(s.strip() for s in summary)})")
