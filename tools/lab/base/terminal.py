"""Fitting output to a terminal: its width, lines broken to fit it, and whether to colour."""

import os
import sys

# shutil and textwrap are imported where they are used: make check runs asm on each hand-broken fixture, with
# its output piped, which needs neither.


class WidthError(ValueError):
    """--width N narrower than any output can be fitted to, said in one line."""


def output_width(requested=None, stream=sys.stdout, least=40, piped=None):
    """The columns output must fit: --width N (raises WidthError below `least`: no table, side-by-side diff or
    wrapped header fits fewer), else the terminal's (or $COLUMNS); `piped` where it goes elsewhere with neither:
    None for asm, diff, count and scan, whose lines are then not broken (a file or FileCheck reads them whole), 80
    for make demo's tables and history, which always fit a width."""
    if requested is not None:
        if requested < least:
            raise WidthError(f"--width {requested}: too narrow (at least {least} columns)")
        return requested
    if stream.isatty():
        import shutil
        return shutil.get_terminal_size().columns
    columns = os.environ.get("COLUMNS", "")
    return int(columns) if columns.isdigit() and int(columns) > 0 else piped


def wrapped(text, width, indent="    "):
    """text broken at spaces to fit width (not at all when width is None), later lines indented; a word wider than
    a line (a source's path, in a checkout deep in the file system) broken where the line ends."""
    if width is None or len(text) <= width:
        return [text]
    import textwrap
    return textwrap.wrap(text, width, subsequent_indent=indent, break_on_hyphens=False) or [text]


class Progress:
    """A progress line on a terminal's stderr ('oncelab scan: 12 of 40 configs built'), rewritten in place as the
    work goes on; nothing where stderr is not a terminal. Used as a context manager, it is ended with the work:
    wiped when the work is done (keep: left standing, with its newline), and, when the work is cut short (Ctrl-C,
    an error), ended with a newline, so that the one-line message that follows starts a line of its own."""

    def __init__(self, what, keep=False, stream=sys.stderr):
        self.what, self.keep, self.stream = what, keep, stream
        self.shown = False

    def __call__(self, said):
        if self.stream.isatty():
            print(f"\r\033[K{self.what}: {said}", end="", file=self.stream, flush=True)
            self.shown = True

    def __enter__(self):
        return self

    def __exit__(self, kind, value, traceback):
        if self.shown:
            print("\r\033[K" if kind is None and not self.keep else "\n", end="", file=self.stream, flush=True)


def use_colour(choice, stream=sys.stdout):
    if choice == "always":
        return True
    if choice == "never":
        return False
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def refilled(text, width):
    """A hard-wrapped help text (a module's docstring: paragraphs, and indented tables of a term, two spaces or
    more, then its words, which go on in lines indented under them) wrapped again to fit width: the prose
    refilled, each table row's words refilled under their column (or under the term, a little indented, where
    the column leaves them too little room). The texts are written once, at the width of the source."""
    import re
    import textwrap
    rows = []           # [indent, term, column or None, [words' lines]]; indent None: a paragraph of prose
    for line in text.strip("\n").splitlines():
        indent = len(line) - len(line.lstrip())
        row = rows[-1] if rows else None
        if not line.strip():
            rows.append([None, "", None, []])
        elif indent == 0:
            if row and row[0] is None and row[3]:
                row[3].append(line)
            else:
                rows.append([None, "", None, [line]])
        elif row and row[0] is not None and indent >= (row[2] or row[0] + 8):
            row[2] = row[2] or indent
            row[3].append(line.strip())
        else:
            gap = re.search(r"\S( {2,})(?=\S)", line)
            column = gap.end(1) if gap else None
            rows.append([indent, line[:column].rstrip() if column else line.rstrip() + "\n", column,
                         [line[column:]] if column else []])     # a term ending in \n: its words go under it
    out = []
    for indent, term, column, words in rows:
        said = " ".join(w.strip() for w in words)
        if indent is None:
            out += textwrap.wrap(said, width, break_on_hyphens=False) or [""]
            continue
        if column and width - column < 24:      # too little room beside the term: the words go under it
            column, term = indent + 4, term + "\n"
        lines = textwrap.wrap(said, max(width - (column or 0), 24), break_on_hyphens=False)
        first = term.ljust(column) + lines.pop(0) if lines and not term.endswith("\n") else term.rstrip("\n")
        out += [first.rstrip()] + [" " * (column or 0) + l for l in lines]
    return "\n".join(out)


def fit(text, columns, indent=""):
    """text as lines of at most columns characters, broken between words, the lines after the first indented."""
    import textwrap
    return textwrap.wrap(text, columns, subsequent_indent=indent, break_on_hyphens=False) or [""]
