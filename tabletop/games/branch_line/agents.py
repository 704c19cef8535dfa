"""Branch Line's heuristic agent: ``BranchLineGreedyAgent`` ("greedy"), from the view alone.

It claims what its ticket needs first (the longest route of its cheapest plan it can pay for),
else the longest route it can pay for (points now), else draws a card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from tabletop.core import Action, Game, Rng, View

from .actions import ClaimRoute, DrawCard
from .engine import BranchLineGame
from .helpers import ticket_plan
from .view import BranchLineView


class BranchLineGreedyAgent:
    name = "greedy"

    def __init__(self, game: Game) -> None:
        assert isinstance(game, BranchLineGame), "Branch Line agents play Branch Line"
        self.game = game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        t = self.game.tables
        claims = [a for a in legal if isinstance(a, ClaimRoute)]
        if not claims:
            return next(a for a in legal if isinstance(a, DrawCard))
        plan = ticket_plan(cast(BranchLineView, view), t) or []
        wanted = [a for a in claims if a.route in plan] or claims
        return max(wanted, key=lambda a: (t.length[t.route_index[a.route]], a.route))
