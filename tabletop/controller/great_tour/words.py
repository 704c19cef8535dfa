"""Plain words for The Great Tour's events (the log, banners), in the current language.

The log only ever shows events the viewing seat may see (``EventLog`` filters by audience);
here the drawer's private line ("drew Paris, Joker") replaces the public twin ("drew 2 cards")
for the drawer, so nobody reads the same draw twice and nobody reads another's cards. Things
are named by ``tabletop.games.great_tour.names`` (tickets by their cities, never their ids).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from tabletop.core import Event
from tabletop.core.i18n import _, ngettext
from tabletop.games.great_tour import BLANK
from tabletop.games.great_tour import events as E
from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.games.great_tour.names import Names


class Words:
    def __init__(self, board: GreatTourBoard, seat_name: Callable[[int], str]) -> None:
        self.board = board
        self.names = Names(board)
        self.seat_name = seat_name

    def cards(self, cards: Sequence[str]) -> str:
        """``Paris ×2, Joker`` (or "nothing")."""
        counts = Counter(cards)
        parts = [
            _("{card} ×{n}").format(card=self.names.card(c), n=n) if n > 1 else self.names.card(c)
            for c, n in sorted(counts.items())
        ]
        return ", ".join(parts) if parts else _("nothing")

    # ------------------------------------------------------------------ events
    def said_to_drawer(self, event: Event) -> str | None:
        """A private event said to the seat that saw it (the pass screen addresses them)."""
        if isinstance(event, E.CardsDrawn):
            return _("You drew {cards} from the {deck} deck").format(
                cards=self.cards(event.cards), deck=self.names.deck(event.deck)
            )
        return self.describe(event, getattr(event, "seat", None))

    def describe(self, event: Event, viewer: int | None) -> str | None:
        """One log line for ``event`` as ``viewer`` sees it (None: not worth a line)."""
        names = self.names
        match event:
            case E.CardsDrawn(deck=deck, cards=cards):
                return _("drew {cards} from the {deck} deck").format(
                    cards=self.cards(cards), deck=names.deck(deck)
                )
            case E.CardsDrawnBlind(seat=seat, deck=deck, count=n):
                if seat == viewer:
                    return None  # the drawer reads the private line instead
                return ngettext(
                    "drew {n} card from the {deck} deck",
                    "drew {n} cards from the {deck} deck",
                    n,
                ).format(n=n, deck=names.deck(deck))
            case E.DeckReshuffled(deck=deck, size=size):
                return ngettext(
                    "the {deck} discards were shuffled into a new deck ({n} card)",
                    "the {deck} discards were shuffled into a new deck ({n} cards)",
                    size,
                ).format(deck=names.deck(deck), n=size)
            case E.JourneyBegun(start=start, destination=destination, path=path, cost=cost):
                n = sum(cost)
                return _("set out {start} → {destination}: {segments}, {cards}").format(
                    start=names.city(start),
                    destination=names.city(destination),
                    segments=names.segments(len(path)),
                    cards=names.cards(n),
                )
            case E.CardPaid():
                return None  # the completed journey lists every card paid
            case E.JourneyCancelled(returned=n):
                return ngettext(
                    "cancelled the journey ({n} card back to hand)",
                    "cancelled the journey ({n} cards back to hand)",
                    n,
                ).format(n=n)
            case E.JourneyCompleted(
                ticket=ticket, start=start, destination=destination, points=points, cards=cards
            ):
                if ticket == BLANK:
                    text = _(
                        "travelled {start} → {destination} (blank ticket, {n} pt) paying {cards}"
                    )
                else:
                    text = _("travelled {start} → {destination} ({n} pt) paying {cards}")
                return text.format(
                    start=names.city(start),
                    destination=names.city(destination),
                    n=points,
                    cards=self.cards(cards),
                )
            case E.TokenTaken(city=city):
                return _("took a token of {city}").format(city=names.city(city))
            case E.BonusTaken(bonus=bonus, from_seat=None):
                return _("took the {bonus} card").format(bonus=names.bonus(bonus))
            case E.BonusTaken(bonus=bonus, from_seat=holder):
                assert holder is not None
                return _("took the {bonus} card from {name}").format(
                    bonus=names.bonus(bonus), name=self.seat_name(holder)
                )
            case E.TicketRevealed(ticket=ticket):
                points = self.board.ticket(ticket).points
                return _("new future ticket {ticket} ({n} pt)").format(
                    ticket=names.ticket(ticket), n=points
                )
            case E.FinalRoundStarted():
                return _("the ticket pile is empty: final round, everyone plays once more")
            case E.Passed():
                return _("passed (nothing else was possible)")
            case E.GameEnded(winners=winners):
                who = ", ".join(self.seat_name(s) for s in winners)
                return ngettext(
                    "the game ends; winner: {names}",
                    "the game ends; winners: {names}",
                    len(winners),
                ).format(names=who)
        return None


__all__ = ["Words"]
