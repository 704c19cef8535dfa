"""The greedy Metro agent: legal, sensible in set positions, and stronger than random."""

from __future__ import annotations

from tabletop.core import GameConfig, Rng
from tabletop.games import make_agent
from tabletop.games.metro import METRO, DrawTile, LineCompleted, PlaceTile, Position
from tabletop.games.metro.agents import DRAW_MARGIN, MetroGreedyAgent, _Judge
from tabletop.play.runner import play_game

from .conftest import fill_board_except, play, position

CENTRAL_EXAMPLE = [("T01", 0, 4), ("T04", 1, 4), ("T04", 1, 3), ("T05", 2, 3)]


def completions(step) -> list[LineCompleted]:
    return [e for e in step.events if isinstance(e, LineCompleted)]


def choose(state, seed: int = 1):
    seat = METRO.to_act(state)
    agent = MetroGreedyAgent(METRO)
    return agent.choose(METRO.view(state, seat), METRO.legal_actions(state), Rng(seed), 0.1)


def test_greedy_is_registered_and_plays_legal_moves() -> None:
    agent = make_agent("metro", "greedy")
    assert agent.name == "greedy"
    for options in ({}, {"hand_size": 3, "rotation": True}):
        state = METRO.new_state(GameConfig(3, options), 2)
        rng = Rng(2)
        while METRO.to_act(state) is not None:
            legal = METRO.legal_actions(state)
            action = agent.choose(METRO.view(state, METRO.to_act(state)), legal, rng, 0.1)
            assert action in legal
            state = METRO.apply(state, action).state


def _endgame_with_a_central_double():
    """The central example's board filled up, empty pool, 3 players: only [2, 4] (beside
    central station C2) and [7, 0] (where only the unowned stations 16 and 17 wait) are free.
    Seat 0 owns station 4, whose line waits on [2, 4], and holds the T05 that takes it into
    C2; seat 1 holds the last tile."""
    fixed = {(r, c): d for d, r, c in CENTRAL_EXAMPLE}
    for seed in range(200):
        tiles = fill_board_except({(2, 4), (7, 0)}, ["T05", "T01"], fixed, seed)
        state = position(3, tiles, hands=[["T05"], ["T01"], []], pool=0)
        if not any(
            f >= 0 and f >> 3 == 7 * 8 and state.owners[i] is not None
            for i, f in enumerate(state.fronts)
        ):
            return state
    raise AssertionError("no such position")


def test_greedy_takes_the_central_double_when_the_line_cannot_grow_more() -> None:
    state = _endgame_with_a_central_double()
    action = choose(state)
    assert action == PlaceTile("T05", 2, 4, 0)
    (line,) = [e for e in completions(METRO.apply(state, action)) if e.station == 4]
    assert line.central and line.points == 10


def test_greedy_draws_only_when_the_unseen_tiles_promise_more(monkeypatch) -> None:
    state, _ = play(4, CENTRAL_EXAMPLE, extra=["T05"])
    seat = METRO.to_act(state)
    view = METRO.view(state, seat)
    judge = _Judge(Position.from_view(view), view)
    best = max(
        judge.value(METRO.tables.variant(a.tile, a.rotation), a.row * 8 + a.col)
        for a in METRO.legal_actions(state)
        if isinstance(a, PlaceTile)
    )
    assert DrawTile() in METRO.legal_actions(state)
    monkeypatch.setattr(_Judge, "draw_value", lambda self: best + DRAW_MARGIN + 0.5)
    assert choose(state) == DrawTile()
    monkeypatch.setattr(_Judge, "draw_value", lambda self: best + DRAW_MARGIN - 0.5)
    assert isinstance(choose(state), PlaceTile)


def test_draw_value_is_the_mean_best_of_the_unseen_tiles() -> None:
    state, _ = play(4, CENTRAL_EXAMPLE, extra=["T05"])
    view = METRO.view(state, 0)
    judge = _Judge(Position.from_view(view), view)
    t = METRO.tables
    cells = judge.pos.candidates()
    unseen = {d: c for d, c in zip(t.design_ids, t.counts, strict=True)}
    for tile in view["tiles"]:
        unseen[tile["tile"]] -= 1
    for tile in view["hand"]:
        unseen[tile] -= 1
    mean = sum(c * judge.best_for(t.design_index[d], cells) for d, c in unseen.items() if c)
    assert abs(judge.draw_value() - mean / sum(unseen.values())) < 1e-9


def test_greedy_does_not_feed_an_opponents_line_to_the_centre() -> None:
    # Station 4 (seat 0's with 4 players) runs [0, 4] → [1, 4] and waits on [1, 3] (point 2).
    # Seat 2 holds T04, whose 2-5 track there would bring it beside central station C1.
    state, _ = play(4, CENTRAL_EXAMPLE[:2], extra=["T04", "T01"])
    assert METRO.to_act(state) == 2 and state.hands[2] == ("T04",)
    action = choose(state)
    assert not (isinstance(action, PlaceTile) and (action.row, action.col) == (1, 3))


def test_greedy_does_not_close_its_own_line_short() -> None:
    # Seat 0's station 5 runs from [0, 3] into [0, 4]; T08 there would close it at once for
    # 3 points when it could still grow long.
    state, _ = play(2, [("T07", 0, 3), ("T01", 7, 7)], extra=["T08"])
    assert state.hands[0] == ("T08",)
    action = choose(state)
    assert not (isinstance(action, PlaceTile) and (action.row, action.col) == (0, 4))


def test_greedy_values_feeding_an_opponent_to_the_centre_below_closing_it() -> None:
    # Seat 1 to act; station 4 (seat 0's in 4 players) has its open end on [1, 3] (point 2).
    state, _ = play(4, CENTRAL_EXAMPLE[:2] + [("T01", 7, 7)])
    seat = METRO.to_act(state)
    view = METRO.view(state, seat)
    judge = _Judge(Position.from_view(view), view)
    t = METRO.tables
    cell = 1 * 8 + 3
    # T04 (2-5) sends it down to [2, 3], beside the central station; T03 (2-1) sends it up
    # into station 5's arrival, closing it at 3 tiles.
    feed = judge.value(t.variant("T04", 0), cell)
    close = judge.value(t.variant("T03", 0), cell)
    assert close > feed


def test_greedy_beats_random() -> None:
    wins = 0.0
    for seed in range(1, 13):
        result = play_game("metro", ["greedy", "random"], seed)
        if 0 in result.outcome.winners:
            wins += 1 / len(result.outcome.winners)
    assert wins >= 11
