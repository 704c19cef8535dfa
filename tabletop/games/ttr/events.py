"""TTR events, in the past tense. Hidden draws come as twins: the secret one for the drawer
(``audience=(seat,)``) and a public one without the secret for everybody else, spectators
included (``hidden_from=(seat,)``), so nobody sees the same draw twice."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tabletop.core import Event


class DrawEndReason(StrEnum):
    """Why a card draw stopped after one card (the values are the codes saves and logs used)."""

    FACE_UP_WILD = "face-up wild"
    NO_SECOND_CARD = "no second card"


class GameEndReason(StrEnum):
    """Why the game ended (rules/ttr.md, "End of the game"; the idle end is a house rule)."""

    FINAL_ROUND = "final_round"
    IDLE_ROUND = "idle_round"


@dataclass(frozen=True)
class FaceUpCardTaken(Event):
    seat: int
    slot: int
    color: str


@dataclass(frozen=True)
class CardDrawn(Event):
    """Secret twin: the drawer learns the colour of a blind draw."""

    seat: int
    color: str


@dataclass(frozen=True)
class HiddenCardDrawn(Event):
    """Public twin of ``CardDrawn``: the table sees only that a card was drawn."""

    seat: int


@dataclass(frozen=True)
class FaceUpCardTurned(Event):
    slot: int
    color: str


@dataclass(frozen=True)
class FaceUpRowReset(Event):
    """Three or more wilds lay face up: the row was discarded and turned anew."""

    discarded: tuple[str, ...]
    row: tuple[str | None, ...]
    reset_number: int


@dataclass(frozen=True)
class DeckReshuffled(Event):
    cards: int


@dataclass(frozen=True)
class DrawEnded(Event):
    """The draw stopped after one card (a face-up wild, or no second card could be drawn)."""

    seat: int
    reason: DrawEndReason


@dataclass(frozen=True)
class RouteClaimed(Event):
    seat: int
    route: str
    color: str | None
    wilds: int
    points: int


@dataclass(frozen=True)
class TunnelCardsRevealed(Event):
    seat: int
    route: str
    cards: tuple[str, ...]
    extra: int


@dataclass(frozen=True)
class TunnelPaid(Event):
    seat: int
    route: str
    color: str | None
    wilds: int


@dataclass(frozen=True)
class TunnelDeclined(Event):
    seat: int
    route: str


@dataclass(frozen=True)
class FlagCardKept(Event):
    seat: int
    color: str


@dataclass(frozen=True)
class FlagSetScored(Event):
    seat: int
    points: int


@dataclass(frozen=True)
class TicketsDrawn(Event):
    """Secret twin: the drawer sees the tickets."""

    seat: int
    tickets: tuple[str, ...]


@dataclass(frozen=True)
class HiddenTicketsDrawn(Event):
    seat: int
    count: int


@dataclass(frozen=True)
class TicketsKept(Event):
    """Secret twin: which tickets were kept."""

    seat: int
    tickets: tuple[str, ...]


@dataclass(frozen=True)
class HiddenTicketsKept(Event):
    seat: int
    kept: int
    returned: int


@dataclass(frozen=True)
class StationBuilt(Event):
    seat: int
    city: str
    color: str | None
    wilds: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class FinalRoundStarted(Event):
    seat: int
    pieces: int


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int


@dataclass(frozen=True)
class GameEnded(Event):
    reason: GameEndReason
    scores: tuple[int, ...]
    winners: tuple[int, ...]
