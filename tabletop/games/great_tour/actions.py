"""Actions of The Great Tour, exactly as the rules page's JSON names them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action


@dataclass(frozen=True)
class DrawCards(Action):
    kind: ClassVar[str] = "draw_cards"
    deck: str

    def __str__(self) -> str:
        return f"draw {self.deck}"


@dataclass(frozen=True)
class BeginJourney(Action):
    kind: ClassVar[str] = "begin_journey"
    ticket: str
    start: str
    destination: str
    path: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.ticket} {self.start}→{self.destination} ({len(self.path)} segments)"


@dataclass(frozen=True)
class Pay(Action):
    kind: ClassVar[str] = "pay"
    card: str

    def __str__(self) -> str:
        return f"pay {self.card}"


@dataclass(frozen=True)
class CancelJourney(Action):
    kind: ClassVar[str] = "cancel_journey"

    def __str__(self) -> str:
        return "cancel journey"


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (DrawCards, BeginJourney, Pay, CancelJourney, Pass)
}
