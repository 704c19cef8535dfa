"""Game ids belong to the registry: outside the games' own packages (``tabletop/games/``) and
their tables (``tabletop/ui/tables/``), at most ``MOST_FILES`` files of ``tabletop/`` name a game
by its id — in code, comments and docstrings alike. Everything else reads the descriptors, so
adding a game edits no list and renaming one has nowhere else to go. (The two today:
``desktop.py``, whose menu entry's search words hold the English word "metro", and
``history/schema.py``, a comment in a migration already applied, which is never rewritten.)"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

from tabletop.games import DESCRIPTORS

PACKAGE = Path(__file__).resolve().parents[1] / "tabletop"
#: Where a game's own code lives: its id is at home there.
OWN = (PACKAGE / "games", PACKAGE / "ui" / "tables")
MOST_FILES = 2
#: Token kinds that hold text: strings (docstrings too), comments, and the text parts of an
#: f-string (a token of its own from Python 3.12).
TEXT_TOKENS = {
    tokenize.STRING,
    tokenize.COMMENT,
    *([tokenize.FSTRING_MIDDLE] if hasattr(tokenize, "FSTRING_MIDDLE") else []),
}


def id_pattern(ids: set[str]) -> re.Pattern[str]:
    """An id as a word of its own: not part of a dotted module or a path (``games.metro``,
    ``docs/rules/metro.md`` name a package or a file, not the game)."""
    words = "|".join(sorted(map(re.escape, ids), key=len, reverse=True))
    return re.compile(rf"(?<![\w./])({words})(?!\w)")


def mentions(source: str, pattern: re.Pattern[str]) -> list[tuple[int, str]]:
    """(line, id) for every id in the string literals and comments of ``source``."""
    if pattern.search(source) is None:
        return []  # nowhere in the text, so in none of its tokens: no need to tokenize
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in TEXT_TOKENS:
            found += [(token.start[0], m.group(1)) for m in pattern.finditer(token.string)]
    return found


def files_naming_games() -> dict[str, list[tuple[int, str]]]:
    pattern = id_pattern({found.id for found in DESCRIPTORS})
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if any(path.is_relative_to(own) for own in OWN):
            continue
        found = mentions(path.read_text(encoding="utf-8"), pattern)
        if found:
            out[path.relative_to(PACKAGE.parent).as_posix()] = found
    return out


def test_at_most_two_files_outside_the_games_name_a_game_by_its_id() -> None:
    found = files_naming_games()
    assert len(found) <= MOST_FILES, "\n".join(f"{path}: {lines}" for path, lines in found.items())


def test_the_count_sees_literals_comments_and_docstrings_but_not_paths() -> None:
    pattern = id_pattern({"metro", "ttr_europe"})
    source = (
        '"""A docstring naming ttr_europe."""\n'
        "x = 'metro'  # and metro in a comment\n"
        "import tabletop.games.metro as m  # see docs/rules/metro.md\n"
        'y = f"{x} metro_lines"\n'
    )
    assert mentions(source, pattern) == [(1, "ttr_europe"), (2, "metro"), (2, "metro")]
