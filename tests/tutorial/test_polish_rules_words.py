"""The Polish rules pages of Paris and the Great Tour in the table's words and whole Polish
sentences (read page by page at 1280×800)."""

from __future__ import annotations

from tabletop.core.i18n import speaking
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
