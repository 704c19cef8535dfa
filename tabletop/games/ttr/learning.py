"""How Ticket to Ride's learned evaluation is trained: self-play games for
``python -m tabletop.ai.train ttr_europe`` (or ``ttr_paris``), ``TtrLearning``.

Each seat plays the policy the levels are built on — the searching levels' (``SEARCH``) or
Standard's, drawn per seat — now and then (a share of its turns drawn per game, up to 10%)
one of the policy's next-best options instead, so that the positions are varied like the
ones a search meets. The features are those of the searching levels' knowledge
(``features.py``), where the weights are used.
"""

from __future__ import annotations

from tabletop.ai.learned import PlayedGame, Sample
from tabletop.ai.policy import softmax_pick
from tabletop.core import GameConfig, Rng

from .engine import TtrGame
from .features import FEATURES, TtrFeatures
from .knowledge import TtrKnowledge, learned_module
from .position import Position
from .state import TtrState
from .style import SEARCH, STANDARD

#: The policies a seat may play, drawn per seat and game.
POLICIES = (SEARCH, STANDARD)
#: The largest share of turns played off the policy's first choice, and how: a softmax at
#: this temperature over its best few options.
EXPLORE = 0.1
EXPLORE_WIDTH = 4
EXPLORE_TEMPERATURE = 5.0


class TtrLearning:
    """Self-play positions of one Ticket to Ride game (``tabletop.ai.learned.Learning``)."""

    def __init__(self, game: TtrGame) -> None:
        self.game = game
        self.game_id = game.spec.id
        self.features = FEATURES
        self.module = learned_module(self.game_id)
        self._judge = TtrKnowledge(game, SEARCH)
        self._rows = TtrFeatures(self._judge.evaluator)

    def self_play(self, players: int, positions: int, rng: Rng) -> PlayedGame:
        game = self.game
        seats = [TtrKnowledge(game, POLICIES[rng.below(len(POLICIES))]) for _ in range(players)]
        explore = EXPLORE * rng.random()
        state: TtrState = game.new_state(GameConfig(players, {}), rng.below(1 << 31))
        turns: list[TtrState] = []
        while state.result is None:
            policy = seats[state.current].policy
            pos = Position.of_state(state)
            if state.pending is None and not state.setup:
                turns.append(state)
                if rng.random() < explore:
                    options = policy.options(pos)[:EXPLORE_WIDTH]
                    action = softmax_pick(
                        [a for _s, a in options],
                        [s for s, _a in options],
                        EXPLORE_TEMPERATURE,
                        rng,
                    )
                    state = game.advance(state, action)
                    continue
            state = game.advance(state, policy.best(pos))
        picked = sorted(_distinct(rng, len(turns), positions))
        samples = []
        for index in picked:
            self._judge.planner.reset()  # features of a position never depend on the others
            position = turns[index]
            rows = tuple(tuple(row) for row in self._rows.rows(position))
            reference = tuple(self._judge.evaluator.shares(position))
            samples.append(Sample(rows, self._rows.phase(position), reference))
        winners = state.result.outcome.winners
        shares = tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(players))
        return PlayedGame(tuple(samples), shares)


def _distinct(rng: Rng, size: int, count: int) -> set[int]:
    """``count`` distinct indices below ``size`` (all of them if there are fewer)."""
    if count >= size:
        return set(range(size))
    chosen: set[int] = set()
    while len(chosen) < count:
        chosen.add(rng.below(size))
    return chosen


__all__ = ["TtrLearning"]
