"""Agents for every game, by name: ``make_agent("metro", "greedy")``."""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core import Game
from tabletop.games import GAMES

from .base import Agent, RandomAgent
from .great_tour import GreatTourGreedyAgent
from .metro import MetroGreedyAgent
from .ttr import TtrGreedyAgent

AgentFactory = Callable[[Game], Agent]

#: game id → agent name → factory. ``random`` plays every game.
AGENTS: dict[str, dict[str, AgentFactory]] = {game_id: {"random": RandomAgent} for game_id in GAMES}
AGENTS["metro"]["greedy"] = MetroGreedyAgent
AGENTS["ttr_europe"]["greedy"] = TtrGreedyAgent
AGENTS["ttr_paris"]["greedy"] = TtrGreedyAgent
AGENTS["great_tour"]["greedy"] = GreatTourGreedyAgent


def agent_names(game_id: str) -> list[str]:
    return list(AGENTS.get(game_id, {}))


def make_agent(game_id: str, name: str) -> Agent:
    """A fresh agent; ``ValueError`` with the known names for an unknown one."""
    factories = AGENTS.get(game_id)
    if factories is None:
        raise ValueError(f"unknown game {game_id!r}")
    if name not in factories:
        known = ", ".join(factories)
        raise ValueError(f"no agent {name!r} for {game_id} (known: {known})")
    return factories[name](GAMES[game_id])


__all__ = ["AGENTS", "Agent", "RandomAgent", "agent_names", "make_agent"]
