"""Ticket to Ride: Paris, the first game: two seats, the player against one rival.

The deal is stacked (``rigged``) so that each taught move is there when its mark shows: the
player holds white and blue; the face-up row offers two Bus cards, and a third one comes up
when the player takes the red card, so the row is swept away and turned again; the player's
ticket République–Luxembourg runs over a red, a blue and a white route — a French flag.
"""

from __future__ import annotations

from tabletop.controller.ttr.targets import SeatTarget
from tabletop.core.i18n import N_
from tabletop.games.ttr.rules import PARIS

from .script import FINISH, Step, Tutorial, read_step
from .ttr_moves import TWO_DRAWS, blind, claim, face_up, keep, keeps

TICKET = "T04"  # République – Luxembourg
RED_ROUTE = "R21"  # Notre-Dame – Saint-Germain, red
BLUE_ROUTE = "R10"  # Hôtel de Ville – Notre-Dame, blue
WHITE_ROUTE = "R42"  # République – Hôtel de Ville, white
#: Where the dealt face-up row shows the cards the player is taught to take.
BUS_SLOT, RED_SLOT = 0, 2

RIGGED = {
    # The player's hand, the rival's, the face-up row, then the deck from its top.
    "train_deck": [
        *("white", "blue"),
        *("yellow", "green"),
        *("bus", "bus", "red", "green", "purple"),
        "bus",  # the Bus's place in the row: two Bus cards still show
        *("yellow", "purple"),  # the rival's draw
        "bus",  # the red card's place: a third Bus, so the row is turned again…
        *("green", "yellow", "purple", "white", "green"),  # …into these
        "white",  # the player's card from the deck
    ],
    "tickets": [TICKET, "T01"],
}

TUTORIAL = Tutorial(
    game_id=PARIS.game_id,
    seats=(N_("Player"), N_("Rival")),
    seed=2025,
    options={"rigged": RIGGED},
    steps=(
        Step(
            "tickets",
            N_(
                "Join a ticket's two places with your buses to score it; an unfinished one "
                "costs its points. Keep at least one: keep République–Jardin du Luxembourg."
            ),
            N_("First, keep République–Jardin du Luxembourg."),
            moves=(keep(TICKET),),
            rival=(keeps,),
        ),
        Step(
            "bus",
            N_(
                "Bus cards are wild. Take two cards a turn, but a Bus taken face up is your "
                "whole draw. Take it."
            ),
            N_("First, take the face-up Bus card."),
            moves=(face_up(BUS_SLOT),),
            rival=TWO_DRAWS,
        ),
        Step(
            "reset",
            N_(
                "When three face-up cards are Buses, all five are replaced. Take the red card and "
                "watch, then draw from the deck."
            ),
            N_("First, take the face-up red card, then a card from the deck."),
            moves=(face_up(RED_SLOT), blind()),
            rival=TWO_DRAWS,
        ),
        Step(
            "claim",
            N_(
                "Claim a route with cards of its colour, one per bus. Claim Saint-Germain-des-"
                "Prés–Notre-Dame, on your ticket, with your red card."
            ),
            N_("First, claim Saint-Germain-des-Prés–Notre-Dame with your red card."),
            moves=(claim(RED_ROUTE, color="red", wilds=0),),
            rival=TWO_DRAWS,
        ),
        Step(
            "flag",
            N_(
                "Red, blue and white routes claimed with their own colour make a French flag: "
                "4 points. Claim these two, blue then white."
            ),
            N_("First, claim the blue route, then the white one, with their own colours."),
            moves=(
                claim(BLUE_ROUTE, color="blue", wilds=0),
                claim(WHITE_ROUTE, color="white", wilds=0),
            ),
            rival=TWO_DRAWS * 2,
        ),
        read_step(
            "end",
            N_(
                "When a player has two buses or fewer left, everyone plays one last turn. Your "
                "buses are counted here."
            ),
            show=lambda _view: SeatTarget(0),
        ),
        FINISH,
    ),
)

__all__ = ["TUTORIAL"]
