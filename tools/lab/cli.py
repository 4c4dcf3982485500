"""oncelab: what optimizing compilers do to plain shared accesses, and that the ONCE macros stop it.

  tools/oncelab configs                 the config matrix: id, a tab, the compiler command line
  tools/oncelab packages               the Debian packages that bring the matrix's compilers (for make setup)
  tools/oncelab expect [--build DIR]    rewrite checks/**/*.expect from make check's results, printing each change
  tools/oncelab atlas [--build DIR]     build/atlas.md and .json: where each hazard shows, from make check's results
  tools/oncelab results [--build DIR]   make check's results: the last run's counts, and which are stale
                                        (--merge OTHER: fold in another runner's results, a CI shard's)
  tools/oncelab shards N                that lit's --num-shards N shards are disjoint and together the suite
  tools/oncelab history CASE            a case's outcome by target and level across compiler versions
  tools/oncelab bench                   cold make check wall time / compile-only wall time, in one run
  tools/oncelab profile                 a cold make check's CPU-seconds, stage by stage (make profile)
  tools/oncelab mca-forms [--build DIR] what a cold make check asks llvm-mca first, from a build's assembly
  tools/oncelab demo [DEMO...]          run the cases as pthread programs, natively and under qemu-user
  tools/oncelab asm FILE.c [FUNCTION]   a function's scrubbed assembly in a config, each memory access marked
  tools/oncelab diff FILE.c F [G]       plain vs once side by side in a config, or one function in two configs
  tools/oncelab count FILE.c [--json]   loads and stores of non-stack memory per function, in every config
  tools/oncelab scan FILE.c [FUNCTION]  what each config did to each shared variable, against its ONCE twin
  tools/oncelab report [FILE.c]         make report's pages: the corpus's, or your own file's with scan's verdicts
  tools/oncelab blame CASE.c FUNCTION --config C   which pass made the hazard, proven by the case's checks
  tools/oncelab workshop                the workshop's presenter pages (make workshop)
  tools/oncelab supervise BUILD LIT...  make check's runner: an interrupt ends every process; results merged
  tools/oncelab figures                 every dated figure, measured now, into FIGURES.md (make figures)
  tools/oncelab domcheck JOB...         assertions on the DOM of the rendered pages (the report's tests)
  tools/oncelab selftest MODULE...      the examples in the toolkit's docstrings, run
  tools/oncelab structure               the toolkit's floors as its imports draw them; fails on a circle
"""

import argparse
import os
import signal
import sys

from .base import corpus, paths, reads, sharing, terminal, text
from .compile import matrix

# Each command imports the harness modules it needs when it runs, and main() builds the options of the chosen
# command alone: make check's shell tests start this hundreds of times, mostly for asm on a hand-broken fixture,
# which needs neither the atlas, the demos nor blame (importing them was a third of such a run).


def configs(args):
    for c in matrix.load()[0]:
        print(f"{c.id}\t{' '.join(c.argv)}")


def packages(args):
    print(" ".join(sorted({c.package for c in matrix.load()[0] if c.package})))   # not a compiler given by path


def update_expectations(args):
    """make update-expectations: write into each .expect file the outcome make check measured and proved in each
    config, printing every line it changes. It refuses, changing nothing, unless every (case, config) of an
    installed compiler has a result measured on the current inputs, with one outcome whose checks hold in full
    (the once invariant and the self-proof): then nothing it records fails the next run."""
    from .prove import expect, results
    try:
        measured = results.load(args.build)
    except results.ResultsError as e:
        sys.exit(f"oncelab expect: {e}")
    store = paths.shown(os.path.join(args.build, results.STORE))
    if not measured:
        sys.exit(f"oncelab expect: {store}: no results; run make check first")
    current, configs = results.Current(), matrix.load()[0]
    cases = [c for c in corpus.cases() if os.path.exists(corpus.Case(c).check)]
    problems, found = [], {}
    for case in cases:
        try:
            current.expectations(case)
        except expect.ExpectError as e:
            sys.exit(f"oncelab expect: {e}")
        for c in configs:
            if not c.installed():
                continue
            result, why = results.fresh(measured, current, case, c)
            if why:
                problems.append(f"{case} :: {c.id}: {why}")
            elif not result.outcome and result.code == "XFAIL" and \
                    c.id in current.expectations(case).miscompiled:
                continue        # a miscompilation recorded with no outcome of the plain function: nothing to write
            elif not result.outcome:
                problems.append(f"{case} :: {c.id}: {result.code}, with no one outcome found (read the test's "
                                f"message: make check)")
            elif not result.proven:
                problems.append(f"{case} :: {c.id}: {result.outcome} found, but with it recorded the checks "
                                f"would fail (the once invariant or the self-proof): fix the checks first")
            else:
                found.setdefault(case, {})[c.id] = (result.outcome, result.compiler or "unknown")
    if problems:
        for p in problems[:10]:
            print(f"oncelab expect: {p}", file=sys.stderr)
        if len(problems) > 10:
            print(f"oncelab expect: ... and {len(problems) - 10} more", file=sys.stderr)
        sys.exit(f"oncelab expect: refusing to record anything: {len(problems)} (case, config) results in {store} "
                 f"are stale, missing or unproven; run make check (all of it) first")
    order = [c.id for c in configs]
    changed_files = changed_lines = 0
    for case, outcomes in sorted(found.items()):
        expectations = current.expectations(case)
        merged = dict(expectations.outcomes)
        merged.update({c: outcome for c, (outcome, _) in outcomes.items()})
        compilers = {version for _, version in outcomes.values()}
        if any(c not in outcomes for c in merged):       # lines of compilers not installed here: kept, as seen
            compilers |= set(expectations.seen_with)
        changes = [(c, expectations.outcomes.get(c), o) for c, o in merged.items() if expectations.outcomes.get(c) != o]
        if not changes and sorted(compilers) == sorted(expectations.seen_with):
            continue
        expect.write(expectations, merged, order, sorted(compilers))
        changed_files += 1
        changed_lines += len(changes)
        rel = os.path.relpath(expectations.path, paths.ROOT)
        for c, old, new in sorted(changes, key=lambda x: order.index(x[0]) if x[0] in order else len(order)):
            print(f"{rel}: {c} {old or '(none)'} -> {new}")
        if not changes:
            print(f"{rel}: only its '# seen with:' lines (the compilers' versions)")
    total = sum(len(o) for o in found.values())
    print(f"update-expectations: {changed_lines} lines changed in {changed_files} files, from {total} results "
          f"measured on the current inputs" if changed_files else
          f"update-expectations: nothing to change: the .expect files record what make check measured ({total} "
          f"results on the current inputs)")


def atlas(args):
    from .explain import atlas as atlases
    try:
        if args.legend:
            for outcome, abbrev in atlases.abbreviations(atlases.outcomes_named()).items():
                print(abbrev, outcome)
            return
        atlases.run(args.build, args.out)
    except atlases.AtlasError as e:
        sys.exit(f"oncelab atlas: {e}")


def mca_forms(args):
    """make mca-forms: tools/lab/base/mca-forms.jsonl, what a cold make check asks llvm-mca first (llvm.AHEAD), from
    the assembly a make check compiled into the build: one instruction of each form, per target."""
    import glob
    from .annotate import annotation, scrub
    from .base import llvm
    questions, files = [], 0
    for c in matrix.load()[0]:
        if not c.isa.mca_cpus:
            continue
        for path in sorted(glob.glob(os.path.join(corpus.assembly_dir(args.build), glob.escape(c.id), "**",
                                               "*.raw.s"), recursive=True)):
            with open(path, errors="replace") as f:
                raw = f.read()
            questions += annotation.mca_questions(c.isa, scrub.scrub(raw, c.isa), raw, c.llvm_triple)
            files += 1
    if not files:
        sys.exit(f"oncelab mca-forms: {paths.shown(corpus.assembly_dir(args.build))}: no assembly of a config "
                 f"llvm-mca reads; run make check first")
    try:
        written = llvm.write_ahead(questions, args.out)
    except OSError as e:
        sys.exit(f"oncelab mca-forms: {paths.shown(args.out)}: {e.strerror}")
    print(f"mca-forms: {paths.shown(args.out)}: {written} forms, from {files} assembly files in "
          f"{paths.shown(args.build)}")


def history(args):
    """The history view (atlas.history): where a case's outcome changes from one compiler version to the next."""
    from .explain import atlas as atlases
    try:
        case = corpus.named(args.case)
    except corpus.CaseError as e:
        sys.exit(f"oncelab history: {e}")
    configs = matrix.load()[0]
    targets = list(dict.fromkeys(c.target for c in configs))
    if args.target and args.target not in targets:
        sys.exit(f"oncelab history: {args.target}: no such target in the matrix" +
                 (text.did_you_mean(text.nearest(args.target, targets)) or f" ({', '.join(targets)})"))
    try:
        cells = atlases.collect(args.build, only={case})
    except atlases.AtlasError as e:
        sys.exit(f"oncelab history: {e}")
    cells = [cell for cell in cells if args.target in (None, cell.target)]
    width = terminal.output_width(args.width, piped=80)       # as make demo fits its output
    print("\n".join(atlases.history(cells, configs, case, width)))


def results_summary(args):
    """The last make check run's counts, and how many (case, config) results are not measured on the current
    inputs: what .ci/run prints."""
    import collections
    from .prove import results
    width = terminal.output_width()

    def say(line):
        print("\n".join(terminal.wrapped(line, width)))
    try:
        if args.merge:
            merged = results.absorb(args.build, args.merge)
            say(f"{merged} results of {', '.join(args.merge)} merged into "
                f"{paths.shown(os.path.join(args.build, results.STORE))}")
        measured = results.load(args.build)
    except results.ResultsError as e:
        sys.exit(f"oncelab results: {e}")
    if not measured:
        sys.exit(f"oncelab results: {paths.shown(os.path.join(args.build, results.STORE))}: no results; run make "
                 f"check first")
    last = max(r.run for r in measured.values())
    codes = collections.Counter(r.code for r in measured.values() if r.run == last)
    failed = sum(codes[c] for c in results.FAILED)
    say(f"the run of {last or 'unknown time'}: {codes['PASS']} passed, {codes['XFAIL']} expectedly failed "
          f"(XFAIL), {failed} failed, {codes['UNSUPPORTED']} skipped")
    current, stale = results.Current(), 0
    cases = sorted({r.name.partition(" :: ")[0] for r in measured.values() if r.inputs})
    configs = matrix.load()[0]
    for case in cases:
        if os.path.exists(corpus.Case(case).expect):
            stale += sum(1 for c in configs if results.fresh(measured, current, case, c)[1])
    say(f"(case, config) results not measured on the current inputs: {stale}")
    judged = collections.Counter(r.scan_agrees for r in measured.values() if r.run == last and r.scan_agrees)
    if judged:
        total = judged["yes"] + judged["no"]
        say(f"tools/oncelab scan against the checks: agrees in {judged['yes']} of {total} (case, config) cells "
              f"({100 * judged['yes'] / total:.1f}%); {judged['not judged']} cells not judged (the -O0 reference "
              f"shows the hazard itself, or it is beyond scan: tools/lab/prove/scan.py BEYOND_SCAN)")
    return 1 if failed else 0


def run_bench(args):
    from .dev import bench
    try:
        bench.run(args.configs, args.rounds)
    except bench.BenchError as e:
        sys.exit(f"oncelab bench: {e}")
    except KeyboardInterrupt:
        sys.exit("oncelab bench: interrupted: the rounds printed above were measured, the rest were not")


def run_profile(args):
    from .dev import bench, profile
    try:
        profile.run(args.configs)
    except bench.BenchError as e:
        sys.exit(f"oncelab profile: {e}")
    except KeyboardInterrupt:
        sys.exit("oncelab profile: interrupted: nothing was measured")


def shard_check(args):
    """Whether lit's --num-shards N --run-shard 1..N (with --order=lexical) split the suite into N disjoint parts
    whose union is the whole: exits 1 where it does not."""
    from .suite import shards
    if args.count < 1:
        sys.exit(f"oncelab shards: {args.count} shards: give at least 1")
    try:
        whole, said = shards.check(args.count, args.build)
    except shards.ShardError as e:
        sys.exit(f"oncelab shards: {e}")
    print("\n".join(said))
    sys.exit(0 if whole else 1)


def lit_filter(args):
    """The lit --filter of make check CASE=... TARGET=... CONFIG=..., on stdout; a name that selects nothing:
    one line, exit 2."""
    from .suite import selection
    try:
        print(selection.lit_filter(args.case, args.target, args.config))
    except (selection.SelectionError, matrix.MatrixError) as e:
        sys.exit(f"make check: {e}")


def demo(args):
    """make demo: the hazard at run time; exits 1 where a run disagrees with checks/**/*.expect."""
    from .demo import demos
    if args.packages:
        print(" ".join(demos.packages()))
        return
    args.demos = [name for spelling in args.demos for name in demo_names(spelling)]
    try:
        sys.exit(demos.run(args.demos, args.configs, timeout=args.timeout, jobs=args.jobs, build_dir=args.build,
                           results_dir=args.results, columns=args.width))
    except demos.DemoError as e:
        sys.exit(f"oncelab demo: {e}")


def demo_names(spelling):
    """The demos a user means: one by its name (cpu-relax), or those of a case in any of its spellings (flag-wait,
    hoist/flag-wait, cases/hoist/flag-wait.c); exits with one line where there is none."""
    from .demo import demos
    names = [d.name for d in demos.DEMOS]
    if spelling in names:
        return [spelling]
    try:
        case = corpus.named(spelling)
    except corpus.CaseError:
        case = None
    of_case = [d.name for d in demos.DEMOS if d.case == case]
    if not of_case:
        sys.exit(f"oncelab demo: {spelling}: no demo " + (f"of {case}" if case else "of that name") +
                 (text.did_you_mean(text.nearest(spelling, names)) or f" (there are: {', '.join(names)})"))
    return of_case


DEMO_JSON = """\
BUILD/demo.json holds every run's figures, merged: a run replaces only the
earlier run of its demo and config. Its keys:
  demos         {DEMO: {case, kind ("wait" or "count"), counts (what a
                counting demo's events are), verdicts ([with events, with
                none]), hazard_counts (true: the hazard makes the events;
                false: it removes them), recorded_of (what the record is of,
                where it is not the case's plain function as the demo runs it)}}
  runs          {"DEMO :: CONFIG": run}, each run with:
  demo, case, config
  measured      when (UTC); timeout: the --timeout it ran with
  compiler      the compiler's --version line
  runs_on       "native", or the qemu-user program
  recorded      the config's outcome in checks/CASE.expect (null: none)
  proven        whether make check's results prove that record on the current
                inputs; unproven: why not (null where they do)
  expected      {plain, once}: the verdict each build should show; for a
                counting demo, the verdict with events is what it may show (a
                zero is a result too), the one with none what it must
  plain, once   {verdict, seconds, events, trials, detail}: verdict HUNG,
                EARLY or OK (waiting demos), one of verdicts (counting demos),
                CRASHED or ERROR; seconds: when a waiting demo returned or gave
                up, on its own clock; events of trials: what a counting demo
                counted; detail: where it hung, how it failed
  agrees        whether both builds did what the record says (null: not run)
  zeros         the builds ("plain", "once") that counted no event where one
                could have shown
  skipped       why it was not built or run (null: it ran)
"""


class RefilledHelp(argparse.RawDescriptionHelpFormatter):
    """A description or epilog written hard-wrapped (a module's docstring, with its tables) fitted to the
    terminal as argparse fits the options' help: terminal.refilled."""

    def _fill_text(self, text, width, indent):
        return "\n".join(indent + line for line in terminal.refilled(text, width - len(indent)).splitlines())


def browse_command(command):
    """asm, diff, count (tools/lab/show/browse.py) and scan (show/scanning.py): bad input is one line naming the file and config."""
    from .compile import batch

    def run(args):
        if args.file:
            args.file = corpus.source_of(args.file)     # flag-wait, hoist/flag-wait: the case's file
        try:
            status = command(args)
        except batch.BrowseError as e:
            print(f"oncelab: {e}", file=sys.stderr)
            sys.exit(2)
        sys.exit(status)
    return run


CONFIG_HELP = ("a config id or glob, e.g. gcc-12/aarch64/O2 or 'clang-19/*/O2' (repeatable; tools/oncelab "
               "configs lists them)")
WIDTH_HELP = "fit N columns (default: the terminal's; unbroken when piped, unless $COLUMNS is set)"
COLOUR_HELP = "colour the marks: auto (on a terminal, unless NO_COLOR is set), always, never"
FILE_HELP = ("any freestanding C file (the corpus's or your own; a case also by its name: flag-wait or "
             "hoist/flag-wait), or a .s file read as that config's assembly")


def add_asm(p):
    from .show import browse
    p.description = ("The function's assembly, scrubbed of directives, CFI and comments (labels kept), "
                     "each instruction annotated with what it does (tools/lab/annotate/annotation.py): load X / store X "
                     "(X a variable such as flag or v64+4, [arg0+24] through an argument, [[arg0+24]+40] through "
                     "a loaded pointer, ? where the instructions do not say), stack load / stack store (spills "
                     "and reloads), pool/toc/got &X (an entry holding X's address), barrier, branch L, call F, "
                     "return; then, per function, its counts and each variable's loads and stores, in its "
                     "loops and out.")
    p.add_argument("file", metavar="FILE.c", help=FILE_HELP)
    p.add_argument("function", nargs="*", metavar="FUNCTION", help="which functions (default: all); more FILE.c "
                   "(or .s) arguments are shown too, each after the one before")
    p.add_argument("--config", action="append", required=True, metavar="ID", help=CONFIG_HELP)
    p.add_argument("--color", "--colour", choices=("auto", "always", "never"), default="auto", help=COLOUR_HELP)
    p.add_argument("--width", type=int, metavar="N", help=WIDTH_HELP)
    add_flags(p)
    p.set_defaults(run=browse_command(browse.cmd_asm))


def add_diff(p):
    from .show import browse
    p.description = ("diff FILE.c PLAIN ONCE --config C: the two functions side by side (PLAIN alone "
                     "pairs plain_X with once_X); diff FILE.c FUNCTION --config A --config B: one function in two "
                     "configs. Accesses marked, counts under each; colour on a terminal, plain text when piped.")
    p.add_argument("file", metavar="FILE.c", help=FILE_HELP)
    p.add_argument("function", nargs="+", metavar="FUNCTION", help="one or two functions")
    p.add_argument("--config", action="append", metavar="ID", help=CONFIG_HELP)
    p.add_argument("--color", "--colour", choices=("auto", "always", "never"), default="auto", help=COLOUR_HELP)
    p.add_argument("--width", type=int, metavar="N", help=WIDTH_HELP)
    add_flags(p)
    p.set_defaults(run=browse_command(browse.cmd_diff))


def add_count(p):
    from .show import browse
    p.description = ("For every function in FILE.c and every selected config (default: all installed), "
                     "the loads and stores of non-stack memory, the stack spills and reloads, and for each "
                     "variable its loads and stores and how many of them sit in a loop (between a loop's head and "
                     "the branch back to it), read from the annotated assembly (see asm). The compilers' exact "
                     "versions follow the table.")
    p.add_argument("file", metavar="FILE.c", help=FILE_HELP)
    p.add_argument("--config", action="append", metavar="ID", help=CONFIG_HELP + "; default: every installed one")
    p.add_argument("--json", action="store_true", help="one JSON array, an object a (config, function): config, "
                   "function, compiler (its exact version); loads and stores (of shared memory, pool/TOC/GOT entries "
                   "included); entry_loads (of those loads, the pool, TOC and GOT entries); stack_stores and "
                   "stack_loads (spills and reloads); loops (how many loops: labels some branch goes back to); "
                   "variables ({name: {loads, stores, loads_in_loop, stores_in_loop}}, name being a variable "
                   "(its fields counted under it), a pointer (what is reached through it counted under it: "
                   "[arg0] for [arg0+12]), or ? where the address is not known; the variables first); unknown "
                   "(only where some instruction could not be classified: their texts)")
    p.add_argument("--width", type=int, metavar="N", help=WIDTH_HELP)
    add_flags(p)
    p.set_defaults(run=browse_command(browse.cmd_count))


def add_scan(p):
    from .prove import scan
    from .show import scanning
    p.formatter_class, p.description = RefilledHelp, scan.__doc__
    p.add_argument("file", nargs="?", metavar="FILE.c", help="any C file (the corpus's or your own; a case also by "
                   "its name: flag-wait or hoist/flag-wait); more may follow it")
    p.add_argument("function", nargs="*", metavar="FUNCTION", help="which functions (default: all)")
    p.add_argument("-p", "--compile-commands", metavar="DIR|FILE", help="the build's compile database (DIR/"
                   "compile_commands.json, or the file: `bear -- make` writes it): each file is built with its own "
                   "defines, includes, -std and -f options, in every config")
    p.add_argument("--all", action="store_true", help="every C file of the compile database")
    p.add_argument("--config", action="append", metavar="ID", help=CONFIG_HELP + "; default: every installed one")
    p.add_argument("--reference", choices=(scan.TWIN, scan.O0), default=scan.TWIN, help="what each config's build "
                   "is measured against: its ONCE twin at the same level (default), or the same compiler at -O0 "
                   "(whose -O0 configs are then the reference, not scanned)")
    p.add_argument("--shared", action="append", metavar="NAME", help="only this is shared, in the twin (repeatable): "
                   "NAME, NAME.field, [arg0] (what the first parameter points to), [arg0+8] (at that byte offset)")
    p.add_argument("--format", choices=scanning.FORMATS, default="table", help="table (default); json: one "
                   "JSON array, an object a (config, function, variable): config, function, variable (as count "
                   "names it), verdicts (the words above), reference ('twin', or the -O0 config it is measured "
                   "against), compiler (its exact version), counts and reference_counts ({loads, stores, "
                   "loads_in_loop, stores_in_loop} of the variable in each), file, line (the first source line of "
                   "its accesses in the file, or null), lines (every FILE:LINE of its accesses, as built and in the "
                   "reference), for REORDERED, reordered: the pairs of places [stored first, then] in the other "
                   "order than the reference's, for ?, unattributed: {why: how many} of its accesses, and places: {verdict: "
                   "[the words it is about]} where a verdict is about some of a variable's words only; sarif: a SARIF 2.1.0 log for code scanning, a result per (function, "
                   "variable, verdict) at its line, a rule per verdict word; github: GitHub Actions ::error and "
                   "::warning lines, one per hazard, at its file and line")
    p.add_argument("--json", action="store_true", help="the same as --format json")
    p.add_argument("--explain", action="store_true", help="under the table's format, each hazard with the lines "
                   "that decide it: its first config's build and the reference side by side (the variable's "
                   "accesses, each loop's head and branches back), each with its source line")
    p.add_argument("--fail-on", metavar="WORDS", type=verdict_words, default=scan.HAZARDS, help="the verdicts that "
                   "make the exit status 1, comma-separated (default: every hazard word; 'none' for none)")
    p.add_argument("--ignore", metavar="WORDS", type=verdict_words, default=(), help="verdicts that do not, "
                   "comma-separated (e.g. FUSED,REORDERED)")
    p.add_argument("--width", type=int, metavar="N", help=WIDTH_HELP)
    add_flags(p)
    p.set_defaults(run=browse_command(scanning.cmd_scan))
    p.epilog = ("Exit status: 0 when no verdict of --fail-on (less --ignore) is found, 1 when one is (a gate for "
                "CI), 2 for bad input or a config that did not build.")


def verdict_words(given):
    """--fail-on and --ignore: verdict words, comma-separated, or none."""
    from .prove import scan
    words = () if given.strip().lower() == "none" else tuple(w.strip().upper() for w in given.split(",") if w.strip())
    unknown = [w for w in words if w not in scan.HAZARDS]
    if unknown:
        raise argparse.ArgumentTypeError(f"{unknown[0]}: not a hazard verdict ({', '.join(scan.HAZARDS)}; or none)")
    return words


def add_twin(p):
    from .compile import twin
    p.formatter_class, p.description = RefilledHelp, twin.__doc__
    p.add_argument("file", metavar="FILE.c", help="any C file (the corpus's or your own)")
    p.add_argument("--shared", action="append", metavar="NAME", help="only this is shared (repeatable): NAME, "
                   "NAME.field, [arg0] (what the first parameter points to), [arg0+8] (at that byte offset in it)")
    p.add_argument("--config", metavar="ID", help="parse the file as this config's compiler reads it (its target, "
                   "-std, -I, -D; default: the matrix's first config)")
    add_flags(p)
    p.set_defaults(run=twin_file)


def twin_file(args):
    """tools/oncelab twin FILE.c: the twin on stdout; on stderr a line for each access it leaves plain, and why;
    exit 2 for a file it cannot twin."""
    from .compile import batch, twin
    args.file = corpus.source_of(args.file)
    try:
        batch.check_source(args.file)
        if args.file.endswith(batch.ASSEMBLY):
            raise twin.TwinError(f"{args.file}: the twin is made of C, not of assembly")
        configs = matrix.load()[0]
        config = matrix.select(configs, [args.config])[0] if args.config else configs[0]
        made = twin.twin(args.file, twin.reading_flags(batch.as_built(config, args.file), batch.user_flags(
            args.cflags, args.include, args.define, args.freestanding)), args.shared)
    except (batch.BrowseError, twin.TwinError, matrix.MatrixError) as e:
        print(f"oncelab twin: {e}", file=sys.stderr)
        sys.exit(2)
    for u in made.untwinned:
        print(f"{u.where}: not twinned: {u.name}: {u.why}", file=sys.stderr)
    sys.stdout.buffer.write(made.data())


def add_report(p):
    p.description = ("Without FILE.c, the corpus's site (make report): the atlas, and a page per case with plain and "
                     "once side by side in every config, from make check's assembly and results. With FILE.c, the "
                     "same pages for your own file, scan's verdicts as the matrix.")
    p.add_argument("file", nargs="?", metavar="FILE.c", help="any freestanding C file (default: the corpus)")
    p.add_argument("--out", metavar="DIR", help="where the pages go (default: build/report for the corpus, "
                   "build/report-NAME for a FILE.c NAME.c; OUT/index.html opens from file://)")
    p.add_argument("--config", action="append", metavar="ID", help=CONFIG_HELP + "; default: every installed one")
    add_flags(p)
    site = p.add_argument_group("the corpus's site (without FILE.c)")
    add_site_inputs(site, "where make check left its results (BUILD/results.json; default build/): each cell's "
                    "outcome and status, where measured on the current inputs")
    site.add_argument("--extra-case", action="append", default=[], metavar="FILE.c",
                      help="a C file to add to the corpus's cases (it needs no checks)")
    site.add_argument("--screenshots", action="store_true", help="screenshots of the index and one case page "
                      "into OUT/screenshots/ (headless Chromium)")
    p.set_defaults(run=report)


# The options of the corpus's site, as the report and the workshop default them: the report refuses them with FILE.c.
SITE_DEFAULTS = {"asm_dir": os.path.join(paths.ROOT, "build", "asm"), "results": os.path.join(paths.ROOT, "build"),
                 "jobs": os.cpu_count() or 1, "extra_case": [], "screenshots": False}


def add_site_inputs(p, results_help):
    """--asm-dir, --results and -j, which the corpus's report and the workshop's pages are made from."""
    p.add_argument("--asm-dir", default=SITE_DEFAULTS["asm_dir"],
                   help="where make check left the assembly (fresh files are reused; default build/asm)")
    p.add_argument("--results", default=SITE_DEFAULTS["results"], metavar="BUILD", help=results_help)
    p.add_argument("-j", "--jobs", type=int, default=SITE_DEFAULTS["jobs"])


def report(args):
    """tools/oncelab report [FILE.c]: the corpus's site, or a user's file's pages; an option of the one given to
    the other is one line saying so, not ignored."""
    if args.file:
        args.file = corpus.source_of(args.file)
        given = [name for name, default in SITE_DEFAULTS.items() if getattr(args, name) != default]
        if given:
            sys.exit(f"oncelab report: {args.file}: --{given[0].replace('_', '-')} is for the corpus's site "
                     f"(tools/oncelab report without FILE.c)")
        sys.exit(user_report(args))
    if args.cflags or args.include or args.define:
        sys.exit("oncelab report: --cflags, -I and -D are for FILE.c: the corpus is built with the matrix's flags, "
                 "as make check builds it")
    from .show import report as reports
    reports.corpus_report(args)


def add_workshop(p):
    from .show import workshop
    p.description = ("Presenter pages, one per step of docs/workshop.md's Workshop: the step's case in its config, "
                     "plain and once side by side, its atlas row from make check's results, and make demo's runs.")
    p.add_argument("--out", default=os.path.join(paths.ROOT, "build", "report", "workshop"))
    add_site_inputs(p, "make check's BUILD/results.json (the atlas rows) and make demo's BUILD/demo.json")
    p.add_argument("--steps", default=os.path.join(paths.ROOT, "docs", "workshop.md"), metavar="FILE.md",
                   help="the page whose Workshop section gives the steps (default: docs/workshop.md)")
    p.add_argument("--screenshots", action="store_true",
                   help=f"screenshots of steps {', '.join(map(str, workshop.SCREENSHOTS))} into OUT/screenshots/")
    p.set_defaults(run=workshop.main)


def add_supervise(p):
    from .suite import supervise
    p.description = ("make check's runner: runs COMMAND (lit) as the subreaper of every process below it; on "
                     "SIGINT, SIGTERM or SIGHUP ends them all; then merges the run's results into "
                     "BUILD/results.json.")
    p.add_argument("build", metavar="BUILD")
    p.add_argument("lit", nargs=argparse.REMAINDER, metavar="COMMAND...")
    p.set_defaults(run=lambda args: supervise.main([args.build] + args.lit))


def add_figures(p):
    from .dev import figures
    p.description = "Every dated figure README.md refers to, measured now, into FIGURES.md (make figures)."
    p.add_argument("--count-compiles", action="store_true", help=argparse.SUPPRESS)   # figures' own, in a copy
    p.add_argument("--only", choices=sorted(figures.SECTIONS), help="measure this section again, in place, the "
                   "others left as they are (each section says when it was measured)")
    p.set_defaults(run=figures.main)


def add_doccommands(p):
    from .dev import doccommands
    p.description = ("Run every command README.md and docs/*.md show (tools/oncelab commands must exit 0; make "
                     "targets, with make -n, must exist and name the test that runs them), and check that "
                     "README.md reads in an 80-column terminal. tools/lab/dev/doccommands.py says how.")
    p.add_argument("files", nargs="*", metavar="FILE.md", help="the pages to read (default: README.md, docs/*.md)")
    p.add_argument("--list", action="store_true", help="print each command and where it is; run none")
    p.add_argument("-j", "--jobs", type=int, default=2, help="commands at once (default: 2)")
    p.add_argument("--quick", type=float, default=60, metavar="SECONDS",
                   help="how long a command not listed as long may take (default: 60)")
    p.set_defaults(run=doccommands.main)


def add_domcheck(p):
    from .show import domcheck
    p.formatter_class = RefilledHelp
    p.description = domcheck.__doc__
    p.add_argument("words", nargs=argparse.REMAINDER, metavar="JOB")
    p.set_defaults(run=lambda args: domcheck.main(["tools/oncelab domcheck"] + args.words))


def add_structure(p):
    p.description = ("The toolkit's house as its imports draw it (tools/lab/__init__.py gives the floors): fails on "
                     "an import circle, an arrow back up or sideways, or a stage on no floor.")
    p.add_argument("--lab", default=paths.LAB, metavar="DIR", help="the toolkit's folder (default: tools/lab)")
    p.set_defaults(run=structure)


def structure(args):
    from .dev import structure as structures
    try:
        structures.run(args.lab)
    except structures.StructureError as e:
        sys.exit("\n".join(f"oncelab structure: {line}" for line in str(e).splitlines()))


def add_selftest(p):
    p.description = ("Run the examples in the docstrings of the toolkit's modules (Python's doctest), each beside "
                     "the function it shows: exits 1 if one gives another answer.")
    p.add_argument("modules", nargs="+", metavar="MODULE", help="e.g. lab.suite.shards")
    p.set_defaults(run=selftest)


def selftest(args):
    import doctest
    import importlib
    failed = 0
    for name in args.modules:
        try:
            module = importlib.import_module(name)
        except ImportError as e:
            sys.exit(f"oncelab selftest: {name}: {e}")
        found = doctest.testmod(module)
        if not found.attempted:
            sys.exit(f"oncelab selftest: {name}: no examples in it")
        failed += found.failed
        print(f"selftest: {name}: {found.attempted - found.failed} of {found.attempted} examples give their answer")
    sys.exit(1 if failed else 0)


def joined_cflags(argv):
    """--cflags '-fpie -O1' as --cflags=-fpie -O1: argparse would take a value that starts with '-' for an option."""
    out, i = [], 0
    while i < len(argv):
        if argv[i] == "--cflags" and i + 1 < len(argv):
            out.append("--cflags=" + argv[i + 1])
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


def user_report(args):
    """tools/oncelab report FILE.c: make report's pages for a user's file, scan's verdicts as the matrix."""
    import shutil
    from .compile import batch
    from .show import parts, report
    name = os.path.splitext(os.path.basename(args.file))[0]
    args.out = args.out or os.path.join(paths.ROOT, "build", f"report-{name}")
    # written beside, then renamed into place: an interrupt or an error leaves the pages before, or none
    partial = f"{args.out.rstrip(os.sep)}.partial-{os.getpid()}"
    try:
        configs = batch.select_configs(args.config, args.file)
        index, pages, errors = report.user_report(args.file, partial, configs, batch.user_flags(
            args.cflags, args.include, args.define, args.freestanding))
        if os.path.isdir(args.out):
            shutil.rmtree(args.out)
        os.replace(partial, args.out)
        index = os.path.join(args.out, os.path.relpath(index, partial))
    except (parts.ReportError, batch.BrowseError) as e:
        sys.exit(f"oncelab report: {e}")
    finally:
        shutil.rmtree(partial, ignore_errors=True)
    for line in batch.grouped_errors(errors):
        print(f"oncelab: {line}", file=sys.stderr)
    print(f"report: {paths.shown(index)} (open it from file://): {paths.shown(args.file)} in "
          f"{text.many(len(configs), 'config')}, scan's verdict in each")
    return 1 if errors else 0


def add_flags(p):
    """--cflags, -I and -D: a user's own flags, after the matrix's."""
    p.add_argument("--cflags", metavar="'FLAGS'", help="flags added after each config's own (the matrix's, then "
                   "these), e.g. --cflags '-fno-delete-null-pointer-checks -fno-strict-overflow'")
    p.add_argument("-I", dest="include", action="append", default=[], metavar="DIR", help="an include directory")
    p.add_argument("-D", dest="define", action="append", default=[], metavar="NAME[=VALUE]", help="a macro")
    p.add_argument("--freestanding", action="store_true", help="build your file freestanding (-ffreestanding), as "
                   "the corpus's cases are; by default a file of your own is built hosted, as a program is")


def blame(args):
    """blame CASE.c FUNCTION --config C: one cell; blame --all: every hazard cell of the corpus (make blame)."""
    import json
    from .compile import batch
    from .explain import blame as blames
    # blame's own build keeps llvm-mca's answers and the annotated texts; in a test of make check, main() shares
    # make check's build's
    if not os.environ.get(paths.IN_MAKE_CHECK):
        sharing.share(args.build, sharing.LLVM_MCA, sharing.ANNOTATED)
    try:
        if args.all:
            blames.run_all(args.build, args.jobs)
            return
        if not args.file or not args.function or not args.config:
            sys.exit("oncelab blame: give CASE.c FUNCTION --config C (or --all)")
        args.file = corpus.source_of(args.file)
        case = blames.case_of(args.file)
        config = matrix.select(matrix.load()[0], [args.config])
        if len(config) != 1:
            sys.exit(f"oncelab blame: {args.file}: --config names {len(config)} configs; name one")
        if case is None:
            batch.check_source(args.file)
            result = blames.blame_file(config[0], args.file, args.function, args.build)
        else:
            result = blames.blame_case(config[0], case, args.build, args.function)
    except (blames.BlameError, batch.BrowseError) as e:
        sys.exit(f"oncelab blame: {e}")
    print(json.dumps(result, indent=1) if args.json else blames.text(result, terminal.output_width()))


BUILD_HELP = "where make check left its results (BUILD/results.json; default: build/)"


def add_expect(p):
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"), help=BUILD_HELP)
    p.set_defaults(run=update_expectations)


def add_atlas(p):
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"), help=BUILD_HELP)
    p.add_argument("--out", default=os.path.join(paths.ROOT, "build"), help="where to write them (default: build/)")
    p.add_argument("--legend", action="store_true", help="only print each outcome the .expect files name with the "
                   "abbreviation the atlas's cells give it, a line each (no results needed)")
    p.set_defaults(run=atlas)


def add_history(p):
    p.add_argument("case", metavar="CASE", help="a case: hoist/flag-wait, flag-wait or cases/hoist/flag-wait.c")
    p.add_argument("--target", metavar="T", help="only this target (default: every target)")
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"), help=BUILD_HELP)
    p.add_argument("--width", type=int, metavar="N", help="fit the output to N columns (default: the terminal's)")
    p.set_defaults(run=history)


def add_mca_forms(p):
    from .base import llvm
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"),
                   help="the build whose assembly (BUILD/asm) make check compiled (default: build/)")
    p.add_argument("--out", default=llvm.AHEAD, metavar="FILE",
                   help="where to write the list (default: tools/lab/base/mca-forms.jsonl, the one make check reads)")
    p.set_defaults(run=mca_forms)


def add_results(p):
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"), help=BUILD_HELP)
    p.add_argument("--merge", action="append", default=[], metavar="OTHER",
                   help="first fold OTHER/results.json (another runner's build: a CI shard's) into BUILD's, a result "
                   "replacing only an earlier one of the same test (repeatable)")
    p.set_defaults(run=lambda args: sys.exit(results_summary(args)))


def add_shards(p):
    p.add_argument("count", type=int, metavar="N", help="how many shards (CI's runners)")
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"),
                   help="the build lit's runs would use (default: build/); -n runs nothing in it")
    p.set_defaults(run=shard_check)


def add_lit_filter(p):
    p.add_argument("--case", default="", help="a case, e.g. flag-wait, hoist/flag-wait or cases/hoist/flag-wait.c")
    p.add_argument("--target", default="", help="a target of the matrix, e.g. aarch64")
    p.add_argument("--config", default="", help="config ids or globs, separated by spaces, e.g. 'gcc-12/*/O2'")
    p.set_defaults(run=lit_filter)


def add_bench(p):
    p.add_argument("--config", dest="configs", action="append", default=[], metavar="ID",
                   help="only these configs' (case, config) tests, against compiling their pairs: a subset while "
                   "developing, not make check's figure (an id or glob; repeatable)")
    p.add_argument("--rounds", type=int, metavar="N", help="rounds to run (default 3), each a cold, a warm and an "
                   "edited check; the figures are their medians")
    p.set_defaults(run=run_bench)


def add_profile(p):
    p.add_argument("--config", dest="configs", action="append", default=[], metavar="ID",
                   help="only these configs' (case, config) tests: a subset while developing (an id or glob; "
                   "repeatable)")
    p.set_defaults(run=run_profile)


def add_demo(p):
    from .demo import demos
    p.formatter_class, p.epilog = RefilledHelp, DEMO_JSON
    p.description = ("Each demo runs its case's own plain_X and once_X in a pthread program\n"
                     "(tools/demo/DEMO.c), built in every chosen config, and says per config\n"
                     "whether the run agrees with checks/CASE.expect.")
    p.add_argument("demos", nargs="*", metavar="DEMO", help=f"which demos, by name or by their case's (default: "
                   f"all: {', '.join(d.name for d in demos.DEMOS)})")
    p.add_argument("--config", dest="configs", action="append", default=[], metavar="ID",
                   help="a config id or glob, e.g. gcc-12/aarch64/O2 or 'clang-*/x86_64/*' (repeatable; default: all)")
    p.add_argument("--timeout", type=float, default=1.0, help="seconds a waiting demo may go on waiting after the "
                   "release before it is called HUNG, on the program's own clock (default 1)")
    p.add_argument("-j", "--jobs", type=int, default=None, help="runs at once (default: twice the number of CPUs: a "
                   "run mostly waits, and times itself)")
    p.add_argument("--build", default=None, help="where the programs go (default: build/, as build/demo/CONFIG/DEMO) "
                   "and BUILD/demo.json")
    p.add_argument("--results", default=None, metavar="BUILD", help="where make check left its results "
                   "(BUILD/results.json, default build/): a line says 'agrees' only where they prove the record "
                   "on the current inputs")
    p.add_argument("--width", type=int, default=None, metavar="N", help="fit the output to N columns (default: the "
                   "terminal's width; 80 when it is not a terminal and $COLUMNS is unset)")
    p.add_argument("--packages", action="store_true", help="only print the Debian packages the demos need "
                   "(qemu-user, the targets' C libraries; for make setup)")
    p.set_defaults(run=demo)


def add_trace(p):
    from .demo import trace
    p.formatter_class, p.description = RefilledHelp, trace.__doc__
    p.add_argument("case", nargs="?", metavar="CASE", help="a case with a trace comment, e.g. flag-wait or "
                   "hoist/flag-wait (with --all: one case to check, else every case)")
    p.add_argument("function", nargs="?", metavar="FUNCTION", help="its plain or once function, e.g. plain_wait")
    p.add_argument("--config", dest="configs", action="append", default=[], metavar="ID",
                   help="one config, e.g. gcc-12/aarch64/O2; with --all a glob, repeatable (default: all)")
    p.add_argument("--all", action="store_true",
                   help="check the annotation against the CPU over the corpus (tools/lab/demo/tracecheck.py): "
                   "every function of every case (or CASE's) in the configs, each once_ function against the -O0 "
                   "build's trace; exit 1 at a disagreement or what cannot be traced")
    p.add_argument("--level", metavar="L", help="with --all: only level L of each compiler and target (and O0, "
                   "the reference), e.g. O2: what make check runs")
    p.add_argument("--spread", action="store_true", help="with --all: one case a compiler and target, the next "
                   "case for the next, round the corpus (make check's: every case and every pair, at a fraction "
                   "of the cost)")
    p.add_argument("--known", metavar="FILE", help="with --all: what is known not to agree, a line each, `CONFIG "
                   "CASE FUNCTION: why` (globs; checks/trace/known.txt): said as KNOWN, failing nothing")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="with --all: runs at once "
                   "(default: the CPUs)")
    p.add_argument("--timeout", type=float, default=10.0, metavar="S",
                   help="stop a program that has not returned after S seconds (default: 10)")
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"),
                   help="where the driver, its log and the plugin go, under BUILD/trace/ (default: build/)")
    p.set_defaults(run=trace_function)


def trace_function(args):
    """tools/oncelab trace CASE FUNCTION --config ID: the CPU's accesses beside the annotation's; exit 1 where it
    cannot trace."""
    from .demo import trace, tracecheck
    if args.all:
        try:
            cases = [corpus.named(args.case)] if args.case else corpus.cases()
            every = matrix.load()[0]
            chosen = matrix.select(every, args.configs or ["*"])
            chosen = [c for c in chosen if not args.level or c.level == args.level]
            tally = tracecheck.check(cases, tracecheck.with_references(chosen, every), args.build, args.jobs,
                                     args.timeout, args.spread,
                                     tracecheck.known_of(args.known) if args.known else ())
        except (corpus.CaseError, matrix.MatrixError, trace.TraceError) as e:
            sys.exit(f"oncelab trace: {e}")
        print(tracecheck.summary(tally))
        sys.exit(1 if tally.findings or tally.untraced else 0)
    if not args.case or not args.function or len(args.configs) != 1:
        sys.exit("oncelab trace: give CASE FUNCTION --config ID (one config), or --all")
    try:
        source = corpus.source_of(args.case)
        name = corpus.case_of(source) or trace.shown(source) if os.path.exists(source) else corpus.named(args.case)
        config = matrix.select(matrix.load()[0], args.configs)[0]
        run = trace.trace(source, args.function, config, args.build, args.timeout)
    except (corpus.CaseError, matrix.MatrixError, trace.TraceError) as e:
        sys.exit(f"oncelab trace: {e}")
    width = terminal.output_width()
    for line in trace.lines(name, args.function, config, run):
        print("\n".join(terminal.wrapped(line, width)))


def add_fuzz(p):
    from .demo import fuzz
    p.formatter_class, p.description = RefilledHelp, fuzz.__doc__
    p.add_argument("--count", type=int, default=10, metavar="N", help="programs: seeds S to S+N-1 (default: 10)")
    p.add_argument("--seed", type=int, default=1, metavar="S", help="Csmith's seed for the first (default: 1)")
    p.add_argument("--config", dest="configs", action="append", default=[], metavar="GLOB",
                   help="configs to compare with their compiler's -O0, an id or glob (repeatable; default: "
                   "'gcc-12/*/O2')")
    p.add_argument("--timeout", type=float, default=30.0, metavar="S",
                   help="stop a program still running after S seconds under qemu and the plugin (default: 30)")
    p.add_argument("-j", "--jobs", type=int, default=None, help="runs at once (default: the CPUs)")
    p.add_argument("--csmith", metavar="ARGS", help="Csmith's options, one string (default: '--no-argc "
                   "--max-funcs 5', or what BUILD/fuzz/ was made with)")
    p.add_argument("--reduce", action="store_true", help="reduce each mismatch with C-Vise, into "
                   "BUILD/fuzz/reduced/")
    p.add_argument("--reduce-timeout", type=float, default=1800.0, metavar="S",
                   help="give up on a reduction after S seconds (default: 1800)")
    p.add_argument("--interesting", metavar="FILE", help="C-Vise's test: exit 0 where FILE still shows a --kind "
                   "mismatch in --config against its -O0 build")
    p.add_argument("--kind", choices=fuzz.KINDS, default="accesses", help="with --interesting: the mismatch")
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"),
                   help="where the programs, builds and records go, under BUILD/fuzz/ (default: build/)")
    p.set_defaults(run=fuzz_campaign)


def fuzz_campaign(args):
    """tools/oncelab fuzz: the campaign, or with --interesting one file's test; exit 1 where a run did not match
    or could not be made."""
    from .demo import fuzz
    try:
        if args.interesting:
            if len(args.configs) != 1:
                sys.exit("oncelab fuzz: --interesting needs one --config ID")
            config = matrix.select(matrix.load()[0], args.configs)[0]
            sys.exit(0 if fuzz.interesting(args.interesting, config, args.kind, args.build, args.timeout) else 1)
        sys.exit(fuzz.run(args.count, args.seed, args.configs or ["gcc-12/*/O2"], args.timeout, args.jobs,
                          args.build, args.reduce, args.reduce_timeout, csmith_args=args.csmith))
    except fuzz.FuzzError as e:
        sys.exit(f"oncelab fuzz: {e}")


def add_blame(p):
    p.description = ("Clang: bisects -mllvm -opt-bisect-limit for the first limit where any hazard "
                     "outcome's checks pass and the first where the final outcome's do, names each pass and what "
                     "it ran on, shows the IR before and after, and the two compiles that confirm it. GCC: the "
                     "passes after which the function's shared accesses change in the per-pass dumps, and a "
                     "smallest set of -fdisable-* flags that makes the assembly lose the hazard. --all: every "
                     "hazard cell of build/results.json, into build/blame.json (make blame).")
    p.add_argument("file", nargs="?", metavar="CASE.c", help="a case of the corpus (cases/hoist/flag-wait.c, "
                   "hoist/flag-wait or flag-wait), or a C file of your own")
    p.add_argument("function", nargs="?", metavar="FUNCTION", help="its plain function, e.g. plain_wait")
    p.add_argument("--config", metavar="ID", help="one config, e.g. clang-19/x86_64/O2")
    p.add_argument("--json", action="store_true", help="the whole answer as JSON (steps, IR, commands)")
    p.add_argument("--all", action="store_true", help="every hazard cell of the corpus, into BUILD/blame.json")
    p.add_argument("-j", "--jobs", type=int, default=None, help="cells at once for --all (default: the CPUs)")
    p.add_argument("--build", default=os.path.join(paths.ROOT, "build"),
                   help="where make check left its results and assembly; blame keeps its answers in "
                   "BUILD/blame/ (default: build/)")
    p.set_defaults(run=blame)


# Each command: the line `oncelab --help` lists it with, and what adds its options and its run.
COMMANDS = {
    "configs": ("print the config matrix: id, a tab, the compiler command line",
                lambda p: p.set_defaults(run=configs)),
    "packages": ("the Debian packages that bring the matrix's compilers", lambda p: p.set_defaults(run=packages)),
    "expect": ("rewrite checks/**/*.expect from the outcomes make check measured and proved, printing each change; "
               "refuses stale, missing or unproven results", add_expect),
    "atlas": ("build/atlas.md and build/atlas.json: for every case and config, whether the plain hazard shows, from "
              "the outcomes make check measured", add_atlas),
    "history": ("a case's outcome by target and level across the versions of each compiler, side by side, the "
                "versions where it changed marked; from make check's results", add_history),
    "results": ("the last make check run's counts, and how many results are stale", add_results),
    "mca-forms": ("write tools/lab/base/mca-forms.jsonl from a build: the instructions a cold make check asks llvm-mca "
                  "about first, one of each form per target", add_mca_forms),
    "shards": ("check that lit's --num-shards N --run-shard 1..N (with --order=lexical) split make check's tests "
               "into N disjoint parts whose union is the whole suite", add_shards),
    "lit-filter": ("the lit --filter regex of the tests a case, a target or configs name (make check CASE= "
                   "TARGET= CONFIG=)", add_lit_filter),
    "bench": ("the whole cold make check vs just compiling the same pairs, as a ratio", add_bench),
    "profile": ("where a cold make check's CPU goes, stage by stage, in CPU-seconds", add_profile),
    "demo": ("watch each hazard at run time, natively and under qemu-user: the plain build hangs, returns early or "
             "counts what the hazard does, the once build is the control", add_demo),
    "asm": ("a function's assembly in a config, scrubbed and annotated with each access", add_asm),
    "diff": ("plain vs once side by side in a config, or one function across two configs", add_diff),
    "count": ("loads and stores per function and config, and per variable, in loops and out", add_count),
    "scan": ("what each config did to each shared variable, in the corpus's words, against the file's ONCE twin",
             add_scan),
    "twin": ("a C file's ONCE twin: every access to a shared object made a volatile (ONCE) access, on libclang's "
             "AST; what it cannot twin named, with why", add_twin),
    "report": ("make report's static HTML pages: the corpus's (make report), or your own file's, scan's verdicts "
               "as the matrix, each config's assembly side by side (plain_X with once_X where both are there)",
               add_report),
    "trace": ("what the CPU did under qemu-user, access by access, beside the annotation's count of the same "
              "function", add_trace),
    "fuzz": ("a volatile-correctness campaign: Csmith's programs in each config under qemu with the access-trace "
             "plugin, their volatile accesses and checksum against the same compiler's -O0 build", add_fuzz),
    "blame": ("which optimization pass made a case's hazard in a config, proven by compiles the case's own checks "
              "judge", add_blame),
    "workshop": ("the workshop's presenter pages, one per step of docs/workshop.md (make workshop)", add_workshop),
    "supervise": ("make check's runner: lit, every process it starts ended on an interrupt, its results merged",
                  add_supervise),
    "figures": ("measure every dated figure README refers to into FIGURES.md (make figures)", add_figures),
    "doccommands": ("run every command README.md and docs/*.md show; make targets with make -n", add_doccommands),
    "domcheck": ("assertions on the DOM headless Chromium renders of the report's and the workshop's pages",
                 add_domcheck),
    "selftest": ("run the examples in the toolkit's docstrings", add_selftest),
    "structure": ("the toolkit's stages as its imports draw them: no circle, no arrow back up", add_structure),
}
# The commands that annotate assembly: in a test of make check (paths.IN_MAKE_CHECK), they share its build's.
ANNOTATING = {"asm", "diff", "count", "scan", "report", "blame", "trace"}


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)   # `tools/oncelab configs | head` ends quietly
    reads.watch_from_environment()                  # run by a shell test of make check: what it reads of the corpus
    argv = joined_cflags(sys.argv[1:])
    parser = argparse.ArgumentParser(prog="oncelab", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")     # not all of them, in a line
    chosen = argv[0] if argv else None          # the command comes first: the top level has no option but -h
    for name in [chosen] if chosen in COMMANDS else COMMANDS:   # a command's run: its own parser alone
        line, add = COMMANDS[name]
        add(sub.add_parser(name, help=line))
    args = parser.parse_args(argv)
    if os.environ.get(paths.IN_MAKE_CHECK):    # what make check's build learned, this run need not learn again
        sharing.share(os.environ[paths.IN_MAKE_CHECK], sharing.MATRIX)
        if args.command in ANNOTATING:
            sharing.share(os.environ[paths.IN_MAKE_CHECK], sharing.LLVM_MCA, sharing.ANNOTATED)
    try:
        if getattr(args, "width", None) is not None:
            terminal.output_width(args.width)       # a --width no output fits: refused before any work
        args.run(args)
    except terminal.WidthError as e:
        sys.exit(f"oncelab {args.command}: {e}")
    except matrix.MatrixError as e:
        sys.exit(f"oncelab: {e}")
    except KeyboardInterrupt:       # a progress line under way has been ended (terminal.Progress)
        print(f"oncelab {args.command}: interrupted", file=sys.stderr)
        sys.exit(130)
    except Exception as e:          # a bug of oncelab's own: one line, not a traceback
        sys.exit(f"oncelab {args.command}: internal error, please report: {type(e).__name__}: {e}")
