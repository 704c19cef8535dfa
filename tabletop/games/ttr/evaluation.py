"""How a Ticket to Ride level judges a position: the ``Evaluator``.

It estimates every seat's final score (points so far, tickets weighed by the chance to join
them in the turns left, pieces still to place, the European Express) and turns the estimates
into win shares, so that the search can stop its play-outs after a few turns. Its sense of
time is the rule set's ``Pace``; its ticket model, ``COMPLETION``, was fitted on games between
Standard players (docs/AI.md, "The TTR evaluation").
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from .graph import longest_trail
from .planner import Plan, Planner
from .position import Position
from .state import TtrState


@dataclass(frozen=True)
class Pace:
    """How fast a game goes, for the evaluation's sense of time (per rule set)."""

    #: Pieces a seat places per turn on average.
    pieces_per_turn: float
    #: Route points per piece placed beyond the plan.
    points_per_piece: float
    #: Cards a draw turn brings that the plan can use.
    cards_per_draw: float
    #: Win share from the estimated score lead: logistic scale, plus per turn left.
    scale: float
    scale_per_turn: float


#: Ticket completion model (``Evaluator.ticket_value``): logistic coefficients of (1, turns
#: left T, the plan's work W, the work up to the ticket, the ticket's own work, cars beyond
#: the pieces, (T − W) / √(T + 1)), fitted on 400 two-player and 200 four-player Europe games
#: and 600 two-player Paris games between Standard players (docs/AI.md, "The TTR evaluation").
Completion = tuple[float, float, float, float, float, float, float]
COMPLETION: dict[tuple[str, bool], Completion] = {
    ("ttr_europe", False): (-2.060, -0.041, 0.075, 0.077, -0.095, 0.110, 1.158),
    ("ttr_europe", True): (-1.928, -0.044, 0.173, -0.048, -0.108, 0.113, 1.289),
    ("ttr_paris", False): (0.138, 0.136, -0.146, -0.151, -0.130, -0.339, 1.268),
    ("ttr_paris", True): (0.138, 0.136, -0.146, -0.151, -0.130, -0.339, 1.268),
}

EUROPE_PACE = Pace(1.1, 1.5, 1.7, 15.0, 0.0)
PARIS_PACE = Pace(0.75, 1.3, 1.7, 2.8, 0.45)


@dataclass(frozen=True)
class SeatParts:
    """One seat's estimated final score and what it is made of (``Evaluator.parts``)."""

    #: Route (and flag) points so far, and the points of the stations not built.
    points: float
    stations: float
    #: How the seat means to join its tickets, and their expected points by it.
    plan: Plan
    tickets: float
    #: Pieces it can still place in the turns left.
    placeable: float
    #: Its longest trail, and its expected share of the European Express bonus.
    longest: float
    express: float
    #: The estimated final score without the express share (what the seat's own view
    #: tells), and with it: the sum of the above.
    own: float
    estimate: float


class Evaluator:
    """Estimated final scores and win shares of every seat in a full state, and the ticket
    model the policy keeps and draws tickets by."""

    def __init__(
        self, planner: Planner, pace: Pace | None = None, weights: tuple[float, float] = (1.0, 1.0)
    ) -> None:
        self.planner = planner
        #: What a style weighs each seat's route points and ticket points by in its estimate
        #: (``Style.route_weight``, ``Style.ticket_weight``; 1 and 1: the points as scored).
        self.route_weight, self.ticket_weight = weights
        self.t = planner.t
        rules = self.t.rules
        self.europe = rules.has_stations
        self.pace = pace or (EUROPE_PACE if self.europe else PARIS_PACE)

    # -- time

    def turns_left(
        self, players: int, current: int, final_left: int | None, pieces: Sequence[int], seat: int
    ) -> float:
        """Turns ``seat`` may still take, the current one included (estimated before the
        final round, exact in it)."""
        offset = (seat - current) % players
        if final_left is not None:
            return 1.0 if offset < final_left else 0.0
        least = min(pieces)
        rounds = max(0.0, (least - self.t.rules.end_pieces) / self.pace.pieces_per_turn)
        return rounds + 1.0

    def position_turns(self, pos: Position) -> float:
        return self.turns_left(pos.players, pos.seat, pos.final_left, pos.pieces, pos.seat)

    # -- tickets

    def ticket_value(
        self,
        plan: Plan,
        hand: Sequence[int],
        pieces: int,
        turns: float,
        rivals: int,
        exact: bool,
    ) -> float:
        """Expected ticket points of a plan: joined tickets count, cut ones count against,
        and each open ticket counts p × (2q − 1), q the chance to join it in time.

        The work left is counted in turns: a claim per planned route plus the draws for the
        missing cards (``cards_per_draw`` a turn). q is a logistic model fitted on games
        between Standard players (docs/AI.md): of the turns left, the whole plan's work,
        the work up to this ticket (tickets by points), this ticket's own work and the cars
        beyond the pieces. In the final round (``exact``) there is no chance: a ticket is
        joined if its claims fit in the turns left with no card missing."""
        t = self.t
        tpoints = t.tpoints
        value = 0.0
        for i in plan.done:
            value += tpoints[i]
        for i in plan.cut:
            value -= tpoints[i]
        if not plan.open:
            return value
        per_draw = self.pace.cards_per_draw
        missing = sum(self.planner.needs(hand, plan.routes))
        total_cars = max(1, plan.total_cars)
        total_work = sum(plan.claims) + missing / per_draw
        over = max(0, plan.total_cars - pieces)
        c0, c_turns, c_total, c_upto, c_own, c_over, c_ratio = COMPLETION[
            (t.rules.game_id, rivals > 1)
        ]
        base = (
            c0
            + c_turns * turns
            + c_total * total_work
            + c_over * over
            + c_ratio * (turns - total_work) / math.sqrt(turns + 1.0)
        )
        upto = 0.0
        cars = 0
        for k, i in enumerate(plan.open):
            cars += plan.cars[k]
            own = plan.claims[k] + missing * plan.cars[k] / total_cars / per_draw
            upto += own
            if cars > pieces:
                q = 0.0
            elif exact:
                q = 1.0 if upto <= turns and missing == 0 else 0.0
            else:
                q = _sigmoid(base + c_upto * upto + c_own * own)
            value += tpoints[i] * (2.0 * q - 1.0)
        return value

    def position_tickets(self, pos: Position, tickets: Sequence[int]) -> float:
        """``ticket_value`` of the seat's plan for ``tickets`` in ``pos``."""
        plan = self.planner.plan_for(pos, tickets)
        return self.ticket_value(
            plan,
            pos.hand,
            pos.pieces[pos.seat],
            self.position_turns(pos),
            pos.players - 1,
            pos.final_left is not None,
        )

    # -- whole positions

    def scores(self, state: TtrState) -> list[float]:
        """Each seat's estimated final score."""
        if state.result is not None:
            return [float(x) for x in state.result.final_scores]
        return [part.estimate for part in self.parts(state)]

    def parts(self, state: TtrState) -> list[SeatParts]:
        """What each seat's estimated final score is made of (an unfinished game): the
        pieces the learned evaluation reads (``features.py``) and their sum."""
        t = self.t
        rules = t.rules
        pace = self.pace
        planner = self.planner
        players = state.players
        small = players <= rules.doubles_single_up_to
        exact = state.final_left is not None
        out: list[SeatParts] = []
        longest: list[float] = []
        trails: list[float] = []
        for seat in range(players):
            turns = self.turns_left(players, state.current, state.final_left, state.pieces, seat)
            pieces = state.pieces[seat]
            hand = state.hands[seat]
            points = float(state.route_points[seat] + state.flag_points[seat])
            value = self.route_weight * points
            stations = 0.0
            if self.europe:
                stations = float(rules.unbuilt_station_points * state.stations_left[seat])
                value += stations
            plan = planner.plan(seat, state.owner, pieces, small, state.tickets[seat], hand)
            tickets = self.ticket_value(plan, hand, pieces, turns, players - 1, exact)
            value += self.ticket_weight * tickets
            # Pieces still to place: the plan's and any others, as far as time allows.
            placeable = min(float(max(0, pieces - rules.end_pieces)), pace.pieces_per_turn * turns)
            value += self.route_weight * pace.points_per_piece * placeable
            out.append(
                SeatParts(points, stations, plan, tickets, placeable, 0.0, 0.0, value, value)
            )
            if self.europe and rules.express_bonus:
                planned = min(placeable, float(plan.total_cars))
                trail = self._longest(state, seat)
                trails.append(trail)
                longest.append(trail + 0.5 * planned)
        if longest:
            spread = 1.5 + 0.15 * self.turns_left(
                players, state.current, state.final_left, state.pieces, state.current
            )
            top = max(longest)
            weights = [math.exp((x - top) / spread) for x in longest]
            total = sum(weights)
            for seat in range(players):
                express = rules.express_bonus * weights[seat] / total
                part = out[seat]
                out[seat] = replace(
                    part, longest=trails[seat], express=express, estimate=part.estimate + express
                )
        return out

    def _longest(self, state: TtrState, seat: int) -> float:
        t = self.t
        edges = [(r, t.ra[r], t.rb[r], t.rlen[r]) for r, o in enumerate(state.owner) if o == seat]
        return float(longest_trail(edges)[0])

    def shares(self, state: TtrState) -> list[float]:
        """Each seat's expected share of the win, in [0, 1], summing to 1."""
        if state.result is not None:
            winners = state.result.outcome.winners
            return [1.0 / len(winners) if p in winners else 0.0 for p in range(state.players)]
        estimates = self.scores(state)
        turns = self.turns_left(
            state.players, state.current, state.final_left, state.pieces, state.current
        )
        return self.margin_shares(estimates, turns)

    def margin_shares(self, scores: Sequence[float], turns: float = 0.0) -> list[float]:
        """Shares of the win by the scores' margins (a softmax at the pace's scale): a
        smoother judge than who won, which one card can turn."""
        scale = self.pace.scale + self.pace.scale_per_turn * turns
        top = max(scores)
        weights = [math.exp((x - top) / scale) for x in scores]
        total = sum(weights)
        return [w / total for w in weights]


def _sigmoid(x: float) -> float:
    if x < -30.0:
        return 0.0
    if x > 30.0:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


__all__ = ["COMPLETION", "EUROPE_PACE", "PARIS_PACE", "Evaluator", "Pace", "SeatParts"]
