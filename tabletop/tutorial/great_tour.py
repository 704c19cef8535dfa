"""The Great Tour, the first game: three seats (the game's least), the player against two
rivals.

The decks and the ticket row are stacked (``rigged``) so that each taught move is there when
its mark shows: the player is dealt Amsterdam and two Paris cards, draws Wien, Wien and Berlin
from the regular deck, then a Paris VIP card and a Wien card from the VIP deck, and two jokers
last. Amsterdam–Paris is the first active ticket and Paris–Wien the first future one. The first
rival travels Milano–Paris at once, over Paris–Strasbourg, so that segment costs the player
two cards on the way to Wien — the VIP card pays it alone. The second rival only draws.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from tabletop.controller.base import TableController
from tabletop.controller.great_tour import GreatTourController
from tabletop.controller.great_tour.targets import (
    BLANK_TICKETS,
    CityTarget,
    DeckTarget,
    FutureTicketTarget,
    HandTarget,
    SeatTarget,
    SegmentTarget,
    TicketTarget,
)
from tabletop.controller.reply import Target
from tabletop.core import Action, View
from tabletop.core.i18n import N_
from tabletop.games.great_tour import BLANK, BeginJourney, DrawCards, Pay
from tabletop.games.great_tour.rules import GAME_ID

from .script import FINISH, Allows, Move, Step, Tutorial, read_step

FIRST_TICKET = "T02"  # Amsterdam – Paris
SECOND_TICKET = "T11"  # Paris – Wien
RIVAL_TICKET = "T19"  # Milano – Paris
#: The segment the first rival's coach stands on when the player travels to Wien.
SHARED_SEGMENT = "PAR-str"
FIRST_PATH = ("AMS-bru", "bru-PAR")
SECOND_PATH = (SHARED_SEGMENT, "str-muc", "muc-sal", "sal-VIE")
RIVAL_PATH = ("zur-MIL", "str-zur", SHARED_SEGMENT)
BLANK_PATH = ("kla-VIE", "ver-kla", "MIL-ver")

RIGGED = {
    # Dealt seat by seat (the player, the first rival, the second), then the player's draw.
    "regular": [
        *("AMS", "PAR", "PAR"),
        *("MIL", "PAR", "MIL"),
        *("BER", "AMS", "VIE"),
        *("VIE", "VIE", "BER"),
    ],
    "vip": ["PAR*", "VIE"],
    "joker": ["J", "J"],
    # The active row, then the future row (one per seat).
    "tickets": [FIRST_TICKET, RIVAL_TICKET, "T14", SECOND_TICKET, "T05", "T16"],
}


def _begins(ticket: str, start: str, destination: str, path: Sequence[str]) -> Allows:
    segments = frozenset(path)

    def allows(action: Action) -> bool:
        return (
            isinstance(action, BeginJourney)
            and (action.ticket, action.start, action.destination) == (ticket, start, destination)
            and frozenset(action.path) == segments
        )

    return allows


def _pays(card: str) -> Allows:
    return lambda action: isinstance(action, Pay) and action.card == card


def draw(deck: str) -> Move:
    """Draw from ``deck``, clicked on the deck."""
    return Move(lambda action: action == DrawCards(deck), lambda _view: DeckTarget(deck))


def _draws(deck: str) -> Allows:
    return lambda action: action == DrawCards(deck)


def journey(
    ticket: str, start: str, destination: str, path: Sequence[str], cards: Sequence[str]
) -> tuple[Move, ...]:
    """A journey as the player makes it: the ticket (and the destination) picked, then each
    card clicked in hand — the first click begins the journey and pays that card."""
    ticket_target: Target = BLANK_TICKETS if ticket == BLANK else TicketTarget(ticket)

    def setup(_view: View, controller: TableController) -> Target | None:
        plan = controller.plan if isinstance(controller, GreatTourController) else None
        if plan is None or plan.ticket != ticket:
            return ticket_target
        if plan.path is None or frozenset(plan.path) != frozenset(path):
            return CityTarget(destination)  # a click there proposes the cheapest path again
        return None

    def pays(card: str) -> Move:
        return Move(_pays(card), lambda _view: HandTarget(card))

    begin = Move(
        _begins(ticket, start, destination, path),
        lambda _view: HandTarget(cards[0]),
        setup=setup,
    )
    return (begin, *(pays(card) for card in cards))


def rival_journey(
    ticket: str, start: str, destination: str, path: Sequence[str], cards: Collection[str]
) -> tuple[Allows, ...]:
    """A rival's journey: its beginning, then one card paid per move."""
    return (_begins(ticket, start, destination, path), *(_pays(card) for card in cards))


def _first_future(view: View) -> Target | None:
    future = view.get("future") or []
    return FutureTicketTarget(future[0]) if future else None


#: Each of the rivals' turns of drawing from the regular deck, the first rival's then the
#: second's.
BOTH_DRAW: tuple[Allows, Allows] = (_draws("regular"), _draws("regular"))

TUTORIAL = Tutorial(
    game_id=GAME_ID,
    seats=(N_("Player"), N_("Rival"), N_("Second rival")),
    seed=2025,
    options={"rigged": RIGGED},
    steps=(
        read_step(
            "goal",
            N_(
                "Travel between cities with tickets. A journey scores its ticket's points and "
                "moves your big coach there. Most points wins."
            ),
            show=lambda _view: TicketTarget(FIRST_TICKET),
        ),
        read_step(
            "tickets",
            N_(
                "Only the three active tickets can be used. When one is taken, the first future "
                "ticket moves up to replace it."
            ),
            show=_first_future,
        ),
        Step(
            "decks",
            N_(
                "Each turn, draw from one deck: three regular cards, or two from the joker or "
                "VIP deck. Draw regular now, VIP next."
            ),
            N_("First, draw from the regular deck, then from the VIP deck."),
            moves=(draw("regular"), draw("vip")),
            rival=(
                *rival_journey(RIVAL_TICKET, "MIL", "PAR", RIVAL_PATH, ("MIL", "PAR", "MIL")),
                _draws("regular"),
                *BOTH_DRAW,
            ),
        ),
        Step(
            "journey",
            N_(
                "Pick Amsterdam–Paris, then pay card by card: one per segment, with cards of the "
                "start and destination cities, at least one each."
            ),
            N_("First, pick Amsterdam–Paris and pay with your Amsterdam and Paris cards."),
            moves=journey(FIRST_TICKET, "AMS", "PAR", FIRST_PATH, ("AMS", "PAR")),
            rival=BOTH_DRAW,
        ),
        read_step(
            "rival_coach",
            N_(
                "A rival's small coach stands on Paris–Strasbourg: each rival coach on a segment "
                "makes it cost you one more card."
            ),
            show=lambda _view: SegmentTarget(SHARED_SEGMENT),
        ),
        Step(
            "vip",
            N_(
                "A VIP card pays a whole segment alone, whatever stands on it. Travel to Wien; "
                "your Paris VIP card pays the dearest segment."
            ),
            N_("First, pick Paris–Wien and pay with your VIP card, Paris and two Wien cards."),
            moves=journey(SECOND_TICKET, "PAR", "VIE", SECOND_PATH, ("PAR*", "PAR", "VIE", "VIE")),
            rival=BOTH_DRAW,
        ),
        read_step(
            "tokens",
            N_(
                "Each journey gives you a token of its destination. Bonus cards reward two "
                "tokens of a city, all five cities, and most tokens."
            ),
            show=lambda _view: SeatTarget(0),
        ),
        Step(
            "blank",
            N_(
                "A blank ticket goes to any other city, paid with any cards, for 1 point. Draw "
                "two jokers, then take a blank to Milano."
            ),
            N_("First, draw from the joker deck, then take a blank ticket to Milano."),
            moves=(
                draw("joker"),
                *journey(BLANK, "VIE", "MIL", BLANK_PATH, ("BER", "J", "J")),
            ),
            rival=BOTH_DRAW,
        ),
        read_step(
            "end",
            N_(
                "When the last ticket enters the future row, everyone plays one more turn. Then "
                "tickets, bonus cards and every five cards in hand score."
            ),
            show=_first_future,
        ),
        FINISH,
    ),
)

__all__ = ["TUTORIAL", "draw", "journey", "rival_journey"]
