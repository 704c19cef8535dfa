"""``MetroGreedyAgent`` ("greedy"): the best placement now, judged from the view alone.

A placement only changes the lines whose open end is on its square. Each such line gets an
expected final value before and after the placement: a complete line is worth its points; an
open one its length plus the growth still to come (bounded by the tiles left), raised when its
open end waits beside a central station (one tile can double it). A placement is worth the
change for our own lines minus the (weighted) change for the opponents'. So it:

- scores its own lines, but does not close them short while they can still grow;
- extends its own lines and brings them beside the centre;
- closes opponents' lines early rather than extending them or leaving them beside the centre.

Drawing is chosen when the mean best value of a tile from the unseen ones beats the best
tile in hand by a margin (the drawn tile is then placed and the hand is kept).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import cast

from tabletop.core import Action, Game, Rng, View

from .actions import DrawTile, PlaceTile
from .geometry import CENTRAL
from .lines import end_name, follow_with
from .placement import Position
from .scoring import line_points
from .tables import Tables
from .view import MetroView

#: Weights, measured and tuned with ``python -m tabletop.sim`` (greedy against random and
#: head to head against variants of itself). In such games a line still open ends up some 6–9
#: points (passes, doubling included) above its current length, at every stage of the game.
OWN_GROWTH = 8.0
OPP_GROWTH = 8.0
#: ... but not by more than the tiles still to be placed times this.
GROWTH_PER_TILE_LEFT = 1.0
#: An open end beside a central station may be doubled by one more tile: its expected value
#: is raised by this share (at most 1, a sure double).
OWN_READY = 0.3
OPP_READY = 0.5
#: How much an opponent's gain counts against ours (shared among several opponents).
OPP_WEIGHT_2P = 1.0
OPP_WEIGHT_MANY = 0.8
DRAW_MARGIN = 0.75


class MetroGreedyAgent:
    name = "greedy"

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        tables: Tables = self.game.tables  # type: ignore[attr-defined]
        metro_view = cast(MetroView, view)
        pos = Position.from_view(metro_view, tables)
        judge = _Judge(pos, metro_view)
        best: list[Action] = []
        best_value = float("-inf")
        has_draw = False
        for action in legal:
            if isinstance(action, DrawTile):
                has_draw = True
                continue
            assert isinstance(action, PlaceTile)
            cell = action.row * tables.size + action.col
            value = judge.value(tables.variant(action.tile, action.rotation), cell)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        if has_draw and (not best or judge.draw_value() > best_value + DRAW_MARGIN):
            return next(a for a in legal if isinstance(a, DrawTile))
        return best[rng.below(len(best))]


class _Judge:
    """Values placements for the viewer's seat on one position."""

    def __init__(self, pos: Position, view: MetroView) -> None:
        self.pos = pos
        self.view = view
        self.me = view["seat"]
        t = pos.t
        self.t = t
        self.fronts_at: dict[int, list[int]] = {}
        for i, front in enumerate(pos.fronts):
            if front >= 0:
                self.fronts_at.setdefault(front >> 3, []).append(i)
        # Points beside the block that lead into a central station: an open end there can be
        # doubled by the next tile.
        self.centre_cells = {
            cell
            for cell in range(t.size * t.size)
            if not t.is_centre[cell] and any(t.nxt[cell * 8 + p] == CENTRAL for p in range(8))
        }
        left = view["tiles_total"] - view["placed"]
        cap = GROWTH_PER_TILE_LEFT * max(0, left - 1)  # the tile being placed is not left
        self.own_growth = min(OWN_GROWTH, cap)
        self.opp_growth = min(OPP_GROWTH, cap)
        self.opp_weight = OPP_WEIGHT_2P if view["players"] == 2 else OPP_WEIGHT_MANY

    def open_value(self, length: int, front: int, own: bool) -> float:
        """What an open line of ``length`` passes with its open end at ``front`` is expected
        to score in the end (for us: ``own``; else for an opponent)."""
        value = length + (self.own_growth if own else self.opp_growth)
        if (front >> 3) in self.centre_cells:
            value *= 1.0 + (OWN_READY if own else OPP_READY)
        return value

    def value(self, variant: int, cell: int) -> float:
        """Expected change in our final score minus (weighted) the opponents' from placing
        ``variant`` on ``cell``: only the lines whose open end is on ``cell`` change."""
        pos, t, me = self.pos, self.t, self.me
        total = 0.0
        for i in self.fronts_at.get(cell, ()):
            owner = pos.owners[i]
            if owner is None:
                continue
            own = owner == me
            old = len(pos.paths[i])
            before = self.open_value(old, pos.fronts[i], own)
            passes: list[int] = []
            res = follow_with(t, pos.board, pos.fronts[i], cell, variant, passes)
            length = old + len(passes)
            if res < 0:
                after = float(line_points(length, end_name(t, ~res)))
            else:
                after = self.open_value(length, res, own)
            total += (after - before) if own else -self.opp_weight * (after - before)
        return total

    def best_for(self, design_idx: int, cells: list[int]) -> float:
        best = float("-inf")
        for cell, r in self.pos.placements(design_idx, cells):
            best = max(best, self.value(design_idx * 4 + r, cell))
        return best

    def draw_value(self) -> float:
        """The mean best value of a tile drawn from the unseen ones."""
        t, view = self.t, self.view
        unseen = Counter({d: c for d, c in zip(t.design_ids, t.counts, strict=True)})
        for tile in view["tiles"]:
            unseen[tile["tile"]] -= 1
        unseen.subtract(view["hand"])
        total = sum(c for c in unseen.values() if c > 0)
        if total <= 0:
            return float("-inf")
        cells = self.pos.candidates()
        mean = 0.0
        for design, count in unseen.items():
            if count > 0:
                mean += count * self.best_for(t.design_index[design], cells)
        return mean / total
