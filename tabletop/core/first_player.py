"""Who takes the first turn: the ``first_player`` option every game offers, and how each
rulebook names the first player (docs/rules/*.md, "Setup").

The option's value is a seat (0 = seat 1, the default: what every game did before it had the
option) or ``RANDOM``: a seat drawn from the game's seed, on a stream of its own so that the
deal is the same whoever starts. A save keeps the option, so a replay starts with the same
seat. The rulebooks name the first player by something only the players know (the youngest,
who has visited the most countries): the new-game screen asks them, with the words of
``FirstPlayerRule``, and passes the seat they name.
"""

from __future__ import annotations

from dataclasses import dataclass

from .contract import GameConfig, GameSpec, OptionSpec, option
from .errors import InvalidConfigError
from .i18n import N_, _, ngettext
from .rng import Rng

#: The option's name in ``GameConfig.options`` (and in saves).
FIRST_PLAYER = "first_player"
#: The option's value for "a random seat" (drawn from the seed).
RANDOM = -1
#: Salt of the seed's stream the random first seat is drawn from (any fixed number).
_SALT = 0x1F157


@dataclass(frozen=True)
class FirstPlayerRule:
    """How a game's rulebook names the first player, in msgids (translated where shown)."""

    #: What the rulebook says, as the new-game screen says it beside the choice:
    #: "Rulebook: the youngest player starts."
    rulebook: str
    #: A choice naming a seat as that player: "Youngest: {name}"; "" when the rulebook leaves
    #: the choice to the players (then the screen offers every seat by its number).
    choice: str = ""


def first_player_option(max_players: int) -> OptionSpec:
    """The option as a game lists it in ``GameSpec.options``: random, or any of its seats."""
    return OptionSpec(
        name=FIRST_PLAYER,
        label=N_("First player"),
        default=0,
        choices=(RANDOM, *range(max_players)),
    )


def first_seat(spec: GameSpec, config: GameConfig, seed: int) -> int:
    """The seat that takes the first turn of a game set up with ``config`` and ``seed``;
    ``InvalidConfigError`` for a seat the game does not have (``check_config`` has checked
    that the value is one of the option's choices)."""
    value = option(config, spec, FIRST_PLAYER)
    assert isinstance(value, int)
    if value == RANDOM:
        return Rng(seed).fork(_SALT).below(config.players)
    if not 0 <= value < config.players:
        raise InvalidConfigError(
            ngettext(
                "{game}: seat {seat} cannot start a game of {n} player",
                "{game}: seat {seat} cannot start a game of {n} players",
                config.players,
            ).format(game=_(spec.title), seat=value + 1, n=config.players)
        )
    return value


__all__ = ["FIRST_PLAYER", "RANDOM", "FirstPlayerRule", "first_player_option", "first_seat"]
