# lit configuration for oncelab: every (case, config) pair of the matrix is one test (tools/lab/suite/litformat.py).
import os
import sys

import lit

config.name = "oncelab"

# lit runs the tests in a multiprocessing.Pool. Its worker-handler thread, in this process, also waits on the
# queue the results come back on, so it wakes and spins each time a result waits to be read, until the
# result-handler thread has read it: about 1 ms of this process's CPU per test (20 CPU-s in a cold make check),
# taken from the two workers on a 2-core machine. lit sets no maxtasksperchild, so that thread has nothing to do
# until a worker exits or the pool closes, which its other sentinels say.
import multiprocessing.pool  # noqa: E402

if hasattr(multiprocessing.pool.Pool, "_get_sentinels"):
    multiprocessing.pool.Pool._get_sentinels = lambda pool: [pool._change_notifier._reader]
root = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(root, "tools"))
from lab import cli  # noqa: E402
from lab.base import llvm, reads  # noqa: E402
from lab.compile import matrix  # noqa: E402
from lab.suite import litformat  # noqa: E402

config.test_source_root = root
# Where assembly and lit's own files go: build/, or --param build=DIR (make check BUILD=DIR).
build = os.path.abspath(lit_config.params.get("build", os.path.join(root, "build")))
config.test_exec_root = os.path.join(build, "lit")
config.suffixes = [".check", ".s", ".test"]
config.excludes = ["build", "cases", "tools", ".ci", ".git", "Inputs"]


filecheck = llvm.tool("FileCheck")
if filecheck is None:
    lit_config.fatal(f"FileCheck not found: apt-get install llvm-{llvm.VERSION}-tools (or make setup)")
config.environment["PATH"] = os.path.dirname(filecheck) + os.pathsep + os.environ.get("PATH", "")
config.substitutions.append(("%oncelab", f"/usr/bin/python3 {os.path.join(root, 'tools', 'oncelab')}"))
# For tests of the harness itself, which run lit on a repository of their own.
config.substitutions.append(("%{lit}", f"{sys.executable} {os.path.join(os.path.dirname(lit.__file__), '..', 'lit.py')}"))
config.substitutions.append(("%{PATH}", config.environment["PATH"]))
# The build directory, for tests that keep what a later run may reuse (the report test's Chromium outputs).
config.substitutions.append(("%{build}", build))
# tools/oncelab, run by a test, asks llvm-mca only what make check's other tests have not (asm.share).
config.environment["ONCELAB_BUILD"] = build
# A lit run by a shell test of an outer make check: what its tests read of the corpus is the outer test's reading
# (tools/lab/base/reads.py), in this process, its workers and its own shell tests.
if os.environ.get(reads.WATCHED):
    reads.watch_from_environment()
    config.environment[reads.WATCHED] = os.environ[reads.WATCHED]

try:
    configs, _ = matrix.load(root)
except matrix.MatrixError as e:
    lit_config.fatal(str(e))

# --- Runtime demos (checks/demo/*.test, tools/lab/demo/demos.py) -----------------------------------------------
# Features for what this machine has to build and run them, each named after the Debian package that brings it,
# so that a test's REQUIRES: line says what to install: has-qemu-user (every /usr/bin/qemu-<target> the matrix's
# cross targets need), has-libc6-dev-arm64-cross (a target's C library), has-gcc-12-aarch64-linux-gnu (a
# compiler). Prefixed has-, because gcc-12, clang-19, aarch64 ... already are per-config features.
from lab.demo import demos  # noqa: E402

config.available_features.update(demos.features(configs))
# --- end of the runtime demos' block ----------------------------------------------------------------------------

# --- The HTML report (checks/report/*.test, tools/lab/show/report.py) -------------------------------------------
# Feature `chromium`: Debian's chromium is installed (make setup), so the report can be rendered headless and
# its DOM checked. Without it those tests are UNSUPPORTED, and this says once what to install.
import shutil  # noqa: E402

if shutil.which("chromium"):
    config.available_features.add("chromium")
else:
    lit_config.note("chromium is not installed: checks/report/*.test are UNSUPPORTED (apt-get install chromium)")
# --- end of the report's block ---------------------------------------------------------------------------------

# Each compiler is asked its version once, all of them at once (27 compilers one after another took 1.1 s of each
# make check's start); a missing one is said once, with the package that brings it.
import concurrent.futures  # noqa: E402

installed = sorted({c.executable for c in configs if c.installed()})
with concurrent.futures.ThreadPoolExecutor(8) as pool:
    versions = dict(zip(installed, pool.map(matrix.compiler_version, installed)))
missing = {c.executable: c.package for c in configs if c.executable not in versions}
for executable, package in sorted(missing.items()):
    lit_config.note(f"{executable} is not installed: its configs are UNSUPPORTED (apt-get install {package})")

# The format runs tools/oncelab asm in process where it can (lab/suite/inprocess.py): it is handed the command
# line's entry here, so that the suite stands below the commands rather than importing them.
config.test_format = litformat.OncelabFormat(root, build, filecheck, versions, cli.main)

# lit's default ("smart") order becomes the run's order of litformat.run_order; --order=lexical and random stay
# lit's. lit looks determine_order up when it orders the tests it has discovered, after reading this file.
import lit.cl_arguments  # noqa: E402
import lit.main  # noqa: E402


def _determine_order(tests, order, lits=lit.main.determine_order):
    if lit.cl_arguments.TestOrder(order) == lit.cl_arguments.TestOrder.SMART:
        litformat.run_order(tests)
    else:
        lits(tests, order)


lit.main.determine_order = _determine_order
