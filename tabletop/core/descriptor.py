"""One object per game that tells the rest of the app everything it needs about that game.

Each game package declares its descriptor(s) in ``<package>/descriptor.py`` and
``tabletop.games.DESCRIPTORS`` lists them: adding a game means writing its package and adding
one line there (docs/ARCHITECTURE.md, "Adding a game: the files you write"). The UI keeps its
own registry of table descriptors (``tabletop.ui.tables.TABLES``), each naming the game
descriptor it draws.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from .contract import Agent, Game
from .facts import FactReader, GameFact
from .first_player import FirstPlayerRule
from .help import Section
from .i18n import N_, _, ngettext
from .scoring import ScorePart

#: Builds a fresh agent for a game (one per seat; agents may keep state between decisions).
AgentFactory = Callable[[Game], Agent]

#: The game's view (its ``TypedDict``).
V = TypeVar("V")


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
class Credit:
    """Who made the published game, for the About screen (as its rulebook names them)."""

    #: The published game's full name (a msgid).
    title: str
    designers: tuple[str, ...]
    #: As the rulebook names it; None when our copy of the rulebook names none.
    publisher: str | None

    def line(self) -> str:
        """One sentence for the About screen, in the current language."""
        designers = _(" and ").join(self.designers)
        n = len(self.designers)  # Polish: "autor gry" for one, "autorzy gry" for two
        if self.publisher is None:
            return ngettext(
                "{game}: designed by {designers}.", "{game}: designed by {designers}.", n
            ).format(game=_(self.title), designers=designers)
        return ngettext(
            "{game}: designed by {designers}, published by {publisher}.",
            "{game}: designed by {designers}, published by {publisher}.",
            n,
        ).format(game=_(self.title), designers=designers, publisher=self.publisher)


@dataclass(frozen=True)
class GameDescriptor(Generic[V]):
    """Everything about one game that lives outside its engine's contract."""

    game: Game
    #: The board's file stem in ``maps/`` (the map ``maps/<map_name>.tmx``).
    map_name: str
    #: A ``.tmx`` path → the game's frozen board data; refuses a bad map with ``MapError``.
    load_board: Callable[[Path], Any]
    #: A ``.tmx`` path → an engine playing this game on that board (a board of the user's
    #: own: ``tabletop.games.catalog``); refuses a bad map with ``MapError``.
    engine_for: Callable[[Path], Game]
    #: Agent name → factory, in the order the new-game screen offers them.
    agents: Mapping[str, AgentFactory]
    #: The in-game rules help (built when asked, so it follows the current language).
    rules_help: Callable[[], tuple[Section, ...]]
    #: The colours the game offers its seats, in the game's own order.
    seat_colors: tuple[SeatColor, ...]
    bench: BenchSize
    #: The ``TypedDict`` that ``game.view`` returns (tests derive the view's fields from it).
    view_type: type[V]
    #: Its designers and publisher (the About screen).
    credit: Credit
    #: The rules page the engine follows: ``docs/rules/<rules_page>.md`` in the repository.
    rules_page: str
    #: The keys of its ``Outcome.breakdown``, with their titles and explanations.
    score_parts: type[ScorePart]
    #: The facts the history keeps about each seat, and how they are read at the end.
    facts: type[GameFact]
    read_facts: FactReader[V]
    #: An example for developers (the template game): registered and checked like every
    #: game, never offered to players (the new-game screen, About and the statistics leave
    #: it out).
    example: bool = False
    #: How the rulebook names the first player (the new-game screen asks the players).
    first_player: FirstPlayerRule = FirstPlayerRule(N_("Rulebook: any player may start."))
    #: Builds what ``python -m tabletop.ai.train`` trains the game's learned evaluation with
    #: (a ``tabletop.ai.learned.Learning``); None: the game has none.
    learning: Callable[[], Any] | None = None

    @property
    def id(self) -> str:
        return self.game.spec.id
