"""The in-game rules help for Metro: how to play, as this engine plays it
(``docs/rules/metro.md``).

Pure data for ``tabletop.ui.scenes.rules``, built when asked so that it is in the current
language; every house rule says "(house rule)".
"""

from __future__ import annotations

from tabletop.core.help import HOUSE_RULE, Section, bullet, para, section
from tabletop.core.i18n import _, ngettext, pgettext

from .rules import HAND_SIZE, LINE_COLOURS, MAX_PLAYERS, MIN_PLAYERS, ROTATION


def line_colour(name: str) -> str:
    """A line card's colour (``rules.LINE_COLOURS``) in the player's words, as it stands in
    "seat 1 has line 1 (yellow)": a language with cases writes the form the line takes there
    (Polish: "ma linię 1 (żółtą)")."""
    words = {
        "yellow": pgettext("a metro line's colour: seat 1 has line 1 (yellow)", "yellow"),
        "blue": pgettext("a metro line's colour: seat 1 has line 1 (yellow)", "blue"),
        "orange": pgettext("a metro line's colour: seat 1 has line 1 (yellow)", "orange"),
        "green": pgettext("a metro line's colour: seat 1 has line 1 (yellow)", "green"),
        "purple": pgettext("a metro line's colour: seat 1 has line 1 (yellow)", "purple"),
        "black": pgettext("a metro line's colour: seat 1 has line 1 (yellow)", "black"),
    }
    return words.get(name, name)


def _listed(names: list[str]) -> str:
    """ "a, b and c" in the player's words."""
    if len(names) < 2:
        return "".join(names)
    return _("{some} and {last}").format(some=", ".join(names[:-1]), last=names[-1])


def rules_help() -> tuple[Section, ...]:
    hand_choices = _("{some} or {last}").format(
        some=", ".join(str(c) for c in HAND_SIZE.choices[:-1]), last=HAND_SIZE.choices[-1]
    )
    # "1, 2 or 3 tiles": the noun agrees with the last number.
    most_in_hand = max(c for c in HAND_SIZE.choices if isinstance(c, int))
    return (
        section(
            _("The idea"),
            _(
                "{low}–{high} players lay track tiles on an 8×8 board to build metro lines out "
                "of their own stations around the edge. A line scores as soon as it is complete: "
                "the longer it winds across the board, the more it is worth, and a line that "
                "ends in the central station in the middle scores double. When the board is "
                "full, the most points wins."
            ).format(low=MIN_PLAYERS, high=MAX_PLAYERS),
        ),
        section(
            _("Setup"),
            bullet(
                _(
                    "The 32 stations around the edge are shared out by the line cards: seat 1 "
                    "has line 1 ({first}), seat 2 line 2 ({second}), and the next seats {rest}, "
                    "whoever starts."
                ).format(
                    first=line_colour(LINE_COLOURS[0]),
                    second=line_colour(LINE_COLOURS[1]),
                    rest=_listed([line_colour(name) for name in LINE_COLOURS[2:]]),
                )
            ),
            bullet(_("With 3, 5 or 6 players, stations 16 and 17 belong to nobody.")),
            bullet(
                _(
                    "The 60 tiles are shuffled face down to form the pool, and every player "
                    "draws one tile."
                )
            ),
            bullet(
                _(
                    "The first player places the first tile, then play goes round in seat "
                    "order. The rulebook lets the youngest player start: choose that seat as the "
                    "first player on the new-game screen. Unless you choose, seat 1 starts "
                    "{house_rule}."
                ).format(house_rule=HOUSE_RULE)
            ),
        ),
        section(
            _("Your turn"),
            _("Every turn ends with exactly one tile placed on the board. Either:"),
            bullet(_("put one of the tiles in your hand on the board,"), lead=_("Place a tile")),
            bullet(
                _(
                    "take the top tile of the pool and place exactly that tile (at most one draw "
                    "per turn)."
                ),
                lead=_("Draw and place"),
            ),
            _("After placing, draw back up to your hand size while the pool lasts."),
            bullet(
                _(
                    "Once the pool is empty, a player with no tile left in hand is skipped "
                    "{house_rule}."
                ).format(house_rule=HOUSE_RULE)
            ),
        ),
        section(
            _("Where a tile may go"),
            bullet(
                _("On an empty square, never on the central station (the 2×2 block in the middle).")
            ),
            bullet(
                _(
                    "On the edge of the board, or next to a tile already placed. The central "
                    "station does not count as a placed tile, so a square beside it needs "
                    "another tile next to it first {house_rule} — our reading of the rulebook's "
                    "“a tile next to the central station must extend a line”. Such a tile always "
                    "continues some track; it need not extend a station's line."
                ).format(house_rule=HOUSE_RULE)
            ),
            bullet(
                _(
                    "With its arrow pointing up, like every other tile (unless the option "
                    "“{option}” is on)."
                ).format(option=_(ROTATION.label))
            ),
            bullet(
                _(
                    "Not so that it completes a line running through this one tile only — a "
                    "track that leaves a station and comes straight back to the edge. Such a "
                    "placement is allowed only when the tile fits nowhere else on the board."
                )
            ),
            bullet(
                _(
                    "That covers a U-turn on one side, the curve between the two stations of a "
                    "corner square, and the stations that belong to nobody {house_rule} — our "
                    "reading of the rulebook, whose rule names one station and whose picture "
                    "shows a corner and an edge."
                ).format(house_rule=HOUSE_RULE)
            ),
            bullet(
                _(
                    "You may place next to an opponent's station and extend an opponent's line. "
                    "You keep placing tiles even when all of your own lines are complete."
                )
            ),
        ),
        section(
            _("Scoring"),
            _(
                "Every station starts one line. A line is complete when its track reaches a "
                "station on the edge — another one, or the one it starts from — or the central "
                "station. It scores at once, for the owner of the station it starts from:"
            ),
            bullet(
                _(
                    "1 point for each tile the line passes through; a tile passed twice counts "
                    "twice."
                )
            ),
            bullet(_("Double points when the line ends at the central station.")),
            bullet(
                _(
                    "Each station's line scores once. Lines starting at stations that belong to "
                    "nobody score for nobody."
                )
            ),
            para(
                _(
                    "a line over 2 tiles that passes one of them twice scores 3; a line over 5 "
                    "tiles that ends at the central station scores 10."
                ),
                lead=_("Examples"),
            ),
        ),
        section(
            _("End of the game"),
            _(
                "The game ends when the last tile is placed and the board is full. The most "
                "points wins; tied players share the win: all of them win {house_rule}."
            ).format(house_rule=HOUSE_RULE),
        ),
        section(
            _("Options"),
            _("Two optional rules from the rulebook, chosen on the new-game screen:"),
            bullet(
                ngettext(
                    "hold {choices} tile ({default} by default). You choose which one to play, "
                    "and draw back up after placing. More choice, a longer think.",
                    "hold {choices} tiles ({default} by default). You choose which one to play, "
                    "and draw back up after placing. More choice, a longer think.",
                    most_in_hand,
                ).format(choices=hand_choices, default=HAND_SIZE.default),
                lead=_(HAND_SIZE.label),
            ),
            bullet(
                _(
                    "tiles may be turned a quarter, half or three quarters before they are "
                    "placed. The one-tile-line restriction then looks at every turn of the tile."
                ),
                lead=_(ROTATION.label),
            ),
        ),
    )
