"""Plain words for the TTR table: event log lines, route and ticket names, colour names.

Pure functions of the board, the rules and the events (no pygame), so they are easy to test.
Events come already filtered to what the viewer may see; the public twin of a secret event
(``HiddenCardDrawn`` …) is left out for the seat that has the secret one, so nobody reads
the same draw twice.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import Event
from tabletop.games.ttr import TtrGame
from tabletop.games.ttr import events as ev

Names = Callable[[int], str]

#: A dash between two city names.
DASH = " – "


class Words:
    def __init__(self, game: TtrGame) -> None:
        self.game = game
        self.rules = game.rules
        self.board = game.board
        self.europe = game.rules.has_stations

    # ------------------------------------------------------------------ names
    @property
    def pieces_word(self) -> str:
        return "trains" if self.europe else "buses"

    def pieces(self, n: int) -> str:
        """``1 train`` / ``2 buses``."""
        if n == 1:
            return f"1 {'train' if self.europe else 'bus'}"
        return f"{n} {self.pieces_word}"

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
        return f"{self.ticket(ticket)} ({self.board.tickets[ticket].points})"

    def card(self, color: str | None, count: int = 1) -> str:
        """``red card`` / ``locomotive`` / ``Bus card`` (plural with ``count`` > 1)."""
        s = "" if count == 1 else "s"
        if color is None or color == self.rules.wild:
            return f"locomotive{s}" if self.rules.wild == "locomotive" else f"Bus card{s}"
        return f"{color} card{s}"

    def color_label(self, color: str) -> str:
        """A colour as a word with a capital (cards, hand groups)."""
        if color == "locomotive":
            return "Locomotive"
        if color == "bus":
            return "Bus"
        return color.capitalize()

    def route_facts(self, route: str) -> list[str]:
        """Short facts about a track for the hover card: length, colour, points, kind."""
        r = self.board.routes[route]
        points = self.rules.route_scores.get(r.length, 0)
        colour = "gray (any one colour)" if r.color == "gray" else r.color
        facts = [
            f"{r.length} {'space' if r.length == 1 else 'spaces'} · {colour} · "
            f"{points} point{'s' if points != 1 else ''}"
        ]
        if r.tunnel:
            facts.append("Tunnel: 3 cards are turned; each match costs one more card")
        if r.ferry_locomotives:
            n = r.ferry_locomotives
            facts.append(f"Ferry: needs {n} {'locomotive' if n == 1 else 'locomotives'}")
        if r.double_group:
            facts.append("Double route (one of two tracks)")
        return facts

    # ------------------------------------------------------------------ the log
    def describe(self, event: Event, name: Names, viewer: int | None) -> str | None:
        """One log line for ``event`` as ``viewer`` sees it (None: not worth a line)."""
        if isinstance(event, ev.FaceUpCardTaken):
            return f"{name(event.seat)} drew a face-up {self.card(event.color)}"
        if isinstance(event, ev.CardDrawn):
            return f"{name(event.seat)} drew a {self.card(event.color)} from the deck"
        if isinstance(event, ev.HiddenCardDrawn):
            if event.seat == viewer:
                return None  # the viewer reads its own draw in the secret twin
            return f"{name(event.seat)} drew a hidden card"
        if isinstance(event, ev.FaceUpRowReset):
            wilds = self.card(self.rules.wild, 3)
            return f"Three {wilds} lay face up: the row was replaced"
        if isinstance(event, ev.DeckReshuffled):
            return f"The discard pile ({event.cards} cards) was shuffled into a new deck"
        if isinstance(event, ev.DrawEnded):
            if event.reason == "no second card":
                return f"{name(event.seat)} could draw no second card"
            return None  # a face-up wild: the draw line already says so
        if isinstance(event, ev.RouteClaimed):
            r = self.board.routes[event.route]
            points = f"{event.points} point{'s' if event.points != 1 else ''}"
            return (
                f"{name(event.seat)} claimed {self.route(event.route)} "
                f"({r.length}, {r.color}) for {points}"
            )
        if isinstance(event, ev.TunnelCardsRevealed):
            turned = ", ".join(self.card(c).removesuffix(" card") for c in event.cards)
            extra = (
                "no extra card needed"
                if not event.extra
                else f"{event.extra} more card{'s' if event.extra > 1 else ''} needed"
            )
            return (
                f"{name(event.seat)} dug the tunnel {self.route(event.route)}: "
                f"turned {turned or 'nothing'} — {extra}"
            )
        if isinstance(event, ev.TunnelPaid):
            return f"{name(event.seat)} paid the tunnel's extra cards"
        if isinstance(event, ev.TunnelDeclined):
            return (
                f"{name(event.seat)} gave up the tunnel {self.route(event.route)} "
                "(the cards went back to the hand)"
            )
        if isinstance(event, ev.FlagCardKept):
            return f"{name(event.seat)} put a {event.color} card on the French flag"
        if isinstance(event, ev.FlagSetScored):
            return f"{name(event.seat)} completed the French flag: +{event.points} points!"
        if isinstance(event, ev.TicketsDrawn):
            listed = ", ".join(self.ticket_with_points(t) for t in event.tickets)
            return f"{name(event.seat)} drew tickets: {listed}"
        if isinstance(event, ev.HiddenTicketsDrawn):
            if event.seat == viewer:
                return None
            return f"{name(event.seat)} drew {event.count} tickets"
        if isinstance(event, ev.TicketsKept):
            listed = ", ".join(self.ticket_with_points(t) for t in event.tickets)
            return f"{name(event.seat)} kept {listed}"
        if isinstance(event, ev.HiddenTicketsKept):
            if event.seat == viewer:
                return None
            kept = f"{event.kept} ticket{'s' if event.kept != 1 else ''}"
            returned = f", returned {event.returned}" if event.returned else ""
            return f"{name(event.seat)} kept {kept}{returned}"
        if isinstance(event, ev.StationBuilt):
            return f"{name(event.seat)} built a station in {self.city(event.city)}"
        if isinstance(event, ev.Passed):
            return f"{name(event.seat)} passed (nothing else was possible)"
        if isinstance(event, ev.FinalRoundStarted):
            return (
                f"{name(event.seat)} has {self.pieces(event.pieces)} left: "
                "everyone plays one last turn"
            )
        if isinstance(event, ev.GameEnded):
            winners = [name(s) for s in event.winners]
            if len(winners) == 1:
                return f"Game over: {winners[0]} wins"
            return f"Game over: {', '.join(winners[:-1])} and {winners[-1]} share the win"
        return None  # TurnStarted, FaceUpCardTurned: the board shows them
