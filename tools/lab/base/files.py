"""Reading inputs and writing outputs: a file read again only when it changed, written whole or made with its
directory."""

import os
import threading


# What read_input last read, by path: a lit worker reads the case and each header for every
# test (its build's inputs, and its result's).
_last_read = {}


def read_input(path):
    """A file's bytes, read again only when its modification time, size or inode changed."""
    st = os.stat(path)
    stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
    if _last_read.get(path, (None,))[0] != stamp:
        with open(path, "rb") as f:
            _last_read[path] = stamp, f.read()
    return _last_read[path][1]


def write_file(path, text):
    """Write path (text, or bytes), making its directory only when it is missing: a cold build writes thousands
    of files into a few hundred directories, and asking for each one every time costs a system call. (No
    temporary file and rename: on this disk each is a metadata write of its own; build() orders its writes
    instead.)"""
    mode = "wb" if isinstance(text, bytes) else "w"
    try:
        f = open(path, mode)
    except FileNotFoundError:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        f = open(path, mode)
    with f:
        f.write(text)


def write_whole(path, text):
    """Write path whole or not at all, for another process or thread reading it meanwhile: into a temporary
    file of this thread's own (two may write the same path at once: lit workers, browse's threads), renamed
    over it."""
    temporary = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    write_file(temporary, text)
    os.replace(temporary, path)


def read_text(path):
    """A text file's whole text."""
    with open(path) as f:
        return f.read()
