"""Headless Chromium, started once for every page a tool renders (the report's and the workshop's screenshots,
domcheck.py's DOM dumps and layouts): a start (the browser, its zygotes, network and storage services) costs
several times what rendering a page does.

It speaks the Chrome DevTools Protocol (https://chromedevtools.github.io/devtools-protocol/) over
--remote-debugging-pipe: JSON messages, each ended by a NUL byte, on fd 3 (to Chromium) and fd 4 (from it).
Each DOM job opens its page in a new tab whose viewport is the job's size (the screenshots are all taken in
one tab: see Browser.screenshots). A DOM job waits for the page's load and gives what --dump-dom prints, or
what an expression of the job's own evaluates to (domcheck.py puts its pages in frames of one page, and reads
their DOMs and layouts once its keys' pages have loaded); a screenshot job gives the PNG of the viewport, scrollbars
hidden, once the page has loaded.

With ONCELAB_CHROMIUM_CACHE set to a directory (make check's report tests set it), a job on a page whose bytes,
the files beside it, the job's size and expression, the flags and Chromium are those of an earlier job
gives that job's output again; a run whose every job was done before starts no Chromium.
"""

import base64
import fcntl
import hashlib
import html
import itertools
import json
import os
import select
import shutil
import signal
import tempfile
import threading
import time
import typing

from ..base import files


FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         # domcheck.py's layout wrapper, a file:// page, reads the page under test in a file:// frame.
         "--allow-file-access-from-files"]

# What --dump-dom prints: the doctype on a line, then the document's markup, and a newline.
DOM = ("(document.doctype ? new XMLSerializer().serializeToString(document.doctype) + '\\n' : '') + "
       "document.documentElement.outerHTML + '\\n'")

# A promise kept once the page in window %s has settled: a page that goes on after its load event (a case page
# opening a config from its own file) keeps window.settled, kept once it shows what its address names; every
# other page has settled at its load. Kept, not broken, whatever the page's promise ends in.
SETTLED = "Promise.resolve(%s.settled).then(null, function () {})"

# The events a job waits for; the many others Chromium sends are dropped as they come.
_AWAITED = {"Page.lifecycleEvent"}


class ChromiumError(Exception):
    """Chromium missing, crashed or too slow, a page that does not load: one line."""


class Job(typing.NamedTuple):
    """A page to open in a width x height viewport: once it has loaded, the string a JavaScript expression
    evaluates to in it (`value`; by default its DOM; a promise is awaited, up to the timeout), or (png) a
    screenshot of it."""
    url: str
    size: tuple = (800, 600)
    png: bool = False
    value: str = DOM


def executable():
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    if not exe:
        raise ChromiumError("chromium is not installed: apt-get install chromium (or make setup)")
    return exe


def render(jobs, timeout=120):
    """Each job's output, in order: the DOM as text, or the screenshot as PNG bytes. One Chromium does every job
    the cache does not answer; none starts if it answers them all. timeout: seconds a job may take."""
    cache = os.environ.get("ONCELAB_CHROMIUM_CACHE")
    paths = [_cache_path(cache, job) if cache and job.url.startswith("file://") else None for job in jobs]
    outputs = [_cached(path) if path else None for path in paths]
    todo = [i for i, out in enumerate(outputs) if out is None]
    if todo:
        with Browser(timeout) as browser:
            shots = [i for i in todo if jobs[i].png]
            done = zip(shots, browser.screenshots([jobs[i] for i in shots])) if shots else []
            for i, out in itertools.chain(done, ((i, browser.open(jobs[i])) for i in todo if not jobs[i].png)):
                outputs[i] = out
                if paths[i]:
                    _keep(paths[i], out)
    return outputs


def _cache_path(cache, job):
    """Where a job's output is kept: named by what it depends on, Chromium itself, the flags, the job, and the page
    with every file beside it."""
    exe = os.path.realpath(executable())
    st = os.stat(exe)
    h = hashlib.sha256(repr((exe, st.st_size, st.st_mtime_ns, FLAGS, job.url.rsplit("/", 1)[-1], tuple(job.size),
                             job.png, job.value, directory_digest(job.url))).encode())
    return os.path.join(cache, h.hexdigest() + (".png" if job.png else ".html"))


def directory_digest(url):
    """A digest of every file in the directory of a file:// page and in the folders under it, by name and bytes:
    all a page of the report can load (it is static: a page loads only files beside it, and a case page its
    configs' from the folder beside it)."""
    directory = os.path.dirname(url[len("file://"):].split("#")[0])
    h = hashlib.sha256()

    def failed(e):
        raise ChromiumError(f"{url}: {e.strerror}")
    try:
        for top, folders, names in os.walk(directory, onerror=failed):
            folders.sort()
            for name in sorted(names):
                path = os.path.join(top, name)
                if not os.path.isfile(path):
                    continue
                with open(path, "rb") as f:
                    h.update(b"\0" + os.path.relpath(path, directory).encode() + b"\0" + f.read())
    except OSError as e:
        raise ChromiumError(f"{url}: {e.strerror}") from None
    return h.hexdigest()


def check_frame(url):
    """ChromiumError for a file:// page that is not there: in a frame it shows an error page, and no error."""
    if url.startswith("file://") and not os.path.isfile(url[len("file://"):].split("#")[0]):
        raise ChromiumError(f"chromium could not open {url}: no such file")


def _cached(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except FileNotFoundError:
        return None
    return data if path.endswith(".png") else data.decode()


def _keep(path, out):
    """Whole or absent (two lit workers may keep the same page at once): a later run never reads half of it."""
    files.write_whole(path, out if isinstance(out, bytes) else out.encode())


def _above_stdio(fd):
    """fd moved to 10 or above, where putting the child's fds 0 to 4 in place cannot overwrite it first."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return moved


class Browser:
    """One headless Chromium with a fresh, empty profile, in a process group of its own: on the way out, however
    it is left (an error, an interrupt, SIGTERM or SIGHUP, taken as an interrupt while it runs), the group is
    killed, so no process of it outlives the tool. Were the tool killed outright, Chromium would see its pipe
    close, and end."""

    def __init__(self, timeout):
        self.timeout = timeout
        self.pid = None
        self.fds = []
        self.next_id = 0
        self.buffer = b""
        self.events = []
        self.url = self.target = None
        self.deadline = None
        self.signals = {}

    def __enter__(self):
        exe = executable()
        self.tmp = tempfile.TemporaryDirectory(prefix="oncelab-chromium-")
        try:
            if threading.current_thread() is threading.main_thread():
                self.signals = {s: signal.signal(s, signal.default_int_handler) for s in (signal.SIGTERM, signal.SIGHUP)}
            self._start(exe)
            # With targets discovered, the browser sends Target.targetCrashed for a page that crashes (_wait reads it).
            self.url, self.deadline = "start-up", time.monotonic() + self.timeout
            self.call("Target.setDiscoverTargets", {"discover": True})
        except BaseException as e:
            self.__exit__(None, None, None)
            if isinstance(e, OSError):
                raise ChromiumError(f"chromium did not start: {exe}: {e.strerror}") from None
            raise
        return self

    def _start(self, exe):
        for _ in range(2):
            for fd in os.pipe():
                self.fds.append(fd)
                self.fds[-1] = _above_stdio(fd)
        to_chromium, self.writer, self.reader, from_chromium = self.fds
        self.log = os.path.join(self.tmp.name, "stderr")
        profile = os.path.join(self.tmp.name, "profile")
        self.pid = os.posix_spawn(exe, [exe, *FLAGS, "--remote-debugging-pipe", f"--user-data-dir={profile}"],
                                  os.environ, setpgroup=0, file_actions=[
                                      (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                                      (os.POSIX_SPAWN_OPEN, 1, self.log, os.O_WRONLY | os.O_CREAT, 0o600),
                                      (os.POSIX_SPAWN_DUP2, 1, 2),
                                      (os.POSIX_SPAWN_DUP2, to_chromium, 3),
                                      (os.POSIX_SPAWN_DUP2, from_chromium, 4)])
        for fd in (to_chromium, from_chromium):    # Chromium's ends: with them closed here, its exit is EOF
            os.close(fd)
            self.fds.remove(fd)

    def __exit__(self, *exc):
        try:
            self._end()
        finally:
            for fd in self.fds:
                os.close(fd)
            self.tmp.cleanup()
            for s, handler in self.signals.items():
                signal.signal(s, handler)

    def _end(self):
        """Kill the group (the browser, its zygotes and renderers, at once), then reap the browser: its exit status.
        Until it is reaped, the browser's pid, the group's id, cannot be another's."""
        if self.pid is None:
            return None
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        _, status = os.waitpid(self.pid, 0)
        self.pid = None
        return os.waitstatus_to_exitcode(status)

    def open(self, job):
        """A DOM job's output (Job; screenshots are taken by screenshots()); ChromiumError if the page does not
        load, or Chromium or the page crashes."""
        session = self._load(job)
        found = self.call("Runtime.evaluate", {"expression": job.value, "returnByValue": True, "awaitPromise": True},
                          session)
        if "exceptionDetails" in found:
            raise ChromiumError(f"chromium could not read {'the DOM' if job.value == DOM else 'the output'} "
                                f"of {job.url}: {found['exceptionDetails'].get('text', 'an exception')}")
        self.call("Target.closeTarget", {"targetId": self.target})
        return found["result"]["value"]

    def screenshots(self, jobs):
        """Each (png) job's screenshot, all in one tab (a tab costs Chromium several times what a frame does): the
        jobs' pages in frames of one page, each frame its job's viewport, shown alone in a viewport of that size.
        The pixels are those of the page in a tab of its own. Each frame loads in turn, so that a page too slow
        is the one a timeout names, and is taken once it has settled (SETTLED)."""
        for job in jobs:
            check_frame(job.url)
        wrapper = os.path.join(self.tmp.name, "screenshots.html")
        with open(wrapper, "w") as f:
            f.write('<!DOCTYPE html><html><body style="margin:0">' + "".join(
                f'<iframe data-src="{html.escape(job.url)}" width="{job.size[0]}" height="{job.size[1]}" '
                f'style="border:0;position:absolute;left:0;top:0;visibility:hidden"></iframe>' for job in jobs) +
                '</body></html>')
        session = self._load(Job("file://" + wrapper, jobs[0].size, png=True))
        outs = []
        for i, job in enumerate(jobs):
            self.url, self.deadline = job.url, time.monotonic() + self.timeout
            self._viewport(job.size, session)
            show = (f"new Promise(function (resolve) {{ var frames = document.querySelectorAll('iframe'); "
                    f"frames.forEach(function (f, i) {{ f.style.visibility = i === {i} ? 'visible' : 'hidden'; }}); "
                    f"var frame = frames[{i}]; frame.onload = function () {{ "
                    f"({SETTLED % 'frame.contentWindow'}).then(resolve); }}; frame.src = frame.dataset.src; }})")
            self.call("Runtime.evaluate", {"expression": show, "awaitPromise": True}, session)
            outs.append(self._capture(session))
        self.call("Target.closeTarget", {"targetId": self.target})
        return outs

    def _load(self, job):
        """A new tab with the job's viewport, on the job's page once it has loaded: the tab's session."""
        self.url, self.deadline = job.url, time.monotonic() + self.timeout
        target = self.target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=session)
        self.call("Page.setLifecycleEventsEnabled", {"enabled": True}, session)
        self._viewport(job.size, session)
        if job.png:
            self.call("Emulation.setScrollbarsHidden", {"hidden": True}, session)
        navigated = self.call("Page.navigate", {"url": job.url}, session)
        if navigated.get("errorText"):
            raise ChromiumError(f"chromium could not open {job.url}: {navigated['errorText']}")
        self.wait(lambda m: m.get("method") == "Page.lifecycleEvent" and m["params"]["name"] == "load" and
                  m["params"]["loaderId"] == navigated.get("loaderId"), session)
        return session

    def _viewport(self, size, session):
        self.call("Emulation.setDeviceMetricsOverride", {"width": size[0], "height": size[1], "deviceScaleFactor": 1,
                                                         "mobile": False}, session)

    def _capture(self, session):
        return base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"}, session)["data"])

    def call(self, method, params=None, session=None):
        """Send a command and return its result."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        try:
            while data:
                data = data[os.write(self.writer, data):]
        except BrokenPipeError:
            self._died()
        answer = self.wait(lambda m, n=self.next_id: m.get("id") == n)
        if "error" in answer:
            raise ChromiumError(f"chromium on {self.url}: {method}: {answer['error'].get('message', answer['error'])}")
        return answer["result"]

    def wait(self, wanted, session=None):
        """The first message that `wanted` accepts (of `session`, if given); the awaited events that come before it
        are kept for a later wait."""
        def mine(m):
            return (session is None or m.get("sessionId") == session) and wanted(m)
        for i, m in enumerate(self.events):
            if mine(m):
                return self.events.pop(i)
        while True:
            m = self._receive()
            if mine(m):
                return m
            if m.get("method") == "Target.targetCrashed" and m["params"]["targetId"] == self.target:
                raise ChromiumError(f"chromium: the page crashed on {self.url}")
            if m.get("method") in _AWAITED:
                self.events.append(m)

    def _receive(self):
        while b"\0" not in self.buffer:
            left = self.deadline - time.monotonic()
            if left <= 0 or not select.select([self.reader], [], [], left)[0]:
                raise ChromiumError(f"chromium took over {self.timeout} s on {self.url}; stopped")
            data = os.read(self.reader, 1 << 20)
            if not data:
                self._died()
            self.buffer += data
        message, _, self.buffer = self.buffer.partition(b"\0")
        return json.loads(message)

    def _died(self):
        """Chromium ended (its pipe closed): how, with the last line it wrote."""
        code = self._end()
        with open(self.log, errors="replace") as f:
            last = [line for line in f.read().splitlines() if line.strip()][-1:] or ["no output"]
        raise ChromiumError(f"chromium failed on {self.url} (exit {code}): {last[0]}")
