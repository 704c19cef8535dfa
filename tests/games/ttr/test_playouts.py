"""Random playouts of both maps at every player count, checking the invariants at every step:
cards (110 / 46) and tickets conserved, pieces and stations, bounded length, and the view
never showing another seat's secrets."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, IllegalActionError, Rng, canonical_json
from tabletop.games.ttr import ClaimRoute

from .scenario import EUROPE, PARIS

CASES = [(EUROPE, n) for n in range(2, 6)] + [(PARIS, n) for n in range(2, 5)]
IDS = [f"{game.spec.id}-{n}" for game, n in CASES]


def _playout(game, players: int, seed: int, deep: bool):
    state = game.new_state(GameConfig(players), seed)
    rng = Rng(seed * 101 + players)
    steps = 0
    while game.to_act(state) is not None:
        legal = game.legal_actions(state)
        assert legal and len(set(legal)) == len(legal)
        action = legal[rng.below(len(legal))]
        before = canonical_json(game.state_json(state)) if deep else None
        state_after = game.apply(state, action).state
        game.check_invariants(state_after)
        if deep:
            assert canonical_json(game.state_json(state)) == before
            for viewer in range(players):
                view = game.view(state, viewer)
                assert sum(view["hand"].values()) == view["players"][viewer]["hand_size"]
        state = state_after
        steps += 1
        assert steps <= game.spec.max_actions
    return state, steps


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
    state = EUROPE.new_state(GameConfig(3), 4)
    rng = Rng(4)
    checked = 0
    while EUROPE.to_act(state) is not None and checked < 300:
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
        state = EUROPE.apply(state, legal[rng.below(len(legal))]).state
    assert checked > 50


@pytest.mark.slow
@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_soak_random_playouts(game, players: int) -> None:
    for seed in range(3, 40):
        _playout(game, players, seed, deep=False)
