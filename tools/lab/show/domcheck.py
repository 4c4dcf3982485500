"""tools/oncelab domcheck: assertions on the DOM headless Chromium rendered from the report and the workshop's
pages (checks/report/*.test).

  domcheck JOB [-- JOB]...                dump and layout jobs, each page in a frame of one page, in one tab
                                             of one headless Chromium (fresh profile):
    dump URL OUT                             write the DOM URL rendered to OUT
    layout URL WIDTHxHEIGHT OUT [KEY...]     URL laid out in a WIDTHxHEIGHT window (an iframe of that size:
                                             1024 px at 1.5x zoom is 683x512): fails if the page scrolls
                                             sideways; writes to OUT where the element its address (#id) names
                                             is in the window, whether its first plain/once pair sits side
                                             by side and how many of its columns scroll their own lines, then,
                                             pressing each KEY (ArrowRight ...) in turn, the page each key led to
                                             (a KEY click:SELECTOR clicks that element: where the address's
                                             element then is); and for the atlas whether it fits the window
  domcheck index DOM --cases-dir DIR [--extra N]
                                             the atlas has one row per case (DIR/**/*.c, plus N extra cases),
                                             each with the same number of cells as the header has configs
  domcheck case DOM FUNCTION...           the config shown has each FUNCTION's assembly, with accesses highlighted
  domcheck text DOM SELECTOR-CLASS TEXT   an element of that class has TEXT in its text (so '<' was escaped)
  domcheck png FILE... | DIR              each FILE (or DIR's, at least 2) is a non-empty PNG image
  domcheck weigh DIR MB SECONDS           no file of the site in DIR is over MB megabytes (a page, or a config's
                                             section a case page loads), and its largest page, opened in a tab
                                             of its own, has settled within SECONDS of its navigation
  domcheck workshop DOM                   a presenter page: the arrows, plain and once side by side with a
                                             shared variable's access highlighted and named, the atlas row and
                                             the demo's result (or that none is recorded)
Each failure is one line, and exit status 1.
"""

import glob
import os
import re
import sys
import html.parser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children = tag, dict(attrs), parent, []

    @property
    def classes(self):
        return set((self.attrs.get("class") or "").split())

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def walk(self):
        for c in self.children:
            if isinstance(c, Node):
                yield c
                yield from c.walk()

    def find(self, tag=None, cls=None, **attrs):
        return [n for n in self.walk() if (tag is None or n.tag == tag) and (cls is None or cls in n.classes)
                and all(n.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())]

    def hidden(self):
        node = self
        while node is not None:
            if "hidden" in node.attrs:
                return True
            node = node.parent
        return False


class Parser(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {}, None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def load(path):
    p = Parser()
    with open(path, encoding="utf-8") as f:
        p.feed(f.read())
    return p.root


def fail(message):
    sys.exit(f"domcheck: {message}")


def index(dom_path, cases_dir, extra):
    dom = load(dom_path)
    tables = dom.find("table", id="atlas")
    if not tables:
        fail(f"{dom_path}: no table#atlas")
    cases = sorted(os.path.relpath(p, cases_dir)[:-2]
                   for p in glob.glob(os.path.join(cases_dir, "**", "*.c"), recursive=True))
    rows = tables[0].find("tr", cls="case")
    if len(rows) != len(cases) + extra:
        fail(f"{dom_path}: the atlas has {len(rows)} case rows, and there are {len(cases)} cases in {cases_dir}"
             f"{f' plus {extra} extra' if extra else ''}")
    named = {r.attrs.get("data-case") for r in rows}
    missing = [c for c in cases if c not in named]
    if missing:
        fail(f"{dom_path}: no atlas row for {', '.join(missing)}")
    levels = len(tables[0].find("th", cls="level"))
    for r in rows:
        cells = r.find("td", cls="cell")
        if len(cells) != levels:
            fail(f"{dom_path}: row {r.attrs.get('data-case')} has {len(cells)} cells for {levels} configs")
        if not all(c.find("a") and c.find("a")[0].attrs.get("href", "").startswith("case-") for c in cells):
            fail(f"{dom_path}: row {r.attrs.get('data-case')}: a cell without a link to its case page")
    print(f"domcheck: {dom_path}: {len(rows)} case rows x {levels} configs")


def case(dom_path, functions):
    dom = load(dom_path)
    shown = [s for s in dom.find("section", cls="config") if not s.hidden()]
    if len(shown) != 1:
        fail(f"{dom_path}: {len(shown)} config sections shown; the picker shows exactly one")
    section = shown[0]
    for name in functions:
        pres = section.find("pre", cls="asm", data_function=name)
        if not pres:
            fail(f"{dom_path}: {section.attrs.get('data-config')}: no assembly of {name}")
        marked = [l for l in pres[0].find("span", cls="access")
                  if l.classes & {"load", "store", "both", "pool"} and l.find("span", cls="mark")]
        if not marked:
            fail(f"{dom_path}: {section.attrs.get('data-config')}: {name}'s assembly has no highlighted access")
        if not pres[0].find("span", cls="nf") and not pres[0].find("span", cls="nl"):
            fail(f"{dom_path}: {name}'s assembly is not highlighted by Pygments (no label token)")
    print(f"domcheck: {dom_path}: {section.attrs.get('data-config')} shows {', '.join(functions)} with accesses marked")


def text(dom_path, cls, wanted):
    dom = load(dom_path)
    nodes = dom.find(cls=cls)
    if not any(wanted in n.text() for n in nodes):
        fail(f"{dom_path}: no .{cls} element has the text {wanted!r}")
    for n in nodes:
        if n.find("script"):
            fail(f"{dom_path}: a <script> element inside .{cls}: the source was not escaped")
    print(f"domcheck: {dom_path}: .{cls} has {wanted!r} as text")


def png(paths):
    if len(paths) == 1 and os.path.isdir(paths[0]):
        paths = sorted(glob.glob(os.path.join(paths[0], "*.png")))
        if len(paths) < 2:
            fail(f"{paths[0] if paths else 'the directory'}: fewer than 2 screenshots (the index and a case page)")
    for path in paths:
        try:
            with open(path, "rb") as f:
                head = f.read(8)
            size = os.path.getsize(path)
        except OSError as e:
            fail(f"{path}: {e.strerror}")
        if head != b"\x89PNG\r\n\x1a\n" or size < 1000:
            fail(f"{path}: not a PNG image of any size ({size} bytes)")
    print(f"domcheck: {len(paths)} screenshots")


def weigh(directory, megabytes, seconds):
    try:
        limit, time_limit = float(megabytes), float(seconds)
    except ValueError:
        fail(f"weigh {megabytes} {seconds}: the limits are numbers (megabytes, seconds)")
    found = []
    try:
        for top, _, names in os.walk(directory):
            found += [(os.path.getsize(os.path.join(top, n)), os.path.join(top, n)) for n in names]
    except OSError as e:
        fail(f"{e.filename}: {e.strerror}")
    pages = sorted((size, path) for size, path in found if path.endswith(".html"))
    if not pages:
        fail(f"{directory}: no page (*.html) to weigh")
    for size, path in sorted(found, reverse=True):
        if size > limit * 1e6:
            fail(f"{path}: {size / 1e6:.1f} MB, over {megabytes} MB")
    size, page = pages[-1]
    from . import chromium
    # How long the page took, in ms from its navigation, to settle and draw its next frame.
    loaded = (f"{chromium.SETTLED % 'window'}.then(function () {{ return new Promise(function (resolve) {{ "
              f"requestAnimationFrame(function () {{ resolve(performance.now()); }}); }}); }})")
    try:
        with chromium.Browser(120) as browser:   # not cached (ONCELAB_CHROMIUM_CACHE): a time is measured now
            took = browser.open(chromium.Job("file://" + os.path.abspath(page), (1280, 720), value=loaded)) / 1000
    except chromium.ChromiumError as e:
        fail(str(e))
    except KeyboardInterrupt:           # Chromium is ended on the way out (chromium.Browser)
        fail("interrupted")
    others = [(s, p) for s, p in found if not p.endswith(".html")]
    print(f"domcheck: {len(found)} files, {sum(s for s, _ in found) / 1e6:.1f} MB; the largest page "
          f"{os.path.relpath(page, directory)}, {size / 1e6:.2f} MB, settles in {took:.1f} s"
          + (f"; the largest other file {os.path.relpath(max(others)[1], directory)}, {max(others)[0] / 1e6:.2f} MB"
             if others else ""))
    if took > time_limit:
        fail(f"{page}: settles in {took:.1f} s, over {seconds} s")


def workshop(dom_path):
    dom = load(dom_path)
    if not dom.find("a", id="prev") and not dom.find("a", id="next"):
        fail(f"{dom_path}: no arrow (a#prev, a#next) to move between steps")
    sections = dom.find("section", cls="config")
    if len(sections) != 1:
        fail(f"{dom_path}: {len(sections)} config sections; a step shows one")
    pairs = sections[0].find("div", cls="pair")
    if not pairs or len(pairs[0].find("pre", cls="asm")) != 2:
        fail(f"{dom_path}: no plain and once assembly side by side")
    named = [v.text() for v in sections[0].find("span", cls="var") if "shared" in v.parent.parent.classes]
    if not named:
        fail(f"{dom_path}: no access to a shared variable highlighted and named")
    if not dom.find("section", cls="atlas-row"):
        fail(f"{dom_path}: no atlas row")
    demo = dom.find("section", cls="demo")
    if not demo or not (demo[0].find("table", cls="demo-runs") or demo[0].find("p", cls="no-demo")):
        fail(f"{dom_path}: no demo result, nor 'no demo run recorded'")
    print(f"domcheck: {dom_path}: step {dom.find('body')[0].attrs.get('data-step')}, "
          f"{sections[0].attrs.get('data-config')}, shared accesses named: {', '.join(sorted(set(named)))}")


# Every job's page in an iframe of one wrapper page, in one tab (a tab costs Chromium several times what a frame
# does): a dump's frame is the 800x600 window a page had in a tab of its own, a layout's the job's window. The
# frames overlap at the top left, all in the viewport, where none is throttled. Each frame's own script is left
# alone; the job's output (the frame's DOM as --dump-dom prints it, or its facts) is read from this page by
# OUTPUTS (lab.show.chromium starts Chromium with --allow-file-access-from-files, which lets a file:// page read a
# file:// frame).
# A key goes to another page if its handler starts a navigation, which fires the page's beforeunload before
# dispatchEvent returns; the page it went to is the frame's at the next load. Neither a timer nor virtual time
# decides it: virtual time jumps to the next timer whenever the renderer waits (a navigation on a loaded machine
# once waited past a 1000 ms timer between its commit and its load: "ArrowRight stays on step-02.html", in CI),
# and once its budget has run out it stands still, loads too (a cold check then hung for 120 s). The pages'
# scripts do all their work as they load, but for a case page opening a config from its file, whose promise
# window.settled (chromium.SETTLED) a page is read after, so nothing needs time after it.
WRAPPER = """<!DOCTYPE html><html><head><meta charset="utf-8"><!-- @DIGESTS@ --></head>
<body style="margin:0">@FRAMES@<script>
var jobs = @JOBS@, facts = [], finished = [], whenFinished = null;
function settled(frame) { return @SETTLED@; }
jobs.forEach(function (keys, i) {
  var frame = document.getElementById("f" + i), pending = null;
  if (keys === null) { frame.src = frame.dataset.src; return; }     // a dump: read once the layouts have finished
  facts[i] = [];
  function page() {      // an error page (a key's link to a missing file) is not this page's to read
    try { var p = frame.contentWindow.location.pathname; } catch (e) { return "an error page"; }
    return p.slice(p.lastIndexOf("/") + 1);
  }
  function address() {  // the element the address names, and how far from the window's top: 0 where it was scrolled to
    var w = frame.contentWindow, id = decodeURIComponent(w.location.hash.slice(1));
    var e = id && w.document.getElementById(id);
    return "#" + id + (e ? " at y " + Math.round(e.getBoundingClientRect().top) : " names no element");
  }
  function measure() {
    var d = frame.contentDocument, e = d.documentElement;
    facts[i].push("page " + page() + " scroll-width " + e.scrollWidth + " client-width " + e.clientWidth);
    if (frame.contentWindow.location.hash) facts[i].push("address " + address());
    var table = d.getElementById("atlas");
    if (table) facts[i].push("atlas " + (table.offsetWidth <= table.parentNode.clientWidth ? "fits" : "scrolls") +
                             " " + table.offsetWidth + " in " + table.parentNode.clientWidth);
    var pair = Array.prototype.find.call(d.querySelectorAll(".pair"), function (p) { return p.offsetParent; });
    if (pair) {
      var c = pair.querySelectorAll(".column");
      var a = c[0].getBoundingClientRect(), b = c[1] && c[1].getBoundingClientRect();
      facts[i].push("pair " + (b && b.top === a.top && b.left >= a.right ? "side by side" : "stacked") +
                    " " + Math.round(a.width) + "+" + (b ? Math.round(b.width) : 0));
      var pres = pair.querySelectorAll("pre.asm");
      facts[i].push("asm wider than its column: " + Array.prototype.filter.call(pres, function (p) {
        return p.scrollWidth > p.clientWidth; }).length + " of " + pres.length);
    }
  }
  function next() {
    while (keys.length) {
      var key = keys.shift(), w = frame.contentWindow, leaving = false;
      if (key.indexOf("click:") === 0) {   // a click on the element a selector names, read once the page settles
        var target = w.document.querySelector(key.slice(6));
        if (!target) { facts[i].push(key + " finds no element"); continue; }
        target.click();
        settled(frame).then(function () { facts[i].push(key + " shows " + address()); next(); });
        return;
      }
      var leave = function () { leaving = true; };
      w.addEventListener("beforeunload", leave);
      w.document.dispatchEvent(new w.KeyboardEvent("keydown", {key: key, bubbles: true}));
      w.removeEventListener("beforeunload", leave);
      if (leaving) { pending = key; return; }
      facts[i].push(key + " stays on " + page());
    }
    finished[i] = true;
    if (whenFinished) whenFinished();
  }
  frame.addEventListener("load", function () {
    if (pending) {
      var here = page();
      facts[i].push(pending + " goes to " + here);
      pending = null;
      if (here === "an error page") keys.length = 0;      // no key is pressed on it
      next();
    } else if (!facts[i].length) {
      settled(frame).then(function () { measure(); next(); });
    } else {            // a page that navigates later than its key's handler: seen if before the layouts finish
      facts[i].push("then, no key pending, went to " + page());
    }
  });
  frame.src = frame.dataset.src;  // only now: a page that loaded before the listener was added would never finish
});
</script></body></html>
"""

# What the job gives, once every layout has pressed its keys and seen their pages load: each frame's output, in
# job order, as a JSON array of strings.
OUTPUTS = """new Promise(function (resolve) {
  whenFinished = function () {
    if (!jobs.every(function (keys, i) { return keys === null || finished[i]; })) return;
    Promise.all(jobs.map(function (keys, i) { return settled(document.getElementById("f" + i)); })).then(
      function () { resolve(JSON.stringify(jobs.map(function (keys, i) {
        if (keys !== null) return facts[i].join("\\n");
        var d = document.getElementById("f" + i).contentDocument;
        return (d.doctype ? new XMLSerializer().serializeToString(d.doctype) + "\\n" : "") +
          d.documentElement.outerHTML + "\\n";
      }))); });
  };
  whenFinished();
})"""


def render_jobs(jobs):
    """[(command, args)], dump and layout jobs (the module's doc), in one tab of one Chromium: writes each OUT;
    fails after writing them all if a page scrolls sideways."""
    import html
    import json
    import tempfile
    from . import chromium
    frames, keys, digests, window = [], [], [], (0, 0)
    for i, (command, args) in enumerate(jobs):
        w, h = 800, 600
        if command == "layout":
            try:
                w, h = (int(n) for n in args[1].split("x"))
            except ValueError:
                fail(f"{args[1]}: not WIDTHxHEIGHT")
        # The digests of the pages' directories make the cached job (ONCELAB_CHROMIUM_CACHE) one on these pages.
        try:
            chromium.check_frame(args[0])
            digests.append(chromium.directory_digest(args[0]) if args[0].startswith("file://") else args[0])
        except chromium.ChromiumError as e:
            fail(str(e))
        frames.append(f'<iframe id="f{i}" data-src="{html.escape(args[0])}" width="{w}" height="{h}" '
                      f'style="border:0;position:absolute;left:0;top:0"></iframe>')
        keys.append(args[3:] if command == "layout" else None)
        window = (max(window[0], w + 20), max(window[1], h + 200))
    page = (WRAPPER.replace("@DIGESTS@", " ".join(digests)).replace("@FRAMES@", "\n".join(frames))
            .replace("@JOBS@", json.dumps(keys)).replace("@SETTLED@", chromium.SETTLED % "frame.contentWindow"))
    with tempfile.TemporaryDirectory(prefix="oncelab-domcheck-") as tmp:
        wrapper = os.path.join(tmp, "jobs.html")
        with open(wrapper, "w") as f:
            f.write(page)
        try:
            out, = chromium.render([chromium.Job("file://" + wrapper, window, value=OUTPUTS)])
        except chromium.ChromiumError as e:     # the wrapper's name says nothing: name the pages in its frames
            fail(f"{e} (a page of one that shows {', '.join(args[0] for _, args in jobs)})")
        except KeyboardInterrupt:       # Chromium is ended on the way out (chromium.Browser)
            fail("interrupted")
    problems = []
    for (command, args), output in zip(jobs, json.loads(out)):
        if command == "dump":
            write(args[1], output)
            continue
        url, size, path = args[:3]
        write(path, "".join(f"domcheck: {line}\n" for line in output.splitlines()))
        m = re.search(r"scroll-width (\d+) client-width (\d+)", output)
        if not m or int(m.group(1)) > int(m.group(2)):
            problems.append(f"{url} at {size}: the page scrolls sideways ({m.group(0) if m else 'not measured'})")
    for problem in problems[:-1]:
        print(f"domcheck: {problem}", file=sys.stderr)
    if problems:
        fail(problems[-1])


def write(path, text):
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        fail(f"{path}: {e.strerror}")


def main(argv):
    if len(argv) < 2:
        fail(__doc__.strip().splitlines()[0])
    command, rest = argv[1], argv[2:]
    if command in ("dump", "layout"):
        jobs, words = [], argv[1:] + ["--"]
        while words:
            end = words.index("--")
            job, words = words[:end], words[end + 1:]
            if not (job[:1] == ["dump"] and len(job) == 3 or job[:1] == ["layout"] and len(job) >= 4):
                fail(f"bad job {' '.join(job)!r} (see {argv[0]} --help)")
            jobs.append((job[0], job[1:]))
        render_jobs(jobs)
    elif command == "index" and len(rest) >= 3 and rest[1] == "--cases-dir":
        extra = int(rest[rest.index("--extra") + 1]) if "--extra" in rest else 0
        index(rest[0], rest[2], extra)
    elif command == "case" and len(rest) >= 2:
        case(rest[0], rest[1:])
    elif command == "text" and len(rest) == 3:
        text(*rest)
    elif command == "png" and rest:
        png(rest)
    elif command == "weigh" and len(rest) == 3:
        weigh(*rest)
    elif command == "workshop" and len(rest) == 1:
        workshop(rest[0])
    else:
        fail(f"bad arguments: {' '.join(argv[1:])} (see {argv[0]} --help)" if argv[1:2] != ["--help"] else __doc__)
