"""``Coach``: where a player is in a tutorial and what the table allows there (no pygame).

The coach reads its place from the match itself — how many moves the player has made — so an
undo inside a step takes the coach back with it, and a step skipped is a step whose moves the
coach played for the player (the script stays reachable: every later step finds the position
it was written for). Steps without moves are passed with *Next* and remembered.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.core import Action
from tabletop.core.i18n import _
from tabletop.play import Match

from .script import Move, Step, Tutorial

#: The player's seat in every tutorial.
PLAYER = 0


@dataclass
class Coach:
    """One tutorial being played on ``match``."""

    tutorial: Tutorial
    match: Match
    #: The steps without moves the player has read (passed with Next).
    read: set[int] = field(default_factory=set)
    #: The player left the script (Skip tutorial): the table is a normal game from here.
    left: bool = False
    #: The step whose moves the coach plays for the player (Skip step), turn after turn.
    skipping: int | None = None

    # ----------------------------------------------------------------- where the player is
    def player_moves(self) -> int:
        return sum(1 for seat, _action in self.match.log if seat == PLAYER)

    def position(self) -> tuple[int, int]:
        """(the step shown, the move of it the player is at); the step is
        ``len(steps)`` once the script is over."""
        made = self.player_moves()
        for index, step in enumerate(self.tutorial.steps):
            if step.moves:
                if made < len(step.moves):
                    return index, made
                made -= len(step.moves)
            elif index not in self.read:
                return index, 0
        return len(self.tutorial.steps), 0

    @property
    def index(self) -> int:
        return self.position()[0]

    @property
    def done(self) -> bool:
        """The script is over (or left): the table plays as a normal game."""
        return self.left or self.index >= len(self.tutorial.steps)

    @property
    def step(self) -> Step | None:
        index = self.index
        return (
            None if self.left or index >= len(self.tutorial.steps) else self.tutorial.steps[index]
        )

    @property
    def move(self) -> Move | None:
        """The move the player is taught now (None: a step to read, or the script is over)."""
        index, at = self.position()
        if self.left or index >= len(self.tutorial.steps):
            return None
        moves = self.tutorial.steps[index].moves
        return moves[at] if at < len(moves) else None

    @property
    def player_to_act(self) -> bool:
        return self.match.to_act() == PLAYER

    # ----------------------------------------------------------------- what the table allows
    def refusal(self, action: Action) -> str | None:
        """Why ``action`` is not allowed at this step (None: it is). Only the player's moves
        are asked about; a step to read allows nothing until it is passed."""
        step = self.step
        if step is None or not self.player_to_act:
            return None
        move = self.move
        if move is not None and move.allows(action):
            return None
        return _(step.reason)

    def taught_action(self) -> Action | None:
        """The legal action the current move means (what Skip step plays)."""
        move = self.move
        if move is None or not self.player_to_act:
            return None
        return move.pick(self.match.legal_actions())

    # ----------------------------------------------------------------- passing steps
    def next(self) -> None:
        """Pass a step to read."""
        step = self.step
        if step is not None and not step.moves:
            self.read.add(self.index)

    def skip_step(self) -> Action | None:
        """Skip the step shown: a step to read is passed; otherwise the coach plays its moves
        for the player, this one now (the action returned, to be played by the table) and the
        rest as the player's turns come (``due``)."""
        step = self.step
        if step is None:
            return None
        if not step.moves:
            self.next()
            return None
        self.skipping = self.index
        return self.taught_action()

    @property
    def owes(self) -> bool:
        """The step shown was skipped and the coach still plays its moves for the player."""
        return self.skipping is not None and self.skipping == self.index and not self.left

    def due(self) -> Action | None:
        """The move the coach still owes a skipped step, when the player is to act."""
        if self.skipping is None or self.skipping != self.index:
            self.skipping = None
            return None
        return self.taught_action()

    def leave(self) -> None:
        """Skip tutorial: the game goes on as a normal game."""
        self.left = True
        self.skipping = None

    def rival_moves(self) -> int:
        return sum(1 for seat, _action in self.match.log if seat != PLAYER)

    def rival_script_over(self) -> bool:
        return self.left or self.rival_moves() >= len(self.tutorial.rival_script())


__all__ = ["PLAYER", "Coach"]
