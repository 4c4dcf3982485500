"""The lit test format: every (case, config) pair is its own test, named `hoist/flag-wait :: gcc-12/aarch64/O2`.

For checks/<group>/<name>.check it yields one test per config of the matrix. Each compiles
cases/<group>/<name>.c for that config (once; reused while nothing it depends on changes) and runs the
check file's checks in one FileCheck process, with the prefixes CHECK (the two functions' CHECK-LABELs),
ONCE and ONCE-<family> (and TODAY and TODAY-<family>, the checks of a case's today_X) and, where
<name>.expect records a hazard for the config, <HAZARD> and <HAZARD>-<family> (the prefix without a family
is the checks written once for every instruction set, against the annotations; the family's, the checks whose
point is the instruction itself):
  - on the scrubbed assembly, where they must all pass;
  - on the swapped assembly (each plain_X's body under once_X's name and the other way round), where,
    with a hazard recorded, the once checks and the hazard's must both fail (the self-proof), and
    without, the once checks must pass: the plain function is as safe as the once one.
On failure it says in words what went wrong, with the FileCheck command that shows it. A check file has
no RUN lines: it is run as above in every config (REQUIRES:, UNSUPPORTED: and XFAIL: lines apply).
It also yields, per check file, the test `<group>/<name> :: checks-can-fail`, which fails when some
assertion is shown to fail on no wrong assembly, and runs checks/**/*.s (hand-broken assembly fixtures)
and checks/**/*.test as ordinary lit shell tests.

Here, a thin adapter as lit's own ShTest is: the tests, their discovery, and each test's result, into lit's terms
and into the results. Elsewhere, in the prove stage (tools/lab/prove/): the proof of one (case, config) itself
(proof.py), checks-can-fail (coverage.py), the verdict cache of the shell tests (verdicts.py), the results
(results.py); the shell tests' tools/oncelab asm in process (inprocess.py).
"""

import copy
import os
import zlib

import lit.formats
import lit.Test
import lit.TestRunner

from ..base import corpus, reads, sharing, stages
from ..compile import matrix
from ..prove import checkfile, coverage, expect, proof, results, verdicts
from . import inprocess


class MatrixTest(lit.Test.Test):
    """One (case, config) pair; its source, for lit's script parser, is the check file."""

    def __init__(self, suite, config_id, lit_config, check, oncelab_config, compiler_version, turn):
        super().__init__(suite, tuple(config_id.split("/")), lit_config, file_path=check)
        self.oncelab_config, self.compiler_version = oncelab_config, compiler_version
        self.turn = turn                                # its config's place in a run (run_order)
        _discovered[self.getFullName()] = self

    # lit sends each test to a worker, and back with its result, pickled: about 3.5 kB of configs a test, which
    # lit's own process and the worker each pickle and unpickle, 16120 times. Its workers are forked after the
    # tests are discovered, so each has every test already: a test goes by its name, and comes back with its
    # result, set on the test of the process that receives it.
    def __reduce__(self):
        return _discovered_test, (self.getFullName(),), {"result": self.result}

    def getSourcePath(self):
        return self.file_path

    def getExecPath(self):
        """Where lit puts the test's scratch files: one Output directory a case, not one a compiler and
        target (hundreds of directories for a cold run to make)."""
        return os.path.join(self.suite.exec_root, ".".join(self.path_in_suite))


class CoverageTest(lit.Test.Test):
    """`<case> :: checks-can-fail`: every assertion of a check file is run, somewhere, on wrong assembly."""

    def __init__(self, suite, lit_config, check):
        super().__init__(suite, ("checks-can-fail",), lit_config, file_path=check)

    def getSourcePath(self):
        return self.file_path


class ProblemTest(lit.Test.Test):
    """A mistake in the repository itself (an orphan check, a bad matrix entry): a test that fails saying so."""

    def __init__(self, suite, path_in_suite, lit_config, message):
        super().__init__(suite, path_in_suite, lit_config)
        self.message = message


class OncelabFormat(lit.formats.ShTest):
    def __init__(self, root, build_dir, filecheck, versions, main):
        super().__init__(execute_external=False)
        self.root, self.build_dir, self.versions, self.main = root, build_dir, versions, main
        self.filecheck = checkfile.FileCheck(filecheck, root, os.path.join(build_dir, "checks-twice"),
                                             os.path.join(build_dir, "filecheck-runs"))
        self._load_matrix()

    def _load_matrix(self):
        sharing.share(self.build_dir, sharing.LLVM_MCA, sharing.ANNOTATED)    # in every worker: it comes here unpickled
        if self.root not in _matrices:
            _matrices[self.root] = matrix.load(self.root)
        self.configs, self.problems = _matrices[self.root]
        self.turns = _turns(self.configs)
        self.prover = proof.Prover(self.root, self.build_dir, self.filecheck, self.configs)

    # lit sends the format to its workers, and back, with every test: it goes without the matrix, which each
    # worker process reads once for itself, and without the compilers' versions, which a test carries its own of.
    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items()
                if k not in ("configs", "problems", "turns", "versions", "prover")}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._load_matrix()

    # Discovery ----------------------------------------------------------------------------------

    def getTestsInDirectory(self, suite, path_in_suite, lit_config, local_config):
        if path_in_suite == ():
            yield from self._repository_problems(suite, local_config)
        if path_in_suite[:1] != ("checks",):
            return
        directory = suite.getSourcePath(path_in_suite)
        for name in sorted(os.listdir(directory)):
            if os.path.isfile(os.path.join(directory, name)):
                yield from self.getTestsForPath(suite, path_in_suite + (name,), lit_config, local_config)

    def getTestsForPath(self, suite, path_in_suite, lit_config, local_config):
        name = path_in_suite[-1]
        if name.endswith((".s", ".test")):
            yield lit.Test.Test(suite, path_in_suite, local_config)     # an ordinary lit shell test
        if not name.endswith(".check"):
            return
        check = suite.getSourcePath(path_in_suite)
        case = "/".join(path_in_suite[1:])[: -len(".check")]
        case_suite = lit.Test.TestSuite(case, suite.source_root, os.path.join(self.build_dir, "lit", case),
                                        _named(local_config, case))
        case_suite.test_times = None      # as lit does for the suites it discovers itself
        the = corpus.Case(case, self.root)
        if not os.path.exists(the.source):
            yield ProblemTest(case_suite, ("case",), local_config,
                              f"{the.check_rel}: there is no case {the.source_rel} for it to check")
            return
        run_lines = [number for number, _, _ in lit.TestRunner.parseIntegratedTestScriptCommands(check, ["RUN:"])]
        if run_lines:
            yield ProblemTest(case_suite, ("run-lines",), local_config,
                              f"{the.check_rel}:{run_lines[0]}: a RUN line, which nothing runs: the harness "
                              f"runs the checks of every check file the same way (docs/checks.md); remove it")
        yield CoverageTest(case_suite, local_config, check)
        for config in self.configs:
            test_config = copy.copy(local_config)
            test_config.available_features = set(local_config.available_features) | {
                config.kind, config.compiler, config.target, config.level}
            yield MatrixTest(case_suite, config.id, test_config, check, config, self.versions.get(config.executable),
                             self.turns[config.id])

    def _repository_problems(self, suite, local_config):
        for config_id, message in self.problems:
            yield ProblemTest(suite, (matrix.MATRIX_FILE, config_id), local_config, message)
        for case in corpus.cases(self.root):
            the = corpus.Case(case, self.root)
            if not os.path.exists(the.check):
                yield ProblemTest(suite, ("cases", case + ".c"), local_config,
                                  f"{the.source_rel}: has no checks: write {the.check_rel} and {the.expect_rel}")

    # Execution ----------------------------------------------------------------------------------

    def execute(self, test, lit_config):
        if lit_config.noExecute:     # lit --no-execute: which tests a run (a shard) has; lit's shell tests do so too
            return lit.Test.Result(lit.Test.PASS)
        result = self._execute(test, lit_config)
        with stages.stage("bookkeeping"):
            self._record(test, result)
        stages.flush()
        return result

    def _execute(self, test, lit_config):
        if isinstance(test, ProblemTest):
            return lit.Test.Result(lit.Test.FAIL, test.message + "\n")
        if isinstance(test, CoverageTest):
            case = test.suite.name
            with stages.stage("checks-can-fail", whole=True):
                found = coverage.problems(self.root, case, self.configs)
            return lit.Test.Result(lit.Test.FAIL, "\n".join(found) + "\n") if found else lit.Test.Result(lit.Test.PASS)
        if isinstance(test, MatrixTest):
            try:
                return self._matrix(test, lit_config)
            except Exception as e:       # a harness bug: one line, not a traceback
                return lit.Test.Result(lit.Test.UNRESOLVED, f"{test.file_path}: {test.oncelab_config.id}: oncelab "
                                       f"harness error, please report: {type(e).__name__}: {e}\n")
        with stages.stage("shell test " + "/".join(test.path_in_suite), whole=True):
            return self._shell(test, lit_config)

    def _shell(self, test, lit_config):
        """An ordinary lit shell test; a pass is reused while every input it may read is byte for byte the same
        (verdicts.shell_path). Its tools/oncelab asm commands run in this process where that is the same as
        starting one (inprocess.py)."""
        programs = {c.executable for c in self.configs} | {self.filecheck.path}
        verdict_path = verdicts.shell_path(self.build_dir, test, self.root, programs)
        seen = verdict_path and verdicts.passed(verdict_path)
        if seen:
            return lit.Test.Result(lit.Test.PASS, f"the same test, repository and programs as at {seen[0]}, where it "
                                   f"passed in this build\n")
        log = os.path.join(self.build_dir, "reads", f"{os.getpid()}.txt")    # a worker runs one test at a time
        os.makedirs(os.path.dirname(log), exist_ok=True)
        reads.start(log)
        test.config.environment[reads.WATCHED] = log
        try:
            with inprocess.installed(self.build_dir, test, self.main):     # its tools/oncelab asm runs in this process
                result = super().execute(test, lit_config)
        finally:
            del test.config.environment[reads.WATCHED]
            read = reads.stop(log)
        if verdict_path and isinstance(result, lit.Test.Result) and result.code == lit.Test.PASS:
            with open(test.getSourcePath(), encoding="utf-8", errors="replace") as f:
                named = reads.named(f.read(), corpus.cases(self.root))
            verdicts.record(verdict_path, results.now(),
                            read=sorted(read | {corpus.Case(name, self.root).source for name in named}))
        return result

    def _record(self, test, result):
        """The result, with when and, for a (case, config), on what it was measured, into the results
        (tools/lab/prove/results.py): written as each test ends, so an interrupted run loses none that ended."""
        entry = results.Result(test.getFullName(), result.code.name, measured=results.now(),
                               run=os.environ.get("ONCELAB_RUN", ""),
                               **{key: value.value for key, value in (result.metrics or {}).items()})
        if isinstance(test, MatrixTest):
            case = test.suite.name
            try:
                expectations = proof.expectations(corpus.Case(case, self.root))
            except expect.ExpectError:
                expectations = None
            entry.inputs = results.inputs(self.root, case, test.oncelab_config, test.compiler_version,
                                          expectations)
        results.record(self.build_dir, entry)

    def _matrix(self, test, lit_config):
        config = test.oncelab_config
        if not config.installed():
            return self._result(self.prover.not_installed(config))
        # REQUIRES:, UNSUPPORTED: and XFAIL: lines of the check file (a RUN: line is a problem of its own).
        parsed = lit.TestRunner.parseIntegratedTestScript(test, require_script=False)
        if isinstance(parsed, lit.Test.Result):
            return parsed
        # The swapped assembly goes to lit's scratch space, for a failure's message (FileCheck reads it on stdin).
        # lit keeps the case's test times beside that space, for the next run's order: it must exist.
        scratch = lit.TestRunner.getTempPaths(test)[1]
        os.makedirs(os.path.dirname(scratch), exist_ok=True)
        return self._result(self.prover.prove(test.suite.name, config, test.file_path, test.compiler_version,
                                              test.isExpectedToFail(), scratch))

    @staticmethod
    def _result(found):
        """lit's Result of a proof.Proof, its metrics in the order they were found."""
        result = lit.Test.Result(getattr(lit.Test, found.code), found.output)
        for key, value in found.metrics.items():
            result.addMetric(key, lit.Test.toMetricValue(value))
        return result


# The order of a run (lit.cfg.py has lit use it for its default, "smart", order), kept without giving lit's
# progress bar times it would take for real: lit predicts the rest of a run from the tests' previous_elapsed,
# so a sort key there reads as seconds (93% shown after 2% of the tests). With no times, its percentage is the
# share of tests done, and its ETA is right only if every stretch of the run costs what the whole does on
# average; so:
# - A (case, config) test goes with its config: every case of one config, then the next, as a compiler run many
#   times in a row finds its code still in the CPU's caches (compiling every pair that way took 151.7 and
#   154.6 s, case by case 158.8 and 161.0 s, alternately, on two CPUs).
# - The configs take their turns interleaved across compilers, each compiler's spread evenly over the run: a
#   Clang config's 31 tests took 4.2-5.4 s in all, a GCC config's 1.2-1.9 s, and the matrix's own order
#   (every config of one compiler, then the next) made the first tenth of a run all one compiler's.
# - The other tests (shell tests, which take seconds where a pair takes milliseconds; checks-can-fail; a
#   repository's problems) are spread evenly over the first nine tenths, in an order of their names' hashes
#   (the name order puts the slow atlas, blame and isa tests together): none ends the run with the other CPU
#   idle.
# - A test that failed last time (lit keeps the shell tests' times and failures) goes first, as in lit's own
#   smart order.
# Replayed on the per-test times of a cold make check (its junit.xml, at 18af4d4), lit's ETA at a tenth of the
# run's time would say the run ends at 2.03 times its real length with the shell tests first and the configs in
# the matrix's order, and at 0.92 times in this order (0.96 at a fifth, 1.00 at half).
OTHERS_SPREAD = 0.9


def _turns(configs):
    """{config id: its turn}: each compiler's configs in the matrix's order, every compiler's spread over the
    same span, the compilers in the matrix's order where two fall at the same point."""
    by_compiler = {}
    for c in configs:
        by_compiler.setdefault(c.compiler, []).append(c.id)
    places = sorted(((n + 0.5) / len(ids), rank, config_id)
                    for rank, ids in enumerate(by_compiler.values()) for n, config_id in enumerate(ids))
    return {config_id: turn for turn, (_, _, config_id) in enumerate(places)}


def run_order(tests):
    """Put tests (lit's discovered list) in the order of a run, in place (see above)."""
    pairs = sorted((t for t in tests if isinstance(t, MatrixTest)), key=lambda t: (t.turn, t.suite.name))
    others = sorted((t for t in tests if not isinstance(t, MatrixTest)),
                    key=lambda t: (zlib.crc32(t.getFullName().encode()), t.getFullName()))
    ordered, placed = [], 0
    for n, test in enumerate(pairs):
        while placed < len(others) and (placed + 0.5) * OTHERS_SPREAD * len(pairs) / len(others) <= n:
            ordered.append(others[placed])
            placed += 1
        ordered.append(test)
    ordered += others[placed:]
    ordered.sort(key=lambda t: not t.previous_failure)        # stable: the rest keep their places
    tests[:] = ordered


_matrices, _discovered = {}, {}


def _discovered_test(name):
    """The test discovered in this process (or, in a lit worker, in lit's own before it forked) by that name."""
    return _discovered[name]


def _named(local_config, name):
    config = copy.copy(local_config)
    config.name = name
    return config
