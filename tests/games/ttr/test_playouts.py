"""Random playouts of both maps at every player count, checking the invariants at every step:
cards (110 / 46) and tickets conserved, pieces and stations, bounded length, and the view
never showing another seat's secrets."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalActionError, canonical_json
from tabletop.games.ttr import ClaimRoute
from tests.support.playout import random_playout

from .scenario import EUROPE, PARIS

CASES = [(EUROPE, n) for n in range(2, 6)] + [(PARIS, n) for n in range(2, 5)]
IDS = [f"{game.spec.id}-{n}" for game, n in CASES]


def _playout(game, players: int, seed: int, deep: bool):
    """The shared random playout, checking every step (``deep``: also that ``apply`` left
    its input as it was, and every seat's view of its own hand)."""
    last, steps, seen = None, 0, None
    for state, _seat, _action, after in random_playout(game, players, seed):
        if deep:
            # The previous step's result, as it was then: the next apply did not change it.
            assert seen is None or canonical_json(game.state_json(state)) == seen
            legal = game.legal_actions(state)
            assert legal and len(set(legal)) == len(legal)
            for viewer in range(players):
                view = game.view(state, viewer)
                assert sum(view["hand"].values()) == view["players"][viewer]["hand_size"]
            seen = canonical_json(game.state_json(after))
        game.check_invariants(after)
        last, steps = after, steps + 1
    assert last is not None
    return last, steps


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_random_playouts_keep_every_invariant(game, players: int) -> None:
    for seed in (1, 2):
        state, steps = _playout(game, players, seed, deep=seed == 1)
        outcome = game.outcome(state)
        assert outcome is not None and len(outcome.scores) == players
        assert steps < game.spec.max_actions
        view = game.view(state, None)
        assert view["over"] and len(view["revealed"]) == players


def test_claims_offered_are_claims_accepted() -> None:
    """Every claim offered is accepted and a claim with one wild more or less is refused
    unless it is offered too (no payment missing from the list, none extra)."""
    checked = 0
    for state, _seat, _action, _after in random_playout(EUROPE, 3, 4):
        if checked >= 300:
            break
        legal = EUROPE.legal_actions(state)
        offered = set(legal)
        for action in legal:
            if not isinstance(action, ClaimRoute):
                continue
            for wilds in (action.wilds - 1, action.wilds + 1):
                for color in (action.color, None):
                    other = ClaimRoute(action.route, color, wilds)
                    try:
                        EUROPE.apply(state, other)
                        accepted = True
                    except IllegalActionError:
                        accepted = False
                    assert accepted == (other in offered), other
                    checked += 1
    assert checked > 50


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_soak_random_playouts(game, players: int) -> None:
    for seed in range(3, 40):
        _playout(game, players, seed, deep=False)
