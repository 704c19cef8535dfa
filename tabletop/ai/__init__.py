"""What every game's agents are built from: the agent protocol and the random agent.

Game-specific agents live in their game's package (``tabletop/games/<id>/agents.py``) and are
listed by its descriptor; ``tabletop.games.make_agent(game_id, name)`` builds one.
"""

from __future__ import annotations

from .base import Agent, RandomAgent

__all__ = ["Agent", "RandomAgent"]
