"""The conservation rules every Metro state keeps (run after every step of random playouts).

Every tile is counted exactly once (board, hands, pool, drawn tile); the line book agrees with
the board; the scores equal the points of the scored lines; the seat to act can place a tile.
"""

from __future__ import annotations

from collections import Counter

from .lines import trace_all
from .scoring import line_scores
from .state import MetroState


def check_invariants(state: MetroState) -> None:
    """Raise ``AssertionError`` when ``state`` breaks a conservation rule."""
    t = state.t
    counted: Counter[str] = Counter()
    counted.update(t.design_ids[v >> 2] for v in state.board if v >= 0)
    for hand in state.hands:
        counted.update(hand)
    counted.update(state.pool)
    if state.drawn is not None:
        counted[state.drawn] += 1
    expected = Counter({d: c for d, c in zip(t.design_ids, t.counts, strict=True)})
    assert counted == expected, f"tiles not conserved: {counted - expected} / {expected - counted}"
    assert sum(v >= 0 for v in state.board) == state.placed
    assert all(state.board[c] < 0 for c in range(t.size * t.size) if t.is_centre[c])
    assert all(len(h) <= state.hand_size for h in state.hands)
    assert state.lines == trace_all(t, state.board), "line book out of step with the board"
    totals = line_scores(state.players, state.owners, state.paths, state.ends)
    assert totals == state.scores, f"scores {state.scores} != lines {totals}"
    if state.placed == t.tile_total:
        assert state.turn is None
    else:
        assert state.turn is not None and (state.hands[state.turn] or state.pool)
