"""make profile: where a cold make check's CPU goes, stage by stage, in CPU-seconds.

It runs make check once in an empty build (as make bench times it, bench.cold_check) with ONCELAB_PROFILE set,
so that each lit worker adds up the CPU of each stage it runs (tools/lab/base/stages.py): the compilers, the
scrub, the annotation's own Python, llvm-mca, FileCheck, scan, the rest of each proof, the verdicts' and results'
bookkeeping, checks-can-fail and each shell test (whole: what its commands compile is its cost). What make and
every process it started used in all, less those stages, is lit's share and the rest (its start and discovery,
the workers' imports, make itself). CPU-seconds, not wall time: on a shared 2-core machine they drift less, and
they add up across the two workers.

--config ID (repeatable, globs) profiles a subset while developing: those configs' (case, config) tests only."""

import json
import os
import sys
import tempfile
import time

from ..base import stages
from ..compile import matrix
from . import bench


# The stages in the order of a proof, each with what it is in a line.
STAGES = (
    ("compile", "the compilers (-S), the -O0 references included"),
    ("scrub", "scrub.py: the assembly's functions, parsed and rendered"),
    ("annotate", "annotation.py's own Python: each instruction's accesses"),
    ("llvm-mca", "llvm-mca, asked of new instruction forms"),
    ("FileCheck", "FileCheck runs: the checks, the self-proof, a failure's diagnosis"),
    ("scan", "tools/oncelab scan against the -O0 reference"),
    ("prove", "the rest of each proof: expectations, the swapped text, diagnosis"),
    ("bookkeeping", "the verdict cache's keys, results.json"),
    ("checks-can-fail", "each check file's coverage test"),
)
SHELL = "shell test "      # the prefix of a shell test's stage: "shell test checks/trace/corpus.test"
SHOWN_SHELL_TESTS = 12


def run(patterns=()):
    jobs = os.cpu_count() or 1
    subset = None
    if patterns:
        subset = [c.id for c in matrix.select(matrix.load()[0], patterns) if c.installed()]
        if not subset:
            raise bench.BenchError(f"no installed config matches {', '.join(patterns)}")
    what = "the whole cold make check" if subset is None else \
        f"a cold make check of the {len(subset)} configs' (case, config) tests only"
    print(f"profile: {what}, {jobs} jobs (a line on stderr says when it starts)", flush=True)
    with tempfile.TemporaryDirectory(prefix="oncelab-profile-") as where:
        print(f"  {time.strftime('%H:%M:%S')} starting: {what}", file=sys.stderr, flush=True)
        wall, summary, cpu = bench.cold_check(jobs, subset, {stages.PROFILE: where}, failing=True)
        totals = _summed(where)
    for line in table(totals, cpu, wall, summary):
        print(line)
    if summary.startswith("make check exited"):       # measured all the same, but not a passing check's figures
        raise bench.BenchError(summary.split(";")[0] + ": the figures above are of a failing run")


def _summed(where):
    """{stage: [own CPU-s, children's CPU-s, times entered]} over every process's file."""
    totals = {}
    for name in os.listdir(where):
        with open(os.path.join(where, name)) as f:
            for stage, (own, children, count) in json.load(f).items():
                total = totals.setdefault(stage, [0.0, 0.0, 0])
                total[0] += own
                total[1] += children
                total[2] += count
    return totals


def table(totals, cpu, wall, summary):
    """The lines of the table: each stage's CPU-s and share of all, the shell tests together and the costliest
    apart, and what is left: lit's own and the rest.

    >>> print("\\n".join(table({"compile": [0.5, 60.0, 10], "FileCheck": [0.0, 10.0, 10],
    ...                           "shell test checks/a.test": [1.0, 9.0, 1]}, 100.0, 70.0, "Passed: 11")))
    a cold make check: 70.0 s wall, 100.0 CPU-s (make and every process it started); Passed: 11
    | stage | CPU-s | share | runs | what it is |
    |---|---:|---:|---:|---|
    | compile | 60.5 | 60.5% | 10 | the compilers (-S), the -O0 references included |
    | FileCheck | 10.0 | 10.0% | 10 | FileCheck runs: the checks, the self-proof, a failure's diagnosis |
    | shell tests | 10.0 | 10.0% | 1 | checks/**/*.test and the hand-broken .s fixtures, each whole |
    | lit and the rest | 19.5 | 19.5% |  | lit's start, discovery and workers, make: all not above |
    <BLANKLINE>
    the costliest shell tests (CPU-s): checks/a.test 10.0
    """
    def row(name, seconds, runs, what):
        return f"| {name} | {seconds:.1f} | {100 * seconds / cpu:.1f}% | {runs} | {what} |"
    lines = [f"a cold make check: {wall:.1f} s wall, {cpu:.1f} CPU-s (make and every process it started); {summary}",
             "| stage | CPU-s | share | runs | what it is |", "|---|---:|---:|---:|---|"]
    counted = 0.0
    for name, what in STAGES:
        if name in totals:
            own, children, runs = totals[name]
            lines.append(row(name, own + children, runs, what))
            counted += own + children
    shell = sorted(((sum(t[:2]), s[len(SHELL):]) for s, t in totals.items() if s.startswith(SHELL)), reverse=True)
    if shell:
        seconds = sum(s for s, _ in shell)
        lines.append(row("shell tests", seconds, len(shell), "checks/**/*.test and the hand-broken .s fixtures, "
                                                               "each whole"))
        counted += seconds
    lines.append(row("lit and the rest", cpu - counted, "", "lit's start, discovery and workers, make: all not "
                                                            "above"))
    if shell:
        lines += ["", "the costliest shell tests (CPU-s): " +
                  ", ".join(f"{name} {seconds:.1f}" for seconds, name in shell[:SHOWN_SHELL_TESTS])]
    return lines
