"""Words for counts, and for a name a user mistyped, as every command and page says them."""


def many(count, word, plural=None):
    """'no configs', '1 config', '2 configs'; plural where it is not word + s (pass: passes)."""
    return f"{count or 'no'} {word if count == 1 else plural or word + 's'}"



def nearest(word, known):
    """The known names nearest a mistyped one, the closest first (difflib's measure), none where none is near."""
    import difflib
    by_lower = {k.lower(): k for k in known}        # o2 means O2
    return [by_lower[k] for k in difflib.get_close_matches(word.lower(), list(by_lower), n=3)]


def did_you_mean(near):
    """' (did you mean gcc-12/x86_64/O2?)', said after a name no one knows, or '' where nothing is near."""
    return f" (did you mean {' or '.join(near)}?)" if near else ""
