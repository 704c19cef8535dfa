"""What an agent is handed for one decision, the same in the app, the headless runner and on
replay: its seat's view (or nothing, for an agent that reads none), its thinking budget, and an
rng of its own that reveals nothing of the game (issue 28, "sealed agents")."""

from __future__ import annotations

from typing import Any

from tabletop.ai import EMPTY_VIEW, SearchingAgent, reads_view
from tabletop.core import Agent, Game, Rng, View, derive

#: Thinking budget, in seconds, handed in the app to agents that name none of their own (a
#: searching level's is its ``seconds``).
AGENT_BUDGET = 0.1


def seat_view(game: Game, state: Any, seat: int, agent: Agent) -> View:
    """What ``agent`` gets to see when it decides for ``seat``: the seat's view, or nothing at
    all for an agent that does not read it. Never anything that reaches the state."""
    return game.view(state, seat) if reads_view(agent) else EMPTY_VIEW


def agent_budget(agent: Agent) -> float:
    """The seconds ``agent`` may think in the app: a searching level's own, else
    ``AGENT_BUDGET``."""
    return agent.seconds if isinstance(agent, SearchingAgent) else AGENT_BUDGET


def agent_rng(seed: int, ply: int, seat: int) -> Rng:
    """The rng an agent gets for a decision: fixed by seed, ply and seat, so the same game
    plays out the same in the app, in the headless runner and on replay. A hash of them
    (``derive``): nothing of the game's seed, which fixes the deck's order, can be read
    back from it."""
    return derive(seed, ply, seat, "agent")


def suggestion_rng(seed: int, ply: int, seat: int) -> Rng:
    """The rng of a suggestion for ``seat`` at ``ply`` (apart from any agent's, and as
    sealed)."""
    return derive(seed, ply, seat, "suggestion")
