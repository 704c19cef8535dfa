"""What the Great Tour table's panels read from their table: the viewer's view and legal moves,
the controller's plan, who sits where, what the pointer is over. The table implements it; a
panel sees nothing else of the table (it never acts: clicks go through the table to the
controller)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from tabletop.controller.great_tour import GreatTourController
from tabletop.controller.reply import Target
from tabletop.core import Action
from tabletop.games.great_tour import GreatTourView
from tabletop.games.great_tour.board import GreatTourBoard
from tabletop.ui.phone_tag import PhoneMark
from tabletop.ui.theme import Color

from .art import Palette

if TYPE_CHECKING:
    from tabletop.play import Match


class TourTable(Protocol):
    match: Match
    board: GreatTourBoard
    palette: Palette
    controller: GreatTourController
    #: What the pointer is over (None: nothing the table knows).
    hover: Target | None
    viewer: int | None
    passing_to: int | None
    #: A game watched again (a replay): nobody thinks in it.
    watching: bool
    #: Seconds since the table opened (rings breathe with it).
    clock: float

    @property
    def breathing(self) -> bool:
        """True while the rings round the cities to click breathe (then they hold still)."""
        ...

    @property
    def colorblind(self) -> bool:
        """Colour-blind mode (Settings): the colour-blind palettes and shapes."""
        ...

    @property
    def tour_view(self) -> GreatTourView: ...

    def legal(self) -> Sequence[Action]: ...

    @property
    def can_act(self) -> bool: ...

    @property
    def viewer_to_act(self) -> bool:
        """The seat on screen is the human to act, whatever dialog is open over the table."""
        ...

    @property
    def multi_human(self) -> bool: ...

    @property
    def game_over(self) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def seat_color(self, seat: int) -> Color: ...

    def seat_is_human(self, seat: int) -> bool: ...

    def phone_mark(self, seat: int) -> PhoneMark | None: ...

    def seat_mark(self, seat: int) -> str | None:
        """The seat's stored colour in colour-blind mode (for its shape badge), else None."""
        ...

    def moving_seats(self) -> set[int]:
        """Seats whose big coach is driving in an animation (drawn by it until it ends)."""
        ...


__all__ = ["TourTable"]
