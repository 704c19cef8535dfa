"""The tutorial's rivals: they play the script's moves in order, then as the Beginner level.

``TutorialMatch`` is a ``Match`` whose AI seats are such rivals; its game is played, saved and
undone like any other (its seats are saved as Beginner, which is how they play on).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tabletop.core import Action, Agent, GameConfig, Rng, Seat, View
from tabletop.games import descriptor
from tabletop.play import Match

from .script import Allows, Tutorial, first_allowed

#: The level the rivals are saved as and play as once their script is over.
RIVAL_LEVEL = "beginner"


class ScriptedRival:
    """An agent that plays ``script[n]`` for the ``n``-th rival move of the game (``played``
    counts them), while that move is legal and the script is on (``scripted``); otherwise
    its ``fallback`` chooses."""

    name = RIVAL_LEVEL

    def __init__(
        self,
        script: Sequence[Allows],
        played: Callable[[], int],
        scripted: Callable[[], bool],
        fallback: Agent,
    ) -> None:
        self.script = tuple(script)
        self.played = played
        self.scripted = scripted
        self.fallback = fallback

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        n = self.played()
        if self.scripted() and n < len(self.script):
            action = first_allowed(self.script[n], legal)
            if action is not None:
                return action
        return self.fallback.choose(view, legal, rng, budget)


class TutorialMatch(Match):
    """A match whose AI seats follow a tutorial's script."""

    def use_rivals(self, script: Sequence[Allows], scripted: Callable[[], bool]) -> None:
        """Every AI seat plays ``script`` (one shared order of rival moves) while
        ``scripted()``, then as its own level."""
        player_seats = set(self.human_seats())

        def played() -> int:
            return sum(1 for seat, _action in self.log if seat not in player_seats)

        for seat, agent in list(self._agents.items()):
            self._agents[seat] = ScriptedRival(script, played, scripted, agent)


def tutorial_seats(tutorial: Tutorial, names: Sequence[str]) -> list[Seat]:
    """The player's seat and the rivals', in the game's first colours."""
    colors = descriptor(tutorial.game_id).seat_colors
    return [
        Seat(name, colors[index].hex, None if index == 0 else RIVAL_LEVEL)
        for index, name in enumerate(names)
    ]


def new_tutorial_match(
    tutorial: Tutorial, names: Sequence[str], scripted: Callable[[], bool] | None = None
) -> TutorialMatch:
    """The tutorial's game: its seed, its rigged deal, its scripted rivals. ``scripted`` says
    whether the rivals still follow the script (by default: always, while it lasts)."""
    match = TutorialMatch.new(
        tutorial.game_id,
        GameConfig(players=tutorial.players, options=dict(tutorial.options)),
        tutorial_seats(tutorial, names),
        tutorial.seed,
    )
    assert isinstance(match, TutorialMatch)
    match.use_rivals(tutorial.rival_script(), scripted or (lambda: True))
    return match


__all__ = ["RIVAL_LEVEL", "ScriptedRival", "TutorialMatch", "new_tutorial_match", "tutorial_seats"]
