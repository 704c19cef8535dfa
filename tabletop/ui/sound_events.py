"""Which sounds one step's events make, as a viewer sees them.

Each game's table descriptor says which sound each of its event classes makes
(``TableDescriptor.sounds``, an ``EventSounds``; matched on the event *class*, never on the text
of a field, so it holds while the games' event fields change), and the table passes its own.
Sounds follow what the viewer may see (``Event.visible_to``): a hidden draw comes as two twin
events — the drawer's secret one and everybody else's public one — and exactly one of them is
visible to any viewer, so each draw sounds once.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tabletop.core import Event

from .sound import SoundName

#: Event class → its sound, or several layered (an event that is two moments at once).
EventSounds = Mapping[type[Event], SoundName | tuple[SoundName, ...]]

#: Most telling first: when one step makes several sounds, these win.
PRIORITY: tuple[SoundName, ...] = (
    SoundName.GAME_OVER,
    SoundName.FINAL_ROUND,
    SoundName.TICKET_COMPLETED,
    SoundName.LINE_COMPLETED,
    SoundName.TUNNEL_REVEALED,
    SoundName.COACH_ARRIVING,
    SoundName.STATION_BUILT,
    SoundName.ROUTE_CLAIMED,
    SoundName.TILE_PLACED,
    SoundName.CARD_DRAWN,
)

#: At most this many sounds for one step (the last Metro tile can complete three lines and
#: end the game: one line chime and the fanfare, not a pile-up).
MAX_PER_STEP = 2


def sounds_for(
    events: Iterable[Event], viewer: int | None, sounds: EventSounds
) -> tuple[SoundName, ...]:
    """The sounds of one step's events as ``viewer`` (a seat, or None for the spectator)
    sees them: each sound once, the most telling first, at most ``MAX_PER_STEP``."""
    names: set[SoundName] = set()
    for event in events:
        found = sounds.get(type(event))
        if found is None or not event.visible_to(viewer):
            continue
        names.update((found,) if isinstance(found, SoundName) else found)
    return tuple(sorted(names, key=PRIORITY.index)[:MAX_PER_STEP])
