"""Bad input: unknown ids and foreign actions are invalid, legal-looking but forbidden actions
are illegal with a reason; either way the state is untouched."""

from __future__ import annotations

import pytest

from tabletop.core import Action, InvalidActionError, canonical_json
from tabletop.games.ttr import BuildStation, ClaimRoute, DrawFaceUp, KeepTickets

from .scenario import EUROPE, PARIS, rigged, set_hand


@pytest.mark.parametrize(
    ("game", "action"),
    [
        (EUROPE, ClaimRoute("atlantis-paris", "red", 0)),
        (EUROPE, ClaimRoute("amsterdam-essen", "purple", 0)),
        (PARIS, ClaimRoute("R01", "orange", 0)),
        (EUROPE, BuildStation("atlantis", "red", 0)),
        (PARIS, BuildStation("louvre", "red", 0)),  # Paris has no stations
        (EUROPE, DrawFaceUp(5)),
        (EUROPE, DrawFaceUp(-1)),
        (EUROPE, KeepTickets(("no-such-ticket",))),
        (EUROPE, Action()),
    ],
)
def test_unknown_ids_and_foreign_actions_are_invalid(game, action) -> None:
    s = set_hand(rigged(game, 2), 0, {"red": 3})
    before = canonical_json(game.state_json(s))
    with pytest.raises(InvalidActionError):
        game.apply(s, action)
    assert canonical_json(game.state_json(s)) == before
