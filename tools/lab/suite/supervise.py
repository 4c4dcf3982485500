"""make check's runner: lit, then its results merged into BUILD/results.json; on an interrupt, every process
lit started, however deep, ended before make returns.

    tools/oncelab supervise BUILD LIT-COMMAND...

lit's workers ignore SIGINT, and so do the programs they start (an ignored signal stays ignored across
exec): a Ctrl-C reaches the whole process group, yet the report's Python and its Chromium, or a demo, would
run on after make had returned. So this process makes itself the subreaper of everything below it
(prctl PR_SET_CHILD_SUBREAPER: an orphan is re-parented here, not to init, so none escapes by a new
process group or session; it reaps each as it ends, where a Chromium's helpers would otherwise wait as zombies
until lit ends), and on SIGINT, SIGTERM or SIGHUP, and again when lit ends, ends every
descendant: SIGTERM, then SIGKILL for what is left after a second. The results each test wrote as it
ended are merged either way (tools/lab/prove/results.py): an interrupt loses none of them.
"""

import ctypes
import os
import signal
import subprocess
import sys
import time

from ..base import paths, text
from ..prove import results


PR_SET_CHILD_SUBREAPER = 36


class Interrupted(Exception):
    pass


def _children():
    """{parent pid: [child pid, ...]} of every process on the machine, from /proc."""
    tree = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()
        if fields[0] != "Z":
            tree.setdefault(int(fields[1]), []).append(int(entry))
    return tree


def descendants(pid):
    tree, found, todo = _children(), [], [pid]
    while todo:
        for child in tree.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def _reap():
    while True:
        try:
            if os.waitpid(-1, os.WNOHANG)[0] == 0:
                return
        except ChildProcessError:
            return


def end_all(grace=1.0):
    """End every descendant of this process: SIGTERM, then SIGKILL after `grace` seconds; returns when none
    is left."""
    me, deadline, sig = os.getpid(), time.monotonic() + grace, signal.SIGTERM
    while True:
        left = descendants(me)
        if not left:
            _reap()
            return
        for pid in left:
            try:
                os.kill(pid, sig)
            except ProcessLookupError:
                pass
        time.sleep(0.05)
        _reap()
        if time.monotonic() > deadline:
            sig = signal.SIGKILL


def main(argv):
    if len(argv) < 2:
        sys.exit("usage: tools/oncelab supervise BUILD COMMAND...")
    build, command = argv[0], argv[1:]
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)

    def stop(signum, frame):
        raise Interrupted(signum)
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, stop)
    env = dict(os.environ, ONCELAB_RUN=results.now())
    status = 0
    try:
        proc = subprocess.Popen(command, env=env)
        while True:     # until lit ends, reaping each orphan re-parented here
            pid, wait_status = os.wait()
            if pid == proc.pid:
                proc.returncode = status = os.waitstatus_to_exitcode(wait_status)
                break
    except Interrupted as e:
        for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(s, signal.SIG_IGN)
        status = 128 + e.args[0]
        print(f"make check: interrupted ({signal.Signals(e.args[0]).name}): ending every process it started",
              file=sys.stderr)
    finally:
        for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            signal.signal(s, signal.SIG_IGN)
        end_all()
        try:
            merged = results.merge(build)
        except (results.ResultsError, OSError) as e:
            print(f"make check: {e}", file=sys.stderr)
            status = status or 1
        else:
            print(f"make check: {text.many(merged, 'result')} of this run merged into "
                  f"{paths.shown(os.path.join(build, results.STORE))}",
                  file=sys.stderr if status else sys.stdout)
    sys.exit(status)
