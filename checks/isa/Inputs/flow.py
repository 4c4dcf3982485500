"""What the annotation's control flow says of each function of `oncelab asm`'s output (read on stdin), for
checks/isa/predicated.test and checks/isa/loops.test: per function, its loops (annotation.loops(split=True), a
loop for each branch back, each by its head's label, /1, /2 where several share it, with the loop that encloses
it), then each shared access with the fewest and the most times a path from the entry to an exit makes it
(each loop taken once: lab.prove.scan.Shape.per_path, as scan counts) and the loops it is in, innermost first
(annotation.Access.loops).

    usage: flow.py FAMILY < annotated-assembly
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "tools"))
from lab import isa  # noqa: E402
from lab.annotate import annotation  # noqa: E402
from lab.prove import scan  # noqa: E402


def bodies(text):
    """{function: scrubbed body} from the printed assembly: labels at the margin, instructions indented, each
    annotation's clauses after the first ';' (no family's instruction holds one once `asm` has split a line)."""
    out, body = {}, None
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if not line[0].isspace():
            if not line.startswith("."):
                body = out.setdefault(line.rstrip(":"), [])
            elif body is not None:
                body.append(line.strip())
            continue
        words, _, said = line.strip().partition(";")
        body.append("\t" + " ".join(words.split()) + (annotation.SEPARATOR + annotation.CLAUSE.join(
            c.strip() for c in said.split(";")) if said else ""))
    return out


def main():
    family = isa.get(sys.argv[1])
    for name, body in bodies(sys.stdin.read()).items():
        shape = scan.Shape.of(family, body)
        found = annotation.loops(family, body, split=True)
        parents = annotation.loop_parents(found)
        heads = [head for head, _ in found]

        def named(key):
            mine = sorted(k for k in found if k[0] == key[0])
            return body[key[0]].rstrip(":") + (f"/{mine.index(key) + 1}" if heads.count(key[0]) > 1 else "")
        print(f"function {name}")
        for key in sorted(found):
            parent = parents[key]
            print(f"  loop {named(key)}" + (f" in {named(parent)}" if parent is not None else ""))
        accesses = [a for a in annotation.accesses(body, found) if a.kind in ("load", "store")]
        for kind, what in sorted({(a.kind, a.what) for a in accesses}, key=lambda p: (p[1], p[0])):
            mine = [a for a in accesses if (a.kind, a.what) == (kind, what)]
            lines = [a.line for a in mine]
            where = "; ".join(" in ".join(map(named, chain)) or "no loop" for chain in sorted({a.loops for a in mine}))
            print(f"  {kind} {what}: {shape.per_path(lines, min)} to {shape.per_path(lines)} a path; {where}")


if __name__ == "__main__":
    main()
