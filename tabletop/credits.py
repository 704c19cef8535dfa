"""Who made what tabletop draws and plays, besides the games themselves: the licence, the
standing of this program, and where the boards' data, the lettering and the sounds come from
(the About screen, ``ui/scenes/about.py``). Each game's own designers and publisher are in its
descriptor (``GameDescriptor.credit``).
"""

from __future__ import annotations

from tabletop.core.i18n import N_

LICENCE = "MIT"

#: The standing of this program towards the games it plays.
UNOFFICIAL = N_(
    "Tabletop is an unofficial adaptation for playing at home; the games, their names and "
    "their rules belong to their designers and publishers."
)

#: Where the boards, the lettering and the sounds come from (tools/art,
#: assets/fonts/LICENSE.txt, assets/sounds/README.md). The fonts' licence ships with them and
#: is named in pyproject.toml's licence expression; the sounds are tabletop's own (LICENSE).
DATA_SOURCES: tuple[str, ...] = (
    N_(
        "Coastlines and borders of Europe (Ticket to Ride: Europe, The Great Tour): Natural "
        "Earth 1:10m countries, public domain."
    ),
    N_(
        "The Paris board is drawn from the landmarks' real positions; the Metro board, its "
        "tiles and all board art are drawn by tabletop's own scripts."
    ),
    N_("Lettering: the DejaVu fonts (Bitstream Vera licence, DejaVu changes public domain)."),
    N_("Sounds: tabletop's own, synthesised by its script, under its licence."),
)
