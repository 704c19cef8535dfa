"""Playing styles of the searching levels (issue 28): what a style is, how a seat names one,
and how *surprise me* draws one.

A style shifts a level's policy knobs and its evaluation's weights, never what is legal: each
game family defines its styles as data in its knowledge/style module (a ``StyleInfo`` for the
player and the knobs for its agents), and a searching level lists them in its ``styles``
attribute — the one registry the new-game screen, the saves, the arena and the worker read
(``tabletop.games.agent_styles``).

An AI seat names its agent and style in one string, ``"strong:blocker"`` (``agent_spec``):
the seat's agent name everywhere it is kept — saves, history, the worker's requests and the
arena's ``--agents``. A plain ``"strong"`` plays the balanced style, so games saved before
styles existed load unchanged. ``"strong:surprise"`` draws one of the level's styles per
game from the game seed (``draw_style``, the hashed ``core.rng.derive``): a replay or a
loaded save draws the same one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TypeVar

from tabletop.core.i18n import N_
from tabletop.core.rng import derive

#: A family's knobs (Ticket to Ride's ``Style``, and each other family's own dataclass).
K = TypeVar("K")

#: Every styled level's default style: today's play, and the strongest.
BALANCED = "balanced"
#: Not a style: the seat's style is drawn per game from the seed.
SURPRISE = "surprise"
#: Between the agent and its style in a seat's agent name.
SEPARATOR = ":"


@dataclass(frozen=True)
class StyleInfo:
    """A style as a player sees it: its registry name, title and one-line description
    (both ``N_()``-marked; translate where shown)."""

    name: str
    title: str
    description: str


#: The balanced style's entry, the first of every family's list.
BALANCED_INFO = StyleInfo(BALANCED, N_("Balanced"), N_("The level's usual all-round play."))
#: What the new-game screen offers after the styles.
SURPRISE_INFO = StyleInfo(
    SURPRISE, N_("Surprise me"), N_("A style drawn for each game, revealed when it ends.")
)


def infos(styles: Mapping[str, tuple[StyleInfo, K]]) -> Mapping[str, StyleInfo]:
    """A family's styles as players see them (a level's ``styles``), balanced first."""
    return MappingProxyType({name: entry[0] for name, entry in styles.items()})


def knobs(styles: Mapping[str, tuple[StyleInfo, K]], name: str) -> K:
    """The knobs of style ``name``; ``ValueError`` naming the known styles if none."""
    entry = styles.get(name)
    if entry is None:
        raise ValueError(f"no style {name!r} (known: {', '.join(styles)})")
    return entry[1]


def split_agent(spec: str) -> tuple[str, str]:
    """``"strong:blocker"`` → ``("strong", "blocker")``; a plain agent name plays balanced."""
    agent, _sep, style = spec.partition(SEPARATOR)
    return agent, style or BALANCED


def agent_spec(agent: str, style: str = BALANCED) -> str:
    """The seat's agent name for ``agent`` playing ``style`` (plain for balanced, so that a
    balanced seat reads as it did before styles)."""
    return agent if style == BALANCED else f"{agent}{SEPARATOR}{style}"


def draw_style(styles: Sequence[str], seed: int, seat: int) -> str:
    """The style *surprise me* plays at ``seat`` in the game of ``seed``: one of ``styles``,
    the same for the same game and seat (a stream of its own, revealing nothing of the seed)."""
    if not styles:
        raise ValueError("draw_style needs at least one style")
    return styles[derive(seed, "style", seat).below(len(styles))]


__all__ = [
    "BALANCED",
    "BALANCED_INFO",
    "SEPARATOR",
    "SURPRISE",
    "SURPRISE_INFO",
    "StyleInfo",
    "agent_spec",
    "draw_style",
    "infos",
    "knobs",
    "split_agent",
]
