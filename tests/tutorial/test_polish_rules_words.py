"""The Polish rules pages of Paris and the Great Tour in the table's words and whole Polish
sentences (read page by page at 1280×800)."""

from __future__ import annotations

import re

from tabletop.core.i18n import _, speaking
from tabletop.games import rules_help


def page(game_id: str) -> str:
    sections = rules_help(game_id)
    assert sections is not None
    return "\n".join(section.text for section in sections)


def test_paris_setup_deals_cards_not_locomotion_cards() -> None:
    """Paris said "dostaje 2 karty Lokomocji": a word the table never uses, read as the wild cards
    (Lokomotywa in Europe) though the deal is any two cards."""
    with speaking("pl"):
        text = page("ttr_paris")
    assert "Lokomoc" not in text
    assert "i dostaje 2 karty." in text


def test_the_great_tours_blank_ticket_sentence_has_its_verb() -> None:
    """The Great Tour said "Bierzesz pusty bilet wart 1 punkt i żadnej plakietki": no token
    is taken, and the sentence now says so with a verb."""
    with speaking("pl"):
        text = page("great_tour")
    assert "i żadnej plakietki" not in text
    assert "wart 1 punkt, ale nie dostajesz plakietki." in text


#: "połączenie" (the Paris rulebook's word for a route) in any of its forms.
CONNECTION = re.compile(r"\bpołącze(ni[aeu]|niem|niach|niami|ń)\b", re.IGNORECASE)


def test_paris_says_trasa_as_its_table_does_and_the_rulebooks_word_once() -> None:
    """The Paris rules page said "połączenie" (the rulebook's word) for what the Paris table
    calls a "trasa" (its hover cards, refusals, status line and tips): the page says "trasa",
    and the rulebook's name of the action, which the claim dialog keeps, once, beside it."""
    from tabletop.controller.ttr.words import TtrNames
    from tabletop.games import GAMES
    from tabletop.tutorial import TUTORIALS

    with speaking("pl"):
        text = page("ttr_paris")
        tips = [_(step.mark) for step in TUTORIALS["ttr_paris"].steps]
        action = TtrNames(GAMES["ttr_paris"]).claim_action()  # type: ignore[arg-type]
        refusals = [
            _("You have too few buses left for this route."),
            _("You have too few buses left for any route."),
        ]
    assert [m.group(0) for m in CONNECTION.finditer(text)] == ["połączenia"]
    assert f"{action}: zajmij trasę" in text  # the rulebook's word beside the table's
    assert "Zajmowanie trasy" in text and "Szarych tras nie ma." in text
    assert not any(CONNECTION.search(tip) for tip in tips)
    assert not any(CONNECTION.search(refusal) for refusal in refusals)
