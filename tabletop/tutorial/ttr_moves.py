"""The moves both Ticket to Ride tutorials teach and script, as ``Move``s and predicates."""

from __future__ import annotations

from tabletop.controller.ttr.targets import DECK, FaceUpTarget, RouteTarget
from tabletop.core import Action, View
from tabletop.games.ttr.actions import ClaimRoute, DrawBlind, DrawFaceUp, KeepTickets

from .script import Allows, Move


def face_up(slot: int) -> Move:
    """Take the face-up card in ``slot`` (where the rigged deal shows it)."""

    def allows(action: Action) -> bool:
        return isinstance(action, DrawFaceUp) and action.slot == slot

    def aim(_view: View) -> FaceUpTarget:
        return FaceUpTarget(slot)

    return Move(allows, aim)


def blind() -> Move:
    """Draw from the deck."""
    return Move(lambda action: isinstance(action, DrawBlind), lambda _view: DECK)


def claim(*routes: str, color: str | None = None, wilds: int | None = None) -> Move:
    """Claim one of ``routes`` (the first is ringed), paid as said (any way when not said)."""

    def allows(action: Action) -> bool:
        return (
            isinstance(action, ClaimRoute)
            and action.route in routes
            and (color is None or action.color == color)
            and (wilds is None or action.wilds == wilds)
        )

    return Move(allows, lambda _view: RouteTarget(routes[0]))


def keep(*tickets: str) -> Move:
    """Keep at least ``tickets`` (skipping keeps exactly them), in the ticket dialog."""

    def allows(action: Action) -> bool:
        return isinstance(action, KeepTickets) and set(tickets) <= set(action.tickets)

    def exactly(action: Action) -> bool:
        return isinstance(action, KeepTickets) and set(action.tickets) == set(tickets)

    return Move(allows, in_dialog=True, prefer=exactly)


def keeps(action: Action) -> bool:
    """A rival keeps its tickets (the first way offered)."""
    return isinstance(action, KeepTickets)


def draws(action: Action) -> bool:
    """A rival draws a card from the deck."""
    return isinstance(action, DrawBlind)


def claims(route: str) -> Allows:
    """A rival claims ``route``."""
    return lambda action: isinstance(action, ClaimRoute) and action.route == route


#: A rival's turn of two cards from the deck.
TWO_DRAWS: tuple[Allows, Allows] = (draws, draws)

__all__ = ["TWO_DRAWS", "blind", "claim", "claims", "draws", "face_up", "keep", "keeps"]
