"""Determinized flat Monte Carlo over a few candidates (PIMC), for games whose decisions are
few but long-range: Ticket to Ride's levels search with it (docs/AI.md, "How they search").

The caller names the candidates, its policy's own choice first: that one is the yardstick.
Each sampled world (``Knowledge.determinize`` of the deciding seat's view: what the seat
cannot see re-dealt, possibly by what it believes of its rivals) is played once per candidate:
the candidate, then the knowledge's play-out policy for ``horizon`` more turns, judged by
``Knowledge.evaluate`` — or to the end of the game, judged by who won or by the final scores'
margins (``Knowledge.shares_by_margin``).

- **Common random numbers**: every candidate is played in the same world with the same
  play-out randomness, so candidates are compared on equal luck.
- **Successive halving**: after each round of ``worlds`` worlds the worse half of the
  candidates is dropped (the yardstick always stays), so the survivors get the later worlds.
- **Paired comparison**: another candidate is played only if it beats the yardstick by more
  than ``confidence`` standard errors of their difference world by world. The survivor of
  the halving is the best of several noisy means, so a weaker test lets sampling noise alone
  overrule the policy.

Budgets, as for the information-set search: ``budget=UNTIMED`` plays exactly ``rounds``
rounds (a seed always gives the same move); a finite budget goes on round after round until
that many seconds are spent, each candidate alive having seen at least ``min_worlds`` worlds;
``should_stop`` ends the search after the world it is in.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.core import Action, Game, Rng, View

from .knowledge import Knowledge, win_shares
from .playout import UNTIMED, play_out, search_clock


@dataclass(frozen=True)
class PimcSettings:
    """How one level searches (its game's levels say what each value gave)."""

    #: Sampled worlds a round, and rounds (halving the candidates after each) with the fixed
    #: budget.
    worlds: int = 6
    rounds: int = 3
    #: Turns (every seat's, counted one by one) the policy plays after the decision's own
    #: turn, before the evaluation; None: play to the end of the game.
    horizon: int | None = None
    #: Standard errors by which a candidate must beat the yardstick to be played.
    confidence: float = 2.0
    #: Worlds every candidate alive sees before a time budget may end the search.
    min_worlds: int = 3
    #: Play-outs from a position with at most this much left to play
    #: (``Knowledge.left_to_play``) run to the end of the game.
    to_the_end: float = 0.0
    #: Finished play-outs judged by the final scores' margins, not by who won.
    end_by_margin: bool = False


@dataclass(frozen=True)
class PimcEdge:
    """One candidate's result: the worlds it was played in, and its mean gain over the
    yardstick per world (the yardstick's own is 0) with that mean's standard error."""

    action: Action
    worlds: int
    gain: float
    error: float


@dataclass(frozen=True)
class PimcReport:
    """What a search did: the move, the worlds sampled, the play-outs run, how long it took,
    and every candidate's result (the yardstick first)."""

    action: Action
    worlds: int
    playouts: int
    seconds: float
    edges: tuple[PimcEdge, ...]


class PimcSearch:
    """One level's flat search: ``run`` answers one decision from one seat's view."""

    def __init__(self, game: Game, knowledge: Knowledge, settings: PimcSettings) -> None:
        self.game = game
        self.knowledge = knowledge
        self.settings = settings

    def run(
        self,
        view: View,
        candidates: Sequence[Action],
        rng: Rng,
        budget: float = UNTIMED,
        should_stop: Callable[[], bool] | None = None,
        *,
        to_the_end: bool = False,
    ) -> PimcReport:
        """The best of ``candidates`` (the policy's choice first) for the view's seat; with
        ``to_the_end`` every play-out runs to the end of the game and is judged by the final
        scores' margins."""
        started = search_clock()
        if not candidates:
            raise ValueError("nothing to choose from: no candidate")
        seat = view["seat"]
        if seat is None:
            raise ValueError("a spectator's view cannot choose a move")
        default = candidates[0]
        if len(candidates) == 1:
            return PimcReport(default, 0, 0, 0.0, (PimcEdge(default, 0, 0.0, 0.0),))
        game, knowledge, settings = self.game, self.knowledge, self.settings
        deadline = None if math.isinf(budget) else started + budget
        gain = dict.fromkeys(candidates, 0.0)
        square = dict.fromkeys(candidates, 0.0)
        count = dict.fromkeys(candidates, 0)
        alive = list(candidates)
        worlds = playouts = rounds = 0
        stopped = False
        while len(alive) > 1 and not stopped:
            for _ in range(settings.worlds):
                world = knowledge.determinize(view, rng)
                luck = rng.fork(worlds)  # the play-outs' own randomness in this world
                worlds += 1
                values = {
                    action: self._value(game.advance(world, action), seat, to_the_end, luck)
                    for action in alive
                }
                playouts += len(values)
                base = values[default]
                for action, value in values.items():
                    diff = value - base
                    gain[action] += diff
                    square[action] += diff * diff
                    count[action] += 1
                # The time is up (a few worlds first, for a spread), or the caller asks to stop.
                if (should_stop is not None and should_stop()) or (
                    deadline is not None
                    and count[default] >= settings.min_worlds
                    and search_clock() >= deadline
                ):
                    stopped = True
                    break
            rounds += 1
            if deadline is None and rounds >= settings.rounds:
                break
            if len(alive) > 2 and not stopped:
                # Keep the better half, the yardstick always.
                ranked = sorted(alive[1:], key=lambda a: -gain[a] / count[a])
                alive = [default, *ranked[: (len(ranked) - 1) // 2 + 1]]
        edges = {a: _edge(a, gain[a], square[a], count[a]) for a in candidates}
        best = default
        best_mean = 0.0
        for action in alive[1:]:  # best first after a halving: among equals the first wins
            edge = edges[action]
            if edge.gain > best_mean and edge.gain > settings.confidence * edge.error:
                best, best_mean = action, edge.gain
        seconds = search_clock() - started
        return PimcReport(best, worlds, playouts, seconds, tuple(edges.values()))

    def _value(self, state: Any, seat: int, to_the_end: bool, luck: Rng) -> float:
        """``seat``'s share of the win after the play-out from ``state``."""
        game, knowledge, settings = self.game, self.knowledge, self.settings
        horizon = settings.horizon
        near = to_the_end or knowledge.left_to_play(state) <= settings.to_the_end
        # The decision's own turn ends first, then ``horizon`` turns; None: to the end.
        cutoff = None if horizon is None or near else horizon + 1
        end = play_out(game, knowledge, state, luck.copy(), cutoff=cutoff, turn_of=seat)
        if game.to_act(end) is not None:
            return knowledge.evaluate(end)[seat]
        if to_the_end or settings.end_by_margin:
            return knowledge.shares_by_margin(end)[seat]
        return win_shares(game, end)[seat]


def _edge(action: Action, gain: float, square: float, count: int) -> PimcEdge:
    """A candidate's mean gain over the yardstick and the standard error of that mean."""
    if count == 0:
        return PimcEdge(action, 0, 0.0, 0.0)
    mean = gain / count
    spread = max(0.0, square / count - mean * mean)
    return PimcEdge(action, count, mean, math.sqrt(spread / max(1, count - 1)))


__all__ = ["PimcEdge", "PimcReport", "PimcSearch", "PimcSettings"]
