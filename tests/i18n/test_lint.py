"""The check that no visible string is built outside the catalog (``tools/i18n.py lint``): it
runs over every converted file, and it does catch what it is there to catch."""

from __future__ import annotations

import fnmatch
from pathlib import Path

import pytest

from tools import i18n as tool

REPO = Path(__file__).resolve().parents[2]


def test_the_converted_files_show_no_words_outside_the_catalog() -> None:
    findings = tool.lint()
    assert not findings, "\n".join(str(f) for f in findings)


def test_every_converted_file_exists_and_every_allowance_is_used_by_one() -> None:
    for path in tool.CONVERTED:
        assert (REPO / path).is_file(), path
    for path, _text in tool.ALLOWED:
        assert fnmatch.filter(tool.CONVERTED, path), path


def test_an_allowance_may_name_every_games_rigging_at_once() -> None:
    """Every game rigs its decks in a ``_rig…`` function: one allowance covers them all, a
    new game's too, and nothing else of a game nor a function so named elsewhere."""
    rigging = "def _rigged_prefix"
    assert tool._allowed("tabletop/games/metro/engine.py", rigging)
    assert tool._allowed("tabletop/games/any_new_game/deal.py", "def _rig")
    assert not tool._allowed("tabletop/games/metro/engine.py", "def _place")
    assert not tool._allowed("tabletop/ui/scenes/title.py", rigging)


def _found(source: str) -> list[str]:
    return [f.text for f in tool.lint_source(source, "example.py")]


@pytest.mark.parametrize(
    ("source", "text"),
    [
        ('theme.text(surface, "Game over", "label", c, pos)', "Game over"),
        ('theme.text(surface, f"Turn {n}", "small", c, pos)', "f'Turn {n}'"),
        ('Button("Play again", self.play_again)', "Play again"),
        ('self.app.toast(f"Saved as {name}", "good")', "f'Saved as {name}'"),
        ('app.toast("Saved as {name}".format(name=n))', "Saved as {name}"),
        ('Choice([(n, f"{n} players") for n in counts], 2)', "f'{n} players'"),
        ('Reply.refuse(None, "Not now")', "Not now"),
        ('raise IllegalActionError("deck_empty", "The deck is empty.")', "deck_empty"),
        ('print(f"error: {problem}")', "f'error: {problem}'"),
        ('parser.add_argument("--x", help="the x")', "the x"),
        ('OptionSpec(name="n", label="Tiles in hand", default=1, choices=(1,))', "Tiles in hand"),
        ('label = seat.name + "  ·  AI"', "  ·  AI"),
        ('def status_text(self):\n    return f"{name}\'s turn"', 'f"{name}\'s turn"'),
        ('TITLE = _("Settings")', "_('Settings')"),
        ('class S:\n    title = _("Settings")', "_('Settings')"),
        ('def f():\n    return _(f"{n} cards")', "f'{n} cards'"),
    ],
)
def test_the_lint_flags_words_said_outside_the_catalog(source: str, text: str) -> None:
    assert text in _found(source)


@pytest.mark.parametrize(
    "source",
    [
        'theme.text(surface, _("Game over"), "label", c, pos, "midleft")',
        'theme.text(surface, _("Turn {number}").format(number=n), "small", c, pos)',
        'Button(_("Play again"), self.play_again, style="primary")',
        'app.toast(ngettext("{n} card", "{n} cards", n).format(n=n), "error")',
        'theme.text(surface, str(score), "heading", c, pos)',
        'theme.text(surface, f"+{points}", "label", c, pos)',
        'theme.text(surface, "·", "small", c, pos)',
        'theme.text(surface, view.get("name", ""), "small", c, pos)',
        'OptionSpec(name="n", label=N_("Tiles in hand"), default=1, choices=(1,))',
        'WORDS = {1: N_("one")}',
        'def f():\n    label = theme.font("label")',
        'def f():\n    log.info("started %s", name)',
        'def hint(self):\n    return " ".join(parts)',
    ],
)
def test_the_lint_accepts_words_from_the_catalog_and_what_is_no_language(source: str) -> None:
    # Said in a function, as screens do (a module body would translate once, at import).
    body = (
        source if source.startswith(("def ", "WORDS", "OptionSpec")) else f"def f():\n    {source}"
    )
    assert _found(body) == []
