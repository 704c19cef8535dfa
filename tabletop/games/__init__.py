"""The registry of games: one descriptor per game, listed once in ``DESCRIPTORS``.

Everything the app needs about a game — its engine, board loader, agents, rules help, seat
colours, credit, score parts, history facts — is found here by game id, so no other module
keeps a list of games. ``offered()`` is the registry as players see it (without the example
game).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.boards import MapError, map_game
from tabletop.core import (
    Agent,
    Game,
    GameDescriptor,
    InvalidActionError,
    SeatColor,
    action_from_json,
    register_actions,
)
from tabletop.core.help import Section
from tabletop.core.i18n import _

from .branch_line.descriptor import DESCRIPTOR as BRANCH_LINE
from .great_tour.descriptor import DESCRIPTOR as GREAT_TOUR
from .metro.descriptor import DESCRIPTOR as METRO
from .ttr.descriptor import EUROPE_DESCRIPTOR as TTR_EUROPE
from .ttr.descriptor import PARIS_DESCRIPTOR as TTR_PARIS

#: Every game tabletop has, in the order the new-game screen lists them.
DESCRIPTORS: tuple[GameDescriptor[Any], ...] = (
    TTR_EUROPE,
    TTR_PARIS,
    METRO,
    GREAT_TOUR,
    BRANCH_LINE,
)

#: Game id → engine.
GAMES: dict[str, Game] = {d.id: d.game for d in DESCRIPTORS}

for _descriptor in DESCRIPTORS:
    register_actions(_descriptor.id, _descriptor.game.action_types)


def offered() -> tuple[GameDescriptor[Any], ...]:
    """The games players are offered (new game, About, statistics): every game but the
    examples (``GameDescriptor.example``)."""
    return tuple(d for d in DESCRIPTORS if not d.example)


def descriptor(game_id: str) -> GameDescriptor[Any]:
    """The descriptor of ``game_id``; ``InvalidActionError`` naming the known games if none."""
    for candidate in DESCRIPTORS:
        if candidate.id == game_id:
            return candidate
    known = ", ".join(sorted(d.id for d in DESCRIPTORS))
    raise InvalidActionError(
        _("unknown game {game} (known: {known})").format(game=repr(game_id), known=known)
    )


def get_game(game_id: str) -> Game:
    return descriptor(game_id).game


def agent_names(game_id: str) -> list[str]:
    """The agent names ``game_id`` offers (none for an unknown game)."""
    for candidate in DESCRIPTORS:
        if candidate.id == game_id:
            return list(candidate.agents)
    return []


def make_agent(game_id: str, name: str, game: Game | None = None) -> Agent:
    """A fresh agent, for ``game`` (the engine of the board played; the registered engine by
    default); ``ValueError`` with the known names for an unknown game or agent."""
    try:
        found = descriptor(game_id)
    except InvalidActionError:
        raise ValueError(f"unknown game {game_id!r}") from None
    factory = found.agents.get(name)
    if factory is None:
        known = ", ".join(found.agents)
        raise ValueError(f"no agent {name!r} for {game_id} (known: {known})")
    return factory(game if game is not None else found.game)


def rules_help(game_id: str) -> tuple[Section, ...] | None:
    """The in-game rules help of ``game_id``, or None for a game tabletop does not have."""
    for candidate in DESCRIPTORS:
        if candidate.id == game_id:
            return candidate.rules_help()
    return None


def seat_colors(game_id: str) -> tuple[SeatColor, ...]:
    """The seat colours ``game_id`` offers."""
    return descriptor(game_id).seat_colors


def load_board(path: Path | str) -> Any:
    """Any of our ``.tmx`` maps → its game's frozen board data (its ``game`` property says
    which game's loader checks and builds it)."""
    game_id = map_game(path)
    for candidate in DESCRIPTORS:
        if candidate.id == game_id:
            return candidate.load_board(Path(path))
    raise MapError(
        path, _("the map is for a game tabletop does not have: {game}").format(game=repr(game_id))
    )


__all__ = [
    "DESCRIPTORS",
    "GAMES",
    "action_from_json",
    "agent_names",
    "descriptor",
    "get_game",
    "load_board",
    "make_agent",
    "offered",
    "rules_help",
    "seat_colors",
]
