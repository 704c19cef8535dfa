"""The knobs of the Ticket to Ride policy (``policy.py``) and the three sets the levels play:
Standard's (``STANDARD``), the searching levels' (``SEARCH``) and the Beginner's
(``BEGINNER``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """The knobs of the heuristic policy (Standard's values by default)."""

    #: Draw tickets only with at least this many pieces left (Europe, Paris) …
    ticket_pieces: tuple[int, int] = (14, 6)
    #: … and only while every other seat has more than this many.
    ticket_rivals: tuple[int, int] = (8, 4)
    #: Draw tickets while the open plan needs at most this many cars (0: all tickets done).
    ticket_open_cars: int = 0
    #: Keeping tickets: cost per planned car, per car beyond the pieces, share of the pieces.
    cars_weight: float = 0.25
    over_weight: float = 2.5
    pieces_share: float = 0.7
    #: Turn to scoring points once a rival has at most this many pieces (Europe, Paris).
    endgame_pieces: tuple[int, int] = (4, 2)
    #: Claim the most valuable route off the plan when the hand holds this many cards (greedy's
    #: rule; None: never for a full hand, as the searching levels play —
    #: docs/AI_RESULTS.md, "Round three"; it never fires in Paris).
    full_hand: int | None = 14
    #: Last turn: claim the route worth most, counting the tickets it joins.
    last_turn_tickets: bool = True
    #: Keep and draw tickets by the evaluation's ticket model (else greedy's rules).
    ticket_model: bool = False
    keep_model: bool = False
    #: Claim the other track of a planned double route when that is the one we can pay.
    either_track: bool = True
    #: Claim a planned tunnel only with this many cards to spare for its extra demand.
    tunnel_spare: int = 1
    #: Draw tickets when the best ticket of an offer is worth more than this, by the model.
    ticket_margin: float = 3.0
    #: What the planner charges per claim, in cars (``Planner.claim_cost``; Europe, Paris):
    #: more makes plans of fewer, longer routes, which score more points per train and take
    #: fewer turns.
    claim_cost: tuple[float, float] = (0.6, 0.6)


STANDARD = Style()
#: The searching levels' policy: Standard's, but the cards are kept for the plan however many
#: there are (against Standard, 60.5% [55.6, 65.2] of 400 2p Europe games by itself), and its
#: Europe plans take longer routes: a claim costs 3 cars (against greedy, by itself: 2p 68.0%,
#: 63.2% at 0.6; 4p 37.0%, 31.8% at 0.6; in Paris 63.2% against 60.3%, not shown, so kept —
#: docs/AI_RESULTS.md, "Round four").
SEARCH = Style(full_hand=None, claim_cost=(3.0, 0.6))
#: The Beginner's knobs: no tickets drawn during the game, no eye on doubles or last turns.
BEGINNER = Style(
    ticket_pieces=(99, 99),
    either_track=False,
    last_turn_tickets=False,
)


__all__ = ["BEGINNER", "SEARCH", "STANDARD", "Style"]
