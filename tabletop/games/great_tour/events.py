"""Events of The Great Tour (past tense; ``audience`` says who may see them)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core import Event


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Private to the drawer: which cards."""

    seat: int
    deck: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CardsDrawnBlind(Event):
    """The public twin of ``CardsDrawn``: how many cards from which deck."""

    seat: int
    deck: str
    count: int


@dataclass(frozen=True)
class DeckReshuffled(Event):
    deck: str
    size: int


@dataclass(frozen=True)
class JourneyBegun(Event):
    seat: int
    ticket: str
    start: str
    destination: str
    path: tuple[str, ...]
    cost: tuple[int, ...]


@dataclass(frozen=True)
class CardPaid(Event):
    seat: int
    card: str


@dataclass(frozen=True)
class JourneyCancelled(Event):
    seat: int
    returned: int


@dataclass(frozen=True)
class JourneyCompleted(Event):
    seat: int
    ticket: str
    start: str
    destination: str
    path: tuple[str, ...]
    points: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class TokenTaken(Event):
    seat: int
    city: str


@dataclass(frozen=True)
class BonusTaken(Event):
    seat: int
    bonus: str
    from_seat: int | None


@dataclass(frozen=True)
class TicketRevealed(Event):
    """A ticket from the pile entered the future row."""

    ticket: str


@dataclass(frozen=True)
class FinalRoundStarted(Event):
    seat: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
