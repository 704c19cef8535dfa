"""The in-game rules help of every registered game: ``rules_help(game_id)``.

Each game package writes its own help (``<package>/help.py``); this module only finds it, so
the UI never needs to know which package serves which game id.
"""

from __future__ import annotations

from tabletop.core.help import Section


def rules_help(game_id: str) -> tuple[Section, ...] | None:
    """The help sections of ``game_id``, or None for a game that has none."""
    if game_id in ("ttr_europe", "ttr_paris"):
        from .ttr.help import rules_help as ttr_help

        return ttr_help(game_id)
    if game_id == "metro":
        from .metro.help import RULES_HELP as METRO_HELP

        return METRO_HELP
    if game_id == "great_tour":
        from .great_tour.help import RULES_HELP as GREAT_TOUR_HELP

        return GREAT_TOUR_HELP
    return None
