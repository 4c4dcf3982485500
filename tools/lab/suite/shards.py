"""tools/oncelab shards N: that lit's --num-shards N --run-shard 1..N split make check's tests so that every
test is in exactly one shard, shown on this repository's own test list rather than taken on trust.

lit picks shard i's tests as every Nth of its ordered list, starting at the i-th. Its default order ("smart")
puts the tests that failed last time and the slowest first, from the times a run records in the build
(build/lit/.lit_test_times.txt): runners whose builds remember different runs would cut different lists, and
a test could land in two shards or in none. So a shard runs with --order=lexical, the same list everywhere.
This lists each shard's tests (lit --no-execute: discovered and selected, not run), each from a lit run of its
own as a runner's, and the whole suite as the first shard's run discovered it (its --show-excluded lists the
tests it left to other shards), and compares."""

import re
import subprocess
import sys

from ..base import llvm, paths


LIT = f"/usr/lib/llvm-{llvm.VERSION}/build/utils/lit/lit.py"
ORDER = "--order=lexical"
EXCLUDED = re.compile(r"^  (.+ :: .+)$")     # under --show-excluded's "Excluded Tests (N):"
SELECTED = re.compile(r"^[A-Z]+: (.+ :: .+) \(\d+ of \d+\)$")


class ShardError(Exception):
    """lit could not list the tests: said in one line."""


def _lit(args, build):
    proc = subprocess.run([sys.executable, LIT, f"--param=build={build}", *args, paths.ROOT],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        last = (proc.stderr.strip() or proc.stdout.strip() or "no output").splitlines()[-1]
        raise ShardError(f"lit {' '.join(args)} exited with status {proc.returncode}: {last}")
    return proc.stdout.splitlines()


def shard(build, index, count):
    """(the tests lit runs as shard index (1-based) of count, with the order shards must use; every test that run
    discovered: those and the ones it left to other shards)."""
    lines = _lit(["--no-execute", ORDER, f"--num-shards={count}", f"--run-shard={index}", "--show-excluded"], build)
    selected = [m.group(1) for line in lines if (m := SELECTED.match(line))]
    return selected, selected + [m.group(1) for line in lines if (m := EXCLUDED.match(line))]


def check(count, build):
    """(whether the shards partition the suite, what to print)."""
    runs = [shard(build, index, count) for index in range(1, count + 1)]
    return compare(runs[0][1], [selected for selected, _ in runs])


def compare(whole, lists):
    """(whether the lists, one a shard, are disjoint and together the whole, what to print). It fails where a
    shard's list lacks a test, has one of another shard's, or one not in the suite:

    >>> whole = ["a :: 1", "a :: 2", "b :: 1"]
    >>> compare(whole, [["a :: 1"], ["b :: 1"]])[1][-1]
    'the suite: 3 tests; 1 tests in no shard, e.g. a :: 2'
    >>> compare(whole, [["a :: 1", "a :: 2"], ["a :: 2", "b :: 1"]])[1][-1]
    'the suite: 3 tests; 1 tests in more than one shard, e.g. a :: 2'
    >>> compare(whole, [["a :: 1", "b :: 1"], ["a :: 2", "c :: 1"]])[1][-1]
    'the suite: 3 tests; 1 tests in a shard, not in the suite, e.g. c :: 1'
    >>> compare(whole, [["a :: 1", "b :: 1"], ["a :: 2"]])
    (True, ['shard 1 of 2: 2 tests', 'shard 2 of 2: 1 tests', "the suite: 3 tests; the 2 shards' union is the whole suite, and no test is in two"])
    """
    said, seen, problems = [], {}, []
    for index, tests in enumerate(lists, 1):
        said.append(f"shard {index} of {len(lists)}: {len(tests)} tests")
        for name in tests:
            seen[name] = seen.get(name, 0) + 1
    for words, names in (("in more than one shard", [n for n, times in seen.items() if times > 1]),
                         ("in no shard", [n for n in whole if n not in seen]),
                         ("in a shard, not in the suite", sorted(set(seen) - set(whole)))):
        if names:
            problems.append(f"{len(names)} tests {words}, e.g. {names[0]}")
    said.append(f"the suite: {len(whole)} tests; " + ("; ".join(problems) if problems else
                f"the {len(lists)} shards' union is the whole suite, and no test is in two"))
    return not problems, said
