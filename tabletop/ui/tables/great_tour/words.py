"""Plain words for The Great Tour's events (the log, banners) and names of its things.

The log only ever shows events the viewing seat may see (``EventLog`` filters by audience);
here the drawer's private line ("drew Paris, Joker") replaces the public twin ("drew 2 cards")
for the drawer, so nobody reads the same draw twice and nobody reads another's cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from tabletop.core import Event
from tabletop.games.great_tour import BLANK
from tabletop.games.great_tour import events as E
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.board import GreatTourBoard

DECK_NAMES = {"regular": "regular", "joker": "joker", "vip": "VIP"}
DRAW_SIZE = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))


class Words:
    def __init__(self, board: GreatTourBoard, seat_name: Callable[[int], str]) -> None:
        self.board = board
        self.seat_name = seat_name
        self.cities = {c.id: c.label for c in board.cities}

    def city(self, city_id: str) -> str:
        return self.cities.get(city_id, city_id)

    def card(self, card: str) -> str:
        if card == R.JOKER:
            return "Joker"
        if card == R.VIP_JOKER:
            return "VIP joker"
        vip = card.endswith("*")
        name = self.city(card.rstrip("*"))
        return f"{name} VIP" if vip else name

    def cards(self, cards: Sequence[str]) -> str:
        counts = Counter(cards)
        parts = [
            f"{self.card(c)} ×{n}" if n > 1 else self.card(c) for c, n in sorted(counts.items())
        ]
        return ", ".join(parts) if parts else "nothing"

    def ticket(self, ticket: str) -> str:
        """``T05 Berlin → Amsterdam`` (or ``blank ticket``)."""
        if ticket == BLANK:
            return "a blank ticket"
        card = self.board.ticket(ticket)
        starts = "/".join(self.city(c) for c in card.starts)
        dests = "/".join(self.city(c) for c in card.destinations)
        return f"{starts} → {dests}"

    def bonus(self, bonus: str) -> str:
        if bonus == R.FIRST_ALL_FIVE:
            return f"First in all {len(self.cities)} cities"
        if bonus == R.MOST_TOKENS:
            return "Most city tokens"
        if bonus.startswith("FT_"):
            return f"Frequent traveller {self.city(bonus[3:])}"
        return bonus

    @staticmethod
    def deck(deck: str) -> str:
        return DECK_NAMES.get(deck, deck)

    # ------------------------------------------------------------------ events
    def describe(self, event: Event, viewer: int | None) -> str | None:
        """One log line for ``event`` as ``viewer`` sees it (None: not worth a line)."""
        if isinstance(event, E.CardsDrawn):
            return f"drew {self.cards(event.cards)} from the {self.deck(event.deck)} deck"
        if isinstance(event, E.CardsDrawnBlind):
            if event.seat == viewer:
                return None  # the drawer reads the private line instead
            n = event.count
            return f"drew {n} card{'s' if n != 1 else ''} from the {self.deck(event.deck)} deck"
        if isinstance(event, E.DeckReshuffled):
            return (
                f"the {self.deck(event.deck)} discards were shuffled into a new deck "
                f"({event.size} cards)"
            )
        if isinstance(event, E.JourneyBegun):
            cost = sum(event.cost)
            return (
                f"sets out {self.city(event.start)} → {self.city(event.destination)}: "
                f"{len(event.path)} segments, {cost} card{'s' if cost != 1 else ''}"
            )
        if isinstance(event, E.CardPaid):
            return None  # the completed journey lists every card paid
        if isinstance(event, E.JourneyCancelled):
            return f"cancelled the journey ({event.returned} cards back to hand)"
        if isinstance(event, E.JourneyCompleted):
            what = "blank ticket, " if event.ticket == BLANK else ""
            return (
                f"travelled {self.city(event.start)} → {self.city(event.destination)} "
                f"({what}{event.points} pt) paying {self.cards(event.cards)}"
            )
        if isinstance(event, E.TokenTaken):
            name = self.city(event.city)
            article = "an" if name[:1].upper() in "AEIOU" else "a"
            return f"took {article} {name} token"
        if isinstance(event, E.BonusTaken):
            text = f"took the {self.bonus(event.bonus)} card"
            if event.from_seat is not None:
                text += f" from {self.seat_name(event.from_seat)}"
            return text
        if isinstance(event, E.TicketRevealed):
            card = self.board.ticket(event.ticket)
            return f"new future ticket {self.ticket(event.ticket)} ({card.points} pt)"
        if isinstance(event, E.FinalRoundStarted):
            return "the ticket pile is empty: final round, everyone plays once more"
        if isinstance(event, E.Passed):
            return "passed (nothing else was possible)"
        if isinstance(event, E.GameEnded):
            names = [self.seat_name(s) for s in event.winners]
            label = "winner" if len(names) == 1 else "winners"
            return f"the game ends; {label}: {', '.join(names)}"
        return None
