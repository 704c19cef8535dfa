"""The registry of games: one descriptor per game, listed once in ``DESCRIPTORS``.

Everything the app needs about a game — its engine, board loader, agents, rules help, seat
colours, credit, score parts, history facts — is found here by game id, so no other module
keeps a list of games. ``offered()`` is the registry as players see it (without the example
game).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tabletop.ai import LEVEL_TITLES
from tabletop.ai.styles import BALANCED, SURPRISE, StyleInfo, agent_spec, draw_style, split_agent
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
from tabletop.core.i18n import N_, _

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


#: The agents the games have besides the levels (``LEVEL_TITLES``), by registry name, as a
#: player reads them: no longer offered, but an old game's seat may still be played by one.
AGENT_TITLES: dict[str, str] = {
    # Translators: a computer player that picks any legal move at random (named like a level:
    # an old game's seat may still be played by it).
    "random": N_("Random"),
    # Translators: a computer player that takes the move worth most right now (named like a
    # level: an old game's seat may still be played by it).
    "greedy": N_("Greedy"),
}


def agent_title(level: str) -> str:
    """An agent's registry name (a level, without its style) as a player reads it, in the
    current language ("strong": "Strong"); an agent no game names, as it is ("a save from a
    newer version")."""
    word = LEVEL_TITLES.get(level) or AGENT_TITLES.get(level)
    return _(word) if word is not None else level


def agent_names(game_id: str) -> list[str]:
    """The agent names ``game_id`` offers (none for an unknown game)."""
    for candidate in DESCRIPTORS:
        if candidate.id == game_id:
            return list(candidate.agents)
    return []


def make_agent(game_id: str, name: str, game: Game | None = None) -> Agent:
    """A fresh agent, for ``game`` (the engine of the board played; the registered engine by
    default). ``name`` may name a style too (``"strong:blocker"``, ``tabletop.ai.styles``);
    a seat's *surprise me* is drawn first (``resolve_agent``). ``ValueError`` with the known
    names for an unknown game, agent or style."""
    try:
        found = descriptor(game_id)
    except InvalidActionError:
        raise ValueError(f"unknown game {game_id!r}") from None
    level, style = split_agent(name)
    factory = found.agents.get(level)
    if factory is None:
        known = ", ".join(found.agents)
        raise ValueError(f"no agent {level!r} for {game_id} (known: {known})")
    engine = game if game is not None else found.game
    if style == BALANCED:
        return factory(engine)
    if style not in agent_styles(game_id, level):
        known = ", ".join(agent_styles(game_id, level)) or "none"
        raise ValueError(f"no style {style!r} for {level} in {game_id} (known: {known})")
    styled: Any = factory
    agent: Agent = styled(engine, style)
    return agent


def agent_styles(game_id: str, level: str) -> Mapping[str, StyleInfo]:
    """The styles ``level`` plays in ``game_id``, balanced first (its ``styles``: the one
    registry of styles); empty for a level without styles or an unknown game or level."""
    for candidate in DESCRIPTORS:
        if candidate.id == game_id:
            factory = candidate.agents.get(level)
            return MappingProxyType(dict(getattr(factory, "styles", {})))
    return MappingProxyType({})


def known_agent(game_id: str, name: str) -> bool:
    """Whether ``name`` (an agent, with a style or *surprise me*) is one ``game_id`` has."""
    level, style = split_agent(name)
    if level not in agent_names(game_id):
        return False
    return style in (BALANCED, SURPRISE) or style in agent_styles(game_id, level)


def resolve_agent(game_id: str, name: str, seed: int, seat: int) -> str:
    """The agent a seat named ``name`` plays in the game of ``seed``: *surprise me* drawn
    from the seed among the level's styles (the same game always draws the same), any other
    name as it is."""
    level, style = split_agent(name)
    if style != SURPRISE:
        return name
    return agent_spec(level, draw_style(tuple(agent_styles(game_id, level)), seed, seat))


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
    raise unknown_game(path, game_id)


def unknown_game(path: Path | str, game_id: str) -> MapError:
    """The problem of a map whose ``game`` property names no game of tabletop's, with its fix
    (the ids there are): worded once for the check, the loaders and the new-game screen, so the
    app refuses such a map with the check's words."""
    known = ", ".join(d.id for d in DESCRIPTORS if not d.example)
    return MapError(
        path,
        _(
            "the map's 'game' property is {game}, which is no game of tabletop's — set it to one "
            "of: {known}"
        ).format(game=repr(game_id), known=known),
    )


__all__ = [
    "agent_styles",
    "known_agent",
    "resolve_agent",
    "DESCRIPTORS",
    "GAMES",
    "action_from_json",
    "agent_names",
    "descriptor",
    "get_game",
    "load_board",
    "make_agent",
    "unknown_game",
    "offered",
    "rules_help",
    "seat_colors",
]
