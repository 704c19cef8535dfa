"""Plain words for the TTR table's log and banners: one sentence per event, in the current
language (names of places and cards come from ``TtrNames``).

Pure functions of the board, the rules and the events (no pygame), so they are easy to test.
Events come already filtered to what the viewer may see; the public twin of a secret event
(``HiddenCardDrawn`` …) is left out for the seat that has the secret one, so nobody reads
the same draw twice.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.controller.ttr.words import TtrNames
from tabletop.core import Event
from tabletop.core.i18n import _, ngettext
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.events import DrawEndReason

Names = Callable[[int], str]


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


__all__ = ["Words"]
