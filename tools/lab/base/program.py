"""A program run to its end with a deadline: subprocess.run(argv, capture_output=True, text=True, timeout=T),
less the polling of subprocess's wait.

subprocess waits for a program's exit with a timeout by looking, then sleeping 1, 2, 4 ... ms between looks. A
program closes its output a moment before the kernel reports its exit, and with two lit workers and their
programs on two CPUs the first look often comes in that moment (after 86 of 1860 compiles in one serial run;
without it, the idle CPU of a two-worker run of those tests was about half): the worker then sleeps a
millisecond or more with its CPU idle. Here the wait is on the program's pidfd, which is readable the moment
it has exited.

Here too: where a program is on PATH (which), and a program as what a build depends on (binary)."""

import functools
import os
import select
import subprocess


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
