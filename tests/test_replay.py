"""The replay model: every position is the engine's own state, nothing secret leaks from an
unfinished game, every hand shows once a game is over, rounds can be jumped to, and the save
it reads is never changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core import Action, GameConfig, Seat, digest
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.play.runner import play_game
from tabletop.replay import Replay, ReplayError, table_scores
from tabletop.saves import read_save
from tests.support.playout import random_playout

GAME_IDS = list(GAMES)


def _seats(players: int) -> list[Seat]:
    return [Seat(f"P{i + 1}", "#123456", "random") for i in range(players)]


def _recorded_random_game(
    game_id: str, seed: int
) -> tuple[Replay, list[object], list[tuple[object, ...]]]:
    """A whole random game: its replay, and the engine's own states and events at each ply."""
    game = GAMES[game_id]
    players = game.spec.min_players + seed % (game.spec.max_players - game.spec.min_players + 1)
    states: list[object] = []
    events: list[tuple[object, ...]] = []
    log: list[tuple[int, Action]] = []
    for before, seat, action, _after in random_playout(game, players, seed):
        if not states:
            states.append(before)
        step = game.apply(before, action)
        states.append(step.state)
        events.append(step.events)
        log.append((seat, action))
    replay = Replay.from_log(game_id, GameConfig(players), _seats(players), seed, log)
    return replay, states, events


def _partial_match(game_id: str, seed: int, plies: int, saves_dir: Path) -> Match:
    """A random game stopped after ``plies`` moves, or half way for a game that ends sooner:
    never finished."""
    game = GAMES[game_id]
    players = game.spec.min_players
    whole = Match.new(game_id, GameConfig(players), _seats(players), seed)
    while whole.step_ai():
        pass
    match = Match.new(game_id, GameConfig(players), _seats(players), seed, saves_dir=saves_dir)
    match.replay(whole.log[: min(plies, whole.ply // 2)])
    return match


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_replay_positions_equal_the_engine_states_at_every_ply(game_id: str, seed: int) -> None:
    replay, states, events = _recorded_random_game(game_id, seed)
    game = GAMES[game_id]
    assert replay.last == len(states) - 1
    for position, state in enumerate(states):
        assert digest(game.state_json(replay.state(position))) == digest(game.state_json(state))
        assert replay.view(position, None) == game.view(state, None)
    for number, step_events in enumerate(events, start=1):
        assert replay.move(number).all_events == step_events


def test_replay_of_a_headless_runner_game_ends_on_its_outcome() -> None:
    result = play_game("ttr_europe", ["greedy", "random", "random"], 5)
    replay = Replay.from_match(result.match)
    assert replay.finished
    assert replay.outcome == result.outcome
    assert replay.view(replay.last, None) == result.final_view


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_replay_of_a_save_never_changes_the_file(game_id: str, tmp_path: Path) -> None:
    match = _partial_match(game_id, 3, 40, tmp_path)
    path = match.save_as("watch me")
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    folder = sorted(p.name for p in tmp_path.iterdir())
    replay = Replay.from_file(path)
    for position in range(replay.last + 1):
        replay.view(position, None)
        replay.scores(position)
    replay.event_log(replay.last)
    replay.score_track()
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == folder


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_unfinished_game_replay_shows_only_what_a_spectator_could_see(
    game_id: str, tmp_path: Path
) -> None:
    match = _partial_match(game_id, 4, 30, tmp_path)
    replay = Replay.from_save(read_save(match.save_as("half way")))
    assert not replay.finished
    assert replay.viewers == (None,)
    with pytest.raises(ReplayError):
        replay.view(replay.last, 0)
    with pytest.raises(ReplayError):
        replay.hands(replay.last)
    for number in range(1, replay.last + 1):
        shown = replay.events(number)
        assert all(event.visible_to(None) for event in shown)
        # Nothing a seat saw alone (the card or tile it drew) is shown.
        assert not any(event.audience for event in shown)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_finished_game_replay_shows_every_hand(game_id: str) -> None:
    replay, states, _events = _recorded_random_game(game_id, 7)
    game = GAMES[game_id]
    assert replay.finished
    seats = len(replay.seats)
    assert replay.viewers == (None, *range(seats))
    middle = replay.last // 2
    hands = replay.hands(middle)
    assert hands == tuple(game.view(states[middle], seat) for seat in range(seats))
    # The event log tells what really happened: each hidden draw once, by its secret twin.
    secret = public = 0
    for number in range(1, replay.last + 1):
        everything = replay.move(number).all_events
        shown = replay.events(number)
        assert all(not event.hidden_from for event in shown)
        secret += sum(1 for event in shown if event.audience)
        public += sum(1 for event in everything if event.hidden_from)
    assert secret == public > 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rounds_cover_every_move_and_start_with_the_first_seat(game_id: str) -> None:
    replay, _states, _events = _recorded_random_game(game_id, 11)
    rounds = replay.rounds
    assert [r.number for r in rounds] == list(range(1, len(rounds) + 1))
    assert rounds[0].first_move == 1 and rounds[-1].last_move == replay.last
    for earlier, later in zip(rounds, rounds[1:], strict=False):
        assert later.first_move == earlier.last_move + 1
    first_seat = replay.move(1).seat
    for round_ in rounds:
        start = replay.round_start(round_.number)
        assert start == round_.first_move - 1
        assert replay.to_act(start) == first_seat
        assert replay.move(round_.first_move).round == round_.number
        assert replay.round_at(start) == round_.number
    with pytest.raises(IndexError):
        replay.round_start(len(rounds) + 1)


def test_turns_count_a_turn_of_several_moves_once() -> None:
    """A TTR turn of two card draws is one turn, as ``Match.turn`` counts it."""
    result = play_game("ttr_europe", ["random", "random"], 9)
    replay = Replay.from_match(result.match)
    match = Match.new("ttr_europe", result.config, result.match.seats, result.seed)
    for number, (seat, action) in enumerate(result.log, start=1):
        turn_before = match.turn
        match._apply(seat, action)
        assert replay.move(number).turn == turn_before
    assert any(replay.move(n).turn == replay.move(n + 1).turn for n in range(1, replay.last))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_score_track_has_a_point_per_round_and_ends_on_the_final_scores(game_id: str) -> None:
    replay, states, _events = _recorded_random_game(game_id, 12)
    track = replay.score_track()
    assert len(track) == len(replay.rounds) + 1
    assert track[0].position == 0 and track[0].round == 0
    assert track[-1].position == replay.last
    outcome = replay.outcome
    assert outcome is not None and track[-1].scores == outcome.scores
    game = GAMES[game_id]
    for point in track[1:-1]:
        assert point.scores == table_scores(game.view(states[point.position], None))


def test_event_log_lists_every_move_up_to_a_position() -> None:
    replay, _states, _events = _recorded_random_game("metro", 3)
    entries = replay.event_log(10)
    assert [move.number for move, _shown in entries] == list(range(1, 11))
    assert replay.event_log(0) == []
    with pytest.raises(IndexError):
        replay.event_log(replay.last + 1)


def test_replay_refuses_a_log_that_does_not_fit() -> None:
    replay, _states, _events = _recorded_random_game("metro", 5)
    seat, action = replay.log[0]
    wrong = Replay.from_log(
        "metro", replay.config, replay.seats, replay.seed, [(seat + 1, action), *replay.log[1:]]
    )
    with pytest.raises(ReplayError, match="Move 1 was made by seat"):
        wrong.state(1)
    # A legal first move played twice in a row is refused by the engine at move 2 or before.
    twice = Replay.from_log(
        "metro", replay.config, replay.seats, replay.seed, [replay.log[0], replay.log[0]]
    )
    with pytest.raises(ReplayError, match="Move 2"):
        twice.state(2)


def test_replay_of_a_game_without_moves() -> None:
    replay = Replay.from_log("metro", GameConfig(2), _seats(2), 1, [])
    assert replay.last == 0 and not replay.finished
    assert replay.rounds == () and replay.round_at(0) == 0
    assert [point.position for point in replay.score_track()] == [0]
    assert replay.scores(0) == (0, 0)


def test_positions_outside_the_game_are_refused() -> None:
    replay = Replay.from_log("metro", GameConfig(2), _seats(2), 1, [])
    with pytest.raises(IndexError):
        replay.state(1)
    with pytest.raises(IndexError):
        replay.move(1)
