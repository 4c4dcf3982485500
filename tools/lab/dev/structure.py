"""tools/oncelab structure: the toolkit's house as its imports draw it, against the floors lab/__init__.py gives.

Every import of every module under tools/lab (at the top of a module or inside a function: an import made late
to save time is still an arrow) is read from the source, never run. It fails, a line each, on:
  - a circle: modules that import each other, directly or round a loop;
  - an arrow back up or sideways: a stage importing a stage on its own floor or above;
  - a stage on no floor.
It prints the floors, the modules and imports counted, and the module floors (the longest chain of imports
below each module, for where the house is tall).
"""

import ast
import os

from ..base import paths


class StructureError(Exception):
    """What is wrong with the house, a line each."""


def imports(lab):
    """{module: {module it imports}}, modules named by their path under lab without .py (show/report,
    base/__init__), only those of lab."""
    found = {}
    for directory, dirs, names in os.walk(lab):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(n for n in names if n.endswith(".py")):
            path = os.path.join(directory, name)
            module = os.path.relpath(path, lab)[:-len(".py")]
            found[module] = path
    edges = {}
    for module, path in found.items():
        package = os.path.dirname(module).split(os.sep) if os.path.dirname(module) else []
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        targets = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                base = package[:len(package) - (node.level - 1)] if node.level > 1 else package
                base = base + (node.module.split(".") if node.module else [])
                for alias in node.names:
                    targets.add(_resolve(found, base + [alias.name]) or _resolve(found, base))
            elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "lab":
                base = node.module.split(".")[1:]
                for alias in node.names:
                    targets.add(_resolve(found, base + [alias.name]) or _resolve(found, base))
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.split(".")[0] == "lab":
                        targets.add(_resolve(found, alias.name.split(".")[1:]))
        edges[module] = {t for t in targets if t and t != module}
    return edges


def _resolve(found, parts):
    """The module those name parts are: a module file, or a package's __init__."""
    name = os.path.join(*parts) if parts else "__init__"
    if name in found:
        return name
    if os.path.join(name, "__init__") in found:
        return os.path.join(name, "__init__")
    return None


def stage(module):
    """A module's stage: its package (show), or its own name for a module at the top (cli)."""
    return module.split(os.sep)[0]


def check(lab, floors):
    """(what to print, problems): the house drawn from lab's imports against floors (lab/__init__.py's FLOORS)."""
    edges = imports(lab)
    floor_of = {s: n for n, stages in enumerate(floors, 1) for s in stages}
    problems = []
    for module in sorted(edges):
        here = stage(module)
        if here == "__init__":
            continue
        if here not in floor_of:
            problems.append(f"{module}.py: its stage {here} is on no floor of lab/__init__.py's FLOORS")
            continue
        for target in sorted(edges[module]):
            there = stage(target)
            if there == here or there == "__init__" or there not in floor_of:
                continue
            if floor_of[there] >= floor_of[here]:
                way = "back up" if floor_of[there] > floor_of[here] else "sideways"
                problems.append(f"{module}.py imports {target}: an arrow {way} ({here} is on floor "
                                f"{floor_of[here]}, {there} on floor {floor_of[there]})")
    circles = _circles(edges)
    for circle in circles:
        problems.append("a circle: " + " -> ".join(circle + [circle[0]]))
    arrows = sum(len(t) for t in edges.values())
    used = {floor_of[stage(m)] for m in edges if stage(m) in floor_of}
    said = [f"structure: {len(floors)} floors, {len(edges)} modules, {arrows} imports between them"]
    for n, stages in enumerate(floors, 1):
        said.append(f"  floor {n}: {', '.join(stages)}" + ("" if n in used else " (no module)"))
    if not circles:      # with a circle, no chain has a longest
        chain = _longest(edges)
        said.append(f"the longest chain of imports: {len(chain)} modules ({' -> '.join(chain)})")
    said.append(f"{len(circles)} circles, {sum(1 for p in problems if ': an arrow ' in p)} arrows back up or sideways")
    return said, problems


def _circles(edges):
    """Each set of modules that import each other round a loop (a strongly connected component of two or more),
    as one loop through them, in a stable order."""
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(_loop(edges, sorted(component)))
    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def _loop(edges, component):
    """A loop through the component, from its first module back to it."""
    start, members = component[0], set(component)
    paths_ = {start: [start]}
    todo = [start]
    while todo:
        v = todo.pop(0)
        for w in sorted(edges[v] & members):
            if w == start:
                return paths_[v]
            if w not in paths_:
                paths_[w] = paths_[v] + [w]
                todo.append(w)
    return component


def _longest(edges):
    """The longest chain of imports, from the module that starts it (edges have no circle)."""
    memo = {}

    def chain(v):
        if v not in memo:
            memo[v] = [v] + max((chain(w) for w in sorted(edges.get(v, ()))), key=len, default=[])
        return memo[v]
    return max((chain(v) for v in sorted(edges)), key=len, default=[])


def run(lab=paths.LAB):
    """Print the house; raise StructureError with every problem found."""
    from .. import FLOORS
    said, problems = check(lab, FLOORS)
    print("\n".join(said))
    if problems:
        raise StructureError("\n".join(problems))
