"""Reading the annotations back: a function's loads and stores counted per variable, in its loops and out, and the
colour class of an annotated line, which the terminal views and the pages share."""

import dataclasses

from ..base import text
from . import annotation


@dataclasses.dataclass
class Count:
    """A function's accesses as its annotations name them: totals, and per variable, in loops and out."""
    loads: int = 0           # of shared memory, pool/TOC/GOT entries included
    stores: int = 0
    entry_loads: int = 0     # of those loads, the pool, TOC and GOT entries
    stack_loads: int = 0
    stack_stores: int = 0
    loops: int = 0
    # what is accessed (a variable, or a pointer for what is reached through it: annotation.location) ->
    # {loads, stores, loads_in_loop, stores_in_loop}; the variables first
    variables: dict = dataclasses.field(default_factory=dict)
    unknown: list = dataclasses.field(default_factory=list)      # instructions neither LLVM nor a table knows

    @classmethod
    def of(cls, family, body):
        found_loops = annotation.loops(family, body)
        count = cls(loops=len(found_loops))
        for access in annotation.accesses(body, found_loops):
            if access.kind == "stack load":
                count.stack_loads += 1
                continue
            if access.kind == "stack store":
                count.stack_stores += 1
                continue
            store = access.kind == "store"
            count.stores += store
            count.loads += not store
            if access.kind in ("pool", "toc", "got"):
                count.entry_loads += 1
                continue
            name = annotation.location(access.what)
            v = count.variables.setdefault(name, {"loads": 0, "stores": 0, "loads_in_loop": 0,
                                                  "stores_in_loop": 0})
            kind = "stores" if store else "loads"
            v[kind] += 1
            v[kind + "_in_loop"] += access.in_loop
        count.unknown = [annotation.instruction(l).strip() for l in body if "unknown" in annotation.clauses(l)]
        count.variables = dict(sorted(count.variables.items(), key=lambda v: (not annotation.variable(v[0]), v[0])))
        return count

    def words(self):
        """'1 load, no stores (stack: 2 stores, 2 loads)'."""
        said = f"{text.many(self.loads, 'load')}, {text.many(self.stores, 'store')}"
        extra = []
        if self.entry_loads:
            extra.append(f"{self.entry_loads} of a pool, TOC or GOT entry")
        if self.stack_loads or self.stack_stores:
            extra.append(f"stack: {text.many(self.stack_stores, 'spill')}, {text.many(self.stack_loads, 'reload')}")
        if self.unknown:
            extra.append(f"{text.many(len(self.unknown), 'instruction')} neither LLVM nor oncelab could classify")
        return said + (f" ({'; '.join(extra)})" if extra else "")

    def variable_words(self, name):
        """'flag: 1 load, not in the loop' / 'flag: 1 load, in the loop' / 'hash_seed: 8 loads'."""
        v = self.variables[name]
        parts = []
        for kind in ("load", "store"):
            n, in_loop = v[kind + "s"], v[kind + "s_in_loop"]
            if not n:
                continue
            where = "" if not self.loops else ", in the loop" if n == in_loop else \
                ", not in the loop" if not in_loop else f", {in_loop} in the loop"
            parts.append(text.many(n, kind) + where)
        return f"{name}: {'; '.join(parts)}"


def kind_of(line):
    """The colour class of an annotated line: load, store, both, pool, stack, barrier, unknown or ''."""
    words = [c.split(" ")[0] if not c.startswith("stack") else "stack" for c in annotation.clauses(line)]
    if "unknown" in words:
        return "unknown"
    if "load" in words and "store" in words:
        return "both"
    for kind in ("load", "store", "stack", "barrier"):
        if kind in words:
            return kind
    return "pool" if {"pool", "toc", "got"} & set(words) else ""
