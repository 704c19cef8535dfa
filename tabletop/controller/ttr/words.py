"""TTR in the player's words: how things are named (cities, routes, tickets, card colours,
payments: ``TtrNames``) and what happened (one sentence per event for the log and the banners:
``Words``).

Pure words (no pygame), in the current language: the controller's hover texts and refusals, the
table's dialogs and log lines all name things through here. Place names come from the map and
are not translated. Events come already filtered to what the viewer may see; the public twin of
a secret event (``HiddenCardDrawn`` …) is left out for the seat that has the secret one, so
nobody reads the same draw twice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from tabletop.core import Action, Event
from tabletop.core.i18n import N_, N_plural, _, ngettext, pgettext
from tabletop.games.ttr import (
    BuildStation,
    ClaimRoute,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    TtrGame,
)
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.events import DrawEndReason
from tabletop.games.ttr.state import Pending

Names = Callable[[int], str]

#: A dash between two city names.
DASH = " – "

#: Colour words (card and track colours; the map's ``gray`` is a track of any one colour, said
#: "grey": the words are British English, the ids stay as the maps write them).
COLOUR_WORDS: dict[str, str] = {
    "red": N_("red"),
    "orange": N_("orange"),
    "yellow": N_("yellow"),
    "green": N_("green"),
    "blue": N_("blue"),
    "pink": N_("pink"),
    "purple": N_("purple"),
    "white": N_("white"),
    "black": N_("black"),
    "gray": N_("grey"),
}
#: A card of a colour, counted ("red card" / "red cards"): whole entries, so that a language
#: whose colour word agrees with the noun and the number (Polish: czerwona karta, 5 czerwonych
#: kart) says it right.
CARD_NAMES: dict[str, tuple[str, str]] = {
    "red": N_plural("red card", "red cards"),
    "orange": N_plural("orange card", "orange cards"),
    "yellow": N_plural("yellow card", "yellow cards"),
    "green": N_plural("green card", "green cards"),
    "blue": N_plural("blue card", "blue cards"),
    "pink": N_plural("pink card", "pink cards"),
    "purple": N_plural("purple card", "purple cards"),
    "white": N_plural("white card", "white cards"),
    "black": N_plural("black card", "black cards"),
}
#: One card of a colour with its article ("a red card", "an orange card"): whole entries, so
#: that English says "a" or "an" as each colour's word needs, and a language without articles
#: says the card alone.
ONE_CARD: dict[str, str] = {
    "red": N_("a red card"),
    "orange": N_("an orange card"),
    "yellow": N_("a yellow card"),
    "green": N_("a green card"),
    "blue": N_("a blue card"),
    "pink": N_("a pink card"),
    "purple": N_("a purple card"),
    "white": N_("a white card"),
    "black": N_("a black card"),
}
#: A number of cards of one colour in a payment ("2 red"), whole entries for the same reason.
COUNTED_COLOURS: dict[str, tuple[str, str]] = {
    # Translators: a number of red cards in a payment ("2 red + 1 locomotive").
    "red": N_plural("{n} red", "{n} red"),
    "orange": N_plural("{n} orange", "{n} orange"),
    "yellow": N_plural("{n} yellow", "{n} yellow"),
    "green": N_plural("{n} green", "{n} green"),
    "blue": N_plural("{n} blue", "{n} blue"),
    "pink": N_plural("{n} pink", "{n} pink"),
    "purple": N_plural("{n} purple", "{n} purple"),
    "white": N_plural("{n} white", "{n} white"),
    "black": N_plural("{n} black", "{n} black"),
}
#: The word printed on a card face.
CARD_LABELS: dict[str, str] = {
    "red": N_("Red"),
    "orange": N_("Orange"),
    "yellow": N_("Yellow"),
    "green": N_("Green"),
    "blue": N_("Blue"),
    "pink": N_("Pink"),
    "purple": N_("Purple"),
    "white": N_("White"),
    "black": N_("Black"),
    "locomotive": N_("Locomotive"),
    "bus": N_("Bus"),
}


class TtrNames:
    """Names for one rule set and its board."""

    def __init__(self, game: TtrGame) -> None:
        self.game = game
        self.rules = game.rules
        self.board = game.board
        self.europe = game.rules.has_stations

    # ------------------------------------------------------------------ places
    def city(self, city: str) -> str:
        found = self.board.cities.get(city)
        return found.name if found is not None else city

    def route(self, route: str) -> str:
        r = self.board.routes[route]
        return f"{self.city(r.a)}{DASH}{self.city(r.b)}"

    def ticket(self, ticket: str) -> str:
        t = self.board.tickets[ticket]
        return f"{self.city(t.a)}{DASH}{self.city(t.b)}"

    def ticket_with_points(self, ticket: str) -> str:
        return _("{ticket} ({points})").format(
            ticket=self.ticket(ticket), points=self.board.tickets[ticket].points
        )

    # ------------------------------------------------------------------ cards and pieces
    def is_wild(self, color: str | None) -> bool:
        return color is None or color == self.rules.wild

    def colour(self, color: str) -> str:
        """A colour as a word: ``red``, ``grey``."""
        return _(COLOUR_WORDS.get(color, color))

    def color_label(self, color: str) -> str:
        """The word on a card face: ``Red``, ``Locomotive``, ``Bus``."""
        return _(CARD_LABELS.get(color, color.capitalize()))

    def card(self, color: str | None, count: int = 1) -> str:
        """``red card`` / ``locomotive`` / ``Bus card``, plural with ``count`` > 1."""
        if self.is_wild(color):
            if self.europe:
                return ngettext("locomotive", "locomotives", count)
            return ngettext("Bus card", "Bus cards", count)
        assert color is not None  # a card's colour is one of the rule set's (every one named)
        return ngettext(*CARD_NAMES[color], count)

    def claim_action(self) -> str:
        """The action's name: Paris's rulebook says "utworzyć połączenie" where Europe's says
        "zająć trasę" (rules-help review H7)."""
        if self.europe:
            return _("Claim a route")
        return pgettext("Ticket to Ride: Paris", "Claim a route")

    def claim_title(self, route: str) -> str:
        """A claim's dialog title, naming the route, in the rule set's own words."""
        if self.europe:
            return _("Claim {route}").format(route=self.route(route))
        return pgettext("Ticket to Ride: Paris", "Claim {route}").format(route=self.route(route))

    def a_card(self, color: str | None) -> str:
        """One card with its article: ``a red card`` / ``an orange card`` / ``a locomotive``."""
        if self.is_wild(color):
            return _("a locomotive") if self.europe else _("a Bus card")
        assert color is not None
        return _(ONE_CARD[color])

    def cards(self, color: str | None, count: int) -> str:
        """``2 red`` / ``1 locomotive`` / ``3 Bus cards``: a counted part of a payment."""
        if self.is_wild(color):
            if self.europe:
                return ngettext("{n} locomotive", "{n} locomotives", count).format(n=count)
            return ngettext("{n} Bus card", "{n} Bus cards", count).format(n=count)
        assert color is not None
        return ngettext(*COUNTED_COLOURS[color], count).format(n=count)

    def payment(self, color: str | None, wilds: int, total: int) -> str:
        """``2 red + 1 locomotive`` for ``total`` cards of which ``wilds`` are wild."""
        parts = []
        if total - wilds and color is not None:
            parts.append(self.cards(color, total - wilds))
        if wilds:
            parts.append(self.cards(None, wilds))
        return " + ".join(parts) if parts else _("nothing")

    def pieces(self, n: int) -> str:
        """``1 train`` / ``2 buses``."""
        if self.europe:
            return ngettext("{n} train", "{n} trains", n).format(n=n)
        return ngettext("{n} bus", "{n} buses", n).format(n=n)

    def pieces_left(self, n: int) -> str:
        if self.europe:
            return ngettext("{n} train left", "{n} trains left", n).format(n=n)
        return ngettext("{n} bus left", "{n} buses left", n).format(n=n)

    # ------------------------------------------------------------------ a turn
    def turn_moves(self, legal: Iterable[Action]) -> str:
        """What the player to act can do at the start of a turn, as a status line offers it:
        only the kinds of move the engine allows now (no "route" with no trains left or no
        cards to pay, no "tickets" with the ticket deck empty); in Europe a station among
        them while one may be built, as the rules list it with the other three moves (it was
        named only when nothing else was left, and a newcomer never learned it was a move).
        One wording for the table's status line and the phone's."""
        kinds = {type(action) for action in legal}
        moves = [
            words
            for types, words in (
                # What the turn may take, in a word each (as the Polish always said it): four
                # fit the top bar at 960×600 beside the longest hot-seat name.
                ((DrawFaceUp, DrawBlind), pgettext("a turn's moves", "cards")),
                ((ClaimRoute,), pgettext("a turn's moves", "route")),
                ((DrawTickets,), pgettext("a turn's moves", "tickets")),
                ((BuildStation,), pgettext("a turn's moves", "station")),
            )
            if kinds.intersection(types)
        ]
        if not moves:
            return pgettext("a turn's moves", "pass")
        if len(moves) == 1:
            return moves[0]
        return _("{some} or {last}").format(some=", ".join(moves[:-1]), last=moves[-1])

    def your_turn(self, pending: str | None, legal: Iterable[Action]) -> str:
        """The status line of the player to act, said to them ("Your turn: cards or
        tickets"): what the turn waits for (``pending``, the view's), else the moves
        ``legal`` allows. The table's (one person at the screen) and the phone's."""
        if pending == Pending.SECOND_DRAW:
            return _("Your turn: take a second card")
        if pending == Pending.KEEP_TICKETS:
            return _("Your turn: keep tickets")
        if pending == Pending.TUNNEL:
            return _("Your turn: the tunnel")
        return _("Your turn: {moves}").format(moves=self.turn_moves(legal))

    # ------------------------------------------------------------------ said to the player
    def said_to_you(self, event: Event) -> str | None:
        """What a seat's own hidden draw showed it, said to that player ("You drew an orange
        card from the deck"): the phone page's private lines and the hot-seat pass screen's."""
        if isinstance(event, ev.CardDrawn):
            # With its own article ("an orange card", "a locomotive"), as the table's log says it.
            return _("You drew {card} from the deck").format(card=self.a_card(event.color))
        if isinstance(event, ev.TicketsDrawn):
            listed = ", ".join(self.ticket_with_points(t) for t in event.tickets)
            return _("You drew tickets: {tickets}").format(tickets=listed)
        if isinstance(event, ev.TicketsKept):
            listed = ", ".join(self.ticket_with_points(t) for t in event.tickets)
            return _("You kept {tickets}").format(tickets=listed)
        return None

    # ------------------------------------------------------------------ routes
    def route_facts(self, route: str) -> list[str]:
        """Short facts about a track for the hover card: length, colour, points, kind."""
        r = self.board.routes[route]
        points = self.rules.route_scores.get(r.length, 0)
        colour = _("grey (any one colour)") if r.color == "gray" else self.colour(r.color)
        facts = [
            _("{spaces} · {colour} · {points}").format(
                spaces=ngettext("{n} space", "{n} spaces", r.length).format(n=r.length),
                colour=colour,
                points=ngettext("{n} point", "{n} points", points).format(n=points),
            )
        ]
        if r.tunnel:
            facts.append(
                ngettext(
                    "Tunnel: {n} card is turned; each match costs one more card",
                    "Tunnel: {n} cards are turned; each match costs one more card",
                    self.rules.tunnel_reveal,
                ).format(n=self.rules.tunnel_reveal)
            )
        if r.ferry_locomotives:
            n = r.ferry_locomotives
            facts.append(
                ngettext("Ferry: needs {n} locomotive", "Ferry: needs {n} locomotives", n).format(
                    n=n
                )
            )
        if r.double_group:
            facts.append(_("Double route (one of two tracks)"))
        return facts


class Words(TtrNames):
    def describe(self, event: Event, name: Names, viewer: int | None) -> str | None:
        """One log line for ``event`` as ``viewer`` sees it (None: not worth a line)."""
        seat = getattr(event, "seat", None)
        who = name(seat) if isinstance(seat, int) else ""
        if isinstance(event, ev.FaceUpCardTaken):
            return _("{name} drew a face-up {card}").format(name=who, card=self.card(event.color))
        if isinstance(event, ev.CardDrawn):
            return _("{name} drew {card} from the deck").format(
                name=who, card=self.a_card(event.color)
            )
        if isinstance(event, ev.HiddenCardDrawn):
            if event.seat == viewer:
                return None  # the viewer reads its own draw in the secret twin
            return _("{name} drew a hidden card").format(name=who)
        if isinstance(event, ev.FaceUpRowReset):
            wilds = self.card(self.rules.wild, self.rules.reset_wilds)
            return _("{n} {wilds} lay face up: the row was replaced").format(
                n=self.rules.reset_wilds, wilds=wilds
            )
        if isinstance(event, ev.DeckReshuffled):
            return ngettext(
                "The discard pile ({n} card) was shuffled into a new deck",
                "The discard pile ({n} cards) was shuffled into a new deck",
                event.cards,
            ).format(n=event.cards)
        if isinstance(event, ev.DrawEnded):
            if event.reason is DrawEndReason.NO_SECOND_CARD:
                return _("{name} could draw no second card").format(name=who)
            return None  # a face-up wild: the draw line already says so
        if isinstance(event, ev.RouteClaimed):
            r = self.board.routes[event.route]
            return ngettext(
                "{name} claimed {route} ({length}, {colour}) for {n} point",
                "{name} claimed {route} ({length}, {colour}) for {n} points",
                event.points,
            ).format(
                name=who,
                route=self.route(event.route),
                length=r.length,
                colour=self.colour(r.color),
                n=event.points,
            )
        if isinstance(event, ev.TunnelCardsRevealed):
            turned = ", ".join(self.turned_card(c) for c in event.cards) or _("nothing")
            if event.extra:
                extra = ngettext(
                    "{n} more card needed", "{n} more cards needed", event.extra
                ).format(n=event.extra)
            else:
                extra = _("no extra card needed")
            return _("{name} dug the tunnel {route}: turned {turned} — {extra}").format(
                name=who, route=self.route(event.route), turned=turned, extra=extra
            )
        if isinstance(event, ev.TunnelPaid):
            return _("{name} paid the tunnel's extra cards").format(name=who)
        if isinstance(event, ev.TunnelDeclined):
            return _("{name} gave up the tunnel {route} (the cards went back to the hand)").format(
                name=who, route=self.route(event.route)
            )
        if isinstance(event, ev.FlagCardKept):
            return _("{name} put {card} on the French flag").format(
                name=who, card=self.a_card(event.color)
            )
        if isinstance(event, ev.FlagSetScored):
            return ngettext(
                "{name} completed the French flag: +{n} point!",
                "{name} completed the French flag: +{n} points!",
                event.points,
            ).format(name=who, n=event.points)
        if isinstance(event, ev.TicketsDrawn):
            listed = ", ".join(self.ticket_with_points(t) for t in event.tickets)
            return _("{name} drew tickets: {tickets}").format(name=who, tickets=listed)
        if isinstance(event, ev.HiddenTicketsDrawn):
            if event.seat == viewer:
                return None
            return ngettext(
                "{name} drew {n} ticket", "{name} drew {n} tickets", event.count
            ).format(name=who, n=event.count)
        if isinstance(event, ev.TicketsKept):
            listed = ", ".join(self.ticket_with_points(t) for t in event.tickets)
            return _("{name} kept {tickets}").format(name=who, tickets=listed)
        if isinstance(event, ev.HiddenTicketsKept):
            if event.seat == viewer:
                return None
            if event.returned:
                return ngettext(
                    "{name} kept {n} ticket, returned {returned}",
                    "{name} kept {n} tickets, returned {returned}",
                    event.kept,
                ).format(name=who, n=event.kept, returned=event.returned)
            return ngettext("{name} kept {n} ticket", "{name} kept {n} tickets", event.kept).format(
                name=who, n=event.kept
            )
        if isinstance(event, ev.StationBuilt):
            return _("{name} built a station in {city}").format(
                name=who, city=self.city(event.city)
            )
        if isinstance(event, ev.Passed):
            return _("{name} passed (nothing else was possible)").format(name=who)
        if isinstance(event, ev.FinalRoundStarted):
            return _("{name} has {pieces} left: everyone plays one last turn").format(
                name=who, pieces=self.pieces(event.pieces)
            )
        if isinstance(event, ev.GameEnded):
            winners = [name(s) for s in event.winners]
            if len(winners) == 1:
                return _("Game over: {name} wins").format(name=winners[0])
            return _("Game over: {names} and {last} share the win").format(
                names=", ".join(winners[:-1]), last=winners[-1]
            )
        return None  # TurnStarted, FaceUpCardTurned: the board shows them

    def turned_card(self, color: str) -> str:
        """A card turned for a tunnel, as a word: ``blue``, ``locomotive``."""
        return self.card(color) if self.is_wild(color) else self.colour(color)

    def final_round(self, name: str, pieces: int) -> str:
        """The banner when the final round starts."""
        return _("Final round! {name} has {pieces} left").format(
            name=name, pieces=self.pieces(pieces)
        )


__all__ = [
    "CARD_LABELS",
    "CARD_NAMES",
    "COLOUR_WORDS",
    "COUNTED_COLOURS",
    "DASH",
    "ONE_CARD",
    "TtrNames",
    "Words",
]
