"""The configuration matrix: tools/matrix.toml turned into configs, one per (compiler, target, level)."""

import dataclasses
import fnmatch
import functools
import json
import os
import re

from .. import isa as isas
from ..base import files, paths, program, sharing, text


MATRIX_FILE = os.path.join("tools", "matrix.toml")


class MatrixError(Exception):
    """A mistake in the matrix file (tools/matrix.toml, or ONCELAB_MATRIX's), or a config it has not, said in one
    line."""


# The matrix's flags that are for the corpus's cases alone: a case is freestanding, as kernel code is, and includes
# cases/once.h. A user's file is built hosted, with its own includes, unless it asks (--freestanding).
CORPUS_ONLY = ("-ffreestanding", "-Icases")
# Line tables alone (GCC's and Clang's -g1), which scan builds with (the file and its twin alike): `.loc` before
# each instruction, and no instruction changed (scrubbed, a file's assembly is the same with them as without:
# checks/scan/source-lines.test).
LINE_TABLES = ("-g1",)


@dataclasses.dataclass(frozen=True)
class Config:
    """One (compiler, target, level) of the matrix: what builds a case's assembly, and how it is read."""
    id: str          # gcc-12/aarch64/O2
    compiler: str    # gcc-12
    kind: str        # gcc or clang
    version: str     # 12: the compiler's version, as the matrix names it
    target: str      # aarch64
    level: str       # O2
    isa_name: str    # its instruction set's module: tools/lab/isa/<isa_name>.py
    llvm_triple: str # the triple LLVM reads its assembly with (Clang's --target), or None (no LLVM backend)
    argv: tuple      # the compiler command line, without -S, -o and the source file
    package: str     # the Debian package that provides argv[0]
    compiler_flags: tuple = ()   # the compiler's own flags from the matrix (-fallow-store-data-races), in argv too

    @property
    def isa(self):
        """Its instruction set, its module loaded when first asked for: a command on one config loads one
        family, not all of them (their tables and patterns cost tens of ms per process)."""
        try:
            return isas.get(self.isa_name)
        except isas.ISAError as e:
            raise MatrixError(f"{shown_file()}: target {self.target}: {e}") from None

    @property
    def prefix(self):
        """ARM64: the suffix of the FileCheck prefixes of the checks only this instruction set's code meets."""
        return self.isa.prefix

    @property
    def executable(self):
        return self.argv[0]

    def installed(self):
        return program.which(self.executable) is not None

    def hosted(self):
        """The same config for a user's file: without the flags that are the corpus's alone (CORPUS_ONLY), so that
        the code built is the code a hosted build ships (<stdlib.h> seen, memcpy inlined) and a file's own headers
        are not shadowed by cases/."""
        return dataclasses.replace(self, argv=tuple(w for w in self.argv if w not in CORPUS_ONLY))

    def with_flags(self, extra):
        """The same config with flags added after its own (--cflags, -I, -D; blame's -mllvm and -fdisable-*)."""
        return dataclasses.replace(self, argv=self.argv + tuple(extra))

    @property
    def install_hint(self):
        """How to get the compiler: its Debian package, or, for one the matrix gives by path, that path."""
        return f"apt-get install {self.package}" if self.package else \
            "the matrix gives it by its path; build or install it there"


def _command(kind, version, target_name, target, path=None):
    """The compiler and target flags for one (compiler, target), and the Debian package providing it (None for
    a compiler given by its path), or None when the target says nothing of this kind of compiler, or its backend
    cannot build the corpus with this Clang (clang-versions, where a target has it, lists the Clangs that can). A
    target's clang-N-flags replace its clang-flags for Clang N."""
    if kind == "gcc":
        if "gcc" not in target:
            return None
        triple = target["gcc"]
        native = triple == "x86_64-linux-gnu"
        package = None if path else target.get("gcc-package") or \
            (f"gcc-{version}" if native else f"gcc-{version}-{triple}")
        # gcc-program: a cross GCC Debian names otherwise (xtensa-lx106-elf-gcc-12.2.0 in gcc-xtensa-lx106)
        return [path or target.get("gcc-program") or f"{triple}-gcc-{version}", *target.get("gcc-flags", [])], \
            package
    if kind == "clang":
        major = int(re.match(r"\d*", str(version or "")).group() or 0)       # 0: not known (a path not there)
        if "clang" not in target or (major and "clang-versions" in target and major not in target["clang-versions"]):
            return None
        flags = target.get(f"clang-{major}-flags", target.get("clang-flags", []))   # one Clang spells them otherwise
        return [path or f"clang-{version}", f"--target={target['clang']}", *flags], \
            None if path else f"clang-{version}"
    raise MatrixError(f"{shown_file()}: unknown compiler kind {kind!r} (gcc or clang)")


def matrix_file(root=paths.ROOT):
    """The matrix file: tools/matrix.toml, or the one ONCELAB_MATRIX names (a matrix of one's own, with a
    compiler built by hand, say, without editing the repository's)."""
    return os.environ.get("ONCELAB_MATRIX") or os.path.join(root, MATRIX_FILE)


def shown_file(root=paths.ROOT):
    """The matrix file as its errors name it: the one actually read."""
    return paths.shown(matrix_file(root), root)


def _parse(text):
    """The matrix file's text as TOML (raises tomllib.TOMLDecodeError, a ValueError, where it is not), as make
    check's build keeps it (sharing.MATRIX) where it is the same text, character for character: for the hundreds
    of tools/oncelab runs of make check's shell tests, importing tomllib and parsing were a fifth of a
    hand-broken fixture's asm."""
    kept = sharing.where(sharing.MATRIX)
    if kept:
        try:
            with open(kept) as f:
                parsed = json.load(f)
            if parsed["text"] == text:
                return parsed["data"]
        except (OSError, ValueError, KeyError, TypeError):     # none kept yet, or not in this form
            pass
    import tomllib      # here: most of make check's runs read what the build keeps
    data = tomllib.loads(text)
    if kept:
        try:
            files.write_whole(kept, json.dumps({"text": text, "data": data}))
        except (OSError, TypeError):        # a build it cannot write, a value JSON cannot hold (a TOML date)
            pass
    return data


def load(root=paths.ROOT):
    """All configs of the matrix, and the one-line problems found in it (each names the entry at fault)."""
    path, shown = matrix_file(root), shown_file(root)
    try:
        with open(path, "rb") as f:
            data = _parse(f.read().decode())
    except (OSError, ValueError) as e:      # ValueError: tomllib.TOMLDecodeError, or a text not UTF-8
        raise MatrixError(f"{shown}: {e}") from None
    try:
        flags, levels, targets, compilers = data["flags"], data["levels"], data["targets"], data["compilers"]
    except KeyError as e:
        raise MatrixError(f"{shown}: missing {e.args[0]!r}") from None
    configs, problems = [], []
    for name, compiler in compilers.items():
        kind, version, path = compiler.get("kind"), compiler.get("version"), compiler.get("path")
        if path and kind == "gcc" and "targets" not in compiler:
            problems.append((f"{name}/*", f"{shown}: compiler {name}: a GCC given by its path builds for one "
                             f"triple: say which targets (targets = [\"x86_64\"])"))
            continue
        if path:
            path = os.path.expanduser(path)
            version = version or path_version(path)
        wanted = compiler.get("targets", list(targets))
        for target_name in wanted:
            if target_name not in targets:
                problems.append((f"{name}/{target_name}", f"{shown}: compiler {name} names unknown target "
                                 f"{target_name!r} (known: {', '.join(targets)})"))
                continue
            target = targets[target_name]
            if target.get("isa") not in isas.FAMILIES:     # a known family's module loads when a config needs it
                try:
                    isas.get(target.get("isa"))             # raises: its one-line error names the known families
                except isas.ISAError as e:
                    problems.append((f"{name}/{target_name}", f"{shown}: target {target_name}: {e}"))
                    continue
            command = _command(kind, version, target_name, target, path)
            if command is None:
                if "targets" in compiler:
                    problems.append((f"{name}/{target_name}", f"{shown}: target {target_name} says nothing "
                                     f"of how {kind} builds for it"))
                continue
            argv, package = command
            for level in levels:
                configs.append(Config(id=f"{name}/{target_name}/{level}", compiler=name, kind=kind,
                                      version=str(version), target=target_name, level=level, isa_name=target["isa"],
                                      llvm_triple=target.get("clang"),
                                      argv=tuple(argv + [f"-{level}"] + flags + compiler.get("flags", [])),
                                      package=package, compiler_flags=tuple(compiler.get("flags", []))))
    return configs, problems


def reference(config, configs):
    """The config scan measures config against: the same compiler and target at -O0 (None if the matrix has none)."""
    return next((c for c in configs if (c.compiler, c.target, c.level) == (config.compiler, config.target, "O0")),
                None)


def with_references(chosen, configs):
    """The chosen configs and each one's reference (-O0), each once, and the ids of those that have none."""
    wanted, missing = [], []
    for c in chosen:
        ref = reference(c, configs)
        if ref is None:
            missing.append(c.id)
        wanted += [x for x in dict.fromkeys((ref, c)) if x is not None and x not in wanted]   # an O0 is its own
    return wanted, missing


def select(configs, patterns):
    """The configs that ids or shell patterns ('gcc-12/*/O2') name, in the order given, each once. Raises
    MatrixError naming the first pattern that names none."""
    chosen = []
    for pattern in patterns:
        hits = [c for c in configs if fnmatch.fnmatchcase(c.id, pattern)]
        if not hits:
            raise MatrixError(f"{pattern}: no such config" + (text.did_you_mean(nearest_patterns(pattern, configs))
                              or " (ids look like gcc-12/aarch64/O2, globs such as 'gcc-12/*/O2' work; tools/oncelab "
                              "configs lists them)"))
        chosen += [c for c in hits if c not in chosen]
    return chosen


def nearest_patterns(pattern, configs):
    """What a user meant by an id or glob that names no config: each of its compiler, target and level that the
    matrix has not replaced by the nearest one it has (gcc-12/x86-64/O2: gcc-12/x86_64/O2); [] where one is near
    nothing."""
    parts, fields = pattern.split("/"), ("compiler", "target", "level")
    known = [list(dict.fromkeys(getattr(c, field) for c in configs)) for field in fields]
    if len(parts) == 1:         # a compiler, a target or a level alone: the configs it is part of
        return [pattern.join(("*/" * i, "/*" * (2 - i))) for i, names in enumerate(known) if pattern in names] or \
            text.nearest(pattern, [c.id for c in configs])
    if len(parts) != 3:
        return text.nearest(pattern, [c.id for c in configs])
    meant = []
    for part, names in zip(parts, known):
        near = [part] if any(fnmatch.fnmatchcase(n, part) for n in names) else text.nearest(part, names)[:1]
        if not near:
            return []
        meant += near
    return ["/".join(meant)] if meant != parts else []


@functools.lru_cache(maxsize=None)
def path_version(path):
    """The version a compiler given by its path says it is (-dumpversion: 14.0.6, 12), or 'unknown'."""
    import subprocess       # here: asm on a .s file runs no compiler (subprocess's imports cost it 3 ms)
    try:
        out = subprocess.run([path, "-dumpversion"], capture_output=True, text=True, timeout=30).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out or "unknown"


@functools.lru_cache(maxsize=None)
def compiler_version(executable):
    """The compiler's own account of its version: the first line of --version, or None if it won't run."""
    import subprocess
    try:
        out = subprocess.run([executable, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return out.splitlines()[0].strip() if out else None
