"""What the search knows about Metro (``tabletop.ai.knowledge.Knowledge``), on full states.

One idea carries all three answers, the same as the greedy agent's: a line is worth what it
is expected to score in the end. A complete line is worth its points; an open one its length
plus the growth still to come (at most ``GROWTH``, and at most the tiles left), raised when its
open end waits beside a central station (one tile can double it). So:

- ``playout_action`` places the tile where it raises the mover's expected lines most against
  the others' (it never draws: drawing is the search's decision, not the playout's);
- ``candidates`` orders the placements by that value, best first, with drawing second;
- ``evaluate`` turns each seat's expected final score into a share of the win (a softmax whose
  temperature shrinks as the board fills, fitted on greedy games: see docs/AI.md).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType

from tabletop.ai import PlainKnowledge, Why
from tabletop.ai.styles import BALANCED, BALANCED_INFO, StyleInfo
from tabletop.core import Action, Rng, View
from tabletop.core.i18n import N_

from .actions import DrawTile, PlaceTile
from .engine import MetroGame
from .geometry import CENTRAL
from .lines import end_name, follow_with
from .scoring import line_points
from .state import MetroState
from .why import placement_why

#: An open line ends up some 6–9 points above its current length in greedy games (the
#: greedy agent's measurement) ...
GROWTH = 8.0
#: ... but not by more than the tiles still to be placed times this.
GROWTH_PER_TILE_LEFT = 1.0
#: An open end beside a central station may be doubled by one tile: its value is raised by
#: this share of itself.
READY = 0.4
#: How much the opponents' gains count against the mover's own in the policy (2p, more).
OPP_WEIGHT_2P = 1.0
OPP_WEIGHT_MANY = 0.7
#: Softmax temperature of ``evaluate`` in points: ``TEMP_BASE + TEMP_PER_TILE * tiles left``.
TEMP_BASE = 3.0
TEMP_PER_TILE = 0.35


@dataclass(frozen=True)
class MetroStyle:
    """The knobs a style shifts (``STYLES``): what an open line is expected to grow by and
    how much more it is worth beside a central station (in the policy and the evaluation
    alike), and how much the rivals' gains count against the mover's own in the policy."""

    growth: float = GROWTH
    ready: float = READY
    opp_scale: float = 1.0


#: The searching levels' styles (``tabletop.ai.styles``): Metro's knobs shifted, never its
#: rules. Measured in docs/AI.md, "Styles".
STYLES: MappingProxyType[str, tuple[StyleInfo, MetroStyle]] = MappingProxyType(
    {
        BALANCED: (BALANCED_INFO, MetroStyle()),
        "long_lines": (
            StyleInfo(
                "long_lines",
                N_("Long lines"),
                N_("Keeps its own lines running long instead of closing them early."),
            ),
            MetroStyle(growth=12.0, ready=0.2, opp_scale=0.8),
        ),
        "blocker": (
            StyleInfo(
                "blocker",
                N_("Blocker"),
                N_("Cuts rivals' lines short, even at a cost to its own."),
            ),
            MetroStyle(opp_scale=1.6),
        ),
    }
)


class MetroKnowledge(PlainKnowledge):
    """Fast line arithmetic on ``MetroState`` for the search's policy, ordering and judgement
    (``tabletop.ai.Knowledge``; the game's own determinization)."""

    game: MetroGame

    def __init__(
        self, game: MetroGame, *, epsilon: float = 0.0, style: MetroStyle = MetroStyle()
    ) -> None:
        super().__init__(game)
        self.style = style
        t = game.tables
        self.t = t
        #: With this probability a playout places a random legal tile instead (diversity).
        self.epsilon = epsilon
        # Squares with a point that leads into a central station: an open end there can be
        # doubled by the next tile.
        self.beside_centre = tuple(
            not t.is_centre[cell] and any(t.nxt[cell * 8 + p] == CENTRAL for p in range(8))
            for cell in range(t.size * t.size)
        )

    # ------------------------------------------------------------------ line values
    def _growth(self, state: MetroState) -> float:
        left = self.t.tile_total - state.placed
        return min(self.style.growth, GROWTH_PER_TILE_LEFT * max(0, left - 1))

    def _open_value(self, length: int, front: int, growth: float) -> float:
        value = length + growth
        if self.beside_centre[front >> 3]:
            value *= 1.0 + self.style.ready
        return value

    def expected_scores(self, state: MetroState) -> list[float]:
        """Each seat's points so far plus what its open lines are expected to add."""
        values = [float(s) for s in state.scores]
        growth = self._growth(state)
        for i, front in enumerate(state.fronts):
            owner = state.owners[i]
            if owner is not None and front >= 0:
                values[owner] += self._open_value(len(state.paths[i]), front, growth)
        return values

    def _cell_value(
        self,
        state: MetroState,
        fronts_here: list[int],
        cell: int,
        variant: int,
        growth: float,
        weight: float,
    ) -> float:
        """The mover's gain minus (weighted) the others' from ``variant`` on ``cell``."""
        t, me = self.t, state.turn
        fronts, paths, owners, board = state.fronts, state.paths, state.owners, state.board
        total = 0.0
        for i in fronts_here:
            own = owners[i] == me
            old = len(paths[i])
            before = self._open_value(old, fronts[i], growth)
            passes: list[int] = []
            res = follow_with(t, board, fronts[i], cell, variant, passes)
            length = old + len(passes)
            if res < 0:
                after = float(line_points(length, end_name(t, ~res)))
            else:
                after = self._open_value(length, res, growth)
            total += (after - before) if own else -weight * (after - before)
        return total

    def _fronts_at(self, state: MetroState) -> dict[int, list[int]]:
        """Square → the owned open lines waiting on it."""
        fronts_at: dict[int, list[int]] = {}
        owners = state.owners
        for i, front in enumerate(state.fronts):
            if front >= 0 and owners[i] is not None:
                fronts_at.setdefault(front >> 3, []).append(i)
        return fronts_at

    def _weight(self, state: MetroState) -> float:
        base = OPP_WEIGHT_2P if state.players == 2 else OPP_WEIGHT_MANY
        return base * self.style.opp_scale

    def best_placement(self, state: MetroState, rng: Rng) -> PlaceTile:
        """The playout's move, built without the engine's legal list: the best placement of
        the drawn tile, or of a tile in hand, by ``_cell_value`` (ties at random). The same
        placement rules as the engine's (``placement``): an empty square off the centre, on
        the edge or beside a tile, arrow up unless turning is on, and no one-tile line unless
        the tile fits nowhere else."""
        t = self.t
        board, is_edge, neighbours = state.board, t.is_edge, t.neighbours
        cells = []
        for cell in t.playable:
            if board[cell] < 0:
                if is_edge[cell]:
                    cells.append(cell)
                else:
                    for n in neighbours[cell]:
                        if board[n] >= 0:
                            cells.append(cell)
                            break
        assert state.turn is not None
        designs = (state.drawn,) if state.drawn is not None else tuple(set(state.hands[state.turn]))
        rotations = (0, 1, 2, 3) if state.rotation else (0,)
        fronts_at = self._fronts_at(state)
        growth, weight = self._growth(state), self._weight(state)
        best: list[tuple[int, int, int]] = []
        best_value = -math.inf
        for design in sorted(designs):
            d = t.design_index[design]
            clean = [
                (cell, r) for cell in cells for r in rotations if cell not in t.one_tile[d * 4 + r]
            ]
            for cell, r in clean or [(cell, r) for cell in cells for r in rotations]:
                here = fronts_at.get(cell)
                value = (
                    0.0
                    if here is None
                    else self._cell_value(state, here, cell, d * 4 + r, growth, weight)
                )
                if value > best_value + 1e-9:
                    best, best_value = [(d, cell, r)], value
                elif value >= best_value - 1e-9:
                    best.append((d, cell, r))
        d, cell, r = best[rng.below(len(best))] if len(best) > 1 else best[0]
        return t.action(d, cell, r)

    def placement_values(self, state: MetroState, actions: Sequence[Action]) -> list[float]:
        """For the seat to act: the change in its expected final score minus (weighted) the
        opponents', for each action (drawing: 0, it changes no line)."""
        t = self.t
        fronts_at = self._fronts_at(state)
        growth, weight = self._growth(state), self._weight(state)
        size, design_index = t.size, t.design_index
        out: list[float] = []
        for action in actions:
            if not isinstance(action, PlaceTile):
                out.append(0.0)
                continue
            cell = action.row * size + action.col
            here = fronts_at.get(cell)
            if here is None:
                out.append(0.0)
                continue
            variant = design_index[action.tile] * 4 + action.rotation
            out.append(self._cell_value(state, here, cell, variant, growth, weight))
        return out

    # ------------------------------------------------------------------ Knowledge
    def playout_action(self, state: MetroState, legal: Sequence[Action], rng: Rng) -> Action:
        if self.epsilon and rng.random() < self.epsilon:
            places = [a for a in legal if isinstance(a, PlaceTile)]
            return places[rng.below(len(places))]
        return self.best_placement(state, rng)

    def candidates(self, state: MetroState, legal: Sequence[Action]) -> Sequence[Action]:
        values = self.placement_values(state, legal)
        order = sorted(range(len(legal)), key=lambda i: -values[i])
        ranked = [legal[i] for i in order if not isinstance(legal[i], DrawTile)]
        if len(ranked) < len(legal):  # drawing is always worth a look, right after the best
            ranked.insert(1, DrawTile())
        return ranked

    def why(self, view: View, legal: Sequence[Action], action: Action) -> Why | None:
        """What the placement does to the lines on its square (``why.py``), read from the
        view: the lines are on the board every seat sees, so any deal of the unseen tiles
        gives the same answer. The search's own figures say why a draw."""
        del legal
        if not isinstance(action, PlaceTile):
            return None
        return placement_why(self.t, self.game.determinize(view, Rng(0)), action)

    def evaluate(self, state: MetroState) -> Sequence[float]:
        values = self.expected_scores(state)
        left = self.t.tile_total - state.placed
        temperature = TEMP_BASE + TEMP_PER_TILE * left
        top = max(values)
        weights = [math.exp((v - top) / temperature) for v in values]
        total = sum(weights)
        return [w / total for w in weights]


__all__ = ["STYLES", "MetroKnowledge", "MetroStyle"]
