"""The interactive first games: one scripted tutorial per game, played at its real table.

``script`` says what a tutorial is made of, ``coach`` where a player is in one and what the
table allows there, ``rival`` the scripted opponents, ``check`` plays each through its engine
by its script; one module per game holds its content. No pygame here: the table's coach marks
are ``tabletop.ui.tutorial``'s.
"""

from __future__ import annotations

from .coach import PLAYER, Coach
from .great_tour import TUTORIAL as GREAT_TOUR
from .metro import TUTORIAL as METRO
from .rival import TutorialMatch, new_tutorial_match
from .script import MAX_MARKS, MAX_WORDS, Move, Step, Tutorial
from .ttr_europe import TUTORIAL as TTR_EUROPE
from .ttr_paris import TUTORIAL as TTR_PARIS

#: The shipped tutorials, by game id (a game without one offers none).
TUTORIALS: dict[str, Tutorial] = {
    tutorial.game_id: tutorial for tutorial in (TTR_EUROPE, TTR_PARIS, METRO, GREAT_TOUR)
}

__all__ = [
    "MAX_MARKS",
    "MAX_WORDS",
    "PLAYER",
    "TUTORIALS",
    "Coach",
    "Move",
    "Step",
    "Tutorial",
    "TutorialMatch",
    "new_tutorial_match",
]
