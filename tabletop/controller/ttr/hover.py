"""The hover card of the TTR table: what the pointer is over, what a click there would do, and
why it would be refused — worked out from the view and the legal actions, drawn by the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.controller.hover import Hover, Line, Tone
from tabletop.controller.reply import Target
from tabletop.core import Action, explain
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr.actions import DrawBlind, DrawTickets
from tabletop.games.ttr.helpers import (
    TicketProgress,
    claim_blocker,
    claimable_routes,
    closed_tracks,
    routes_paid_with,
    seat_routes,
    station_cost,
    ticket_progress,
    ticket_status,
)
from tabletop.games.ttr.refusals import TtrRefusal
from tabletop.games.ttr.state import Pending
from tabletop.games.ttr.view import TtrView

from .targets import (
    CityTarget,
    DeckTarget,
    FaceUpTarget,
    HandTarget,
    RouteTarget,
    SeatTarget,
    TicketDeckTarget,
    TicketTarget,
)
from .words import DASH

if TYPE_CHECKING:
    from .controller import TtrController


def describe_target(
    ctrl: TtrController, target: Target, view: TtrView, legal: Sequence[Action]
) -> Hover | None:
    """The hover card for ``target`` (see ``TtrController.describe``). ``legal`` is empty
    unless the viewer is to act, so "a click would do this" is said only then."""
    if isinstance(target, RouteTarget):
        return _route(ctrl, target.route, view, legal)
    if isinstance(target, CityTarget):
        return _city(ctrl, target.city, view, legal)
    if isinstance(target, FaceUpTarget):
        return _face_up(ctrl, target.slot, view, legal)
    if isinstance(target, DeckTarget):
        return _deck(ctrl, view, legal)
    if isinstance(target, TicketDeckTarget):
        return _ticket_deck(ctrl, view, legal)
    if isinstance(target, HandTarget):
        return _hand(ctrl, target.color, view, legal)
    if isinstance(target, TicketTarget):
        return _ticket(ctrl, target.ticket, view)
    if isinstance(target, SeatTarget):
        return _seat(ctrl, target.seat, view)
    return None


def _turn_start(view: TtrView, legal: Sequence[Action]) -> bool:
    return bool(legal) and view["pending"] is None


def _route(ctrl: TtrController, route: str, view: TtrView, legal: Sequence[Action]) -> Hover:
    lines = [Line(fact) for fact in ctrl.names.route_facts(route)]
    owner = view["routes"].get(route)
    seat = view["seat"]
    players = len(view["players"])
    if owner is not None:
        name = ctrl.seat_name(owner)
        lines.append(Line(_("Claimed by {name}").format(name=name), Tone.SEAT, owner))
    elif route in closed_tracks(ctrl.game, view):
        lines.append(Line(explain(TtrRefusal.DOUBLE_CLOSED, n=players), Tone.WARN))
    elif seat is not None:
        blocker = claim_blocker(ctrl.game, view, route)
        if blocker is not None:
            lines.append(Line(blocker.message, Tone.WARN))
        elif _turn_start(view, legal) and route in claimable_routes(ctrl.game, view):
            lines.append(Line(_("Click to claim it"), Tone.GOOD))
        else:
            lines.append(Line(_("You could pay for it on your turn"), Tone.MUTED))
    return Hover(ctrl.names.route(route), tuple(lines))


def _city(ctrl: TtrController, city: str, view: TtrView, legal: Sequence[Action]) -> Hover:
    n = sum(1 for r in ctrl.board.routes.values() if city in (r.a, r.b))
    meet = ngettext("{n} route meets here", "{n} routes meet here", n).format(n=n)
    lines = [Line(meet, Tone.MUTED)]
    holder = view["stations"].get(city)
    if holder is not None:
        name = ctrl.seat_name(holder)
        lines.append(Line(_("Station of {name}").format(name=name), Tone.SEAT, holder))
    elif ctrl.rules.has_stations and _turn_start(view, legal):
        cost = station_cost(ctrl.game, view)
        if cost:
            text = ngettext(
                "Click to build a station here ({n} card)",
                "Click to build a station here ({n} cards of one colour)",
                cost,
            ).format(n=cost)
            lines.append(Line(text, Tone.GOOD))
    return Hover(ctrl.names.city(city), tuple(lines))


def _face_up(ctrl: TtrController, slot: int, view: TtrView, legal: Sequence[Action]) -> Hover:
    row = view["face_up"]
    color = row[slot] if slot < len(row) else None
    if color is None:
        return Hover(_("Empty slot"))
    lines = []
    wild = color == ctrl.rules.wild
    second = view["pending"] == Pending.SECOND_DRAW
    if second and wild:
        lines.append(Line(explain(TtrRefusal.WILD_SECOND_CARD), Tone.WARN))
    elif wild:
        lines.append(Line(_("Wild: taking it face up ends the draw"), Tone.MUTED))
    if legal and (view["pending"] is None or second) and not (second and wild):
        lines.append(Line(_("Click to take it"), Tone.GOOD))
    return Hover(ctrl.names.card(color).capitalize(), tuple(lines))


def _deck(ctrl: TtrController, view: TtrView, legal: Sequence[Action]) -> Hover:
    text = _("{deck} in the deck, {discard} discarded").format(
        deck=ngettext("{n} card", "{n} cards", view["deck"]).format(n=view["deck"]),
        discard=view["discard"],
    )
    lines = [Line(text)]
    if legal and view["pending"] in (None, Pending.SECOND_DRAW):
        if any(isinstance(action, DrawBlind) for action in legal):
            lines.append(Line(_("Click to draw the top card"), Tone.GOOD))
        elif not view["deck"] and not view["discard"]:  # nothing to shuffle in either
            lines.append(Line(explain(TtrRefusal.DECK_EMPTY), Tone.WARN))
    return Hover(_("Train cards") if ctrl.rules.has_stations else _("Cards"), tuple(lines))


def _ticket_deck(ctrl: TtrController, view: TtrView, legal: Sequence[Action]) -> Hover:
    left = view["ticket_deck"]
    lines = [Line(ngettext("{n} ticket left", "{n} tickets left", left).format(n=left))]
    if _turn_start(view, legal):
        if any(isinstance(action, DrawTickets) for action in legal):
            n, keep = ctrl.rules.draw_tickets, ctrl.rules.draw_keep
            text = _("Click to draw {n} and keep at least {keep}").format(n=n, keep=keep)
            lines.append(Line(text, Tone.GOOD))
        elif not left:
            lines.append(Line(explain(TtrRefusal.TICKET_DECK_EMPTY), Tone.WARN))
    return Hover(_("Destination tickets"), tuple(lines))


def _hand(ctrl: TtrController, color: str, view: TtrView, legal: Sequence[Action]) -> Hover:
    n = view["hand"].get(color, 0)
    lines = []
    if _turn_start(view, legal):
        fits = len(routes_paid_with(ctrl.game, view, color))
        if fits:
            text = ngettext("Can pay for {n} route now", "Can pay for {n} routes now", fits)
            lines.append(Line(text.format(n=fits), Tone.GOOD))
    title = _("{n} × {cards}").format(n=n, cards=ctrl.names.card(color, n))
    return Hover(title, tuple(lines))


def ticket_done(ctrl: TtrController, ticket: str, view: TtrView) -> bool:
    """Whether the viewer's ``ticket`` is completed: the final verdict once the game is over
    (stations count then), else whether the viewer's own routes join its cities."""
    seat = view["seat"]
    if seat is None:
        return False
    revealed = view.get("revealed")
    if revealed is not None:
        return any(item["id"] == ticket and item["completed"] for item in revealed[seat])
    return ticket_status(ctrl.game, seat_routes(view, seat), ticket) is not None


def _ticket(ctrl: TtrController, ticket: str, view: TtrView) -> Hover:
    points = ctrl.board.tickets[ticket].points
    lines = [Line(ngettext("{n} point", "{n} points", points).format(n=points))]
    if ticket_done(ctrl, ticket, view):
        lines.append(Line(_("Completed: your trains join the two cities"), Tone.GOOD))
    elif view["seat"] is None or view["over"]:
        lines.append(Line(_("Not joined"), Tone.MUTED))
    else:
        lines += _ticket_progress(ctrl, ticket_progress(ctrl.game, view, ticket))
    return Hover(ctrl.names.ticket(ticket), tuple(lines))


def _ticket_progress(ctrl: TtrController, progress: TicketProgress) -> list[Line]:
    """An open ticket: the pieces still needed on its cheapest way (as the greedy planner finds
    it), that way, and the cities of it the viewer's trains already join."""
    if progress.cut_off:
        return [Line(_("Cut off: no way is left to join these cities"), Tone.WARN)]
    cars = progress.cars
    way = DASH.join(ctrl.names.city(c) for c in progress.cities)
    lines = [Line(_("Cheapest way: {cities}").format(cities=way), Tone.MUTED)]
    if cars or not progress.stations_built:  # else the built stations have joined it
        # The board's own pieces: trains in Europe, buses in Paris.
        needed = _("Still needed on the cheapest way: {pieces}")
        lines.insert(0, Line(needed.format(pieces=ctrl.names.pieces(cars))))
    if progress.borrowed:
        n = len(progress.borrowed)
        if progress.stations_built:
            said = ngettext(
                "Your station borrows a rival's route on this way",
                "Your stations borrow {n} rivals' routes on this way",
                n,
            )
        else:
            said = ngettext(
                "No free way is left: a station must borrow a rival's route",
                "No free way is left: stations must borrow {n} rivals' routes",
                n,
            )
        tone = Tone.GOOD if progress.stations_built else Tone.WARN
        lines.insert(0, Line(said.format(n=n), tone))
    if progress.joined:
        joined = ", ".join(ctrl.names.city(c) for c in progress.joined)
        lines.append(Line(_("Joined so far: {cities}").format(cities=joined), Tone.GOOD))
    else:
        lines.append(Line(_("None of its cities is joined yet"), Tone.MUTED))
    lines.append(Line(ticket_row_legend(), Tone.MUTED))
    return lines


def ticket_row_legend() -> str:
    """What an open ticket's row shows beside its name (the tickets panel's dots and count,
    in the board's own pieces: trains in Europe, buses in Paris)."""
    return _(
        "In the row: a dot per city of that way (filled: your routes reach it), then what is "
        "still needed"
    )


def _seat(ctrl: TtrController, seat: int, view: TtrView) -> Hover:
    p = view["players"][seat]
    europe = ctrl.rules.has_stations
    lines = [
        Line(ngettext("{n} point", "{n} points", p["score"]).format(n=p["score"])),
        Line(ctrl.names.pieces_left(p["pieces"])),
    ]
    if europe:
        left = p["stations_left"]
        lines.append(Line(ngettext("{n} station left", "{n} stations left", left).format(n=left)))
    cards = ngettext("{n} card", "{n} cards", p["hand_size"]).format(n=p["hand_size"])
    tickets = ngettext("{n} ticket", "{n} tickets", p["ticket_count"]).format(n=p["ticket_count"])
    lines.append(Line(_("{cards}, {tickets}").format(cards=cards, tickets=tickets)))
    if not europe:
        held = ", ".join(ctrl.names.colour(c) for c in p["flags"]) or _("none yet")
        lines.append(Line(_("French flag cards: {held}").format(held=held)))
    return Hover(ctrl.seat_name(seat), tuple(lines))


__all__ = ["describe_target", "ticket_done"]
