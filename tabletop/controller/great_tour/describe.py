"""What the pointer is over at The Great Tour's table, in the player's words: the hover texts.

Each text names the thing (a ticket by its cities, never by its internal id), says what it is
worth or costs, and — when the viewer may act but a click there would be refused — why, in the
refusal's own sentence. Tested without pygame; the table only draws what this says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from tabletop.controller.hover import Hover, Line, Tone
from tabletop.controller.reply import Target
from tabletop.core import Action, Refused
from tabletop.core.i18n import _, ngettext
from tabletop.games.great_tour import BLANK, DrawCards, GreatTourGame, GreatTourView
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.helpers import path_costs, pay_refusal, refusal
from tabletop.games.great_tour.view import deck_size

from .targets import (
    BlankTarget,
    CityTarget,
    DeckTarget,
    FutureTicketTarget,
    HandTarget,
    SeatTarget,
    SegmentTarget,
    TicketTarget,
    WaypointTarget,
)

if TYPE_CHECKING:
    from .controller import GreatTourController

DRAW_SIZE = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))


def _why(why: Refused | None) -> tuple[Line, ...]:
    """The refusal's sentence as a warning line (none when nothing refuses)."""
    return () if why is None else (Line(why.message, Tone.WARN),)


class Describer:
    """Hover texts for one board (the controller owns one)."""

    def __init__(self, game: GreatTourGame, seat_name: Callable[[int], str]) -> None:
        self.game = game
        self.board = game.board
        self.names = game.tables.names
        self.seat_name = seat_name

    def describe(
        self,
        target: Target,
        view: GreatTourView,
        legal: Sequence[Action],
        controller: GreatTourController,
    ) -> Hover | None:
        why: Refused | None = None
        match target:
            case SegmentTarget(segment):
                return Hover(self.segment(segment, view))
            case SeatTarget(seat):
                return self.seat(seat, view)
            case CityTarget(city):
                return Hover(self.city(city, view))
            case WaypointTarget(waypoint):
                return Hover(_("{waypoint} (waypoint)").format(waypoint=self.names.node(waypoint)))
            case TicketTarget(ticket):
                if legal and not controller.ticket_ready(ticket, legal):
                    why = controller.why_not(view, ticket)
                return Hover(self.ticket(ticket), _why(why))
            case FutureTicketTarget(ticket):
                future = Line(_("Future ticket: not usable yet."), Tone.MUTED)
                return Hover(self.ticket(ticket), (future,))
            case BlankTarget():
                if legal and not controller.ticket_ready(BLANK, legal):
                    why = controller.why_not(view, BLANK)
                return Hover(self.blank(view), _why(why))
            case DeckTarget(deck):
                if legal and DrawCards(deck) not in legal:
                    why = refusal(view, DrawCards(deck), self.game)
                return Hover(self.deck(deck, view), _why(why))
            case HandTarget(card):
                paying = controller.plan is not None and controller.plan.pending
                if legal and paying and card not in controller.payable_cards(legal):
                    why = pay_refusal(view, card, self.game)
                return Hover(self.card(card, view), _why(why))
        return None

    # ------------------------------------------------------------------ one per kind
    def segment(self, segment: str, view: GreatTourView) -> str:
        seg = self.board.segment(segment)
        a, b = self.names.node(seg.a), self.names.node(seg.b)
        if seg.red:
            name = ngettext(
                "{a} – {b} (red: {players} or more player)",
                "{a} – {b} (red: {players} or more players)",
                R.RED_MIN_PLAYERS,
            ).format(a=a, b=b, players=R.RED_MIN_PLAYERS)
        else:
            name = _("{a} – {b}").format(a=a, b=b)
        players = view["players"]
        owners = [self.seat_name(i) for i, p in enumerate(players) if segment in p["coaches"]]
        if not owners:
            return _("{segment}: free, costs 1 card").format(segment=name)
        seat = view.get("seat")
        cost = path_costs(view, (segment,))[0]
        if seat is None:
            return _("{segment}: coaches of {owners}").format(
                segment=name, owners=", ".join(owners)
            )
        return ngettext(
            "{segment}: coaches of {owners} · costs you {n} card",
            "{segment}: coaches of {owners} · costs you {n} cards",
            cost,
        ).format(segment=name, owners=", ".join(owners), n=cost)

    def seat(self, seat: int, view: GreatTourView) -> Hover | None:
        """A player's tickets, one a line (everyone's tickets are public)."""
        players = view["players"]
        if not 0 <= seat < len(players):
            return None
        player = players[seat]
        points = player["ticket_points"]
        title = ngettext("{name}: {n} ticket point", "{name}: {n} ticket points", points).format(
            name=self.seat_name(seat), n=points
        )
        lines: list[str] = []
        for ticket in player["tickets"]:
            lines.append(self.ticket(ticket))
        blanks = player["blank_tickets"]
        if blanks:
            lines.append(
                ngettext(
                    "{n} blank ticket · {n} point", "{n} blank tickets · {n} points", blanks
                ).format(n=blanks)
            )
        if not player["tickets"] and not blanks:
            lines.append(_("no tickets yet"))
        held = self.bonuses_held(seat, view["bonuses"])
        if held:
            lines.append(_("Bonus cards: {cards}").format(cards=", ".join(held)))
        return Hover(title, tuple(Line(line) for line in lines))

    def bonus(self, bonus: str) -> str:
        """A bonus card's name written out (the badges on the table abbreviate it)."""
        city = R.frequent_traveller_city(bonus)
        if city is not None:
            return _("frequent traveller of {city}").format(city=self.names.city(city))
        if bonus == R.FIRST_ALL_FIVE:
            return _("first in all cities")
        return _("most city tokens")

    def bonuses_held(self, seat: int, bonuses: Mapping[str, int | None]) -> list[str]:
        """The bonus cards ``seat`` holds, written out, in the order of the bonus panel."""
        return [self.bonus(bonus) for bonus, holder in bonuses.items() if holder == seat]

    def bonuses_short(self, held: Sequence[str]) -> str:
        """The bonus cards ``held`` (ids) in few words, for a row too narrow for their names:
        the frequent-traveller cards as one phrase with their cities, the others shortened
        ("frequent traveller: Paris, Wien · all cities first · most tokens")."""
        cities = [
            self.names.city(city)
            for city in (R.frequent_traveller_city(bonus) for bonus in held)
            if city is not None
        ]
        parts = []
        if cities:
            # Translators: the frequent-traveller bonus cards one player holds, in a short list.
            parts.append(_("frequent traveller: {cities}").format(cities=", ".join(cities)))
        if R.FIRST_ALL_FIVE in held:
            # Translators: the "first in all cities" bonus card, shortened.
            parts.append(_("all cities first"))
        if R.MOST_TOKENS in held:
            # Translators: the "most city tokens" bonus card, shortened.
            parts.append(_("most tokens"))
        return " · ".join(parts)

    def city(self, city: str, view: GreatTourView) -> str:
        here = [self.seat_name(i) for i, p in enumerate(view["players"]) if p["city"] == city]
        name = self.names.city(city)
        if not here:
            return name
        return _("{city} · big coach of {names}").format(city=name, names=", ".join(here))

    def ticket(self, ticket: str) -> str:
        points = self.board.ticket(ticket).points
        return ngettext("{ticket} · {n} point", "{ticket} · {n} points", points).format(
            ticket=self.names.ticket(ticket), n=points
        )

    def blank(self, view: GreatTourView) -> str:
        left = view["blank_left"]
        return ngettext(
            "Blank ticket: travel to any other city with any cards; {points} point, no token "
            "({n} left)",
            "Blank ticket: travel to any other city with any cards; {points} points, no token "
            "({n} left)",
            R.BLANK_POINTS,
        ).format(points=R.BLANK_POINTS, n=left)

    def deck(self, deck: str, view: GreatTourView) -> str:
        size = deck_size(view, deck)
        draws = DRAW_SIZE[deck]
        # Each sentence whole, as a literal, so the catalog finds it.
        if deck == "regular":
            text = ngettext(
                "Regular deck (city cards): {n} card left, draw {draws}",
                "Regular deck (city cards): {n} cards left, draw {draws}",
                size,
            )
        elif deck == "joker":
            text = ngettext(
                "Joker deck (city cards and jokers): {n} card left, draw {draws}",
                "Joker deck (city cards and jokers): {n} cards left, draw {draws}",
                size,
            )
        else:
            text = ngettext(
                "VIP deck (city cards, VIP cards and VIP jokers): {n} card left, draw {draws}",
                "VIP deck (city cards, VIP cards and VIP jokers): {n} cards left, draw {draws}",
                size,
            )
        return text.format(n=size, draws=draws)

    def card(self, card: str, view: GreatTourView) -> str:
        n = view["hand"].get(card, 0)
        name = self.names.card(card)
        if card == R.JOKER:
            text = _("{card} (any city) ×{n}")
        elif card == R.VIP_JOKER:
            text = _("{card} (any city; pays a segment alone) ×{n}")
        elif card.endswith("*"):
            text = _("{card} (pays a segment alone) ×{n}")
        else:
            text = _("{card} ×{n}")
        return text.format(card=name, n=n)


__all__ = ["Describer"]
