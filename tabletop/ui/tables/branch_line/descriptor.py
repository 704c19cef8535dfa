"""Branch Line's table as the UI knows it: ``BRANCH_LINE_TABLE``.

The example game plays on the fallback table (the legal moves as a list); its descriptor gives
its events their sounds. A hidden draw comes as two twin events (the drawer's and everybody
else's), exactly one visible to any viewer, so each draw sounds once.
"""

from __future__ import annotations

from tabletop.core import Event
from tabletop.games.branch_line import events
from tabletop.games.branch_line.descriptor import DESCRIPTOR

from ...fallback_table import FallbackTable
from ...sound import SoundName
from ...table_descriptor import Sounds, TableDescriptor

SOUNDS: dict[type[Event], Sounds] = {
    events.CardDrawn: SoundName.CARD_DRAWN,
    events.CardDrawnBlind: SoundName.CARD_DRAWN,
    events.RouteClaimed: SoundName.ROUTE_CLAIMED,
    events.GameEnded: SoundName.GAME_OVER,
}

BRANCH_LINE_TABLE = TableDescriptor(DESCRIPTOR, FallbackTable, SOUNDS)
