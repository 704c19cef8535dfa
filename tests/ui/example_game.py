"""Branch Line, the example game, as the UI tests play it on the fallback table: a claim from
a hidden hand shows nothing (it may be taken back), a draw shows a card (it may not), and two to
four seats may sit at it."""

from __future__ import annotations

from tabletop.core import GameConfig
from tabletop.games.branch_line import BRANCH_LINE, ClaimRoute, DrawCard
from tabletop.play import Match

EXAMPLE = BRANCH_LINE.spec.id


def example_config(players: int) -> GameConfig:
    """Every seat is dealt red, red, blue: each may claim a route at once (R1 red or R5 blue,
    one card long) as well as draw."""
    return GameConfig(
        players, {"hand_size": 3, "rigged": {"deck": ["red", "red", "blue"] * players}}
    )


def quiet_move(match: Match) -> ClaimRoute:
    """A move of the seat to act that shows nothing hidden: a claim from its hand."""
    return next(a for a in match.legal_actions() if isinstance(a, ClaimRoute))


__all__ = ["EXAMPLE", "ClaimRoute", "DrawCard", "example_config", "quiet_move"]
