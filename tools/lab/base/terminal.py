"""Fitting output to a terminal: its width, lines broken to fit it, and whether to colour."""

import os
import sys

# shutil and textwrap are imported where they are used: make check runs asm on each hand-broken fixture, with
# its output piped, which needs neither.


def output_width(requested=None, stream=sys.stdout, least=40, piped=None):
    """The columns output must fit: --width N (at least `least`), else the terminal's (or $COLUMNS); `piped`
    where it goes elsewhere with neither: None for asm, diff, count and scan, whose lines are then not broken (a
    file or FileCheck reads them whole), 80 for make demo's tables and history, which always fit a width."""
    if requested:
        return max(requested, least)
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


def use_colour(choice, stream=sys.stdout):
    if choice == "always":
        return True
    if choice == "never":
        return False
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def fit(text, columns, indent=""):
    """text as lines of at most columns characters, broken between words, the lines after the first indented."""
    import textwrap
    return textwrap.wrap(text, columns, subsequent_indent=indent, break_on_hyphens=False) or [""]
