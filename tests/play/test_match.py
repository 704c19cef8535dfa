"""Match: seats, submit, undo of a human's own unrevealing actions, AI in a worker process."""

from __future__ import annotations

import time

import pytest

from tabletop.core import GameConfig, IllegalActionError, Seat, canonical_json
from tabletop.games import GAMES
from tabletop.play import Match
from tests.support.clock import FakeClock


def _match(game_id: str, agents: list[str | None], **kw) -> Match:
    seats = [Seat(f"P{i}", "#abcdef", agent) for i, agent in enumerate(agents)]
    return Match.new(game_id, GameConfig(len(agents)), seats, 42, **kw)


def _digest(match: Match) -> str:
    return canonical_json(match.game.state_json(match.state))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_undo_only_the_humans_own_unrevealing_action(game_id: str) -> None:
    players = GAMES[game_id].spec.min_players
    match = _match(game_id, [None] * players)
    undone = refused = 0
    for _ in range(300):
        if match.is_over():
            break
        before = _digest(match)
        action = match.legal_actions()[-1]
        match.submit(action)
        if match.can_undo():
            match.undo()
            assert _digest(match) == before
            undone += 1
            match.submit(action)
        else:
            refused += 1
            with pytest.raises(IllegalActionError):
                match.undo()
    assert undone + refused > 0


def test_undo_refused_after_an_ai_move() -> None:
    game_id = next(iter(GAMES))
    match = _match(game_id, ["random", "random"])
    match.step_ai()
    assert not match.can_undo()


def test_submit_refuses_ai_seat_and_illegal_actions() -> None:
    game_id = next(iter(GAMES))
    match = _match(game_id, ["random", None])
    with pytest.raises(IllegalActionError) as info:
        match.submit(match.legal_actions()[0])
    assert info.value.reason == "not_your_turn"


def test_poll_runs_the_ai_off_thread_and_notifies_listeners() -> None:
    game_id = next(iter(GAMES))
    match = _match(game_id, ["random", "random"])
    heard: list[tuple[int, object]] = []
    match.add_listener(lambda seat, action, events: heard.append((seat, action)))
    deadline = time.monotonic() + 20
    while match.ply < 5 and time.monotonic() < deadline:
        match.poll()
        time.sleep(0.001)
    match.close()
    assert match.ply >= 5
    assert [a for _, a in heard] == [a for _, a in match.log][: len(heard)]


def _poll_until_answered(match: Match, hold: bool = False, seconds: float = 20.0) -> None:
    """Poll until the AI seat's choice is in (the agent thinks in real time: fail after
    ``seconds``); the match's own clock does not move meanwhile."""
    deadline = time.monotonic() + seconds
    while not (match.thinking and match.answer_ready):
        assert time.monotonic() < deadline, f"no AI answer within {seconds} s"
        match.poll(hold=hold)
        time.sleep(0.005)


def test_poll_applies_the_ai_move_only_once_the_agent_delay_has_passed() -> None:
    game_id = next(iter(GAMES))
    clock = FakeClock()
    match = _match(game_id, ["random", "random"], agent_delay=0.3, clock=clock)
    try:
        _poll_until_answered(match)
        assert match.next_poll_in() == pytest.approx(0.3)
        assert not match.poll() and match.ply == 0  # the answer is in, the delay is not over
        clock.advance(0.29)
        assert not match.poll() and match.ply == 0
        assert match.next_poll_in() == pytest.approx(0.01)
        clock.advance(0.02)
        assert match.poll() and match.ply == 1
    finally:
        match.close()


def test_ai_moves_are_replayable_from_the_seed() -> None:
    game_id = next(iter(GAMES))
    first, second = (_match(game_id, ["random", "random"]) for _ in range(2))
    for match in (first, second):
        while match.step_ai():
            pass
    assert first.log == second.log


def test_hold_lets_the_ai_think_but_applies_nothing_and_the_delay_runs_after_it() -> None:
    game_id = next(iter(GAMES))
    clock = FakeClock()
    match = _match(game_id, ["random", "random"], agent_delay=0.2, clock=clock)
    try:
        _poll_until_answered(match, hold=True)
        clock.advance(5.0)  # held far longer than the delay: still nothing is applied
        for _ in range(3):
            assert not match.poll(hold=True)
        assert match.ply == 0 and match.thinking  # the choice is ready, but held
        assert match.next_poll_in(hold=True) is None
        # Released: the delay runs from the end of the hold, not from the answer.
        assert not match.poll() and match.ply == 0
        clock.advance(0.19)
        assert not match.poll() and match.ply == 0
        clock.advance(0.02)
        assert match.poll() and match.ply == 1
    finally:
        match.close()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_headless_runner_and_the_app_play_the_same_game_from_a_seed(game_id: str) -> None:
    from tabletop.play.runner import play_game

    players = GAMES[game_id].spec.min_players
    result = play_game(game_id, ["greedy"] * players, 42)
    match = _match(game_id, ["greedy"] * players)
    while match.step_ai():
        pass
    assert tuple(match.log) == result.log
    assert match.outcome() == result.outcome
    assert result.match.log == match.log  # the rebuilt match replays to the same game


def test_the_turn_counter_moves_when_the_next_seat_is_to_act_never_mid_turn() -> None:
    from tabletop.games.ttr import DrawBlind, KeepTickets

    match = _match("ttr_europe", [None, None])
    for _ in range(2):  # both seats keep their starting tickets: turns 1 and 2
        offered = match.view(match.to_act())["offered_tickets"]
        match.submit(KeepTickets(tuple(offered)))
    assert match.turn == 3 and match.to_act() == 0
    match.submit(DrawBlind())  # the first card: still seat 0's turn
    assert match.to_act() == 0 and match.turn == 3
    match.submit(DrawBlind())  # the second card ends it: seat 1's turn
    assert match.to_act() == 1 and match.turn == 4
