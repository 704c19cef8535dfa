"""Polish counts (issue 12): one form for 1, another for 2–4 (but not 12–14), a third for the
rest — 1 żeton, 2 żetony, 5 żetonów, 22 żetony, 25 żetonów — chosen by the catalog's
Plural-Forms through ``ngettext``, never "żeton(y)"."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from babel.core import Locale

from tabletop.controller.metro import words
from tabletop.core.i18n import _, ngettext, set_language
from tabletop.ui.words import player_count

#: The counts issue 12 names, and the form Polish grammar gives each.
COUNTS = {
    1: "one",
    2: "few",
    4: "few",
    5: "many",
    12: "many",
    21: "many",
    22: "few",
    25: "many",
    101: "many",
}


@pytest.fixture
def polish() -> Iterator[None]:
    set_language("pl")
    yield
    set_language("en")


def pool(n: int) -> str:
    return ngettext("Pool: {n} tile face down", "Pool: {n} tiles face down", n).format(n=n)


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_tiles_in_the_pool_take_the_polish_form_for_their_count(polish: None, n: int) -> None:
    expected = {
        "one": f"Pula: {n} zakryty żeton",
        "few": f"Pula: {n} zakryte żetony",
        "many": f"Pula: {n} zakrytych żetonów",
    }[COUNTS[n]]
    assert pool(n) == expected


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_points_and_games_take_the_polish_form_for_their_count(polish: None, n: int) -> None:
    form = COUNTS[n]
    games = ngettext("{n} game", "{n} games", n).format(n=n)
    assert games == {"one": f"{n} gra", "few": f"{n} gry", "many": f"{n} gier"}[form]
    hint = words.game_over_hint(_("{name} wins!").format(name="Ala"), n)
    points = {"one": "punkt", "few": "punkty", "many": "punktów"}[form]
    assert hint == f"Plansza jest pełna. Wygrywa Ala! ({n} {points})"


def test_the_plural_rule_is_polish_grammar_for_every_count(polish: None) -> None:
    """The catalog's rule agrees with the Unicode CLDR Polish rule (through Babel) for every
    whole number up to 1000: one → the first form, few → the second, many → the third."""
    cldr = Locale("pl").plural_form
    index = {"one": 0, "few": 1, "many": 2}
    forms = ("{n} gra", "{n} gry", "{n} gier")
    for n in range(1001):
        said = ngettext("{n} game", "{n} games", n)
        assert said == forms[index[cldr(n)]], n


def test_english_has_its_two_forms() -> None:
    assert [pool(n) for n in (0, 1, 2, 5, 21)] == [
        "Pool: 0 tiles face down",
        "Pool: 1 tile face down",
        "Pool: 2 tiles face down",
        "Pool: 5 tiles face down",
        "Pool: 21 tiles face down",
    ]


def test_player_counts_read_as_on_polish_boxes(polish: None) -> None:
    assert [player_count(n) for n in (1, 2, 4, 5, 6)] == [
        "1 gracz",
        "2 graczy",
        "4 graczy",
        "5 graczy",
        "6 graczy",
    ]


def test_argparse_counts_through_our_catalog(polish: None) -> None:
    assert ngettext("expected %s argument", "expected %s arguments", 1) % 1 == (
        "oczekiwano 1 argumentu"
    )
    assert ngettext("expected %s argument", "expected %s arguments", 3) % 3 == (
        "oczekiwano 3 argumentów"
    )
