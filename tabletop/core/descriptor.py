"""One object per game that tells the rest of the app everything it needs about that game.

Each game package declares its descriptor(s) in ``<package>/descriptor.py`` and
``tabletop.games.DESCRIPTORS`` lists them: adding a game means writing its package and adding
one line there (docs/ARCHITECTURE.md, "Adding a game"). The UI keeps its own table registry,
keyed on the same ids.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .contract import Agent, Game
from .first_player import FirstPlayerRule
from .help import Section
from .i18n import N_

#: Builds a fresh agent for a game (one per seat; agents may keep state between decisions).
AgentFactory = Callable[[Game], Agent]


@dataclass(frozen=True)
class SeatColor:
    """A colour a seat may take: its name (as players say it) and ``"#rrggbb"``."""

    name: str
    hex: str


@dataclass(frozen=True)
class BenchSize:
    """How ``python -m tabletop.bench`` measures the engine: players and games per run."""

    players: int
    games: int


@dataclass(frozen=True)
class GameDescriptor:
    """Everything about one game that lives outside its engine's contract."""

    game: Game
    #: The board's file stem in ``maps/`` (``"ttr_europe"`` → ``maps/ttr_europe.tmx``).
    map_name: str
    #: A ``.tmx`` path → the game's frozen board data; refuses a bad map with ``MapError``.
    load_board: Callable[[Path], Any]
    #: Agent name → factory, in the order the new-game screen offers them.
    agents: Mapping[str, AgentFactory]
    #: The in-game rules help (built when asked, so it follows the current language).
    rules_help: Callable[[], tuple[Section, ...]]
    #: The colours the game offers its seats, in the game's own order.
    seat_colors: tuple[SeatColor, ...]
    bench: BenchSize
    #: The ``TypedDict`` that ``game.view`` returns (tests derive the view's fields from it).
    view_type: type | None = None
    #: How the rulebook names the first player (the new-game screen asks the players).
    first_player: FirstPlayerRule = FirstPlayerRule(N_("Rulebook: any player may start."))

    @property
    def id(self) -> str:
        return self.game.spec.id
