"""The random agent, which plays every game (the agent protocol is ``tabletop.core.Agent``),
and what the app asks of any agent beyond the protocol.

A searching level is a ``SearchingAgent``: it declares the thinking time it takes in the app
(``seconds``) and whether its search ends early when asked (``interruptible``); ``Match`` and
the worker process tell it from the other agents with ``isinstance``. Two optional attributes,
read with ``getattr`` so that the protocol stays small:

- ``description``: one line saying how the agent plays (``N_()``-marked; the new-game screen
  translates it when shown), and ``descriptions``: a mapping from a game id to the line that
  game shows instead, where one game's caveat would only puzzle in another;
- ``reads_view`` (default True): False for agents that never look at the view, so that nobody
  builds one for them (they get ``EMPTY_VIEW``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import Protocol, runtime_checkable

from tabletop.core import Action, Agent, Game, Rng, View
from tabletop.core.i18n import N_

#: What an agent that does not read its view gets instead: nothing at all.
EMPTY_VIEW: View = MappingProxyType({})


@runtime_checkable
class SearchingAgent(Protocol):
    """An agent that searches (the Strong and Expert levels): it may hold the CPU for
    ``seconds``, so the app runs it in its worker process and hands it that budget."""

    name: str
    #: The thinking time it takes in the app, in seconds (``Match`` passes it as ``budget``).
    seconds: float
    #: Its search ends after the step it is in once ``should_stop`` says so (the worker asks
    #: when the game moved on); otherwise ``should_stop`` is never passed.
    interruptible: bool

    def choose(
        self,
        view: View,
        legal: Sequence[Action],
        rng: Rng,
        budget: float,
        should_stop: Callable[[], bool] | None = None,
    ) -> Action: ...


def reads_view(agent: Agent) -> bool:
    """Does ``agent`` look at its view? (Only then is one built for it.)"""
    return bool(getattr(agent, "reads_view", True))


def description(agent: Agent) -> str:
    """The agent's one line about how it plays (untranslated; "" if it has none)."""
    return str(getattr(agent, "description", ""))


class RandomAgent:
    """Picks uniformly among the legal actions."""

    name = "random"
    description = N_("Plays any legal move at random.")
    reads_view = False

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, view: View, legal: Sequence[Action], rng: Rng, budget: float) -> Action:
        return legal[rng.below(len(legal))]


__all__ = ["EMPTY_VIEW", "Agent", "RandomAgent", "SearchingAgent", "description", "reads_view"]
