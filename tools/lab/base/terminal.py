"""Fitting output to a terminal: its width, lines broken to fit it, and whether to colour."""

import os
import sys

# shutil and textwrap are imported where they are used: make check runs asm on each hand-broken fixture, with
# its output piped, which needs neither.


def output_width(requested=None, stream=sys.stdout):
    """The columns output must fit: --width N, else the terminal's (or $COLUMNS); None when piped elsewhere
    with neither, where lines are not broken (a file or FileCheck reads them whole)."""
    if requested:
        return max(requested, 40)
    if stream.isatty():
        import shutil
        return shutil.get_terminal_size().columns
    columns = os.environ.get("COLUMNS", "")
    return int(columns) if columns.isdigit() and int(columns) > 0 else None


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


def terminal_width(forced=None):
    """The columns to fit where lines are always broken (make demo's tables, history): --width, else the
    terminal's (shutil: $COLUMNS, else the terminal, else 80). output_width, unlike it, breaks no line of output
    piped elsewhere."""
    import shutil
    return forced or shutil.get_terminal_size().columns


def fit(text, columns, indent=""):
    """text as lines of at most columns characters, broken between words, the lines after the first indented."""
    import textwrap
    return textwrap.wrap(text, columns, subsequent_indent=indent, break_on_hyphens=False) or [""]
