"""Words for counts, as every command and page says them."""


def many(count, word):
    return f"{count or 'no'} {word}{'' if count == 1 else 's'}"
