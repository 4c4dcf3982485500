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

import lit.formats
import lit.Test
import lit.TestRunner

from ..base import corpus, sharing
from ..compile import matrix
from ..prove import checkfile, coverage, expect, proof, results, verdicts
from . import inprocess


class MatrixTest(lit.Test.Test):
    """One (case, config) pair; its source, for lit's script parser, is the check file."""

    def __init__(self, suite, config_id, lit_config, check, oncelab_config, compiler_version, configs_after):
        super().__init__(suite, tuple(config_id.split("/")), lit_config, file_path=check)
        self.oncelab_config, self.compiler_version = oncelab_config, compiler_version
        self.previous_elapsed = configs_after * RUN_ORDER_STEP      # see RUN_ORDER_STEP
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
        self.filecheck = checkfile.FileCheck(filecheck, root, os.path.join(build_dir, "checks-twice"))
        self._load_matrix()

    def _load_matrix(self):
        sharing.share(self.build_dir, sharing.LLVM_MCA, sharing.ANNOTATED)    # in every worker: it comes here unpickled
        if self.root not in _matrices:
            _matrices[self.root] = matrix.load(self.root)
        self.configs, self.problems = _matrices[self.root]
        self.prover = proof.Prover(self.root, self.build_dir, self.filecheck, self.configs)

    # lit sends the format to its workers, and back, with every test: it goes without the matrix, which each
    # worker process reads once for itself, and without the compilers' versions, which a test carries its own of.
    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if k not in ("configs", "problems", "versions", "prover")}

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
            test = lit.Test.Test(suite, path_in_suite, local_config)     # an ordinary lit shell test
            test.previous_elapsed = test.previous_elapsed or SHELL_FIRST    # see RUN_ORDER_STEP
            yield test
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
                              f"runs the checks of every check file the same way (README: What is checked); remove it")
        yield CoverageTest(case_suite, local_config, check)
        for index, config in enumerate(self.configs):
            test_config = copy.copy(local_config)
            test_config.available_features = set(local_config.available_features) | {
                config.kind, config.compiler, config.target, config.level}
            yield MatrixTest(case_suite, config.id, test_config, check, config, self.versions.get(config.executable),
                             len(self.configs) - index)

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
        self._record(test, result)
        return result

    def _execute(self, test, lit_config):
        if isinstance(test, ProblemTest):
            return lit.Test.Result(lit.Test.FAIL, test.message + "\n")
        if isinstance(test, CoverageTest):
            case = test.suite.name
            found = coverage.problems(self.root, case, self.configs)
            return lit.Test.Result(lit.Test.FAIL, "\n".join(found) + "\n") if found else lit.Test.Result(lit.Test.PASS)
        if isinstance(test, MatrixTest):
            try:
                return self._matrix(test, lit_config)
            except Exception as e:       # a harness bug: one line, not a traceback
                return lit.Test.Result(lit.Test.UNRESOLVED, f"{test.file_path}: {test.oncelab_config.id}: oncelab "
                                       f"harness error, please report: {type(e).__name__}: {e}\n")
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
        with inprocess.installed(self.build_dir, test, self.main):     # its tools/oncelab asm runs in this process
            result = super().execute(test, lit_config)
        if verdict_path and isinstance(result, lit.Test.Result) and result.code == lit.Test.PASS:
            verdicts.record(verdict_path, results.now())
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


# The order of a run. lit runs the tests that took longest last time first (a test's previous_elapsed), and the
# others by name: in a cold build, each case through every config in turn, a different compiler each time. Here
# a (case, config) test, whose time lit does not keep, is ordered by its config instead, the matrix's configs in
# turn, every case of one before the next: a compiler run many times in a row finds its code still in the CPU's
# caches (compiling every pair that way took 151.7 and 154.6 s, case by case 158.8 and 161.0 s, alternately,
# on two CPUs). The shell tests, which take seconds where a (case, config) test takes milliseconds, go first
# when lit has no time of theirs, as it would put them once it had: the run does not end on one of them with
# the other CPU idle. These are sort keys, not times: lit records each test's own time, as ever.
RUN_ORDER_STEP = 1e-6
SHELL_FIRST = 1.0

_matrices, _discovered = {}, {}


def _discovered_test(name):
    """The test discovered in this process (or, in a lit worker, in lit's own before it forked) by that name."""
    return _discovered[name]


def _named(local_config, name):
    config = copy.copy(local_config)
    config.name = name
    return config
