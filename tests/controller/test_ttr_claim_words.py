"""Each rule set names claiming in its own rulebook's words (rules-help review H7): Paris's
"Utworzenie połączenia", Europe's "Zajęcie trasy" — on the claim dialog and the phone alike."""

from __future__ import annotations

import pytest

from tabletop.controller.ttr.words import TtrNames
from tabletop.core.i18n import speaking
from tabletop.games import GAMES
from tabletop.games.ttr import TtrGame


@pytest.mark.parametrize(
    ("game_id", "action", "title"),
    [
        ("ttr_europe", "Zajęcie trasy", "Zajęcie trasy "),
        ("ttr_paris", "Utworzenie połączenia", "Utworzenie połączenia "),
    ],
)
def test_claiming_is_named_as_each_rulebook_names_it(game_id: str, action: str, title: str) -> None:
    game = GAMES[game_id]
    assert isinstance(game, TtrGame)
    names = TtrNames(game)
    route = next(iter(game.board.routes))
    with speaking("pl"):
        assert names.claim_action() == action
        assert names.claim_title(route) == title + names.route(route)
    with speaking("en"):
        assert names.claim_action() == "Claim a route"
        assert names.claim_title(route) == f"Claim {names.route(route)}"
