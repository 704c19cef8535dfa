"""The in-game rules help for Metro: how to play, as this engine plays it (``rules/metro.md``).

Pure data for ``tabletop.ui.scenes.rules``; every house rule says "(house rule)".
"""

from __future__ import annotations

from tabletop.core.help import HOUSE_RULE, Section, bullet, para, section

from .rules import HAND_SIZE, LINE_COLOURS, MAX_PLAYERS, MIN_PLAYERS

_HAND_CHOICES = ", ".join(str(c) for c in HAND_SIZE.choices[:-1]) + f" or {HAND_SIZE.choices[-1]}"

RULES_HELP: tuple[Section, ...] = (
    section(
        "The idea",
        f"{MIN_PLAYERS}–{MAX_PLAYERS} players lay track tiles on an 8×8 board to build metro "
        "lines out of their own stations around the edge. A line scores as soon as it is "
        "complete: the longer it winds across the board, the more it is worth, and a line "
        "that ends in the central station in the middle scores double. When the board is "
        "full, the most points wins.",
    ),
    section(
        "Setup",
        bullet(
            "The 32 stations around the edge are shared out by the line cards: the first "
            f"player has line 1 ({LINE_COLOURS[0]}), the second line 2 ({LINE_COLOURS[1]}), "
            "then " + ", ".join(LINE_COLOURS[2:]) + "."
        ),
        bullet("With 3, 5 or 6 players, stations 16 and 17 belong to nobody."),
        bullet(
            "The 60 tiles are shuffled face down to form the pool, and every player draws one "
            "tile. The first player starts."
        ),
    ),
    section(
        "Your turn",
        "Every turn ends with exactly one tile placed on the board. Either:",
        bullet("put one of the tiles in your hand on the board,", lead="Place a tile"),
        bullet(
            "take the top tile of the pool and place exactly that tile (at most one draw "
            "per turn).",
            lead="Draw and place",
        ),
        "After placing, draw back up to your hand size while the pool lasts.",
        bullet(
            f"Once the pool is empty, a player with no tile left in hand is skipped {HOUSE_RULE}."
        ),
    ),
    section(
        "Where a tile may go",
        bullet("On an empty square, never on the central station (the 2×2 block in the middle)."),
        bullet(
            "On the edge of the board, or next to a tile already placed. The central station "
            "does not count as a placed tile, so a square beside it needs a tile next to it "
            "first: such a tile always extends a line."
        ),
        bullet(
            "With its arrow pointing up, like every other tile (unless the option “Ignore "
            "the arrow” is on)."
        ),
        bullet(
            "Not so that it completes a line running through this one tile only — a track "
            "that leaves a station and comes straight back to the edge (a U-turn on one side, "
            "or the curve between the two stations of a corner square). Such a placement is "
            "allowed only when the tile fits nowhere else on the board."
        ),
        bullet(
            "You may place next to an opponent's station and extend an opponent's line. You "
            "keep placing tiles even when all of your own lines are complete."
        ),
    ),
    section(
        "Scoring",
        "Every station starts one line. A line is complete when its track reaches another "
        "station on the edge or the central station. It scores at once, for the owner of the "
        "station it starts from:",
        bullet("1 point for each tile the line passes through; a tile passed twice counts twice."),
        bullet("Double points when the line ends at the central station."),
        bullet(
            "Each station's line scores once. Lines starting at stations that belong to "
            "nobody score for nobody."
        ),
        para(
            "a line over 2 tiles that passes one of them twice scores 3; a line over 5 tiles "
            "that ends at the central station scores 10.",
            lead="Examples",
        ),
    ),
    section(
        "End of the game",
        "The game ends when the last tile is placed and the board is full. The most points "
        "wins; tied players share the win.",
    ),
    section(
        "Options",
        "Two optional rules from the rulebook, chosen on the new-game screen:",
        bullet(
            f"hold {_HAND_CHOICES} tiles ({HAND_SIZE.default} by default). You choose which "
            "one to play, and draw back up after placing. More choice, a longer think.",
            lead=HAND_SIZE.label,
        ),
        bullet(
            "tiles may be turned a quarter, half or three quarters before they are placed. "
            "The one-tile-line restriction then looks at every turn of the tile.",
            lead="Ignore the arrow",
        ),
    ),
)
