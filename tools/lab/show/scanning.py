"""tools/oncelab scan: each file of a user's (or the corpus's) built in each config against its ONCE twin, and the
verdicts said as a table, one JSON array, SARIF 2.1.0 for code scanning, GitHub's workflow annotations, or, with
--explain, each hazard with the lines of both builds that decide it.

Every verdict says where in the source it is: scan builds each file with line tables (matrix.LINE_TABLES), which
give each access its file and line. A row's place is the first source line, in the file scanned, of the variable's
accesses in the twin (where the source makes them), else as built; where the accesses are all in a header (a
helper inlined from urcu/uatomic.h), the function's first line in the file, and the header's lines are listed.
"""

import itertools
import json
import re
import shlex
import sys

from ..annotate import annotation, counts
from ..base import corpus, paths, terminal
from ..compile import batch, twin
from ..prove import scan
from . import browse


def scan_records(judged, names, shared=None):
    """One record per (config, function, variable): what the config did to the variable against its reference
    (scan.compare), with both functions' counts and the source lines of its accesses. judged: scan.build's; shared:
    the --shared names, to which the variables are narrowed (None: every variable)."""
    roots = {s.name or f"arg{s.arg}" for s in map(twin.Shared.parse, shared)} if shared else None
    if roots:
        # a --shared name the annotation cannot say (a local pointer, `pc` of pc->lock, whose accesses it names
        # [[arg0]]) narrows the twin alone: what the twin leaves plain is built alike on both sides
        named = {annotation.location(a.what).lstrip("[").split("+")[0].rstrip("]") for j in judged
                 for _, body in j.built.functions for a in scan.shape(j.built.config.isa, body).accesses}
        if not all(r in named or re.fullmatch(r"arg\d+", r) for r in roots):
            roots = None
    records = []
    for j in judged:
        b = j.built
        source = b.source
        for name, body in b.functions:
            if names and name not in names:
                continue
            places, reference = {}, j.reference.get(name)
            if reference is None:       # a clone the twin's build does not make (GCC's foo.isra.0 for its foo):
                unmatched = _unmatched(name, j)     # its accesses, said, never dropped; nothing to compare with
                verdicts = {v: [scan.UNRESOLVED] for v in scan.names(scan.shape(b.config.isa, body))}
                reference = []
            else:
                verdicts = scan.verdicts(b.config.isa, reference, body, j.against, places)
                unmatched = _clones_apart(b.config.isa, body, reference, j)
                if unmatched:           # accesses moved across the call in one build only: not comparable
                    verdicts = _not_compared(verdicts)
            if roots is not None:
                verdicts = {v: found for v, found in verdicts.items() if scan.about(v, roots)}
            if scan.miscompiled(reference):     # nothing measured against wrong code is known
                verdicts = _not_compared(verdicts)
                verdicts[scan.REFERENCE] = [scan.MISCOMPILED]
            if scan.miscompiled(body):
                verdicts[scan.CODE] = [scan.MISCOMPILED]
            found_counts = counts.Count.of(b.config.isa, body)
            ref_counts = counts.Count.of(b.config.isa, reference)
            why = None
            if "?" in found_counts.variables and roots is None:
                verdicts["?"] = [scan.UNATTRIBUTED]
                why = scan.unattributed(b.config.isa, body)
            swapped = scan.reorderings(b.config.isa, reference, body) if any(
                "REORDERED" in found for found in verdicts.values()) else []
            for variable, found in verdicts.items():
                if variable in (scan.CODE, scan.REFERENCE):      # the lines of the branches that show it
                    in_twin, as_built = j.miscompiled_at(name, variable == scan.REFERENCE), []
                else:
                    in_twin, as_built = j.sources(name, variable, reference=True), j.sources(name, variable)
                everywhere = sorted(set(in_twin) | set(as_built))
                own = [line for f, line in in_twin + as_built + j.lines(name) if f == source]
                records.append({"config": b.config.id, "function": name, "variable": variable, "verdicts": found,
                                "reference": j.against, "compiler": b.compiler,
                                "counts": found_counts.variables.get(variable, {}),
                                "reference_counts": ref_counts.variables.get(variable, {}),
                                "file": paths.shown(source), "line": own[0] if own else None,
                                "lines": [f"{paths.shown(f)}:{line}" for f, line in everywhere]})
                fields = {w: sorted(places[(variable, w)]) for w in found if places.get((variable, w))
                          and places[(variable, w)] != {variable}}
                if fields:      # which of a pointer's (or a struct's) words: [[arg0]+40], not [[arg0]] whole
                    records[-1]["places"] = fields
                if unmatched:
                    records[-1]["unmatched"] = unmatched
                if variable == "?" and why:
                    records[-1]["unattributed"] = dict(why)
                if "REORDERED" in found:
                    records[-1]["reordered"] = [[first, then] for first, then in swapped
                                                if variable in (annotation.location(first), annotation.location(then))]
    return records


def _not_compared(verdicts):
    """The verdicts with each hazard made UNRESOLVED: what a reference that cannot be compared with says."""
    return {v: sorted({scan.UNRESOLVED if w in scan.HAZARDS else w for w in found}, key=scan.VERDICTS.index)
            for v, found in verdicts.items()}


CLONE = re.compile(r"\.(?:part|isra|constprop|lto_priv)\.\d+")     # GCC's clones (foo.cold is foo's: scrub.py)


def _unmatched(name, j):
    """Why a function of the build has no counterpart in its reference: 'no sec_def_matches.isra.0 in the twin's
    build (it has sec_def_matches: the compiler cloned it in one build only)'."""
    base = CLONE.sub("", name)
    kin = sorted(n for n in j.reference if n != name and CLONE.sub("", n) == base)
    where = "the twin's build" if j.against == scan.TWIN else j.against
    return f"no {name} in {where}" + (f" (it has {', '.join(kin)}: the compiler cloned it in one build only)" if kin
                                      else " (inlined there, or dropped)")


def _clones_apart(family, body, reference, j):
    """Where a function calls a clone the other build does not make (GCC's total.isra.0, to which the caller passes
    p->a and p->b, loaded for it, where the twin's volatile accesses keep total whole, loading them itself): why its
    accesses are not compared; None where both builds call the same functions' clones."""
    built_names, reference_names = dict(j.built.functions), set(j.reference)
    calls = set(scan.shape(family, body).calls)
    ref_calls = set(scan.shape(family, reference).calls)
    apart = sorted(c for c in calls ^ ref_calls if CLONE.search(c) and (c not in reference_names or c not in
                                                                     built_names))
    if not apart:
        return None
    where = "the twin's build" if j.against == scan.TWIN else j.against
    return (f"calls {', '.join(apart)}, which {where} and this build do not both make: the compiler moved "
            f"accesses across the call in one of them (IPA-SRA), so they are not compared")


def places(records):
    """A row's source lines, short: those in the scanned file by number (`4, 8`), a header's by its name and
    number (`uatomic.h:120`), at most three and how many more."""
    own = {r["file"] for r in records}
    said = []
    for r in records:
        for place in r["lines"]:
            f, _, line = place.rpartition(":")
            short = line if f in own else f"{f.rsplit('/', 1)[-1]}:{line}"
            if short not in said:
                said.append(short)
    said.sort(key=lambda p: (":" in p, int(p.rsplit(":", 1)[-1]), p))
    return ", ".join(said[:3]) + (f" (+{len(said) - 3})" if len(said) > 3 else "")


def rows(records):
    """The records grouped as the table shows them: [((function, variable, verdict words, swapped pairs said),
    [record, ...])], in the order of the functions, then the variables (fields of one apart, '?' last)."""
    groups = {}
    for r in records:
        swapped = ((r["unmatched"],) if r.get("unmatched") else ()) + \
            tuple(f"{first} stored before {then}" for first, then in r.get("reordered", [])) + \
            ((_why(r["unattributed"]),) if r.get("unattributed") else ())
        key = (r["function"], r["variable"], "+".join(r["verdicts"]), swapped)
        groups.setdefault(key, []).append(r)
    order = {v: i for i, v in enumerate(scan.VERDICTS)}
    functions = list(dict.fromkeys(r["function"] for r in records))
    variables = sorted({r["variable"] for r in records}, key=lambda n: (n == "?", not annotation.variable(n), n))
    return sorted(groups.items(), key=lambda g: (functions.index(g[0][0]), variables.index(g[0][1]),
                                                 order[g[0][2].split("+")[0]], g[0][3]))


def fields(records):
    """['HOISTED at xtime, xtime+4, xtime+8']: the words a row's verdicts are about, over its configs (a field's
    offset is a target's: 4 on a 32-bit one, 8 on a 64-bit one), where they are not the variable whole."""
    at = {}
    for r in records:
        for word, where in r.get("places", {}).items():
            at.setdefault(word, set()).update(where)
    return [f"{word} at {', '.join(sorted(where))}" for word, where in at.items()]


def _why(counted):
    """'2 accesses: a slot at an index (1), a call's result (1)': an UNATTRIBUTED row's reasons."""
    n = sum(counted.values())
    return f"{n} access{'es' * (n != 1)}: " + ", ".join(f"{why} ({k})" for why, k in
                                                        sorted(counted.items(), key=lambda w: (-w[1], w[0])))


def show_table(records, selected, width, out=sys.stdout):
    """The verdicts as a table that fits width: a row per (function, variable, verdict), its source lines, the
    configs in words; under a row what else it says: why it was not compared, which words a verdict is about,
    which two places' stores were swapped, why accesses are unattributed."""
    import textwrap
    grouped = [((f, v, w, tuple(fields(group)) + said), places(group), [r["config"] for r in group])
               for (f, v, w, said), group in rows(records)]
    head = ("function", "variable", "verdict", "line", "configs")
    cols = [max([len(head[i])] + [len(k[i]) for k, _, _ in grouped]) for i in range(3)]
    cols.append(max([len(head[3])] + [len(at) for _, at, _ in grouped]))
    room = max(24, width - sum(cols) - 8) if width else 10 ** 6
    print("  ".join(h.ljust(w) for h, w in zip(head, cols + [0])).rstrip(), file=out)
    last, indent = None, " " * (cols[0] + cols[1] + 4)
    for ((function, variable, verdict, swapped), at, ids) in grouped:
        words = textwrap.wrap(browse.configs_in_words(ids, selected), room, break_on_hyphens=False) or [""]
        shown = (function, variable) if (function, variable) != last else ("", "")
        last = (function, variable)
        print("  ".join(v.ljust(w) for v, w in zip((*shown, verdict, at), cols)) + "  " + words[0], file=out)
        for more in words[1:]:
            print(" " * (sum(cols) + 8) + more, file=out)
        for said in swapped:
            for part in textwrap.wrap(said, max(24, width - len(indent) - 2) if width else 10 ** 6):
                print(f"{indent}  {part}", file=out)


# Machine-read: SARIF 2.1.0 for code scanning, GitHub's workflow commands -------------------------------------

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
INFORMATION = "https://lwn.net/Articles/508991/"    # Corbet, "ACCESS_ONCE()", LWN, 2012-08-01


def _rule_id(word):
    return "oncelab/" + word.lower()


def by_verdict(records):
    """[((file, function, variable, verdict word), [record, ...])]: each verdict of each variable once, whatever
    else each config said of it (HOISTED in one config, HOISTED+FUSED in another: one HOISTED), as a CI gate
    reports them; AS-WRITTEN left out."""
    found = {}
    for r in records:
        for word in r["verdicts"]:
            if word != scan.AS_WRITTEN:
                found.setdefault((r["file"], r["function"], r["variable"], word), []).append(r)
    return list(found.items())


def _said(function, variable, word, members, most=4):
    """'wait_ready: ready HOISTED in gcc-12/x86_64/O2 and 3 other configs: <what it means>[; the pairs swapped]'"""
    configs = [m["config"] for m in members]
    more = f" and {len(configs) - most} other config{'s' * (len(configs) - most > 1)}" if len(configs) > most else ""
    swapped = list(dict.fromkeys(f"{first} stored before {then}" for m in members
                                 for first, then in m.get("reordered", [])))
    return f"{function}: {variable} {word} in {', '.join(configs[:most])}{more}: {scan.MEANING[word]}" + \
        "".join(f"; {s}" for s in swapped)


def sarif(records, gate):
    """The verdicts as a SARIF 2.1.0 log: one result per (file, function, variable, verdict), at the source line of
    the variable's accesses, its configs in its properties; a rule per verdict word, its meaning as help. A verdict
    of the gate (--fail-on less --ignore) is an error, another hazard a warning, the rest notes."""
    words = [w for w in scan.VERDICTS if w != scan.AS_WRITTEN]
    rules = [{"id": _rule_id(w), "name": w.title().replace("-", ""),
              "shortDescription": {"text": f"{w}: {scan.MEANING[w].split(';')[0].split(' (')[0]}"},
              "fullDescription": {"text": f"{w}: {scan.MEANING[w]}"},
              "help": {"text": f"{w}: {scan.MEANING[w]}; measured against the function's ONCE twin (every access "
                               f"to a shared object made volatile, built by the same compiler alike). Where the code "
                               f"relies on the access being made as written, make it READ_ONCE()/WRITE_ONCE(), or "
                               f"an atomic."},
              "helpUri": INFORMATION,
              "defaultConfiguration": {"level": "warning" if w in scan.HAZARDS else "note"}}
             for w in words]
    results = []
    for (file, function, variable, word), members in by_verdict(records):
        line = next((m["line"] for m in members if m["line"]), None)
        location = {"artifactLocation": {"uri": _uri(file)}}
        if line:
            location["region"] = {"startLine": line}
        results.append({
            "ruleId": _rule_id(word), "ruleIndex": words.index(word),
            "level": "error" if word in gate else "warning" if word in scan.HAZARDS else "note",
            "message": {"text": _said(function, variable, word, members)},
            "locations": [{"physicalLocation": location,
                           "logicalLocations": [{"name": function, "kind": "function"}]}],
            "properties": {"function": function, "variable": variable, "configs": [m["config"] for m in members],
                           "lines": sorted({p for m in members for p in m["lines"]}),
                           "compilers": sorted({m["compiler"] for m in members})}})
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0",
            "runs": [{"tool": {"driver": {"name": "oncelab", "informationUri": INFORMATION, "rules": rules}},
                      "results": results}]}


def _uri(shown):
    """A file as SARIF names it: relative to where scan runs (the repository a CI job checks out), as a URI."""
    import urllib.parse
    return urllib.parse.quote(shown if not shown.startswith("/") else "file://" + shown, safe="/:")


def github(records, gate):
    """The hazard verdicts as GitHub Actions workflow commands (::error / ::warning file=F,line=L::message), one
    per (file, function, variable, verdict): the gate's words as errors, other hazards as warnings."""
    lines = []
    for (file, function, variable, word), members in by_verdict(records):
        if word not in scan.HAZARDS:
            continue
        line = next((m["line"] for m in members if m["line"]), None)
        place = f"file={_escaped(file, True)}" + (f",line={line}" if line else "")
        lines.append(f"::{'error' if word in gate else 'warning'} {place},title=oncelab {word}::"
                     f"{_escaped(_said(function, variable, word, members))}")
    return lines


def _escaped(text, property_value=False):
    """Text as a workflow command carries it: %, CR and LF escaped, and in a property also : and ,."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if property_value else text


# --explain: each hazard with the lines that decide it ---------------------------------------------------------

def explain(judged, records, width, out=sys.stdout):
    """Each hazard row said in one look: its first config's build and its reference side by side, the lines that
    decide the verdict (the variable's accesses, the loops' heads and their branches back) with their source
    lines, under what the verdict means and how many accesses each made."""
    by_config = {j.built.config.id: j for j in judged}
    for (function, variable, verdict, swapped), members in rows(records):
        hazards = [w for w in verdict.split("+") if w in scan.HAZARDS]
        if not hazards:
            continue
        first = members[0]
        j = by_config[first["config"]]
        at = f" at {first['file']}:{first['line']}" if first["line"] else ""
        others = f", and {len(members) - 1} other config{'s' * (len(members) > 2)}" if len(members) > 1 else ""
        print(f"{function}: {variable} {verdict}{at} (in {first['config']}{others})", file=out)
        for word in hazards:
            for part in terminal.wrapped(f"  {word}: {scan.MEANING[word]}", width):
                print(part, file=out)
        for said in fields([first]) + list(swapped):
            print(f"  {said}", file=out)
        reference = "the ONCE twin" if j.against == scan.TWIN else j.against
        code = variable in (scan.CODE, scan.REFERENCE)      # a miscompile: the function's code, not a variable's
        left = ["as built" + ("" if code else f": {_counted(first['counts'])}")] + \
            _deciding(j, function, variable, False)
        right = [reference + ("" if code else f": {_counted(first['reference_counts'])}")] + \
            _deciding(j, function, variable, True)
        # side by side, the build's column as wide as its lines where both fit, else half the width, each line cut
        # to fit; on a terminal too narrow for two columns of 50, one above the other
        wide, room = max(map(len, left)), (width or 10 ** 6) - 5
        if wide + max(map(len, right)) > room and room < 100:
            for line in left + [""] + right:
                print(f"  {_fit(line, room + 3)}".rstrip(), file=out)
        else:
            half = wide if wide + max(map(len, right)) <= room else room // 2
            for a, b in itertools.zip_longest(left, right, fillvalue=""):
                print(f"  {_fit(a, half)} | {_fit(b, room - half)}".rstrip(), file=out)
        print(file=out)


def _counted(c):
    """'1 load (in a loop), no store': a side's accesses to the variable, and how many are in a loop."""
    said = []
    for kind in ("load", "store"):
        n, looped = c.get(kind + "s", 0), c.get(kind + "s_in_loop", 0)
        said.append(f"no {kind}" if not n else f"{n} {kind}{'s' * (n > 1)}" +
                    (" (in a loop)" if looped == n else f" ({looped} in a loop)" if looped else ""))
    return ", ".join(said)


def _deciding(j, name, variable, reference):
    """The lines of one side that decide a verdict on variable: its accesses, each loop's head and its branches
    back, and any branch on a flag nothing set (MISCOMPILED's), each with its label, annotation and source line."""
    body, located = j.side(name, reference)
    if body is None:
        return ["(no such function: inlined away)"]
    family = j.built.config.isa
    found = annotation.loops(family, body, split=True)
    heads = {head if isinstance(head, int) else head[0] for head in found}
    latches = {head[1] for head in found if isinstance(head, tuple)}
    accesses = {a.line: a for a in scan.shape(family, body).accesses
                if annotation.location(a.what) == variable and a.kind in ("load", "store")}
    out = []
    for i, line in enumerate(body):
        if i not in accesses and i not in heads and i not in latches and not scan.unset_flag(line):
            continue
        if not line.startswith("\t"):
            out.append(line)
            continue
        text = " ".join(annotation.instruction(line).split())
        mark = [c for c in annotation.clauses(line) if c.split(" ", 1)[0] in ("load", "store", "branch") or
                c == "flag unset"]
        where = located[i] if located else None
        source = f"  {paths.shown(where[0]).rsplit('/', 1)[-1]}:{where[1]}" if where else ""
        depth = len(accesses[i].loops) if i in accesses else 0
        loop = f" (in {depth} loop{'s' * (depth > 1)})" if depth else " (back)" if i in latches else ""
        out.append(f"  {text}  ; {' ; '.join(mark)}{loop}{source}")
    return out or ["(no access, no loop)"]


def _fit(text, width):
    """text in width columns: padded, or cut with an ellipsis."""
    return text.ljust(width) if len(text) <= width else text[:width - 1] + "…"


# The command ---------------------------------------------------------------------------------------------------

FORMATS = ("table", "json", "sarif", "github")


def cmd_scan(args):
    """scan FILE.c [FILE.c ...] [FUNCTION ...]: each file in each config against its twin; with -p DIR or
    --compile-commands FILE, each file with its own flags from the build's compile database (--all: every file
    in it). Exit 2 for an error, else 1 where a verdict of --fail-on (less --ignore) is found, else 0."""
    try:
        for spec in args.shared or ():     # --reference O0 builds no twin, which would say a bad one first
            twin.Shared.parse(spec)
    except twin.TwinError as e:
        raise batch.BrowseError(f"{paths.shown(args.file)}: {e}" if args.file else str(e)) from None
    if args.json and args.format not in ("table", "json"):
        raise batch.BrowseError(f"--json is --format json: give one format, not also --format {args.format}")
    form = "json" if args.json else args.format
    database_path, entries = _database(args)
    files, functions = _files_and_functions(args, entries)
    configs = batch.select_configs(args.config, files[0])
    extra = batch.user_flags(args.cflags, args.include, args.define, args.freestanding)
    width = terminal.output_width(args.width)
    gate = set(args.fail_on) - set(args.ignore)
    found, statuses = [], []
    for source in files:
        if source.endswith(batch.ASSEMBLY):
            raise batch.BrowseError(f"{paths.shown(source)}: scan compiles C: its reference is the file's ONCE "
                                    f"twin, built by the same compiler, which an assembly file does not have (asm "
                                    f"and count read .s files)")
        own = _database_flags(database_path, entries, source)
        judged, errors = scan.build(source, configs, own + extra, args.reference, args.shared,
                                    progress=f"oncelab scan {paths.shown(source)}" if len(files) > 1 else
                                    "oncelab scan")
        for line in batch.grouped_errors(errors):
            print(f"oncelab: {line}", file=sys.stderr)
        if not judged:
            statuses.append(2)
            continue
        _asked_for(functions, judged)
        records = scan_records(judged, functions, args.shared)
        statuses.append(2 if errors else 1 if any(set(r["verdicts"]) & gate for r in records) else 0)
        found += records
        if form == "table":
            if len(files) > 1:
                print(f"{paths.shown(source)}:")
            if args.explain:
                explain(judged, records, width)
            _said_scan(source, records, judged, own + extra, args.reference, width)
    if form == "json":
        print("[\n" + ",\n".join(json.dumps(r) for r in found) + "\n]" if found else "[]")
    elif form == "sarif":
        print(json.dumps(sarif(found, gate), indent=1))
    elif form == "github":
        for line in github(found, gate):
            print(line)
    return 2 if 2 in statuses else max(statuses, default=0)


def _asked_for(functions, judged):
    """The functions asked for by name: one no config built is an error (Built.body's: where it went, and what
    there is); one that some configs inlined away is said in a line on stderr, and the others are scanned."""
    for name in functions:
        gone = [j.built for j in judged if name not in dict(j.built.functions)]
        if len(gone) == len(judged):
            gone[0].body(name)
        elif gone:
            into = gone[0].rewrite.callers.get(name) if gone[0].rewrite else None
            ids = [b.config for b in gone]
            print(f"oncelab: {paths.shown(gone[0].source)}: {name}: not in the assembly of "
                  f"{browse.configs_in_words([c.id for c in ids], [j.built.config for j in judged])}"
                  f"{' (inlined into ' + ', '.join(into) + ', or dropped)' if into else ''}; scanned in the others",
                  file=sys.stderr)


def _database(args):
    """(the path, the entries) of the compile database -p / --compile-commands names, read once; (None, None)
    without one."""
    from ..compile import database
    if not args.compile_commands:
        if args.all:
            raise batch.BrowseError("--all scans every file of a compile database: give -p DIR or "
                                    "--compile-commands FILE")
        return None, None
    try:
        path = database.find(args.compile_commands)
        return path, database.load(path)
    except database.DatabaseError as e:
        raise batch.BrowseError(str(e)) from None


def _files_and_functions(args, entries):
    """The C files scan is given (FILE.c, more after it, or --all: the compile database's) and the functions."""
    more = [a for a in args.function if a.endswith(batch.C_LIKE + batch.ASSEMBLY)]
    functions = [a for a in args.function if a not in more]
    files = [args.file] if args.file else []
    files += [corpus.source_of(f) for f in more]
    if args.all:
        files += [f for f in entries if f.endswith(batch.C_LIKE) and f not in files]
    if not files:
        raise batch.BrowseError("give FILE.c (or -p DIR --all: every file of a compile database)")
    for f in files:
        batch.check_source(f)
    return files, functions


def _database_flags(path, entries, source):
    """source's own flags from the compile database at path (none without one), what does not transfer said in
    one line on stderr."""
    from ..compile import database
    if entries is None:
        return ()
    try:
        kept, dropped = database.flags(database.entry_for(entries, source, path))
    except database.DatabaseError as e:
        raise batch.BrowseError(str(e)) from None
    if dropped:
        print(f"oncelab: {paths.shown(source)}: from {paths.shown(path)}, not for every config: "
              f"{shlex.join(dropped)}", file=sys.stderr)
    return tuple(kept)


def _said_scan(source, records, judged, extra, reference, width):
    """One file's table, then the reference, the compilers, the flags added and what was not twinned."""
    if not records:
        print(f"{paths.shown(source)}: its functions touch no memory but their own stack: nothing to scan")
        return
    show_table(records, [j.built.config for j in judged], width)
    lines = [f"reference: {scan.REFERENCES[reference]}",
             f"compilers: {', '.join(sorted({j.built.compiler for j in judged}))}"]
    if extra:
        lines.append(f"flags added after each config's own: {shlex.join(extra)}")
    untwinned = {}          # the same name left as written for the same reason, said once, with how many places
    for u in dict.fromkeys(u for j in judged if j.built.rewrite for u in j.built.rewrite.untwinned):
        untwinned.setdefault((u.name, u.why), []).append(u.where)
    lines += [f"not twinned, so judged as written: {name} at {where[0]}"
              f"{f' (and {len(where) - 1} more place' + 's' * (len(where) > 2) + ')' if len(where) > 1 else ''}: {why}"
              for (name, why), where in untwinned.items()]

    for line in lines:
        for part in terminal.wrapped(line, width):
            print(part)
