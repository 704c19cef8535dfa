"""Each game's phone face (``tabletop.lan.face.PhoneFace``), found by game id."""

from __future__ import annotations

from tabletop.core import Game
from tabletop.games.great_tour import GreatTourGame
from tabletop.games.metro import MetroGame
from tabletop.games.ttr import TtrGame

from ..face import PhoneFace
from ..look import Look
from .great_tour import GreatTourFace
from .metro import MetroFace
from .ttr import TtrFace


def face_for(game: Game, look: Look) -> PhoneFace:
    """The phone face of ``game``'s engine (``TypeError`` for a game without one)."""
    if isinstance(game, TtrGame):
        return TtrFace(game, look)
    if isinstance(game, MetroGame):
        return MetroFace(game, look)
    if isinstance(game, GreatTourGame):
        return GreatTourFace(game, look)
    raise TypeError(f"no phone face for {type(game).__name__}")


__all__ = ["face_for"]
