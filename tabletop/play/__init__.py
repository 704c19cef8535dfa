"""Playing a game: ``Match`` (state, log, seats, undo, autosave) and the headless runner."""

from tabletop.core import Seat

from .match import Match, load_save

__all__ = ["Match", "Seat", "load_save"]
