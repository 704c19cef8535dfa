"""A seat's row on the new-game screen (``new_game.py``): its name, colour, who plays it — a
human at the table, a human on their phone, or an AI level (the levels offered and the one a
new AI seat starts at: ``default_agent``) — and, for a searching level, the style it plays in
(``tabletop.ai.styles``), as a compact choice beside the level."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.ai import DEFAULT_LEVEL, LEVELS
from tabletop.ai.styles import BALANCED, SURPRISE_INFO, StyleInfo
from tabletop.core.i18n import _

from .. import theme
from ..text_input import TextInput
from ..widgets import Choice, ColorPicker, Widget
from ..words import NAME_LENGTH, agent_choice, default_name

if TYPE_CHECKING:
    from .new_game import NewGameScene

HUMAN: str | None = None
#: The "played by" choice of a human who holds their hand on their phone (the seat kind
#: ``python -m tabletop.lan host --seats`` takes too; no AI is called so).
PHONE = "phone"
#: The style choice's arrows, as a share of its height (its width: ``new_game.py``).
STYLE_ARROW = 0.6


@dataclass
class SeatSetup:
    name: str
    color: str
    agent: str | None
    #: The player typed this name (else it is the default, said again in a new language).
    named: bool = False
    #: A human who plays from their phone (``agent`` is None then).
    phone: bool = False
    #: The style a searching level plays in (``tabletop.ai.styles``; kept while the level
    #: changes, used only by a level that has it).
    style: str = BALANCED

    @property
    def played_by(self) -> str | None:
        """The seat's "played by" choice: ``HUMAN``, ``PHONE`` or an agent's name."""
        return PHONE if self.phone and self.agent is None else self.agent


#: Agents a remembered set-up may name from before the levels, and the level that plays as
#: each did (docs/AI.md: Standard is the greedy agent — improved in Ticket to Ride — and
#: Beginner the weakest, where random was).
RETIRED_AGENTS = {"greedy": "standard", "random": "beginner"}


def nearest_offered(agent: str, offered: list[str]) -> str:
    """``agent`` as the new-game screen can offer it: itself when offered, else the offered
    level nearest to how it played (``greedy``: Standard), else the first offered; a player
    never meets a level the screen does not offer, named by its registry id."""
    if agent in offered or not offered:
        return agent
    nearest = RETIRED_AGENTS.get(agent, DEFAULT_LEVEL)
    return nearest if nearest in offered else offered[0]


def best_agent(names: list[str]) -> str | None:
    """The agent offered first for AI seats: the last registered one that is not random
    (registries list ``random`` first and stronger agents after it)."""
    strong = [n for n in names if n != "random"]
    return strong[-1] if strong else (names[0] if names else None)


def offered_agents(names: list[str]) -> list[str]:
    """The AIs a player picks from: the levels, weakest first (docs/AI.md); ``random`` and
    ``greedy`` stay for tests, the simulator and old saves but are not offered. A game
    without levels offers what it has."""
    levels = [name for name in LEVELS if name in names]
    return levels or list(names)


def default_agent(names: list[str]) -> str | None:
    """The level a new AI seat starts at: Standard where the game offers it, else the best
    agent it has (``best_agent``); never a retired agent (``greedy``) a player is not
    offered."""
    return DEFAULT_LEVEL if DEFAULT_LEVEL in offered_agents(names) else best_agent(names)


def style_choices(styles: list[StyleInfo]) -> list[tuple[str, str]]:
    """A styled level's choices: its styles (balanced first), then *surprise me*."""
    return [(info.name, _(info.title)) for info in (*styles, SURPRISE_INFO)]


class StyleChoice(Choice[str]):
    """The seat row's style choice: a ``Choice`` made compact — narrow arrows and the style
    in small letters — so that it fits beside the level at the smallest window."""

    def left_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self._arrow(), self.rect.height)

    def right_rect(self) -> pygame.Rect:
        w = self._arrow()
        return pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.height)

    def _arrow(self) -> int:
        return round(self.rect.height * STYLE_ARROW)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        radius = theme.px(theme.RADIUS)
        fill = theme.BUTTON_HOVER if self.hovered and self.enabled else theme.PANEL_RAISED
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_BORDER, self.rect, 1, border_radius=radius)
        for delta, rect, points in (
            (-1, self.left_rect(), ((0.65, 0.35), (0.35, 0.5), (0.65, 0.65))),
            (1, self.right_rect(), ((0.35, 0.35), (0.65, 0.5), (0.35, 0.65))),
        ):
            arrow = theme.ACCENT if self.can_step(delta) else theme.TEXT_DISABLED
            pts = [(rect.x + rect.width * x, rect.y + rect.height * y) for x, y in points]
            pygame.draw.lines(surface, arrow, False, pts, 2)
        label = self.choices[self.index][1] if self.choices else ""
        width = self.rect.width - 2 * self._arrow()
        theme.text(surface, label, "small", theme.TEXT, self.rect.center, "center", max_width=width)


def player_choices(agents: list[str]) -> list[tuple[str | None, str]]:
    """A seat's "played by" choices: a human on their phone, a human at the table, the AIs
    (a phone is one step left of Human; the AIs to its right, as before phones)."""
    return [
        (PHONE, _("Human (phone)")),
        (HUMAN, agent_choice(HUMAN)),
        *((agent, agent_choice(agent)) for agent in agents),
    ]


class SeatRow:
    """The widgets of one seat: name, colour, player."""

    def __init__(self, scene: NewGameScene, index: int) -> None:
        self.scene = scene
        self.index = index
        setup = scene.setups[index]
        self.name = TextInput(
            setup.name,
            placeholder=default_name(index, setup.agent),
            max_length=NAME_LENGTH,
            on_change=self._name_changed,
        )
        self.color = ColorPicker(scene.palette, setup.color, self._color_changed)
        if setup.agent is not None:  # remembered from before the levels: the nearest level
            setup.agent = nearest_offered(setup.agent, scene.offered)
        self.player = Choice(player_choices(scene.offered), setup.played_by, self._player_changed)
        self.style = StyleChoice([], setup.style, self._style_changed)
        self._offer_styles()
        self.widgets: list[Widget] = [self.name, self.color, self.player, self.style]

    def _offer_styles(self) -> None:
        """The style choice shows the styles of the seat's level; hidden for a level without
        styles (and for a human)."""
        setup = self.scene.setups[self.index]
        styles = list(self.scene.styles(setup.agent).values())
        self.style.choices = style_choices(styles) if styles else []
        self.style.index = 0
        self.style.set_value(setup.style)
        self.style.visible = bool(styles)

    def _style_changed(self, style: str) -> None:
        self.scene.setups[self.index].style = style
        self.scene.described = self.index
        self.scene.layout(self.scene.app.size)  # the style's line may take another line

    def _name_changed(self, text: str) -> None:
        setup = self.scene.setups[self.index]
        setup.name = text
        setup.named = bool(text.strip())
        self.scene.name_first_player()

    def _color_changed(self, color: str) -> None:
        self.scene.setups[self.index].color = color
        self.scene.update_taken()

    def _player_changed(self, played_by: str | None) -> None:
        setup = self.scene.setups[self.index]
        setup.phone = played_by == PHONE
        agent = None if setup.phone else played_by
        if not setup.named or setup.name in ("", default_name(self.index, setup.agent)):
            setup.name = default_name(self.index, agent)
            setup.named = False
            self.name.set_text(setup.name)
        setup.agent = agent
        self._offer_styles()
        self.name.placeholder = default_name(self.index, agent)
        self.scene.described = self.index
        self.scene.name_first_player()
        self.scene.layout(self.scene.app.size)  # the level's line may take another line
