"""What the Ticket to Ride levels know, put together for the searches: ``TtrKnowledge``.

It is the ``tabletop.ai.knowledge.Knowledge`` of Ticket to Ride, on full (determinized)
states, made of the concepts that live in their own modules:

- ``position.py``: the deciding seat's part of a game, from a view or from a state;
- ``planner.py``: how a seat means to join its tickets (over ``routing.py``'s ways);
- ``policy.py``: sensible, scored options (its knobs in ``style.py``): the Standard level
  plays the best, the play-outs too, and the search's candidates are its best few;
- ``evaluation.py``: estimated final scores turned into win shares (its ``Pace``);
- ``features.py``: what the learned evaluation reads (its weights, fitted by
  ``python -m tabletop.ai.train``, in ``weights_europe.py`` and ``weights_paris.py``;
  ``learning.py`` plays the self-play games they are fitted on);
- ``belief.py``: rivals' tickets dealt by their routes in the sampled worlds.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.ai import PlainKnowledge
from tabletop.ai.learned import LearnedEvaluation, shipped
from tabletop.core import Action, Rng, View

from .actions import DRAW_TICKETS, ClaimRoute, DrawBlind, DrawFaceUp
from .belief import infer_tickets
from .engine import TtrGame
from .evaluation import Evaluator, Pace
from .features import FEATURES, TtrFeatures
from .planner import Planner
from .policy import Policy
from .position import Position
from .state import TtrState
from .style import STANDARD, Style


class TtrKnowledge(PlainKnowledge):
    """``tabletop.ai.knowledge.Knowledge`` for Ticket to Ride, on full (determinized) states."""

    game: TtrGame
    #: Candidates at the start of a turn: claims, card draws (the policy's order).
    claim_width = 3
    draw_width = 2

    def __init__(self, game: TtrGame, style: Style = STANDARD, pace: Pace | None = None) -> None:
        super().__init__(game)
        t = game.tables
        self.t = t
        self.planner = Planner(t, style.claim_cost[0 if t.rules.has_stations else 1])
        self.evaluator = Evaluator(self.planner, pace, (style.route_weight, style.ticket_weight))
        self.policy = Policy(self.planner, self.evaluator, style)
        #: Rivals' tickets in the sampled worlds follow their routes this strongly (0: as
        #: ``Game.determinize`` deals them; ``belief.infer_tickets``). A level sets it.
        self.belief = 0.0
        #: Unfinished play-outs judged by the learned evaluation (where weights for the table
        #: size ship), else by the hand-made one. A level sets it.
        self.learned = False
        self.features = TtrFeatures(self.evaluator)

    @property
    def weights(self) -> LearnedEvaluation | None:
        """The learned evaluation shipped for this rule set (None: not trained)."""
        return shipped(learned_module(self.t.rules.game_id), FEATURES)

    def has_learned(self, players: int) -> bool:
        """Whether learned weights for ``players`` seats ship with this rule set."""
        weights = self.weights
        return weights is not None and weights.model(players) is not None

    def determinize(self, view: View, rng: Rng) -> TtrState:
        """A world consistent with ``view``, the rivals' tickets dealt by ``belief``."""
        world: TtrState = self.game.determinize(view, rng)
        seat = view["seat"]
        if self.belief > 0.0 and seat is not None:
            world = infer_tickets(world, seat, rng, self.belief)
        return world

    def playout_action(self, state: TtrState, legal: Sequence[Action], rng: Rng) -> Action:
        """The policy's best option for the seat to act (it is always among ``legal``)."""
        return self.policy.best(Position.of_state(state))

    def evaluate(self, state: TtrState) -> Sequence[float]:
        if self.learned and state.result is None:
            weights = self.weights
            model = weights.model(state.players) if weights is not None else None
            if model is not None:
                return model.shares(self.features.rows(state), self.features.phase(state))
        return self.evaluator.shares(state)

    def shares_by_margin(self, state: TtrState) -> Sequence[float]:
        """An ended game's shares by its final scores' margins (a softmax at the pace's
        scale)."""
        assert state.result is not None, "shares_by_margin judges ended games"
        return self.evaluator.margin_shares(state.result.final_scores)

    def left_to_play(self, state: TtrState) -> float:
        """The fewest pieces a seat holds: the game ends once someone is down to two."""
        return min(state.pieces)

    def candidates(self, state: TtrState, legal: Sequence[Action]) -> Sequence[Action]:
        """The options worth searching, best first (see ``choices``)."""
        return self.choices(Position.of_state(state))

    def choices(self, pos: Position) -> list[Action]:
        """The options worth searching, the policy's best first: every ticket choice; at the
        start of a turn the best few claims, the best card draws, drawing tickets (always
        worth a look, except in the last turn) and a station the policy proposes."""
        options = self.policy.options(pos)
        if pos.pending is not None or pos.setup:
            return [a for _s, a in options]
        picked: list[Action] = [options[0][1]]
        claims = draws = 0
        for _score, action in options:
            if isinstance(action, ClaimRoute):
                claims += 1
                if claims > self.claim_width:
                    continue
            elif isinstance(action, DrawFaceUp | DrawBlind):
                draws += 1
                if draws > self.draw_width:
                    continue
            if action not in picked:
                picked.append(action)
        if pos.ticket_deck and not pos.last_turn and DRAW_TICKETS not in picked:
            picked.append(DRAW_TICKETS)
        return picked


def learned_module(game_id: str) -> str:
    """The module the learned weights of a rule set ship in (``python -m tabletop.ai.train``
    writes it)."""
    return f"tabletop.games.ttr.weights_{game_id.removeprefix('ttr_')}"


__all__ = ["TtrKnowledge", "learned_module"]
