"""Random playouts at 2–6 players with the options varied: invariants at every step, the
placement explainer agreeing with the engine, views, determinization and determinism."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator

import pytest

from tabletop.core import Action, GameConfig, IllegalActionError, Rng, Step, canonical_json, to_json
from tabletop.games import action_from_json
from tabletop.games.metro import (
    METRO,
    DrawTile,
    LineCompleted,
    MetroState,
    MetroView,
    PlaceTile,
    completed_lines,
    placement_problem,
)
from tests.support.paths import REPO
from tests.support.playout import random_playout

CASES = [
    (players, hand_size, rotation)
    for players in range(2, 7)
    for hand_size, rotation in ((1, False), (2, True), (3, False), (1, True))
]


def playout(
    players: int, seed: int, **options: object
) -> Iterator[tuple[MetroState, Action, Step]]:
    """``random_playout``'s steps with what each one told (events, revealed)."""
    for state, _seat, action, _after in random_playout(METRO, players, seed, dict(options)):
        yield state, action, METRO.apply(state, action)


@pytest.mark.parametrize(("players", "hand_size", "rotation"), CASES)
def test_random_playout_keeps_every_invariant(players, hand_size, rotation) -> None:
    earned = [0] * players
    placements = draws = 0
    final = None
    for state, action, step in playout(players, 7, hand_size=hand_size, rotation=rotation):
        METRO.check_invariants(step.state)
        legal = METRO.legal_actions(state)
        assert len(set(legal)) == len(legal)
        if isinstance(action, PlaceTile):
            placements += 1
            assert step.state.placed == state.placed + 1
            # The refill shows the drawer a tile exactly when one was drawn.
            drew = len(state.pool) != len(step.state.pool)
            assert step.revealed == drew
        else:
            draws += 1
            assert step.revealed
        for event in step.events:
            if isinstance(event, LineCompleted) and event.seat is not None:
                earned[event.seat] += event.points
        assert list(step.state.scores) == earned
        final = step.state
    assert final is not None and placements == 60
    assert placements + draws <= METRO.spec.max_actions
    outcome = METRO.outcome(final)
    assert outcome is not None and list(outcome.scores) == earned
    # Every line of an owned station ends complete when the board is full.
    view = METRO.view(final, None)
    assert all(line["complete"] for line in view["lines"].values())
    assert sorted(view["scored"]) == sorted(int(n) for n in view["owners"])


@pytest.mark.parametrize("players", range(2, 7))
def test_placement_problem_agrees_with_legal_actions_and_apply(players: int) -> None:
    rotation = players % 2 == 0
    for step_no, (state, _action, _step) in enumerate(
        playout(players, 3, rotation=rotation, hand_size=2)
    ):
        if step_no % 9:
            continue
        seat = METRO.to_act(state)
        view = METRO.view(state, seat)
        legal = set(METRO.legal_actions(state))
        designs = {state.drawn} if state.drawn else set(state.hands[seat])
        for tile in sorted(designs | {"T01", "T17"}):
            for cell in range(64):
                for rot in (0, 1, 2, 3) if rotation else (0, 1):
                    action = PlaceTile(tile, cell // 8, cell % 8, rot)
                    from_view = placement_problem(view, tile, cell // 8, cell % 8, rot)
                    from_state = placement_problem(state, tile, cell // 8, cell % 8, rot)
                    assert (from_view is None) == (from_state is None) == (action in legal)
                    if from_view is None:
                        step = METRO.apply(state, action)
                        got = [e for e in step.events if isinstance(e, LineCompleted)]
                        want = completed_lines(view, tile, cell // 8, cell % 8, rot)
                        assert [(e.station, e.points, e.seat) for e in got] == [
                            (w.station, w.points, w.seat) for w in want
                        ]
                        continue
                    assert from_view.reason == from_state.reason
                    with pytest.raises(IllegalActionError) as info:
                        METRO.apply(state, action)
                    assert info.value.reason == from_view.reason
        # Another seat's view is told it is not its turn.
        other = METRO.view(state, (seat + 1) % players)
        problem = placement_problem(other, "T01", 0, 0, 0)
        assert problem is not None and problem.reason == "not_your_turn"


@pytest.mark.parametrize("players", (2, 4, 6))
def test_views_have_their_typed_fields_and_hide_hidden_tiles(players: int) -> None:
    for state, _action, step in playout(players, 5, hand_size=3):
        for viewer in [*range(players), None]:
            view = METRO.view(state, viewer)
            assert set(view) == MetroView.__required_keys__
            assert json.loads(json.dumps(view)) == view
            assert view["hand"] == (list(state.hands[viewer]) if viewer is not None else [])
            text = canonical_json(view)
            # Nothing about the pool's order or other hands beyond sizes.
            assert view["pool"] == len(state.pool)
            if viewer is None or state.drawn is None or viewer != state.turn:
                assert view["drawn"] is None
            assert "pool_order" not in text
        # Events a seat may not see carry the design only for the drawer.
        for event in step.events:
            if event.audience is not None:
                assert event.audience == (state.turn,)


@pytest.mark.parametrize("players", (2, 3, 5))
def test_determinize_gives_a_consistent_playable_state(players: int) -> None:
    rng = Rng(4)
    for n, (state, _action, _step) in enumerate(playout(players, 9, hand_size=2)):
        if n % 5:
            continue
        for viewer in (METRO.to_act(state), (METRO.to_act(state) + 1) % players, None):
            view = METRO.view(state, viewer)
            world = METRO.determinize(view, rng)
            METRO.check_invariants(world)
            assert METRO.view(world, viewer) == view
            legal = METRO.legal_actions(world)
            assert legal
            METRO.apply(world, legal[-1])
            # The unseen tiles really are re-dealt, the seen ones kept.
            seen = Counter(view["hand"]) if viewer is not None else Counter()
            mine = Counter(world.hands[viewer]) if viewer is not None else Counter()
            assert seen == mine


def test_actions_round_trip_their_json() -> None:
    for action in (PlaceTile("T05", 2, 3, 1), DrawTile()):
        data = json.loads(json.dumps(to_json(action)))
        assert action_from_json("metro", data) == action
    assert to_json(PlaceTile("T05", 2, 3, 0)) == {
        "kind": "place_tile",
        "tile": "T05",
        "row": 2,
        "col": 3,
        "rotation": 0,
    }
    assert to_json(DrawTile()) == {"kind": "draw_tile"}
    assert str(PlaceTile("T05", 2, 3, 1)) == "T05 [2,3] r1"


def test_unknown_design_or_square_is_an_invalid_action() -> None:
    from tabletop.core import InvalidActionError

    state = METRO.new_state(GameConfig(2), 1)
    for action in (
        PlaceTile("T99", 0, 0, 0),
        PlaceTile("T01", 8, 0, 0),
        PlaceTile("T01", 0, -1, 0),
        PlaceTile("T01", 0, 0, 4),
    ):
        with pytest.raises(InvalidActionError):
            METRO.apply(state, action)


def _final_digest(hashseed: str) -> str:
    code = (
        "from tabletop.core import GameConfig, Rng, digest\n"
        "from tabletop.games.metro import METRO\n"
        "s = METRO.new_state(GameConfig(4, {'hand_size': 2, 'rotation': True}), 12)\n"
        "r = Rng(12)\n"
        "while METRO.to_act(s) is not None:\n"
        "    legal = METRO.legal_actions(s)\n"
        "    s = METRO.apply(s, legal[r.below(len(legal))]).state\n"
        "print(digest(METRO.state_json(s)))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": hashseed, "PYTHONPATH": str(REPO)}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    return out.stdout.strip().splitlines()[-1]


def test_same_seed_same_game_across_processes() -> None:
    assert _final_digest("1") == _final_digest("987")


@pytest.mark.slow
@pytest.mark.parametrize("players", range(2, 7))
def test_soak_many_playouts(players: int) -> None:
    for seed in range(60):
        options = {"hand_size": 1 + seed % 3, "rotation": bool(seed % 2)}
        for _state, _action, step in playout(players, 1000 + seed, **options):
            METRO.check_invariants(step.state)
