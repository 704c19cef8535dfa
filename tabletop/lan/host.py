"""A game served to phones with no window: ``python -m tabletop.lan host``.

The same server and checks as the table's, with this loop as the owner: AI seats are played by
the app's agents (``Match.poll``), the phone seats' pages are published after every move, and
the game is saved after every move as the app saves it (its own file in the saves folder, which
the app's *Load* lists). The loop sleeps until a phone writes or an AI's move is ready.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop.core import GameConfig, Seat
from tabletop.core.i18n import _
from tabletop.games import agent_names, descriptor
from tabletop.play import Match

from .hub import PhoneHub
from .session import PhoneSession

#: The seat kind of a player on a phone (any other kind is an AI level).
PHONE = "phone"
#: Seconds the host goes on serving after the end, so every phone shows the final scores.
LINGER = 3.0
#: The longest the loop sleeps without looking at the match.
IDLE = 0.25


class HostError(ValueError):
    """A game the host cannot start as asked (the sentence says why)."""


@dataclass(frozen=True)
class HostPlan:
    game_id: str
    kinds: tuple[str, ...]
    seed: int
    options: dict[str, Any]

    @property
    def phone_seats(self) -> list[int]:
        return [i for i, kind in enumerate(self.kinds) if kind == PHONE]


def plan(game_id: str, seats: str, seed: int, options: dict[str, Any] | None = None) -> HostPlan:
    """Check what ``host`` was asked (``HostError`` with the reason)."""
    try:
        found = descriptor(game_id)
    except Exception as error:  # the registry's own sentence names the known games
        raise HostError(str(error)) from None
    kinds = tuple(kind.strip() for kind in seats.split(","))
    known = agent_names(game_id)
    for kind in kinds:
        if kind != PHONE and kind not in known:
            raise HostError(
                _("unknown seat {kind}: use phone or one of {levels}").format(
                    kind=repr(kind), levels=", ".join(known)
                )
            )
    if PHONE not in kinds:
        raise HostError(_("at least one seat must be a phone"))
    spec = found.game.spec
    if not spec.min_players <= len(kinds) <= spec.max_players:
        raise HostError(
            _("{game} is for {low}–{high} players, not {n}").format(
                game=_(spec.title), low=spec.min_players, high=spec.max_players, n=len(kinds)
            )
        )
    return HostPlan(game_id, kinds, seed, dict(options or {}))


def seats_of(plan: HostPlan) -> list[Seat]:
    """Named seats in the game's colours: phones are human players, the rest AI levels."""
    colours = descriptor(plan.game_id).seat_colors
    return [
        Seat(
            _("Player {n}").format(n=i + 1),
            colours[i % len(colours)].hex,
            None if kind == PHONE else kind,
            kind == PHONE,  # loaded in the window, the seat is still played from a phone
        )
        for i, kind in enumerate(plan.kinds)
    ]


def new_match(plan: HostPlan, saves_dir: Path | None) -> Match:
    """The match of ``plan``: the deal of its seed (the engine's, ``tabletop.sim``'s), saved
    after every move."""
    return Match.new(
        plan.game_id,
        GameConfig(len(plan.kinds), plan.options),
        seats_of(plan),
        plan.seed,
        autosave=True,
        saves_dir=saves_dir,
    )


def serve(
    match: Match,
    hub: PhoneHub,
    session: PhoneSession,
    *,
    linger: float = LINGER,
    should_stop: Callable[[], bool] = lambda: False,
) -> None:
    """Play ``match`` to its end with its phones: publish, then wait for phones and AIs."""
    match.on_choice_ready = hub.wake
    session.publish()
    while not match.is_over() and not should_stop():
        match.poll()
        session.pump()
        due = match.next_poll_in()
        hub.wait(IDLE if due is None else min(IDLE, due))
    session.pump()
    end = time.monotonic() + linger
    while time.monotonic() < end and not should_stop():
        hub.wait(min(IDLE, max(0.0, end - time.monotonic())))
        session.pump()


def write_urls(path: Path, urls: Sequence[str]) -> None:
    """One join address a line, in seat order (written whole, then renamed into place)."""
    partial = path.with_name(f".{path.name}.partial")
    partial.write_text("".join(f"{url}\n" for url in urls), encoding="utf-8")
    partial.replace(path)


__all__ = [
    "HostError",
    "HostPlan",
    "LINGER",
    "PHONE",
    "new_match",
    "plan",
    "seats_of",
    "serve",
    "write_urls",
]
