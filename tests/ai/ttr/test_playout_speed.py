"""The play-out loop's shortcuts (issue 28, item 1: faster play-outs, the same decisions):
each one gives the answers the plain computation gives, over whole games the policy plays."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Rng
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS, TtrGame, TtrState
from tabletop.games.ttr.knowledge import TtrKnowledge
from tabletop.games.ttr.position import Position
from tabletop.games.ttr.style import SEARCH, STYLES, Style

CASES = [(TTR_EUROPE, 4, SEARCH), (TTR_PARIS, 2, SEARCH), (TTR_EUROPE, 3, STYLES["long_routes"][1])]


def _policy_states(game: TtrGame, players: int, style: Style, seed: int) -> list[TtrState]:
    """Every state of a game the policy plays against itself."""
    knowledge = TtrKnowledge(game, style)
    state = game.new_state(GameConfig(players), seed)
    states = [state]
    while state.result is None and len(states) <= game.spec.max_actions:
        action = knowledge.playout_action(state, (), Rng(seed))
        state = game.apply(state, action).state
        states.append(state)
    return states


@pytest.mark.parametrize(("game", "players", "style"), CASES)
def test_routes_out_of_the_hands_reach_are_skipped_with_the_same_options(
    game: TtrGame, players: int, style: Style
) -> None:
    fast = TtrKnowledge(game, style).policy
    plain = TtrKnowledge(game, style).policy
    plain._shortest_track = [0] * game.tables.nroutes  # every route asked for its payment
    for state in _policy_states(game, players, style, seed=7):
        if state.result is not None or state.pending is not None or state.setup:
            continue
        pos = Position.of_state(state)
        assert fast._turn_options(pos) == plain._turn_options(pos)
        assert fast.best(pos) == plain.best(pos)
