"""A build's own flags, from its compile database: compile_commands.json, clang tooling's convention, which Debian's
bear writes (`bear -- make`) and CMake with CMAKE_EXPORT_COMPILE_COMMANDS=ON. Each entry is a file, the directory
its command ran in, and the command (`arguments`, or `command` to split as a shell would).

What transfers to a config of the matrix is what decides what the file means: macros (-D, -U), include paths (-I,
-isystem, -iquote, -idirafter, -include; made absolute, from the entry's directory), the language (-std=, -ansi)
and the -f options that change the code's meaning (-fno-strict-aliasing, -fwrapv, -fno-common...). What does not
is dropped and said: the output and the dependency files (-o, -c, -M*), the optimization level (each config has
its own), the target's own choices (-m*, -march=, --target: another config's), warnings, debug information,
instrumentation (-fsanitize, -fprofile-*), and anything else the list does not know.
"""

import dataclasses
import json
import os
import re
import shlex

from ..base import paths


class DatabaseError(Exception):
    """A compile database that cannot be read, or that has no entry for a file: one line naming it."""


NAME = "compile_commands.json"
WITH_PATH = {"-I", "-isystem", "-iquote", "-idirafter", "-include"}         # their value: a path
WITH_VALUE = {"-D", "-U"}
DROPPED_WITH_VALUE = {"-o", "-MF", "-MT", "-MQ", "-x", "-arch", "--target", "-target", "-Xclang", "-include-pch"}
MEANING = re.compile(r"^(?:-[DU].|-std=|-ansi$|-pthread$|-f)")
# -f options about diagnostics, output, debug information, instrumentation and linking (-fwhole-program would make
# a file of functions without main() empty): not what the code means
NOT_MEANING = re.compile(r"^-f(?:no-)?(?:diagnostics|color|message-length|debug|file-prefix-map|macro-prefix-map|"
                         r"stack-usage|dump|profile|sanitize|coverage|lto|record-gcc-switches|pic|PIC|pie|PIE|"
                         r"verbose-asm|ident|asynchronous-unwind-tables|unwind-tables|stack-protector|cf-protection|"
                         r"exceptions|plugin|ms-extensions|show-column|caret|whole-program)")


@dataclasses.dataclass
class Entry:
    file: str           # absolute
    directory: str
    arguments: list     # the compiler's command line, the compiler first


def find(given):
    """The database -p DIR or --compile-commands FILE names: DIR/compile_commands.json, or FILE."""
    path = os.path.join(given, NAME) if os.path.isdir(given) else given
    if not os.path.isfile(path):
        raise DatabaseError(f"{paths.shown(path)}: no such file (make one with `bear -- make`, or CMake's "
                            f"-DCMAKE_EXPORT_COMPILE_COMMANDS=ON)")
    return path


def load(path):
    """{absolute file: Entry} of a compile database (its last entry for a file compiled more than once)."""
    shown = paths.shown(path)
    try:
        with open(path, "rb") as f:
            data = json.loads(f.read().decode())
    except (OSError, ValueError) as e:         # ValueError: not JSON, or not UTF-8
        raise DatabaseError(f"{shown}: cannot read it: {e}") from None
    if not isinstance(data, list):
        raise DatabaseError(f"{shown}: not a compile database (a JSON array of entries)")
    entries = {}
    for n, item in enumerate(data):
        try:
            directory = item["directory"]
            arguments = item["arguments"] if "arguments" in item else shlex.split(item["command"])
            file = os.path.normpath(os.path.join(directory, item["file"]))
        except (KeyError, TypeError, ValueError) as e:
            raise DatabaseError(f"{shown}: entry {n + 1}: needs directory, file and arguments or command "
                                f"({e})") from None
        entries[file] = Entry(file, directory, list(arguments))
    return entries


def entry_for(entries, source, path):
    """source's Entry; raises DatabaseError naming the database."""
    found = entries.get(os.path.abspath(source))
    if found is None:
        raise DatabaseError(f"{paths.shown(source)}: not in {paths.shown(path)} (it has "
                            f"{len(entries)} file{'s' if len(entries) != 1 else ''})")
    return found


def flags(entry):
    """(the flags that transfer to every config, in order; the words dropped), of an entry's command line."""
    words, kept, dropped = entry.arguments[1:], [], []
    i = 0
    while i < len(words):
        w = words[i]
        value = words[i + 1] if i + 1 < len(words) else None
        if os.path.normpath(os.path.join(entry.directory, w)) == entry.file:
            i += 1                                           # the file itself
        elif w in WITH_PATH and value is not None:
            kept += [w, _absolute(entry, value)]
            i += 2
        elif w in WITH_VALUE and value is not None:
            kept += [w + value]
            i += 2
        elif w in DROPPED_WITH_VALUE and value is not None:
            dropped += [w, value]
            i += 2
        elif w[:2] == "-I" or w.startswith("-isystem") and len(w) > len("-isystem"):
            flag = "-I" if w[:2] == "-I" else "-isystem"
            kept.append(flag + _absolute(entry, w[len(flag):]))
            i += 1
        elif MEANING.match(w) and not NOT_MEANING.match(w):
            kept.append(w)
            i += 1
        else:
            dropped.append(w)
            i += 1
    return kept, dropped


def _absolute(entry, path):
    return os.path.normpath(os.path.join(entry.directory, path))
