"""The registry of games: id → engine. Explicit, so the app lists exactly what is here."""

from __future__ import annotations

from typing import Any

from tabletop.core import Action, Game, InvalidActionError, decode_action

from .great_tour import GREAT_TOUR
from .metro import METRO
from .ttr import TTR_EUROPE, TTR_PARIS

GAMES: dict[str, Game] = {
    TTR_EUROPE.spec.id: TTR_EUROPE,
    TTR_PARIS.spec.id: TTR_PARIS,
    METRO.spec.id: METRO,
    GREAT_TOUR.spec.id: GREAT_TOUR,
}


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise InvalidActionError(f"unknown game {game_id!r} (known: {known})") from None


def action_from_json(game_id: str, data: Any) -> Action:
    """Decode an action of game ``game_id`` from its JSON form (saves, tests, tools)."""
    return decode_action(get_game(game_id).action_types, data)
