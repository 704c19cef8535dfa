"""The Ticket to Ride levels: Beginner, Standard, Strong and Expert (issue 9).

- **Standard** plays the heuristic policy of ``knowledge.py``: today's greedy, improved where
  measurement showed it paid (docs/AI-ttr.md).
- **Beginner** plays the same policy's options with a softmax temperature, and keeps tickets
  like a beginner (few, easy ones): human-like mistakes, never absurd moves.
- **Strong** and **Expert** search: they sample the hidden cards and tickets from their own
  view (``Game.determinize``), try the policy's best few options in each sampled world,
  play every world forward a few turns with the policy and score it with the evaluation.

Every agent reads its view only.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core import Action, Game, Rng, View
from tabletop.core.i18n import N_

from .engine import TtrGame
from .knowledge import STANDARD, Position, Style, TtrKnowledge
from .state import TtrState


def _ttr(game: Game) -> TtrGame:
    if not isinstance(game, TtrGame):
        raise TypeError("this agent plays Ticket to Ride only")
    return game


def _fallback(action: Action, legal: Sequence[Action]) -> Action:
    """``action`` if it is legal; otherwise the first legal action (never happens in tests:
    the policy builds only legal actions, and the tests check it)."""
    return action if action in legal else legal[0]


class TtrStandardAgent:
    """Plans its tickets over the board and plays the policy's best option."""

    name = "standard"
    description = N_(
        "Plans the shortest way to join its tickets, collects the colours it needs and "
        "claims the routes on its way."
    )
    style: Style = STANDARD

    def __init__(self, game: Game) -> None:
        self.game = _ttr(game)
        self.knowledge = TtrKnowledge(self.game.tables, self.style)

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        if len(legal) == 1:
            return legal[0]
        pos = Position.of_view(self.game.tables, view)
        return _fallback(self.knowledge.policy.best(pos), legal)


class TtrSearchAgent:
    """Determinized flat Monte Carlo over the policy's best options.

    Each of ``worlds`` samples re-deals what the seat cannot see (``Game.determinize`` of its
    view); in each world every candidate is played, then the policy plays ``horizon`` more
    turns per seat, and the evaluation scores the position. The same world and the same
    playout serve every candidate (common random numbers), so candidates are compared on
    equal luck. The candidate with the best mean share of the win is played.
    """

    name = "search"
    description = N_("Looks ahead: tries its best few moves in many possible deals.")
    style: Style = STANDARD
    #: Sampled worlds per decision, options searched, turns per seat played forward.
    worlds = 8
    width = 5
    horizon = 3
    #: Decisions the search leaves to the policy (pending sub-steps it does not search).
    policy_steps: frozenset[str] = frozenset({"second_draw", "tunnel"})

    def __init__(self, game: Game) -> None:
        self.game = _ttr(game)
        self.knowledge = TtrKnowledge(self.game.tables, self.style)

    def rebuild(self) -> None:
        """Rebuild the knowledge after the style changed (tuning scripts)."""
        self.knowledge = TtrKnowledge(self.game.tables, self.style)

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        if len(legal) == 1:
            return legal[0]
        knowledge = self.knowledge
        pos = Position.of_view(self.game.tables, view)
        options = knowledge.policy.options(pos)
        if pos.pending in self.policy_steps:
            return _fallback(options[0][1], legal)
        candidates = [a for _s, a in options[: self.width] if a in legal]
        if len(candidates) <= 1:
            return candidates[0] if candidates else legal[0]
        seat = pos.seat
        totals = [0.0] * len(candidates)
        game = self.game
        for _ in range(self.worlds):
            world = game.determinize(view, rng)
            for k, action in enumerate(candidates):
                state = game.apply(world, action).state
                totals[k] += self._playout(state, seat)
        best = max(range(len(candidates)), key=lambda k: totals[k])
        return candidates[best]

    def _playout(self, state: TtrState, seat: int) -> float:
        game = self.game
        policy = self.knowledge.policy
        turns = self.horizon * state.players
        while state.result is None:
            if state.pending is None and not state.setup:
                if turns <= 0:
                    break
                turns -= 1
            action = policy.best(Position.of_state(state))
            state = game.apply(state, action).state
        return self.knowledge.evaluator.shares(state)[seat]


class TtrStrongAgent(TtrSearchAgent):
    name = "strong"


class TtrExpertAgent(TtrSearchAgent):
    name = "expert"
    worlds = 16
    width = 8
    horizon = 4


__all__ = ["TtrExpertAgent", "TtrSearchAgent", "TtrStandardAgent", "TtrStrongAgent"]
