"""The registry of games: id → engine. Explicit, so the app lists exactly what is here."""

from __future__ import annotations

from tabletop.core import Game, InvalidActionError, action_from_json, register_actions

from .great_tour import GREAT_TOUR
from .metro import METRO
from .ttr import TTR_EUROPE, TTR_PARIS

GAMES: dict[str, Game] = {
    TTR_EUROPE.spec.id: TTR_EUROPE,
    TTR_PARIS.spec.id: TTR_PARIS,
    METRO.spec.id: METRO,
    GREAT_TOUR.spec.id: GREAT_TOUR,
}

for _game in GAMES.values():
    register_actions(_game.spec.id, _game.action_types)


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise InvalidActionError(f"unknown game {game_id!r} (known: {known})") from None


__all__ = ["GAMES", "action_from_json", "get_game"]
