"""Metro rules constants: line cards (station ownership), colours, options, the spec.

Facts from the rulebook and ``shared/data/metro.json``; the tile designs and the board
geometry come from the map (``tabletop.games.metro.board``).
"""

from __future__ import annotations

from tabletop.core import GameSpec, OptionSpec
from tabletop.core.first_player import first_player_option
from tabletop.core.i18n import N_

GAME_ID = "metro"
MIN_PLAYERS, MAX_PLAYERS = 2, 6
STATIONS = 32

#: Line cards: players → stations of seat 0, 1, … (line 1 yellow, 2 blue, 3 orange, 4 green,
#: 5 purple, 6 black). With 3, 5 or 6 players stations 16 and 17 belong to nobody.
OWNERSHIP: dict[int, tuple[tuple[int, ...], ...]] = {
    2: (
        (1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31),
        (2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32),
    ),
    3: (
        (1, 4, 6, 11, 15, 20, 23, 25, 28, 31),
        (2, 7, 9, 12, 14, 19, 22, 27, 29, 32),
        (3, 5, 8, 10, 13, 18, 21, 24, 26, 30),
    ),
    4: (
        (4, 7, 11, 16, 20, 23, 27, 32),
        (3, 8, 12, 15, 19, 24, 28, 31),
        (1, 6, 10, 13, 18, 21, 25, 30),
        (2, 5, 9, 14, 17, 22, 26, 29),
    ),
    5: (
        (1, 5, 10, 14, 22, 28),
        (6, 12, 18, 23, 27, 32),
        (3, 7, 15, 19, 25, 29),
        (2, 9, 13, 21, 26, 30),
        (4, 8, 11, 20, 24, 31),
    ),
    6: (
        (1, 5, 10, 19, 27),
        (2, 11, 18, 25, 29),
        (4, 8, 14, 21, 26),
        (6, 15, 20, 24, 31),
        (3, 9, 13, 23, 30),
        (7, 12, 22, 28, 32),
    ),
}

#: Line colours by seat (the line cards' colours; ``help.py`` says them in the player's words).
LINE_COLOURS = ("yellow", "blue", "orange", "green", "purple", "black")

#: A line scores 1 per tile passage, doubled when it ends at a central station.
POINTS_PER_PASSAGE = 1
CENTRAL_MULTIPLIER = 2

HAND_SIZE = OptionSpec(
    name="hand_size",
    label=N_("Tiles in hand"),
    default=1,
    choices=(1, 2, 3),
    help=N_("Optional rule: hold 2 or 3 tiles for more choice (a longer game)."),
)
ROTATION = OptionSpec(
    name="rotation",
    label=N_("Ignore the arrow"),
    default=False,
    choices=(False, True),
    help=N_("Optional rule: tiles may be turned a quarter, half or three quarters."),
)

SPEC = GameSpec(
    id=GAME_ID,
    title=N_("Metro"),
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    # 60 placements and at most one draw before each of them.
    max_actions=120,
    rules_version=1,
    options=(HAND_SIZE, ROTATION, first_player_option(MAX_PLAYERS)),
)


def owners_for(players: int) -> tuple[int | None, ...]:
    """Owner seat of each station (index = station number - 1); None for nobody."""
    owners: list[int | None] = [None] * STATIONS
    for seat, stations in enumerate(OWNERSHIP[players]):
        for number in stations:
            owners[number - 1] = seat
    return tuple(owners)
