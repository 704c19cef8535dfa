"""TTR actions, exactly as `rules/ttr.md` ("Actions") names them and their JSON fields."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action


@dataclass(frozen=True)
class KeepTickets(Action):
    kind: ClassVar[str] = "keep_tickets"
    tickets: tuple[str, ...]

    def __str__(self) -> str:
        return f"keep {' '.join(self.tickets)}"


@dataclass(frozen=True)
class DrawFaceUp(Action):
    kind: ClassVar[str] = "draw_face_up"
    slot: int

    def __str__(self) -> str:
        return f"take face-up {self.slot}"


@dataclass(frozen=True)
class DrawBlind(Action):
    kind: ClassVar[str] = "draw_blind"

    def __str__(self) -> str:
        return "draw from deck"


@dataclass(frozen=True)
class ClaimRoute(Action):
    kind: ClassVar[str] = "claim_route"
    route: str
    color: str | None
    wilds: int

    def __str__(self) -> str:
        paid = f"{self.color}+{self.wilds}w" if self.color is not None else f"{self.wilds}w"
        return f"claim {self.route} ({paid})"


@dataclass(frozen=True)
class PayTunnel(Action):
    kind: ClassVar[str] = "pay_tunnel"
    wilds: int

    def __str__(self) -> str:
        return f"pay tunnel ({self.wilds}w)"


@dataclass(frozen=True)
class DeclineTunnel(Action):
    kind: ClassVar[str] = "decline_tunnel"

    def __str__(self) -> str:
        return "decline tunnel"


@dataclass(frozen=True)
class DrawTickets(Action):
    kind: ClassVar[str] = "draw_tickets"

    def __str__(self) -> str:
        return "draw tickets"


@dataclass(frozen=True)
class BuildStation(Action):
    kind: ClassVar[str] = "build_station"
    city: str
    color: str | None
    wilds: int

    def __str__(self) -> str:
        paid = f"{self.color}+{self.wilds}w" if self.color is not None else f"{self.wilds}w"
        return f"station {self.city} ({paid})"


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


_COMMON: tuple[type[Action], ...] = (
    KeepTickets,
    DrawFaceUp,
    DrawBlind,
    ClaimRoute,
    PayTunnel,
    DeclineTunnel,
    DrawTickets,
    Pass,
)


def action_types(stations: bool) -> Mapping[str, type[Action]]:
    """The action vocabulary of a rule set (Paris has no stations)."""
    classes: tuple[type[Action], ...] = (*_COMMON, BuildStation) if stations else _COMMON
    return {cls.kind: cls for cls in classes}


#: Singletons for the field-less actions.
DRAW_BLIND = DrawBlind()
DECLINE_TUNNEL = DeclineTunnel()
DRAW_TICKETS = DrawTickets()
PASS = Pass()
