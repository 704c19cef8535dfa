"""Helpers for Metro scenario tests: rigged games played placement by placement, positions
built from a view, and the shared reference data."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tabletop.core import Action, GameConfig, IllegalActionError, Refusal, Rng, Step
from tabletop.games.metro import METRO, MetroState, PlaceTile
from tabletop.games.metro.lines import trace_all
from tabletop.games.metro.scoring import line_scores
from tests.support.paths import reference_data
from tests.support.refusals import assert_refused
from tests.support.scenario import step


@pytest.fixture(scope="session")
def metro_data() -> dict[str, Any]:
    """The reference facts of the Metro board (``tests/data/metro.json``)."""
    return reference_data("metro.json")


def rigged(players: int, tiles: Sequence[str], seed: int = 1, **options: object) -> MetroState:
    """A new game whose pool starts with ``tiles`` (top first)."""
    return METRO.new_state(GameConfig(players, {**options, "rigged": {"tiles": list(tiles)}}), seed)


def play(
    players: int,
    placements: Sequence[tuple[str, int, int]],
    seed: int = 1,
    extra: Sequence[str] = (),
    **options: object,
) -> tuple[MetroState, list[Step]]:
    """Play ``placements`` (tile, row, col) in turn order with hand size 1: rigging the pool
    in placement order gives every seat exactly the tile it is to place; ``extra`` tiles are
    rigged after them (the next refills)."""
    state = rigged(players, [p[0] for p in placements] + list(extra), seed, **options)
    steps = []
    for tile, row, col in placements:
        result = step(METRO, state, PlaceTile(tile, row, col, 0))
        steps.append(result)
        state = result.state
    return state, steps


def assert_illegal(state: MetroState, action: Action, reason: Refusal) -> IllegalActionError:
    """``action`` is refused with ``reason`` (``assert_refused``: in words, the state left
    exactly as it was) and is not among the legal actions."""
    error = assert_refused(METRO, state, action, reason)
    assert action not in METRO.legal_actions(state)
    return error


def position(
    players: int,
    tiles: dict[tuple[int, int], str | tuple[str, int]],
    hands: Sequence[Sequence[str]],
    to_act: int | None = 0,
    pool: int | None = None,
    hand_size: int = 1,
    rotation: bool = False,
    seed: int = 3,
) -> MetroState:
    """A position with ``tiles`` on the board ({(row, col): design or (design, rotation)})
    and the given hands; the pool holds the remaining tiles (``pool`` of them, the rest
    nowhere is not allowed: so ``pool`` defaults to all that remain). Built through
    ``determinize`` from a view, with the scores the lines on the board really give."""
    t = METRO.tables
    placed = []
    for (row, col), spec in sorted(tiles.items()):
        design, rot = (spec, 0) if isinstance(spec, str) else spec
        placed.append({"row": row, "col": col, "tile": design, "rotation": rot})
    total_left = t.tile_total - len(placed) - sum(len(h) for h in hands)
    view = {
        "seat": None,
        "players": players,
        "tiles": placed,
        "hand": [],
        "drawn": None,
        "drawn_by": None,
        "hand_sizes": [len(h) for h in hands],
        "pool": total_left if pool is None else pool,
        "scores": [0] * players,
        "to_act": to_act,
        "options": {"hand_size": hand_size, "rotation": rotation},
        "last_tile": None,
    }
    state = METRO.determinize(view, Rng(seed))
    # Put the wanted hands in place; the tiles they displace go back to the pool.
    pool_tiles = list(state.pool) + [d for h in state.hands for d in h]
    for hand in hands:
        for design in hand:
            pool_tiles.remove(design)
    Rng(seed).shuffle(pool_tiles)
    state.hands = tuple(tuple(h) for h in hands)
    state.pool = tuple(pool_tiles)
    _fronts, paths, ends = trace_all(t, state.board)
    state.scores = line_scores(players, state.owners, paths, ends)
    METRO.check_invariants(state)
    return state


def fill_board_except(
    free: set[tuple[int, int]],
    keep: Sequence[str],
    fixed: dict[tuple[int, int], str] | None = None,
    seed: int | None = None,
) -> dict:
    """Designs for every playable square but ``free``: the ``fixed`` ones, the rest from the
    tile set minus ``keep`` and ``fixed`` (in set order, or shuffled by ``seed``)."""
    t = METRO.tables
    fixed = fixed or {}
    stock = [d for d, c in zip(t.design_ids, t.counts, strict=True) for _ in range(c)]
    for design in [*keep, *fixed.values()]:
        stock.remove(design)
    if seed is not None:
        Rng(seed).shuffle(stock)
    tiles = dict(fixed)
    for cell in t.playable:
        rc = divmod(cell, t.size)
        if rc not in free and rc not in fixed:
            tiles[rc] = stock.pop()
    return tiles
