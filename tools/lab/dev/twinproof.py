"""The ONCE twin against the corpus's hand-written once_X: for each case (cases/**/*.c) and config, the twin of
the case's file (tools/lab/compile/twin.py) is compiled, and its plain_X, now made ONCE by the rewrite, is counted
beside the case's own once_X, compiled from the file as it is: the loads and stores of each variable, in loops and
out (annotate/counts.py), as tools/oncelab count gives them. A cell matches where every plain_X of the case has the
access shape of its once_X; where one does not, both counts are printed, for a reader to say why.

  cd tools && /usr/bin/python3 -m lab.dev.twinproof [--config ID ...] [--case CASE ...] [-j N]

Both builds go to a temporary directory: never over make check's build.
"""

import argparse
import concurrent.futures
import os
import sys
import tempfile

from ..annotate import counts
from ..base import corpus
from ..compile import assembly, matrix, twin

CONFIGS = ["gcc-12/x86_64/O2", "clang-19/aarch64/O2", "gcc-12/arm/O1", "clang-22/riscv64/O3"]


def shape(count):
    return {name: tuple(v[k] for k in ("loads", "stores", "loads_in_loop", "stores_in_loop"))
            for name, v in count.variables.items()}


def said(shape_):
    """'flag 3/0 (3/0 in loops)' for each variable: loads/stores, and of them in loops."""
    return ", ".join(f"{n} {v[0]}/{v[1]} ({v[2]}/{v[3]} in loops)" for n, v in shape_.items()) or "no accesses"


def cell(config, case, tmp):
    """(case, config, [(function, twin's shape, once's shape)] for each plain_X that differs, untwinned, error)."""
    source = corpus.Case(case).source
    base = os.path.join(tmp, config.id, case)
    try:
        made = twin.twin(source, twin.reading_flags(config))
        twin_source = base + ".twin.c"
        os.makedirs(os.path.dirname(twin_source), exist_ok=True)
        with open(twin_source, "wb") as f:
            f.write(made.data())
        plain_built = dict(assembly.build(config, twin_source, base + ".twin"))
        once_built = dict(assembly.build(config, source, base + ".plain"))
    except (twin.TwinError, assembly.BuildError) as e:
        return case, config, [], [], str(e)
    differs = []
    for name in plain_built:
        if not name.startswith("plain_") or "once_" + name[len("plain_"):] not in once_built:
            continue
        once = "once_" + name[len("plain_"):]
        mine = shape(counts.Count.of(config.isa, plain_built[name]))
        theirs = shape(counts.Count.of(config.isa, once_built[once]))
        if mine != theirs:
            differs.append((name, mine, theirs))
    return case, config, differs, made.untwinned, None


def main(argv=None):
    p = argparse.ArgumentParser(prog="twinproof", description=__doc__.split("\n")[0])
    p.add_argument("--config", action="append", metavar="ID", help=f"default: {', '.join(CONFIGS)}")
    p.add_argument("--case", action="append", metavar="CASE", help="default: every case")
    p.add_argument("-j", "--jobs", type=int, default=2)
    args = p.parse_args(argv)
    try:
        configs = matrix.select(matrix.load()[0], args.config or CONFIGS)
        cases = [corpus.named(c) for c in args.case] if args.case else corpus.cases()
    except (matrix.MatrixError, corpus.CaseError) as e:
        sys.exit(f"twinproof: {e}")
    with tempfile.TemporaryDirectory(prefix="oncelab-twinproof-") as tmp, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda job: cell(*job, tmp), [(c, k) for c in configs for k in cases]))
    matched = 0
    for case, config, differs, untwinned, error in results:
        if error:
            print(f"{case} :: {config.id}: ERROR {error}")
            continue
        if not differs:
            matched += 1
            continue
        for name, mine, theirs in differs:
            print(f"{case} :: {config.id}: {name}: twin {said(mine)}; once {said(theirs)}")
        for u in untwinned:
            print(f"    untwinned: {u.where}: {u.name}: {u.why}")
    print(f"twinproof: {matched} of {len(results)} (case, config) cells: the twin's plain_X has the access shape "
          f"of once_X")
    return 0 if matched == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
