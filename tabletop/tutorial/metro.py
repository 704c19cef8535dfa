"""Metro, the first game: two seats, the player (yellow, the odd stations) against one rival.

The tiles are stacked (``rigged``) so that each placement the player is taught does what its
mark says: the first tile leaves station 5 at the top; two tiles in the top-left corner close
station 9's line through the corner tile twice (3 points); two tiles carry station 5's line
down to the central station (3 tiles, doubled: 6); the last ends the rival's line from
station 6 after two tiles. The rival lays its tiles far away, in the bottom-right corner,
closing nothing, and then plays as the Beginner.
"""

from __future__ import annotations

from tabletop.controller.metro.targets import CellTarget, StationTarget
from tabletop.core import Action, View
from tabletop.core.i18n import N_
from tabletop.games.metro.actions import PlaceTile
from tabletop.games.metro.rules import GAME_ID

from .script import FINISH, Allows, Move, Step, Tutorial, read_step

#: Top of the pool first: the player's tile, then the rival's, turn after turn.
TILES = ["T08", "T07", "T01", "T01", "T08", "T07", "T03", "T15", "T09", "T20", "T11"]
#: The player's placements, in order (the tile in hand each time comes from ``TILES``).
PLAYER = [
    PlaceTile("T08", 0, 3),
    PlaceTile("T01", 0, 0),
    PlaceTile("T08", 0, 1),
    PlaceTile("T03", 1, 3),
    PlaceTile("T09", 2, 3),
    PlaceTile("T11", 0, 2),
]
RIVAL = [
    PlaceTile("T07", 7, 7),
    PlaceTile("T01", 7, 6),
    PlaceTile("T07", 6, 7),
    PlaceTile("T15", 7, 4),
    PlaceTile("T20", 4, 7),
]
#: The player's first station, whose line the tutorial follows.
FIRST_STATION = 5
REASON = N_("First, place your tile on the ringed square.")


def _place(action: PlaceTile) -> Move:
    def allows(other: Action) -> bool:
        return other == action

    def aim(_view: View) -> CellTarget:
        return CellTarget(action.row, action.col)

    return Move(allows, aim)


def _rival(action: PlaceTile) -> Allows:
    return lambda other: other == action


TUTORIAL = Tutorial(
    game_id=GAME_ID,
    seats=(N_("Player"), N_("Rival")),
    seed=7,
    options={"rigged": {"tiles": TILES}},
    steps=(
        read_step(
            "goal",
            N_(
                "Your stations are the yellow ones around the edge. Lay tiles to run their "
                "lines on; a line scores once it reaches any station."
            ),
            show=lambda _view: StationTarget(FIRST_STATION),
        ),
        Step(
            "place",
            N_(
                "Place your tile here, beside your station. Tiles always keep their arrow "
                "pointing up."
            ),
            REASON,
            moves=(_place(PLAYER[0]),),
            rival=(_rival(RIVAL[0]),),
        ),
        Step(
            "score",
            N_(
                "A line scores when it reaches a station: 1 point per tile, 2 for a tile it "
                "crosses twice. Place these two tiles."
            ),
            REASON,
            moves=(_place(PLAYER[1]), _place(PLAYER[2])),
            rival=(_rival(RIVAL[1]), _rival(RIVAL[2])),
        ),
        Step(
            "centre",
            N_(
                "A line that ends at the central station scores double. Lay two tiles to carry "
                "your line down to it."
            ),
            REASON,
            moves=(_place(PLAYER[3]), _place(PLAYER[4])),
            rival=(_rival(RIVAL[3]), _rival(RIVAL[4])),
        ),
        Step(
            "block",
            N_(
                "Tiles serve everyone: you may close a rival's line while it is short. Close "
                "blue station 6's line here, for just 2 points."
            ),
            REASON,
            moves=(_place(PLAYER[5]),),
        ),
        read_step(
            "options",
            N_(
                "Later, on the new-game screen, options let you hold more tiles in hand or turn "
                "tiles any way you like."
            ),
        ),
        FINISH,
    ),
)

__all__ = ["TUTORIAL"]
