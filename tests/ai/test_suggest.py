"""Suggest (issue 9): the Strong level's move for a human seat, from that seat's view only,
in-process or in the match's worker process; never played."""

from __future__ import annotations

import time

import pytest

from tabletop.ai import UNTIMED
from tabletop.core import GameConfig, IllegalActionError, Rng, Seat
from tabletop.games import GAMES, make_agent
from tabletop.play import Match
from tabletop.play.agent_inputs import suggestion_rng
from tabletop.play.suggest import suggest
from tests.support.registry import Area, few_players, game_ids


@pytest.mark.parametrize("game_id", game_ids(Area.SHARED_SEARCH_LEVELS))
def test_suggest_is_the_strong_levels_move_from_the_seats_view(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.new_state(GameConfig(few_players(game_id)), 8)
    seat = game.to_act(state)
    view, legal = game.view(state, seat), game.legal_actions(state)
    move = suggest(game_id, view, legal, seed=4)
    assert move in legal
    assert move == make_agent(game_id, "strong").choose(view, legal, Rng(4), UNTIMED)
    assert suggest(game_id, view, legal, seed=4) == move  # the same every time
    with pytest.raises(ValueError, match="spectator"):
        suggest(game_id, game.view(state, None), legal, seed=4)


def test_a_match_asks_its_worker_for_a_suggestion_and_never_plays_it() -> None:
    seats = [Seat("Ann", "#123456"), Seat("Bot", "#654321", "greedy")]
    match = Match.new("metro", GameConfig(2), seats, 5)
    match.timed_agents = False  # the fixed budget: the same move as ``suggest``
    try:
        assert match.suggestion is None
        match.request_suggestion()
        deadline = time.monotonic() + 60
        while match.suggestion is None:
            assert time.monotonic() < deadline, "no suggestion within 60 s"
            time.sleep(0.01)
        move = match.suggestion
        assert move in match.legal_actions() and match.ply == 0  # shown, not played
        seed = suggestion_rng(5, 0, 0).state
        assert move == suggest("metro", match.view(0), match.legal_actions(), seed)
        match.submit(move)
        assert match.suggestion is None  # the game moved on: the suggestion is gone
        with pytest.raises(IllegalActionError):
            match.request_suggestion()  # the AI's turn: nothing to suggest
    finally:
        match.close()
