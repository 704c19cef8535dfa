"""The Great Tour's table as the UI knows it: ``GREAT_TOUR_TABLE``.

The end of a journey is two moments at once: the big coach arrives at the destination and the
player takes the ticket (a blank one too, worth 1 point), so ``JourneyCompleted`` plays both,
layered. The cities' colours are the printed ones (``art.py`` finds their colour-blind twins).
"""

from __future__ import annotations

from tabletop.core import Event
from tabletop.games.great_tour import events as tour
from tabletop.games.great_tour.descriptor import DESCRIPTOR

from ...sound import SoundName
from ...table_descriptor import Sounds, TableDescriptor
from .table import GreatTourTable

SOUNDS: dict[type[Event], Sounds] = {
    tour.CardsDrawn: SoundName.CARD_DRAWN,
    tour.CardsDrawnBlind: SoundName.CARD_DRAWN,
    tour.JourneyCompleted: (SoundName.COACH_ARRIVING, SoundName.TICKET_COMPLETED),
    tour.FinalRoundStarted: SoundName.FINAL_ROUND,
    tour.GameEnded: SoundName.GAME_OVER,
}

#: The colour-blind palette's colours the cities' cards take (``art.Palette.color_names``:
#: Amsterdam orange, Berlin gray, Paris blue, Wien red, Milano green), checked like TTR's.
CARD_COLORS = ("orange", "gray", "blue", "red", "green")

GREAT_TOUR_TABLE = TableDescriptor(DESCRIPTOR, GreatTourTable, SOUNDS, card_colors=CARD_COLORS)
