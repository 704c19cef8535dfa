"""The random agent, which plays every game (the agent protocol is ``tabletop.core.Agent``),
and what the app asks of any agent beyond the protocol.

Optional agent attributes, read with ``getattr`` so that the protocol stays small:

- ``description``: one line saying how the agent plays (``N_()``-marked; the new-game screen
  translates it when shown);
- ``reads_view`` (default True): False for agents that never look at the view, so that nobody
  builds one for them (they get ``EMPTY_VIEW``);
- ``seconds``: the thinking time a searching level takes in the app;
- ``interruptible``: ``choose`` accepts ``should_stop`` (a search that can end early).
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from tabletop.core import Action, Agent, Game, Rng, View
from tabletop.core.i18n import N_

#: What an agent that does not read its view gets instead: nothing at all.
EMPTY_VIEW: View = MappingProxyType({})


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


__all__ = ["EMPTY_VIEW", "Agent", "RandomAgent", "description", "reads_view"]
