"""Who made what tabletop plays and draws: shown by the About screen (``ui/scenes/about.py``).

The games' designers and publishers are as their rulebooks name them (``shared/rulebooks``);
the data sources are the ones the art scripts (``tools/art``) drew the boards from. Every game
in ``tabletop.games.DESCRIPTORS`` has an entry here (a test checks it).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.i18n import N_, _, ngettext

LICENCE = "MIT"


@dataclass(frozen=True)
class GameCredit:
    game_id: str
    #: The published game's full name.
    title: str
    designers: tuple[str, ...]
    #: As the rulebook names it; None when our copy of the rulebook names none.
    publisher: str | None

    def line(self) -> str:
        """One sentence for the About screen."""
        designers = _(" and ").join(self.designers)
        n = len(self.designers)  # Polish: "autor gry" for one, "autorzy gry" for two
        if self.publisher is None:
            return ngettext(
                "{game}: designed by {designers}.", "{game}: designed by {designers}.", n
            ).format(game=_(self.title), designers=designers)
        return ngettext(
            "{game}: designed by {designers}, published by {publisher}.",
            "{game}: designed by {designers}, published by {publisher}.",
            n,
        ).format(game=_(self.title), designers=designers, publisher=self.publisher)


GAME_CREDITS: tuple[GameCredit, ...] = (
    GameCredit("ttr_europe", N_("Ticket to Ride: Europe"), ("Alan R. Moon",), "Days of Wonder"),
    GameCredit("ttr_paris", N_("Ticket to Ride: Paris"), ("Alan R. Moon",), "Days of Wonder"),
    # The rulebook names uberplay (www.uberplay.com); its Polish edition was made for Rebel.pl.
    GameCredit("metro", N_("Metro"), ("Dirk Henn",), "uberplay"),
    # The rulebook names the designers; the publisher's name is only a logo there.
    GameCredit(
        "great_tour", N_("The Great Tour: European Cities"), ("Dennis Merx", "Kees Meis"), None
    ),
)

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


def credit_for(game_id: str) -> GameCredit | None:
    return next((credit for credit in GAME_CREDITS if credit.game_id == game_id), None)
