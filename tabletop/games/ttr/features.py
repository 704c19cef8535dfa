"""What Ticket to Ride's learned evaluation reads: ``TtrFeatures``, a row of numbers per seat.

Every number is one the levels already compute (``evaluation.py``'s parts of the estimated
score, the ``planner.py`` plan and its missing cards): the learned weights
(``tabletop.ai.learned``, fitted by ``python -m tabletop.ai.train``) decide how much each is
worth, and how that changes as the game goes on. The names are checked against the weights'
when they are loaded: change a feature and the weights must be fitted again.

A seat's row reads only what that seat sees: its own hand and tickets and the public board.
So the hand-made estimate enters without its European Express share (which weighs the rivals'
plans, hidden from the seat); the express race enters by the trails everybody sees.
"""

from __future__ import annotations

from .evaluation import Evaluator
from .state import TtrState

#: The features, in the order of every row.
FEATURES = (
    "points",  # route (and flag) points so far
    "stations",  # points of the stations not built (Europe)
    "done",  # points of the tickets joined
    "cut",  # minus the points of the tickets no path can join any more
    "open_expected",  # the open tickets' expected points by the hand-made ticket model
    "open_points",  # the open tickets' face value
    "plan_cars",  # cars the plan still needs
    "plan_claims",  # claims (turns) the plan still needs
    "missing",  # cards the plan still lacks
    "pieces",  # pieces left
    "hand",  # cards in hand
    "wilds",  # wild cards (locomotives) in hand
    "placeable",  # pieces it can still place in the turns left
    "longest",  # its longest trail
    "acts_in",  # how soon it acts: 0 for the seat to act, up to (players − 1) / players
    "estimate",  # the hand-made estimate of its final score, the express share left out
    "longest_lead",  # its longest trail minus the longest of its rivals'
    "over",  # cars the plan needs beyond the pieces
    "tickets",  # tickets held
)


class TtrFeatures:
    """Feature rows of full (determinized) states, from an ``Evaluator``'s parts."""

    def __init__(self, evaluator: Evaluator) -> None:
        self.evaluator = evaluator
        self.t = evaluator.t

    def rows(self, state: TtrState) -> list[list[float]]:
        """One row of ``FEATURES`` per seat (an unfinished game)."""
        t = self.t
        tpoints = t.tpoints
        planner = self.evaluator.planner
        players = state.players
        parts = self.evaluator.parts(state)
        rows: list[list[float]] = []
        for seat, part in enumerate(parts):
            rival_longest = max(p.longest for s, p in enumerate(parts) if s != seat)
            plan = part.plan
            hand = state.hands[seat]
            pieces = state.pieces[seat]
            done = float(sum(tpoints[i] for i in plan.done))
            cut = float(sum(tpoints[i] for i in plan.cut))
            rows.append(
                [
                    part.points,
                    part.stations,
                    done,
                    -cut,
                    part.tickets - done + cut,
                    float(sum(tpoints[i] for i in plan.open)),
                    float(plan.total_cars),
                    float(sum(plan.claims)),
                    float(sum(planner.needs(hand, plan.routes))),
                    float(pieces),
                    float(sum(hand)),
                    float(hand[t.wild]),
                    part.placeable,
                    part.longest,
                    ((seat - state.current) % players) / players,
                    part.own,
                    part.longest - rival_longest,
                    float(max(0, plan.total_cars - pieces)),
                    float(len(state.tickets[seat])),
                ]
            )
        return rows

    def phase(self, state: TtrState) -> float:
        """The share of the game still to play: the fewest pieces a seat holds, of the
        pieces each seat starts with."""
        return min(state.pieces) / self.t.rules.pieces


__all__ = ["FEATURES", "TtrFeatures"]
