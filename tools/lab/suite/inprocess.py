"""`tools/oncelab asm` in the lit worker's own process, where that is the same as starting it.

Why: make check's shell tests run `%oncelab asm` about 350 times (each hand-broken fixture once, the isa tests); a
start of python3 with the harness's imports costs ~54 ms of CPU, the work itself a few.

What is guaranteed: while a shell test runs (installed()), lit's internal shell runs a command in process only
where it is `/usr/bin/python3 <the harness's own>/tools/oncelab asm ...` (no env, not or glob), the first command
of a pipeline or the only one with its stdout sent by `>` or `>>` to a file; with no timeout set; where the test's
environment names the worker's build, no ONCELAB_MATRIX, the worker's LLVM; where the harness's code has not
changed since the worker loaded it; and where python3, started in that environment, agrees with this interpreter
on all that shapes the output (FACTS: its version, the encodings of stdout, files and paths, its flags, its module
path). cli.main then runs with the test's environment (and what python3 adds to it at start), cwd and argv, stdout
and stderr on files (not a tty), warnings recorded, every lru_cache of the harness empty as in a new process; all
it changes (os.environ, cwd, sys.argv, file descriptors 1 and 2, SIGPIPE, what sharing.share sets,
tempfile's directory, the caches) comes back after, even on an exception. Only a clean success counts: exit status
0, nothing on stderr, no warning; its stdout goes on to the next command through a file in the test's scratch
space (or to the `>` file), and lit's log shows the command as it shows a process that printed nothing else. Any
other outcome, and the real process runs the command instead: every error a test checks is the real tool's.
"""

import ast
import codecs
import contextlib
import functools
import locale
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import warnings

import lit.ShCommands
import lit.TestRunner

from ..base import llvm, paths, sharing


TOOLS = os.path.dirname(paths.LAB)
SCRIPT = os.path.join(TOOLS, "oncelab")
LOADED = time.time()        # imported with the rest of the harness, when lit read lit.cfg.py
# Path entries one side has by design: -c's '', the script's directory (tools/, lit.cfg.py's too) and lit's.
OWN = ["", TOOLS, os.path.dirname(os.path.dirname(os.path.abspath(lit.__file__)))]
# What, besides the environment a run reads, shapes tools/oncelab's output in an interpreter.
FACTS = ("(sys.version, codecs.lookup(sys.stdout.encoding).name, sys.stdout.errors, "
         "codecs.lookup(locale.getpreferredencoding(False)).name, codecs.lookup(sys.getfilesystemencoding()).name, "
         "sys.getfilesystemencodeerrors(), sys.flags.optimize, sys.flags.dev_mode, "
         "sys.get_int_max_str_digits(), os.environ.get('PYTHONHASHSEED'), [p for p in sys.path if p not in OWN])")
# What lit's shell treats otherwise alone than in a pipeline (TestRunner._executeShCmd's in-process builtins), and
# the words it strips before them: a command left alone when the first goes must not be one.
LIT_ALONE = {"cd", "export", "echo", "@echo", "mkdir", "popd", "pushd", "rm", ":", "env", "not", "!"}
LAB_PACKAGE = __package__.split(".")[0] + "."     # lab.: every stage's modules, whose caches a run starts without
_probed = {}     # (python, the environment) -> (its FACTS, what it adds to the environment), or None


@contextlib.contextmanager
def installed(build_dir, test, main):
    """lit's internal shell, while test runs, with tools/oncelab asm in process where that is the same; main is
    tools/oncelab's entry (lab.cli.main, which lit.cfg.py hands the format: the suite does not import the
    commands)."""
    original = lit.TestRunner._executeShCmd

    def execute(cmd, shenv, results, timeout_helper):
        if isinstance(cmd, lit.ShCommands.Pipeline) and not timeout_helper.active():
            status = _pipeline(cmd, shenv, results, timeout_helper, build_dir, test, original, main)
            if status is not None:
                return status
        return original(cmd, shenv, results, timeout_helper)

    lit.TestRunner._executeShCmd = execute       # lit's own recursion (&&, ;) finds it here too
    try:
        yield
    finally:
        lit.TestRunner._executeShCmd = original


def _pipeline(cmd, shenv, results, timeout_helper, build_dir, test, original, main):
    """The pipeline's exit status with its first command run in process, or None where it is not (see above)."""
    first, rest = cmd.commands[0], cmd.commands[1:]
    args = first.args
    if not (args[1:3] == [SCRIPT, "asm"] and all(isinstance(a, str) for a in args) and
            os.path.realpath(args[0]) == os.path.realpath(sys.executable)):
        return None
    if rest and (first.redirects or any(op == ("<",) for op, _ in rest[0].redirects) or
                 len(rest) == 1 and str(rest[0].args[0]) in LIT_ALONE):
        return None
    if not rest and not (len(first.redirects) == 1 and first.redirects[0][0] in ((">",), (">>",)) and
                         isinstance(first.redirects[0][1], str)):
        return None
    env = _environment(shenv.env, build_dir, args[0])
    if env is None:
        return None
    scratch = os.path.dirname(lit.TestRunner.getTempPaths(test)[1])      # lit made it for the test
    with tempfile.NamedTemporaryFile(dir=scratch, prefix="oncelab-asm.", suffix=".stdout") as out:
        if not _run(main, args[1:], env, shenv.cwd, out):
            return None
        results.append(lit.TestRunner.ShellCommandResult(first, "", "", 0, False))
        if rest:        # the next command reads what the pipe would have carried
            piped = lit.ShCommands.Command(rest[0].args, rest[0].redirects + [(("<",), out.name)])
            return original(lit.ShCommands.Pipeline([piped] + rest[1:], cmd.negate, cmd.pipe_err), shenv, results,
                            timeout_helper)
        op, name = first.redirects[0]
        out.seek(0)
        with open(os.path.join(shenv.cwd, name), "ab" if op == (">>",) else "wb") as f:
            shutil.copyfileobj(out, f)
        return (not 0) if cmd.negate else 0       # as lit says a one-command pipeline's status


def _environment(env, build_dir, python):
    """The environment a run in process gets (env, and what python adds to it at start), or None where this
    process's modules, code or interpreter are not what a new process would have."""
    if env.get(paths.IN_MAKE_CHECK) != build_dir or "ONCELAB_MATRIX" in env or llvm.version(env) != llvm.VERSION:
        return None
    if threading.current_thread() is not threading.main_thread() or not _standard_streams():
        return None     # cli.main sets a signal handler
    if any(os.path.getmtime(p) >= LOADED for p in paths.code()):
        return None
    key = (python, tuple(sorted(env.items())))
    if key not in _probed:
        _probed[key] = _probe(python, env)
    if _probed[key] is None or _probed[key][0] != eval(FACTS, {"codecs": codecs, "locale": locale, "os": os,
                                                                "sys": sys, "OWN": OWN}):
        return None
    return dict(env, **_probed[key][1])


def _standard_streams():
    """Whether sys.stdout and sys.stderr write file descriptors 1 and 2, which a run's stdout and stderr replace."""
    try:
        return sys.stdout.fileno() == 1 and sys.stderr.fileno() == 2
    except (AttributeError, OSError, ValueError):     # None, closed, or not a file
        return False


def _probe(python, env):
    """(FACTS, the variables it sets or changes in its environment at start: LC_CTYPE in a C locale) of python
    started in env, or None where it does not answer."""
    code = f"import codecs, locale, os, sys; OWN = {OWN!r}; print(ascii(({FACTS}, dict(os.environ))))"
    try:
        proc = subprocess.run([python, "-c", code], env=env, capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=60)
        facts, environ = ast.literal_eval(proc.stdout)
    except (OSError, subprocess.SubprocessError, ValueError, SyntaxError):
        return None
    return facts, {k: v for k, v in environ.items() if env.get(k) != v}


def _run(main, argv, env, cwd, out):
    """main as `python3 ARGV` started in env and cwd runs it, its stdout into out: whether it succeeded
    cleanly. Everything it changes is put back."""
    with contextlib.ExitStack() as undo, tempfile.TemporaryFile() as err:
        environ = dict(os.environ)
        undo.callback(lambda: (os.environ.clear(), os.environ.update(environ)))
        undo.callback(os.chdir, os.getcwd())
        undo.callback(setattr, sys, "argv", sys.argv)
        undo.callback(signal.signal, signal.SIGPIPE, signal.getsignal(signal.SIGPIPE))
        undo.callback(setattr, tempfile, "tempdir", tempfile.tempdir)
        undo.enter_context(sharing.saved())
        undo.callback(_fresh_caches())
        for fd, stream in ((1, sys.stdout), (2, sys.stderr)):
            stream.flush()
            saved = os.dup(fd)
            undo.callback(os.close, saved)
            undo.callback(os.dup2, saved, fd)
            undo.callback(stream.flush)      # first, so that what it wrote goes to its file
        try:
            os.environ.clear()
            os.environ.update(env)
            os.chdir(cwd)
            sys.argv, tempfile.tempdir = list(argv), None
            os.dup2(out.fileno(), 1)
            os.dup2(err.fileno(), 2)
            with warnings.catch_warnings(record=True) as warned:
                warnings.simplefilter("always")
                try:
                    main()
                except SystemExit as e:
                    if e.code not in (0, None):
                        return False
                sys.stdout.flush()
                sys.stderr.flush()
        except Exception:       # an error of its own, or of setting it up: the real process says which
            return False
        return not warned and os.fstat(err.fileno()).st_size == 0


def _fresh_caches():
    """Every lru_cache of the harness's modules empty, as in a new process; returns what puts the worker's back
    (and empties those of a module first imported meanwhile)."""
    def caches():
        return [(module, name, f) for module_name, module in list(sys.modules.items())
                if module_name.startswith(LAB_PACKAGE) for name, f in list(vars(module).items())
                if hasattr(f, "cache_clear") and getattr(f, "__module__", None) == module_name]
    saved = caches()
    for module, name, f in saved:
        setattr(module, name, functools.lru_cache(**f.cache_parameters())(f.__wrapped__))

    def restore():
        for _, _, f in caches():
            f.cache_clear()
        for module, name, f in saved:
            setattr(module, name, f)
    return restore
