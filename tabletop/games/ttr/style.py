"""The knobs of the Ticket to Ride policy (``policy.py``) and of the evaluation's weights
(``evaluation.py``), the three sets the levels play — Standard's (``STANDARD``), the
searching levels' (``SEARCH``) and the Beginner's (``BEGINNER``) — and the styles the
searching levels play in (``STYLES``, issue 28: ``tabletop.ai.styles``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType

from tabletop.ai.styles import BALANCED, BALANCED_INFO, StyleInfo
from tabletop.core.i18n import N_


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
    #: With no planned route to claim, claim a route of at least this many cars off the plan
    #: rather than draw (Europe, Paris; None: never) — the long-routes style.
    long_claim: tuple[int, int] | None = None
    #: With no planned route to claim, claim a route that joins two separate pieces of a
    #: rival's network (the gap it must fill) rather than draw — the blocker style.
    block: bool = False
    #: The evaluation's weights of each seat's route points and ticket points in its
    #: estimated final score (``Evaluator.parts``): what a style thinks the game is about.
    route_weight: float = 1.0
    ticket_weight: float = 1.0


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

#: The searching levels' styles: each the ``SEARCH`` knobs shifted, never the rules. Balanced
#: is ``SEARCH`` itself (measured in docs/AI.md, "Styles").
STYLES: MappingProxyType[str, tuple[StyleInfo, Style]] = MappingProxyType(
    {
        BALANCED: (BALANCED_INFO, SEARCH),
        "long_routes": (
            StyleInfo(
                "long_routes",
                N_("Long routes"),
                N_("Plans with few long routes and grabs long ones for their points."),
            ),
            replace(
                SEARCH,
                claim_cost=(5.0, 1.5),
                long_claim=(4, 3),
                route_weight=1.25,
                ticket_weight=0.85,
            ),
        ),
        "ticket_hunter": (
            StyleInfo(
                "ticket_hunter",
                N_("Ticket hunter"),
                N_(
                    "Draws new tickets before its plan is done, while there is time to "
                    "complete them."
                ),
            ),
            # It draws tickets before its plan is done (6 cars open), but only with the
            # pieces and the time to join them: at least 20 of its own (7 in Paris), and
            # every rival with more than 16 (5). Drawing down to 10 pieces with a rival's
            # count ignored and keeping plans of 85% of its pieces, it failed 1.6 tickets a
            # game and won 53.0% against greedy where balanced won 64.0% (docs/AI.md,
            # "Styles measured"); it keeps as balanced does, the search choosing among them.
            replace(
                SEARCH,
                ticket_pieces=(20, 7),
                ticket_rivals=(16, 5),
                ticket_open_cars=6,
                ticket_weight=1.25,
            ),
        ),
        "blocker": (
            StyleInfo(
                "blocker",
                N_("Blocker"),
                N_("Claims the routes its rivals' networks still lack."),
            ),
            replace(SEARCH, block=True, ticket_weight=1.1),
        ),
    }
)


__all__ = ["BEGINNER", "SEARCH", "STANDARD", "STYLES", "Style"]
