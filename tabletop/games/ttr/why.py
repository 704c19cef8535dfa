"""Why the Ticket to Ride searching levels chose a move (issue 28), from their own scoring.

``move_why`` reads what decided the move, in this order — why this move first (the ticket it
serves), and only then how it is paid:

1. a claim that joins one of the seat's tickets (the planner's ``joined``, as the last turn's
   scoring counts it);
2. the policy's tiers that say what the move is for, when the policy's move was played: the
   last turn's best claim, a station that reconnects a cut ticket, a route of the plan (named
   by the ticket its part of the plan serves);
3. a payment with fewer wilds than another legal payment of the same route, the other track of
   its double, the same station or the same tunnel (``Policy.track_payment``'s order): the
   wilds it keeps, or, when it spends some too, how many against how many;
4. the search overruling its policy's move (``pimc_why``);
5. the policy's other tiers: tickets drawn once the plan is done, the colours the plan lacks
   (``Policy.deficit``), the deck when no face-up card is one of them, the route worth most
   off the plan;
6. tickets kept: the search played each choice out to the end of the game.

A ticket is named by its cities as the board spells them (``ticket``): names of places, the
same in every language, so the sentence is whole wherever it is said (the table, a phone).
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.ai import MoveReason, PimcReport, Why, pimc_why
from tabletop.core import Action, Counted, View, register_words
from tabletop.core.i18n import N_

from .actions import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    PayTunnel,
)
from .board import TtrBoard
from .knowledge import TtrKnowledge
from .position import Position
from .tables import Tables

#: Between a ticket's two cities (as the table writes a route or a ticket).
DASH = " – "


class TtrReason(MoveReason):
    COMPLETES_TICKET = "completes_ticket"
    KEEPS_LOCOMOTIVES = "keeps_locomotives"
    KEEPS_BUS_CARDS = "keeps_bus_cards"
    #: A payment that spends wilds, fewer than another legal one: never "keeps your wild".
    FEWER_LOCOMOTIVES = "fewer_locomotives"
    FEWER_BUS_CARDS = "fewer_bus_cards"
    LAST_TURN = "last_turn"
    RECONNECTS_TICKET = "reconnects_ticket"
    ON_THE_WAY = "on_the_way"
    TICKETS_DONE = "tickets_done"
    NEEDED_CARD = "needed_card"
    NOTHING_NEEDED_FACE_UP = "nothing_needed_face_up"
    MOST_POINTS = "most_points"
    TICKETS_PLAYED_OUT = "tickets_played_out"


register_words(
    {
        TtrReason.COMPLETES_TICKET: N_("Completes your ticket {ticket}."),
        TtrReason.KEEPS_LOCOMOTIVES: Counted(
            N_("Keeps your locomotive: another payment would spend it."),
            N_("Keeps {n} of your locomotives: another payment would spend them."),
        ),
        TtrReason.KEEPS_BUS_CARDS: Counted(
            N_("Keeps your Bus card: another payment would spend it."),
            N_("Keeps {n} of your Bus cards: another payment would spend them."),
        ),
        TtrReason.FEWER_LOCOMOTIVES: Counted(
            N_("Spends {n} locomotive where another payment would spend {more}."),
            N_("Spends {n} locomotives where another payment would spend {more}."),
        ),
        TtrReason.FEWER_BUS_CARDS: Counted(
            N_("Spends {n} Bus card where another payment would spend {more}."),
            N_("Spends {n} Bus cards where another payment would spend {more}."),
        ),
        TtrReason.LAST_TURN: N_("Your last turn: the most points you can still score."),
        TtrReason.RECONNECTS_TICKET: N_("A station joins your ticket {ticket} again."),
        TtrReason.ON_THE_WAY: N_("On the way for your ticket {ticket}."),
        TtrReason.TICKETS_DONE: N_("Your tickets are joined: more tickets while pieces last."),
        TtrReason.NEEDED_CARD: N_("A card your planned routes still need."),
        TtrReason.NOTHING_NEEDED_FACE_UP: N_("No face-up card is one your planned routes need."),
        TtrReason.MOST_POINTS: N_("The route worth most of those you can pay for."),
        TtrReason.TICKETS_PLAYED_OUT: Counted(
            N_("These tickets did best in {n} possible game played out to the end."),
            N_("These tickets did best in {n} possible games played out to the end."),
        ),
    }
)


#: The policy's reasons that say what a move is for (a ticket it serves, the last turn's
#: points): said before how the move pays.
PURPOSES = frozenset({TtrReason.LAST_TURN, TtrReason.RECONNECTS_TICKET, TtrReason.ON_THE_WAY})


def ticket_name(board: TtrBoard, ticket: str) -> str:
    """A ticket as its two cities ("Berlin – Wien")."""
    t = board.tickets[ticket]
    return f"{board.cities[t.a].name}{DASH}{board.cities[t.b].name}"


def move_why(
    knowledge: TtrKnowledge,
    board: TtrBoard,
    report: PimcReport | None,
    view: View,
    legal: Sequence[Action],
    action: Action,
) -> Why | None:
    """Why ``action``, just chosen from ``view`` on ``board``; ``report`` is the search that
    chose it (None when the policy played it without searching)."""
    t = knowledge.t
    pos = Position.of_view(t, view)
    if isinstance(action, KeepTickets):
        if report is None or report.action != action or report.worlds == 0:
            return None
        return Why(TtrReason.TICKETS_PLAYED_OUT, (("n", report.worlds),))
    if isinstance(action, ClaimRoute):
        joined = _joins(knowledge, pos, t.route_index[action.route])
        if joined is not None:
            return Why(TtrReason.COMPLETES_TICKET, (("ticket", _named(board, t, joined)),))
    overruled = pimc_why(report, action)
    # What the move is for comes before how it pays ("On the way for your ticket" over
    # "Keeps your locomotive"): the player needs the why first; the ringed payment shows how.
    purpose = _policy_why(knowledge, board, pos, action) if overruled is None else None
    if purpose is not None and purpose.reason in PURPOSES:
        return purpose
    kept = _wilds_kept(knowledge, legal, action)
    spent = getattr(action, "wilds", 0)
    if kept and spent:  # it spends wilds too: "keeps your locomotive" would read as none
        stations = t.rules.has_stations
        reason = TtrReason.FEWER_LOCOMOTIVES if stations else TtrReason.FEWER_BUS_CARDS
        return Why(reason, (("n", spent), ("more", spent + kept)))
    if kept:
        reason = TtrReason.KEEPS_LOCOMOTIVES if t.rules.has_stations else TtrReason.KEEPS_BUS_CARDS
        return Why(reason, (("n", kept),))
    return overruled or purpose


def _named(board: TtrBoard, t: Tables, ticket: int) -> str:
    return ticket_name(board, t.ticket_ids[ticket])


def _joins(knowledge: TtrKnowledge, pos: Position, r: int) -> int | None:
    """The ticket worth most that claiming route ``r`` joins (None: it joins none)."""
    planner, seat, tickets = knowledge.planner, pos.seat, pos.tickets
    before = planner.joined(seat, pos.owner, tickets)
    owner = list(pos.owner)
    owner[r] = seat
    after = planner.joined(seat, owner, tickets)
    new = [i for i, was, now in zip(tickets, before, after, strict=True) if now and not was]
    return max(new, key=lambda i: knowledge.t.tpoints[i]) if new else None


def _wilds_kept(knowledge: TtrKnowledge, legal: Sequence[Action], action: Action) -> int:
    """How many wilds fewer ``action`` pays than the next dearer legal payment of the same
    route (or the other track of its double), station or tunnel (0: none is dearer)."""
    t = knowledge.t
    if isinstance(action, ClaimRoute):
        r = t.route_index[action.route]
        tracks = {t.route_ids[q] for q in (r, *t.rpartners[r])}
        same: list[ClaimRoute | BuildStation | PayTunnel] = [
            a for a in legal if isinstance(a, ClaimRoute) and a.route in tracks
        ]
    elif isinstance(action, BuildStation):
        same = [a for a in legal if isinstance(a, BuildStation) and a.city == action.city]
    elif isinstance(action, PayTunnel):
        same = [a for a in legal if isinstance(a, PayTunnel)]
    else:
        return 0
    dearer = [a.wilds for a in same if a.wilds > action.wilds]
    return min(dearer) - action.wilds if dearer else 0


def _policy_why(
    knowledge: TtrKnowledge, board: TtrBoard, pos: Position, action: Action
) -> Why | None:
    """The policy's tier that offers ``action``."""
    t = knowledge.t
    plan = knowledge.planner.plan_for(pos)
    if isinstance(action, ClaimRoute):
        if pos.last_turn:
            return Why(TtrReason.LAST_TURN)
        r = t.route_index[action.route]
        double = {r, *t.rpartners[r]}
        for ticket, added in zip(plan.open, plan.added, strict=False):
            if double & set(added):
                return Why(TtrReason.ON_THE_WAY, (("ticket", _named(board, t, ticket)),))
        return Why(TtrReason.MOST_POINTS)
    if isinstance(action, BuildStation) and plan.cut:
        ticket = max(plan.cut, key=lambda i: t.tpoints[i])
        return Why(TtrReason.RECONNECTS_TICKET, (("ticket", _named(board, t, ticket)),))
    if isinstance(action, DrawTickets) and not plan.open:
        return Why(TtrReason.TICKETS_DONE)
    if isinstance(action, DrawFaceUp | DrawBlind):
        deficit = knowledge.policy.deficit(pos)
        if isinstance(action, DrawFaceUp):
            card = pos.face_up[action.slot]
            return Why(TtrReason.NEEDED_CARD) if card >= 0 and deficit[card] > 0 else None
        if any(deficit):
            needed = [c for c in pos.face_up if c >= 0 and deficit[c] > 0]
            return None if needed else Why(TtrReason.NOTHING_NEEDED_FACE_UP)
    return None


__all__ = ["TtrReason", "move_why", "ticket_name"]
