"""Ticket to Ride: Europe, the first game: two seats, the player against one rival.

The deal is stacked (``rigged``) so that each taught move is there when its mark shows: the
player holds pink, two green and blue; the face-up row offers green and a locomotive; the
tunnel's three turned cards hold one green; the rival draws two pink cards to claim
Frankfurt–München (a move that shows nothing, so the player's claim before it can be taken
back), and holds four black cards to take Edinburgh–London, the player's path, so that a
station is worth building in London.
"""

from __future__ import annotations

from tabletop.controller.ttr.targets import CityTarget, SeatTarget
from tabletop.core import Action
from tabletop.core.i18n import N_
from tabletop.games.ttr.actions import BuildStation, PayTunnel
from tabletop.games.ttr.rules import EUROPE

from .script import FINISH, Move, Step, Tutorial, read_step
from .ttr_moves import TWO_DRAWS, blind, claim, claims, face_up, keep, keeps

LONG_TICKET = "edinburgh-athina"
TICKET = "edinburgh-paris"
FIRST_ROUTE = "dieppe-paris"
TUNNEL = "venezia-zurich"
FERRIES = ("dieppe-london-1", "dieppe-london-2")
BLOCKED = "edinburgh-london-black"
STATION = "london"
RIVAL_ROUTE = "frankfurt-munchen"
#: Where the dealt face-up row shows the cards the player is taught to take.
GREEN_SLOT, LOCOMOTIVE_SLOT = 0, 1

RIGGED = {
    # The player's hand, the rival's, the face-up row, then the deck from its top.
    "train_deck": [
        *("pink", "green", "green", "blue"),
        *("black", "black", "black", "black"),
        *("green", "locomotive", "white", "yellow", "orange"),
        *("red", "yellow"),  # the green's place in the row; the player's card from the deck
        *("orange", "white"),  # the rival's first draw
        "blue",  # the locomotive's place in the row
        *("pink", "pink"),  # the rival's next draw: it claims Frankfurt–München with them
        *("green", "black", "white"),  # the tunnel's three cards: one green
    ],
    "long_tickets": [LONG_TICKET, "kobenhavn-erzurum"],
    "tickets": [TICKET, "london-wien", "brest-marseille"],
}


def _station(action: Action) -> bool:
    return isinstance(action, BuildStation) and action.city == STATION


TUTORIAL = Tutorial(
    game_id=EUROPE.game_id,
    seats=(N_("Player"), N_("Rival")),
    seed=2025,
    options={"rigged": RIGGED},
    steps=(
        Step(
            "tickets",
            N_(
                "Join the two cities of a ticket with your trains to score it; an unfinished "
                "one costs its points. Keep the long ticket and Edinburgh–Paris."
            ),
            N_("First, keep the long ticket and Edinburgh–Paris."),
            moves=(keep(LONG_TICKET, TICKET),),
            rival=(keeps,),
        ),
        Step(
            "draw",
            N_(
                "On your turn you do one thing. Draw two train cards: take the face-up green "
                "card, then one from the deck."
            ),
            N_("First, take the face-up green card, then a card from the deck."),
            moves=(face_up(GREEN_SLOT), blind()),
            rival=TWO_DRAWS,
        ),
        Step(
            "locomotive",
            N_(
                "Locomotives are wild. One taken from the face-up row is your whole draw "
                "for the turn. Take it."
            ),
            N_("First, take the face-up locomotive."),
            moves=(face_up(LOCOMOTIVE_SLOT),),
            rival=TWO_DRAWS,
        ),
        Step(
            "claim",
            N_(
                "Claim a route by paying cards of its colour, one per train. Claim Dieppe–Paris, "
                "on your ticket, with your pink card."
            ),
            N_("First, claim Dieppe–Paris with your pink card."),
            # The pink card, not the locomotive: the ferry two steps on is taught with it.
            moves=(claim(FIRST_ROUTE, color="pink", wilds=0),),
            # A claim shows nothing hidden: the player may still take back their own claim.
            rival=(claims(RIVAL_ROUTE),),
        ),
        Step(
            "tunnel",
            N_(
                "Tunnels have dark edges: three cards are turned from the deck and each match "
                "costs one more. Claim Venezia–Zurich with two green cards."
            ),
            N_("First, claim Venezia–Zurich with two green cards."),
            moves=(claim(TUNNEL, color="green", wilds=0),),
        ),
        Step(
            "tunnel_pay",
            N_("One turned card matched your green. Pay one more green card to finish the tunnel."),
            N_("First, pay one more green card for the tunnel."),
            moves=(Move(lambda a: isinstance(a, PayTunnel) and a.wilds == 0, in_dialog=True),),
            rival=(claims(BLOCKED),),
        ),
        Step(
            "ferry",
            N_(
                "Ferries need one locomotive for each engine drawn on them. Claim Dieppe–London "
                "with your locomotive and one other card."
            ),
            N_("First, claim Dieppe–London with your locomotive and one card."),
            moves=(claim(*FERRIES),),
            rival=TWO_DRAWS,
        ),
        Step(
            "station",
            N_(
                "Your rival took Edinburgh–London, your path. Build a station in London: it lets "
                "you use one of their routes there."
            ),
            N_("First, build a station in London."),
            moves=(Move(_station, lambda _view: CityTarget(STATION)),),
        ),
        read_step(
            "end",
            N_(
                "When a player has two trains or fewer left, everyone plays one last turn. "
                "Your trains are counted here."
            ),
            show=lambda _view: SeatTarget(0),
        ),
        read_step(
            "scoring",
            N_(
                "At the end, each ticket adds its points if joined, else subtracts them. The "
                "longest path scores 10, each unused station 4."
            ),
        ),
        FINISH,
    ),
)

__all__ = ["TUTORIAL"]
