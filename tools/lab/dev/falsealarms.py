"""scan's false alarms on real code: every hazard verdict of checks/realworld's scan runs against the hand-read
judgement of it in checks/realworld/judged.tsv.

The suite's tests check the verdicts they quote; this counts all of them, so that "how often is scan wrong on
code nobody here wrote" is a measured figure (issue 33: false alarms at most 5% of hazard verdicts, every
planted hazard found, no access silently dropped). It runs the suite's scans again (RUNS: the same files,
configs and flags as checks/realworld/*.test), reads their JSON, and fails where scan says a hazard judged.tsv
does not list or no longer says one it lists, so that the list cannot go stale: make check runs it
(checks/realworld/false-alarms.test), make figures prints its figures (figures.py, real_code).

  cd tools && /usr/bin/python3 -m lab.dev.falsealarms [--realworld DIR] [--judged FILE.tsv] [--save FILE.json]
"""

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from ..base import paths
from ..prove import scan

JUDGED = os.path.join(paths.ROOT, "checks", "realworld", "judged.tsv")
JUDGEMENTS = ("TRUE", "HARMLESS", "FALSE-ALARM", "PLANTED")
X86 = ["--config", "gcc-12/x86_64/O2", "--config", "clang-19/x86_64/O2"]
BREAKPOINT = ["perf/bench/breakpoint.c", "active_thread", "passive_thread", "-I", "lib", "-I", "include", "-I", "perf"]
KVM = ["-I", "../../../include", "-I", "../../../arch/x86/include", "-I", "include", "-I", "include/x86_64",
       "-I", "..", "-I", "../rseq", "--cflags", "-std=gnu99 -D_GNU_SOURCE -fno-stack-protector -fno-PIE"]
MMAP = ["-I", "include", "-I", "..", "-I", "../../include", "-I", "../../arch/x86/include",
        "-I", "../../arch/x86/include/uapi", "-I", "../../include/uapi"]
INPUTS = os.path.join(paths.ROOT, "checks", "realworld", "Inputs")
# (name, directory under linux-source-6.1/tools or None for the repository, scan's arguments): each scan run of
# checks/realworld/*.test, as its RUN line makes it. kvm-rseq-once is rseq_test.c edited as kvm-rseq.test edits it.
RUNS = [
    ("breakpoint", ".", BREAKPOINT + X86 + ["--config", "gcc-12/aarch64/O2"]),
    ("breakpoint-plain", ".", BREAKPOINT + X86 + ["--config", "gcc-12/aarch64/O2", "-D", "__atomic_load_n(p,m)=(*(p))"]),
    ("breakpoint-sh4", ".", BREAKPOINT + ["--config", "gcc-12/sh4/O2", "--config", "gcc-12/sh4/O0"]),
    ("kvm-rseq", "testing/selftests/kvm", ["rseq_test.c", "main", "migration_worker"] + X86 + KVM),
    ("kvm-rseq-once", "testing/selftests/kvm", ["{once}", "main", "migration_worker"] + X86 + KVM),
    ("mmap", "lib/perf", ["mmap.c", "perf_mmap__read_self", "perf_mmap__read_head"] + X86 + MMAP
     + ["--shared", "pc", "--shared", "map"]),
    ("mmap-all", "lib/perf", ["mmap.c", "perf_mmap__read_self"] + X86 + MMAP),
    ("ringbuf", "lib/bpf", ["ringbuf.c", "ringbuf_process_ring", "ring_buffer__consume", "user_ring_buffer__submit"]
     + X86 + ["-I", ".", "-I", "../../include", "-I", "../../include/uapi",
              "--cflags", "-std=gnu89 -D_LARGEFILE64_SOURCE -D_FILE_OFFSET_BITS=64"]),
    ("ck", None, [os.path.join(INPUTS, "ck.c")] + X86),
    ("urcu", None, [os.path.join(INPUTS, "urcu.c")] + X86),
    ("ringtest-shared", "virtio/ringtest", ["ring.c"] + X86 + ["--shared", "ring", "--shared", "event"]),
    ("ringtest-kick", "virtio/ringtest", ["ring.c", "kick_available", "--config", "gcc-12/x86_64/O2"]),
    ("ringtest-build", "{bear}", ["-p", ".", "--all", "--config", "gcc-12/x86_64/*", "--config", "clang-19/x86_64/*"]),
]


def _once(kvm, tmp):
    """rseq_test.c with calc_min_max_cpu's accesses made READ_ONCE and WRITE_ONCE, as kvm-rseq.test's sed does."""
    with open(os.path.join(kvm, "rseq_test.c")) as f:
        text = f.read()
    text = text.replace("if (min_cpu == -1)", "if (READ_ONCE(min_cpu) == -1)")
    text = re.sub(r"^\t\t\tmin_cpu = i;", "\t\t\tWRITE_ONCE(min_cpu, i);", text, flags=re.M)
    text = re.sub(r"^\t\tmax_cpu = i;", "\t\tWRITE_ONCE(max_cpu, i);", text, flags=re.M)
    path = os.path.join(tmp, "rseq_once.c")
    with open(path, "w") as f:
        f.write(text)
    return path


def _bear(tools, tmp):
    """tools/virtio/ringtest copied and built under bear, as ringtest.test builds it: its compile database."""
    copy = os.path.join(tmp, "ringtest")
    shutil.copytree(os.path.join(tools, "virtio", "ringtest"), copy)
    subprocess.run(["bear", "--", "make", "CC=gcc-12", "ring"], cwd=copy, capture_output=True, check=True)
    return copy


def measure(realworld):
    """Every run's JSON rows, each with its run's name: the linux-tools files extracted into REALWORLD first."""
    subprocess.run([os.path.join(INPUTS, "linux-tools"), realworld], check=True)
    tools = os.path.join(realworld, "linux-source-6.1", "tools")
    rows = []
    with tempfile.TemporaryDirectory(prefix="oncelab-falsealarms-") as tmp:
        for name, where, args in RUNS:
            cwd = paths.ROOT if where is None else _bear(tools, tmp) if where == "{bear}" else os.path.join(tools, where)
            args = [_once(cwd, tmp) if a == "{once}" else a for a in args]
            proc = subprocess.run([sys.executable, os.path.join(paths.ROOT, "tools", "oncelab"), "scan", *args,
                                   "--format", "json"], cwd=cwd, capture_output=True, text=True)
            if proc.returncode not in (0, 1):
                raise SystemExit(f"falsealarms: {name}: scan exit status {proc.returncode}: {proc.stderr.strip()}")
            rows += [dict(r, run=name) for r in json.loads(proc.stdout)]
    return rows


def hazards(rows):
    """(run, file, config, function, variable, word) of each hazard verdict, the file by its base name."""
    return collections.Counter((r["run"], os.path.basename(r["file"]), r["config"], r["function"], r["variable"], w)
                               for r in rows for w in r["verdicts"] if w in scan.HAZARDS)


def read_judged(path):
    """judged.tsv: {(run, file, config, function, variable, word): judgement}, a row's configs split."""
    judged = {}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            cells = line.rstrip("\n").split("\t")
            if len(cells) != 8 or cells[6] not in JUDGEMENTS:
                raise SystemExit(f"falsealarms: {path}:{n}: not 8 cells, or the judgement not one of {JUDGEMENTS}")
            run, file, configs, function, variable, word, judgement, _ = cells
            for config in configs.split(","):
                judged[(run, file, config.strip(), function, variable, word)] = judgement
    return judged


def tally(rows, judged):
    """The figures, and what judged.tsv and scan disagree on (each a line; none when the list is current)."""
    said = hazards(rows)
    stale = [f"unjudged: {' '.join(k)}" for k in sorted(set(said) - set(judged))] + \
            [f"no longer said: {' '.join(k)}" for k in sorted(set(judged) - set(said))]
    found = [judged[k] for k in said if k in judged]
    planted = sum(1 for v in judged.values() if v == "PLANTED")
    unattributed = sum(n for r in rows for n in (r.get("unattributed") or {}).values())
    false = found.count("FALSE-ALARM")
    n = len(said)
    figures = [f"hazard verdicts {n}: {found.count('TRUE')} true, {found.count('HARMLESS')} true and harmless, "
               f"{found.count('PLANTED')} planted",
               f"false alarms {false} ({100 * false / n if n else 0:.1f}%)",
               f"planted hazards found {found.count('PLANTED')} of {planted}",
               f"unattributed accesses {unattributed}"]
    return figures, stale


def main(argv=None):
    parser = argparse.ArgumentParser(prog="falsealarms", description=__doc__.split("\n\n")[0])
    parser.add_argument("--realworld", default=os.path.join(paths.build_dir(), "realworld"),
                        help="where checks/realworld/Inputs/linux-tools extracts the kernel's files")
    parser.add_argument("--judged", default=JUDGED, help="the judgements (default: checks/realworld/judged.tsv)")
    parser.add_argument("--dump", action="store_true", help="print each hazard verdict scan says, a line each")
    parser.add_argument("--save", metavar="FILE.json", help="write the scans' rows here too")
    parser.add_argument("--rows", metavar="FILE.json", help="read the rows --save wrote instead of scanning again "
                        "(a test's second tally, of a doctored judged.tsv)")
    args = parser.parse_args(argv)
    if args.rows:
        with open(args.rows) as f:
            rows = json.load(f)
    else:
        rows = measure(args.realworld)
    if args.save:
        with open(args.save, "w") as f:
            json.dump(rows, f)
    if args.dump:
        for key in sorted(hazards(rows)):
            print("\t".join(key))
        return 0
    figures, stale = tally(rows, read_judged(args.judged))
    print("\n".join(figures + stale))
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
