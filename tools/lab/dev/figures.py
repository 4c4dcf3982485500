"""make figures: every dated figure README.md refers to, measured here and now, written to FIGURES.md.

  - warm `make check`: its wall time, run right after a `make check` (nothing changed in between), and how far
    tools/oncelab scan agrees with the checks in that run;
  - the assembly cache: how many (case, config) pairs a one-line edit of tools/matrix.toml compiles again
    (a flag added to gcc-11's line; a comment line added), in a copy of the repository with build/asm's
    assembly;
  - an interrupt: Ctrl-C to a make check with a child that ignores it (checks/harness/Inputs/interrupt-check),
    how long make took to return and how many processes were left;
  - `make bench`: the harness's overhead, every round printed;
  - `make demo`: the summary of the runtime demos over the whole matrix;
  - scan on real code: the kernel's tools/virtio/ringtest built under bear, scanned with its compile database;
    and scan's false alarms on checks/realworld's scans, against their hand-read judgements (falsealarms.py).
`tools/oncelab figures --only SECTION` measures one of them again, in place.
It took 46 minutes at 1cdc453, most of it make bench; each figure says when and on what it was measured.
"""

import datetime
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import concurrent.futures

from ..base import corpus, paths
from ..compile import assembly, matrix
from ..prove import scan
from . import falsealarms


ROOT = paths.ROOT
ENV = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")}


def _run(argv, cwd=ROOT, env=ENV):
    start = time.monotonic()
    proc = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True)
    return proc, time.monotonic() - start


def warm_check():
    _run(["make", "check"])
    proc, seconds = _run(["make", "check"])
    tests = re.search(r"Total Discovered Tests: (\d+)", proc.stdout)
    said, _ = _run([sys.executable, os.path.join(ROOT, "tools", "oncelab"), "results"])
    scan = [f"- {line}" for line in said.stdout.splitlines() if line.startswith("tools/oncelab scan")]
    return [f"- warm `make check` (the second of two in a row, nothing changed between them): {seconds:.1f} s "
            f"wall, {tests.group(1) if tests else '?'} tests, exit status {proc.returncode}"] + scan


def count_compiles():
    """In this repository (a copy): build every (case, config) pair of the matrix; print how many compiled."""
    pairs = [(c, corpus.Case(s)) for c in matrix.load()[0] if c.installed() for s in corpus.cases()]

    def one(pair):
        config, case = pair
        source, base = case.source, case.built(os.path.join(ROOT, "build"), config.id)
        before = open(base + ".raw.s").read() if os.path.exists(base + ".raw.s") else None
        assembly.build(config, source, base)
        return open(base + ".raw.s").read() != before
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count()) as pool:
        compiled = sum(pool.map(one, pairs))
    print(f"{compiled} {len(pairs)}")


def matrix_edit():
    lines = []
    with tempfile.TemporaryDirectory(prefix="oncelab-figures-") as tmp:
        copy = os.path.join(tmp, "repo")
        shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".git", "build"))
        if os.path.isdir(os.path.join(ROOT, "build", "asm")):
            shutil.copytree(os.path.join(ROOT, "build", "asm"), os.path.join(copy, "build", "asm"))
        command = [sys.executable, os.path.join(copy, "tools", "oncelab"), "figures", "--count-compiles"]
        proc, _ = _run(command, cwd=copy)                   # the cache, as make check leaves it
        first = proc.stdout.split()
        path = os.path.join(copy, matrix.MATRIX_FILE)
        with open(path) as f:
            text = f.read()
        edits = [("a flag (-fno-inline) added to gcc-11's line",
                  re.sub(r'^(gcc-11 *= \{.*?)( \})', r'\1, flags = ["-fno-inline"]\2', text, count=1, flags=re.M)),
                 ("a comment line added", text + "# a comment\n")]
        for what, edited in edits:
            with open(path, "w") as f:
                f.write(edited)
            proc, _ = _run(command, cwd=copy)
            compiled, total = proc.stdout.split() if proc.returncode == 0 else ("?", "?")
            lines.append(f"- tools/matrix.toml, {what}: {compiled} of {total} (case, config) pairs compiled again")
            with open(path, "w") as f:
                f.write(text)
            _run(command, cwd=copy)                         # back to the cache as it was
        lines.insert(0, f"- before the edits, building every pair compiled {first[0] if first else '?'} of "
                        f"{first[1] if len(first) > 1 else '?'} (build/asm as make check left it, copied)")
    return lines


def interrupt():
    with tempfile.TemporaryDirectory(prefix="oncelab-figures-") as tmp:
        repo = os.path.join(tmp, "repo")
        inputs = os.path.join(ROOT, "checks", "harness", "Inputs")
        _run([os.path.join(inputs, "copy-repo"), ROOT, repo, os.path.join(inputs, "x86-matrix.toml"), "hoist/flag-wait"])
        _run(["make", "-s", "-C", repo, "check", f"BUILD={repo}/build"], env=dict(ENV, LIT_FILTER_OUT="checks-can-fail"))
        proc, _ = _run([os.path.join(inputs, "interrupt-check"), repo])
    return [f"- {line}" for line in proc.stdout.splitlines()[:2]] or [f"- interrupt-check failed: {proc.stderr.strip()}"]


def bench():
    proc, _ = _run([sys.executable, os.path.join(ROOT, "tools", "oncelab"), "bench"])
    # stderr is bench's progress, or its error if it failed.
    out = proc.stdout + (proc.stderr if proc.returncode else "")
    return ["    " + line for line in out.strip().splitlines()]


def demo():
    # Wide enough that each demo's totals are one line, as FIGURES.md quotes them.
    proc, seconds = _run([sys.executable, os.path.join(ROOT, "tools", "oncelab"), "demo", "--width", "1000"])
    summary = [l for l in proc.stdout.splitlines() if re.match(r"^[a-z-]+: \d+ runs?, ", l)]
    return [f"- `make demo`, every demo in every config: {seconds:.0f} s, exit status {proc.returncode}"] + \
        [f"- {line}" for line in summary]


def real_code():
    """scan on a real project built with its compile database, as README shows it: the Linux 6.1 kernel's
    tools/virtio/ringtest (Debian's linux-source-6.1), built under bear as its Makefile builds it, every file in
    every x86_64 config of gcc-12 and clang-19; the time, the rows and the verdicts, as JSON and SARIF count them."""
    import collections
    import json
    realworld = os.path.join(paths.build_dir(), "realworld")
    proc, _ = _run([os.path.join(ROOT, "checks", "realworld", "Inputs", "linux-tools"), realworld])
    if proc.returncode:
        return [f"- not measured: {proc.stderr.strip()}"]
    oncelab = [sys.executable, os.path.join(ROOT, "tools", "oncelab"), "scan", "-p", ".", "--all",
               "--config", "gcc-12/x86_64/*", "--config", "clang-19/x86_64/*"]
    with tempfile.TemporaryDirectory(prefix="oncelab-figures-") as tmp:
        ringtest = os.path.join(tmp, "ringtest")
        shutil.copytree(os.path.join(realworld, "linux-source-6.1", "tools", "virtio", "ringtest"), ringtest)
        built, build_seconds = _run(["bear", "--", "make", "CC=gcc-12", "ring"], cwd=ringtest)
        if built.returncode:
            return [f"- not measured: `bear -- make CC=gcc-12 ring` failed: {built.stderr.strip()[-200:]}"]
        table, seconds = _run(oncelab, cwd=ringtest)
        as_json, _ = _run(oncelab + ["--json"], cwd=ringtest)
        sarif, _ = _run(oncelab + ["--format", "sarif"], cwd=ringtest)
    rows = json.loads(as_json.stdout or "[]")
    words = collections.Counter(w for r in rows for w in r["verdicts"] if w != "AS-WRITTEN")
    hazards = sum(1 for r in rows if set(r["verdicts"]) & set(scan.HAZARDS))
    results = json.loads(sarif.stdout)["runs"][0]["results"] if sarif.stdout else []
    files = sorted({r["file"] for r in rows})
    judged, stale = falsealarms.tally(falsealarms.measure(realworld), falsealarms.read_judged(falsealarms.JUDGED))
    return [f"- tools/virtio/ringtest of linux-source-6.1: `bear -- make CC=gcc-12 ring` {build_seconds:.1f} s; "
            f"`tools/oncelab scan -p . --all --config 'gcc-12/x86_64/*' --config 'clang-19/x86_64/*'` "
            f"{seconds:.1f} s for {len(files)} files ({', '.join(files)}) in 10 configs, exit status {table.returncode}",
            f"- {len(rows)} rows of (file, config, function, variable), {hazards} of them hazards: "
            + ", ".join(f"{n} {w}" for w, n in words.most_common()),
            f"- `--format sarif`: {len(results)} results (one per file, function, variable and verdict), "
            f"{sum(1 for r in results if r['level'] == 'error')} of them errors (hazards)",
            "- checks/realworld's scans (their files, configs and flags) against checks/realworld/judged.tsv, each "
            "hazard verdict read by hand in the assembly (tools/lab/dev/falsealarms.py): " + "; ".join(judged)] + \
        [f"- judged.tsv is stale: {line}" for line in stale]


SECTIONS = {"check": ("make check", warm_check), "cache": ("The assembly cache", matrix_edit),
            "interrupt": ("An interrupt", interrupt), "bench": ("make bench", bench), "demo": ("make demo", demo),
            "real-code": ("scan on real code", real_code)}


def main(args):
    """make figures (args: tools/oncelab figures's options)."""
    if args.count_compiles:
        return count_compiles()
    started = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    with open("/proc/loadavg") as f:
        load = " ".join(f.read().split()[:3])
    with open("/etc/debian_version") as f:
        debian = f.read().strip()
    versions = sorted({v for v in (matrix.compiler_version(c.executable) for c in matrix.load()[0]
                                   if c.installed()) if v})
    head = _run(["git", "rev-parse", "--short", "HEAD"])[0].stdout.strip()
    changed = _run(["git", "status", "--porcelain", "--untracked-files=no"])[0].stdout.strip()
    commit = f"commit {head}" + (" with uncommitted changes" if changed else "") if head else "a tree outside git"
    path = os.path.join(ROOT, "FIGURES.md")
    if args.only:
        # one section measured again, said with its own date and commit; the others are left as they were
        title, measure = SECTIONS[args.only]
        print(f"figures: {title} ...", file=sys.stderr, flush=True)
        body = [f"Measured alone (`tools/oncelab figures --only {args.only}`) at {commit}, from {started}, load "
                f"average {load} at the start.", ""] + measure()
        text = _read_or_new(path)
        pattern = re.compile(rf"^## {re.escape(title)}\n.*?(?=^## |\Z)", re.M | re.S)
        section = "\n".join([f"## {title}", ""] + body + ["", ""])
        text = pattern.sub(lambda _: section, text) if pattern.search(text) else text.rstrip("\n") + "\n\n" + section
        with open(path, "w") as f:
            f.write(text.rstrip("\n") + "\n")
        print(f"figures: {path}")
        return
    text = ["# Figures", "",
            f"Measured by `make figures` ({os.path.relpath(__file__, ROOT)}) at {commit}, from {started}, on Debian "
            f"{debian}, {os.cpu_count()} cores, load average {load} at the start. README.md quotes none of these; each is "
            f"what this run measured, and the next `make figures` replaces them all.", "",
            "Compilers: " + "; ".join(versions) + ".", ""]
    for title, measure in SECTIONS.values():
        print(f"figures: {title} ...", file=sys.stderr, flush=True)
        body = measure()
        text += [f"## {title}", ""] + (body if isinstance(body, list) else [body]) + [""]
    with open(path, "w") as f:
        f.write("\n".join(text))
    print(f"figures: {path}")


def _read_or_new(path):
    """FIGURES.md as it is, or its title alone where there is none yet."""
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        return "# Figures\n"
