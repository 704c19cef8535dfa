"""Branch Line's actions, named as commands with their JSON kind (rules page, "A turn")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.core import Action


@dataclass(frozen=True)
class DrawCard(Action):
    """Take the top card of the deck into your hand."""

    kind: ClassVar[str] = "draw_card"

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class ClaimRoute(Action):
    """Claim ``route``, paying as many cards of its colour as it is long."""

    kind: ClassVar[str] = "claim_route"
    route: str

    def __str__(self) -> str:
        return f"claim {self.route}"


ACTION_TYPES: dict[str, type[Action]] = {DrawCard.kind: DrawCard, ClaimRoute.kind: ClaimRoute}
