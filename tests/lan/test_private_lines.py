"""A phone's own lines say a drawn card as the table's log does, with its article (new-player
review #17: "You drew a orange card" on the phone, after the table's log was mended)."""

from __future__ import annotations

import pytest

from tabletop.core.i18n import speaking
from tabletop.games import GAMES
from tabletop.games.ttr import TtrGame
from tabletop.games.ttr.events import CardDrawn
from tabletop.lan.faces.ttr import TtrFace
from tabletop.lan.look import Look


@pytest.mark.parametrize(
    ("color", "line"),
    [
        ("orange", "You drew an orange card from the deck"),
        ("red", "You drew a red card from the deck"),
        ("locomotive", "You drew a locomotive from the deck"),
    ],
)
def test_a_drawn_card_takes_its_article_on_the_phone(color: str, line: str) -> None:
    game = GAMES["ttr_europe"]
    assert isinstance(game, TtrGame)
    face = TtrFace(game, Look())
    with speaking("en"):
        assert face.private_line(CardDrawn(0, color)) == line
    with speaking("pl"):
        polish = face.private_line(CardDrawn(0, color))
    assert polish is not None and polish.startswith("Dobierasz z talii: ")
