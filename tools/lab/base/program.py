"""A program run to its end with a deadline: subprocess.run(argv, capture_output=True, text=True, timeout=T),
less the polling of subprocess's wait.

subprocess waits for a program's exit with a timeout by looking, then sleeping 1, 2, 4 ... ms between looks. A
program closes its output a moment before the kernel reports its exit, and with two lit workers and their
programs on two CPUs the first look often comes in that moment (after 86 of 1860 compiles in one serial run;
without it, the idle CPU of a two-worker run of those tests was about half): the worker then sleeps a
millisecond or more with its CPU idle. Here the wait is on the program's pidfd, which is readable the moment
it has exited.

Here too: programs run as process groups of their own, every one still running ended at once (run_group,
end_groups: make demo's drivers, the commands the docs give); where a program is on PATH (which), and a program
as what a build depends on (binary)."""

import functools
import os
import select
import signal
import subprocess
import threading
import time


class _Program(subprocess.Popen):
    def wait(self, timeout=None):
        if timeout is not None and self.returncode is None:
            pidfd = os.pidfd_open(self.pid)
            try:
                exited = select.select([pidfd], [], [], timeout)[0]
            finally:
                os.close(pidfd)
            if not exited:
                raise subprocess.TimeoutExpired(self.args, timeout)
        return super().wait()


def run(argv, timeout, input=None, **popen_args):
    """subprocess.CompletedProcess of argv, its output and errors as text; raises subprocess.TimeoutExpired,
    having killed it, where it runs past timeout seconds, and OSError where it cannot start."""
    with _Program(argv, stdin=subprocess.PIPE if input is not None else None, stdout=subprocess.PIPE,
                  stderr=subprocess.PIPE, text=True, **popen_args) as proc:
        try:
            out, err = proc.communicate(input, timeout=timeout)
        except BaseException:       # past the deadline, or interrupted: leave no program behind
            proc.kill()
            proc.wait()
            raise
    return subprocess.CompletedProcess(argv, proc.returncode, out, err)


# The process groups run_group has running; once end_groups() is called, no new one starts until allow_groups().
_groups = set()
_groups_lock = threading.Lock()
_ending = threading.Event()


def _kill_group(pgid):
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        pass


def run_group(argv, timeout, cwd=None):
    """argv in a process group of its own (a shell's pipeline, a program's helpers, ended with it): (its exit
    status, or None where it was killed past timeout seconds; its output; its errors; the seconds it took).
    Raises KeyboardInterrupt where end_groups() has been called."""
    start = time.monotonic()
    with _groups_lock:
        if _ending.is_set():
            raise KeyboardInterrupt
        proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, start_new_session=True)
        _groups.add(proc.pid)
    try:
        out, err = proc.communicate(timeout=timeout)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid)
        out, err = proc.communicate()
        code = None
    finally:
        _kill_group(proc.pid)          # threads or helpers it left behind, if any
        with _groups_lock:
            _groups.discard(proc.pid)
    return code, out, err, time.monotonic() - start


def end_groups():
    """Kill every process group run_group has running; none starts after, until allow_groups()."""
    _ending.set()
    with _groups_lock:
        for pgid in list(_groups):
            _kill_group(pgid)


def allow_groups():
    _ending.clear()


@functools.lru_cache(maxsize=None)
def binary(executable):
    """A program as what it runs depends on it (a compiler, for a build): the file it resolves to, its size and
    modification time."""
    path = os.path.realpath(which(executable) or executable)
    try:
        st = os.stat(path)
    except OSError:
        return path, None
    return path, st.st_size, st.st_mtime_ns


@functools.lru_cache(maxsize=None)
def which(executable):
    """Where the executable is on PATH, or None: asked once per process."""
    import shutil       # here: asm on a .s file asks for no compiler, and shutil's imports cost it 2 ms
    return shutil.which(executable)
