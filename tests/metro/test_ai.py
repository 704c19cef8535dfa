"""The greedy Metro agent: legal, sensible in set positions, and stronger than random."""

from __future__ import annotations

from tabletop.ai import make_agent
from tabletop.ai.metro import MetroGreedyAgent, _Judge
from tabletop.core import GameConfig, Rng
from tabletop.games.metro import METRO, DrawTile, LineCompleted, PlaceTile, Position
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
    """A near-full board: free squares [2, 4] (beside central station C2), [7, 7] and [0, 0];
    the seat owning the line whose open end is on [2, 4] holds a tile that takes it into C2,
    and it is that seat's turn (2 players, one tile in the pool)."""
    t = METRO.tables
    free = {(2, 4), (7, 7), (0, 0)}
    tiles = fill_board_except(free, keep=["T05", "T01", "T02"])
    probe = position(2, tiles, hands=[["T05"], ["T01"]])
    fronts = [i for i, f in enumerate(probe.fronts) if f >= 0 and f >> 3 == 2 * 8 + 4]
    station = max(fronts, key=lambda i: len(probe.paths[i]))
    owner = probe.owners[station]
    entry = probe.fronts[station] & 7
    # A design taking the line from its entry point out through point 5 (into C2).
    design = next(d for d in ("T05", "T01", "T02") if t.conn[t.variant(d, 0) * 8 + entry] == 5)
    other = next(d for d in ("T05", "T01", "T02") if d != design)
    hands = [[design], [other]] if owner == 0 else [[other], [design]]
    state = position(2, tiles, hands=hands, to_act=owner)
    return state, station + 1, design


def test_greedy_takes_the_central_double_when_the_line_cannot_grow_more() -> None:
    state, station, design = _endgame_with_a_central_double()
    action = choose(state)
    assert action == PlaceTile(design, 2, 4, 0), station
    step = METRO.apply(state, action)
    assert any(e.station == station and e.central for e in completions(step))


def test_greedy_keeps_a_good_tile_rather_than_drawing() -> None:
    state, _station, _design = _endgame_with_a_central_double()
    assert DrawTile() in METRO.legal_actions(state)
    assert not isinstance(choose(state), DrawTile)


def test_greedy_does_not_hand_an_opponent_the_central_double() -> None:
    # Station 4 (seat 0's with 4 players) waits beside central station C2 after 4 tiles; now
    # seat 1 holds the T05 that would score 10 for seat 0 there.
    state, _ = play(4, [*CENTRAL_EXAMPLE, ("T01", 7, 7)], extra=["T05"])
    assert METRO.to_act(state) == 1 and state.hands[1] == ("T05",)
    action = choose(state)
    assert not (isinstance(action, PlaceTile) and (action.row, action.col) == (2, 4))


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
