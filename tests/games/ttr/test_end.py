"""The end of the game (rules/ttr.md, "End of the game", "Pass") and the idle-round house
rule."""

from __future__ import annotations

from tabletop.core import CommonRefusal
from tabletop.games.ttr import ClaimRoute, DeclineTunnel, DrawBlind, Pass
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.refusals import TtrRefusal as R

from .scenario import (
    EUROPE,
    PARIS,
    act,
    burn_pieces,
    empty_deck,
    refused,
    rigged,
    set_deck,
    set_hand,
    set_row,
    step,
)


def _draw_turn(state):
    state = act(EUROPE, state, DrawBlind())
    return act(EUROPE, state, DrawBlind()) if state.pending == "second_draw" else state


def _three_players_with_pieces(pieces: int):
    s = set_hand(rigged(EUROPE, 3), 0, {"black": 1})
    return burn_pieces(s, 0, pieces, avoid=["amsterdam-bruxelles"])


def test_final_round_every_player_one_more_turn() -> None:
    # Classic mistake: the end never triggering.
    s = _three_players_with_pieces(3)
    result = step(EUROPE, s, ClaimRoute("amsterdam-bruxelles", "black", 0))
    s = result.state
    assert ev.FinalRoundStarted(0, 2) in result.events
    view = EUROPE.view(s, 1)
    assert view["final_round"] and view["last_round_seats"] == [1, 2, 0]
    for seat in (1, 2, 0):
        assert EUROPE.to_act(s) == seat and EUROPE.outcome(s) is None
        s = _draw_turn(s)
    assert EUROPE.to_act(s) is None
    assert EUROPE.outcome(s) is not None and EUROPE.legal_actions(s) == []
    assert EUROPE.view(s, 0)["end_reason"] == "final_round"
    refused(EUROPE, s, DrawBlind(), CommonRefusal.GAME_OVER)


def test_final_round_triggered_once() -> None:
    # Classic mistake: a second player dropping to 2 pieces restarting the final round.
    s = _three_players_with_pieces(3)
    s = act(EUROPE, s, ClaimRoute("amsterdam-bruxelles", "black", 0))
    s = set_hand(s, 1, {"red": 1})
    s = burn_pieces(s, 1, 3, avoid=["budapest-wien-red", "amsterdam-bruxelles"])
    result = step(EUROPE, s, ClaimRoute("budapest-wien-red", "red", 0))
    s = result.state
    assert not any(isinstance(e, ev.FinalRoundStarted) for e in result.events)
    assert EUROPE.view(s, 0)["last_round_seats"] == [2, 0]
    s = _draw_turn(_draw_turn(s))
    assert EUROPE.to_act(s) is None


def test_final_round_starts_at_two_pieces_not_three() -> None:
    s = _three_players_with_pieces(4)
    s = act(EUROPE, s, ClaimRoute("amsterdam-bruxelles", "black", 0))
    assert not s.final_left and not EUROPE.view(s, 0)["final_round"]


def test_final_round_paris_at_two_buses() -> None:
    s = set_hand(rigged(PARIS, 2), 0, {"red": 1})
    s = burn_pieces(s, 0, 3, avoid=["R01"])
    result = step(PARIS, s, ClaimRoute("R01", "red", 0))
    assert ev.FinalRoundStarted(0, 2) in result.events


def _stuck(state):
    """Seat 0 holds nothing, and there is nothing to draw: no cards, no tickets."""
    s = set_hand(state, 0, {})
    s = empty_deck(s)
    s = set_row(s, [None] * 5)
    s = s.copy()
    s.box, s.ticket_deck = (*s.box, *s.ticket_deck), ()
    return s


def test_pass_only_when_nothing_else_is_legal() -> None:
    s = rigged(EUROPE, 2)
    refused(EUROPE, s, Pass(), R.MUST_ACT)
    s = _stuck(s)
    assert EUROPE.legal_actions(s) == [Pass()]
    result = step(EUROPE, s, Pass())
    assert ev.Passed(0) in result.events and result.state.current == 1


def test_idle_rounds_end_the_game() -> None:
    # House rule: three whole rounds in which nobody does anything end the game.
    s = set_hand(rigged(EUROPE, 2), 0, {"blue": 2})
    s = set_hand(s, 1, {"pink": 2})
    reveals = ["locomotive", "red", "orange"] * 6
    s = set_deck(s, reveals)
    claims = {
        0: ClaimRoute("munchen-venezia", "blue", 0),
        1: ClaimRoute("marseille-zurich", "pink", 0),
    }
    events = []
    for turn in range(6):
        assert EUROPE.view(s, 0)["idle_turns"] == turn
        s = act(EUROPE, s, claims[s.current])
        assert EUROPE.legal_actions(s) == [DeclineTunnel()]
        result = step(EUROPE, s, DeclineTunnel())
        events += result.events
        s = result.state
    assert EUROPE.to_act(s) is None
    ended = [e for e in events if isinstance(e, ev.GameEnded)]
    assert len(ended) == 1 and ended[0].reason == "idle_round"


def test_a_turn_that_does_something_resets_the_idle_count() -> None:
    s = set_hand(rigged(EUROPE, 2), 0, {"blue": 2})
    s = set_deck(s, ["locomotive", "red", "orange", "red", "red"])
    s = act(EUROPE, s, ClaimRoute("munchen-venezia", "blue", 0))
    s = act(EUROPE, s, DeclineTunnel())
    assert s.idle == 1
    s = _draw_turn(s)
    assert s.idle == 0
