"""Players are remembered (issue 13): the new-game screen sets each game's seats up as they were
last time, and offers the names played before — with their colours — while a name is typed.

Two memories, the nearer first:

- the **settings file** keeps the set-up last started for each game (``Settings.seat_setups``:
  players, each seat's name, colour and player, the options), finished or not;
- the **history** knows the seats of the last *finished* game of each game and every name played
  before with its latest colour (``History.last_seats`` / ``known_players``, read on the history
  worker: the screen never waits for them, they are used once they arrive).

A set-up is restored only while the seats are still as the screen set them up (nothing typed or
chosen yet), so a remembered set-up never overwrites what the player did. A remembered name is
cleaned as it comes in (``seat_name``), whichever memory it comes from: both are files anyone
may have edited, and a NUL, a lone surrogate or 10 KB of name must never reach a game.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ai.styles import BALANCED, split_agent
from tabletop.core import Seat
from tabletop.core.files import clean_text
from tabletop.core.first_player import FIRST_PLAYER, RANDOM
from tabletop.core.i18n import _

from .. import theme
from ..history_service import Remembered, result_of
from ..settings import save_settings
from ..theme import Space
from ..words import NAME_LENGTH, agent_name, default_name, is_default_name
from .first_player import RANDOM_SEAT
from .seat_row import nearest_offered

if TYPE_CHECKING:
    from .new_game import NewGameScene
    from .seat_row import SeatSetup

log = logging.getLogger(__name__)

#: Names offered at most, and the height of one (reference pixels).
MOST_SUGGESTIONS = 6
SUGGESTION_ROW = 34


def seat_name(value: object) -> str:
    """A remembered name as a seat may have it: text a screen can show, no longer than the
    name field takes; "" for anything else."""
    return clean_text(value, NAME_LENGTH)


def setup_document(players: int, seats: list[Seat], options: Mapping[str, Any]) -> dict[str, Any]:
    """A set-up as the settings file keeps it."""
    return {
        "players": players,
        "seats": [
            {"name": s.name, "color": s.color, "agent": s.agent, "phone": s.phone} for s in seats
        ],
        "options": dict(options),
    }


class PlayersMemory:
    """The new-game screen's memory of players: restores set-ups, offers names, remembers."""

    def __init__(self, scene: NewGameScene) -> None:
        self.scene = scene
        self.app = scene.app
        try:
            self.history: Future[Remembered] | None = self.app.history.remembered()
        except RuntimeError:  # the history service is closed (the app is closing)
            self.history = None
        self._history_used = False
        #: The seats as last set up by the screen (a restore or the defaults), and whether the
        #: player has changed them since (then no remembered set-up replaces them any more).
        self.applied: list[tuple[str, str, str | None]] = []
        self.touched = False
        #: Game id → where its restored set-up came from ("settings", "history", None).
        self.restored_from: dict[str, str | None] = {}
        self.rects: list[tuple[pygame.Rect, str, str | None]] = []
        #: Seats restored at a level the screen no longer offers: (seat, old, new level).
        self._said_levels: list[tuple[int, str, str]] = []
        self._said: set[tuple[str, int, str]] = set()  # (game, seat, old level): said once
        self._pressed: str | None = None

    # ------------------------------------------------------------------ restoring
    def _snapshot(self) -> list[tuple[str, str, str | None]]:
        return [(s.name, s.color, s.played_by) for s in self.scene.setups]

    def _notice_changes(self) -> None:
        if not self.touched and self.applied and self._snapshot() != self.applied:
            self.touched = True

    def restore(self, game_id: str) -> None:
        """Set ``game_id``'s seats up as remembered (called by ``pick_game`` before it builds
        the rows); does nothing once the player has changed the seats."""
        if self.touched:
            self.applied = self._snapshot()
            return
        saved = self.app.settings.seat_setups.get(game_id)
        source: str | None = None
        if isinstance(saved, dict) and self._apply_document(saved):
            source = "settings"
        else:
            remembered = result_of(self.history)
            seats = remembered.last_seats.get(game_id) if remembered is not None else None
            if seats and self._apply_seats(list(seats)):
                source = "history"
        self.restored_from[game_id] = source
        self.applied = self._snapshot()
        self._say_levels()

    def _say_levels(self) -> None:
        """Tell the player, once, which remembered seats now play at another level."""
        for index, old, level in self._said_levels:
            name = self.scene.setups[index].name
            self.app.toast(
                # Translators: the new-game screen, once, for a seat remembered from an older
                # version at a level no longer offered ("Computer 2: “Greedy” is no longer
                # offered, so it now plays at Standard.").
                _("{name}: “{old}” is no longer offered, so it now plays at {level}.").format(
                    name=name, old=agent_name(old), level=agent_name(level)
                ),
                seconds=6.0,
            )
        self._said_levels.clear()

    def _apply_document(self, document: Mapping[str, Any]) -> bool:
        seats = document.get("seats")
        if not isinstance(seats, list):
            return False
        parsed = []
        for item in seats:
            if not isinstance(item, dict) or not isinstance(item.get("name"), str):
                return False
            agent = item.get("agent")
            parsed.append(
                Seat(
                    item["name"],
                    str(item.get("color", "")),
                    agent if isinstance(agent, str) else None,
                    item.get("phone") is True and not isinstance(agent, str),
                )
            )
        if not self._apply_seats(parsed):
            return False
        options = document.get("options")
        if isinstance(options, dict):
            for opt, choice in self.scene.options:
                if opt.name in options and options[opt.name] in opt.choices:
                    choice.set_value(options[opt.name])
            if options.get(FIRST_PLAYER) == RANDOM:
                self.scene.first.set_value(RANDOM_SEAT)
        return True

    def _apply_seats(self, seats: list[Seat]) -> bool:
        """Put ``seats`` in the first seats of the screen, keeping only what this game allows
        (its player count, its colours, its AI names)."""
        scene = self.scene
        spec = scene.spec
        if not spec.min_players <= len(seats) <= spec.max_players:
            return False
        palette = [hex_color for _name, hex_color in scene.palette]
        for index, seat in enumerate(seats):
            setup = scene.setups[index]
            name = seat_name(seat.name)
            setup.named = bool(name) and not is_default_name(index, name)
            level, style = split_agent(seat.agent) if seat.agent is not None else (None, BALANCED)
            if level is not None and level in scene.agents and level not in scene.offered:
                # A level no longer offered (an old set-up's "greedy"): the nearest offered
                # one, said once (the set-up remembered at the start keeps the new one).
                old, level = level, nearest_offered(level, scene.offered)
                if (scene.game_id, index, old) not in self._said:
                    self._said.add((scene.game_id, index, old))
                    self._said_levels.append((index, old, level))
            if level is None or level in scene.agents:
                setup.agent = level
                setup.style = style  # the screen plays it only where the level has it
                setup.phone = seat.phone and level is None
            # A default name is said again in this language (remembered in another, it is
            # only the seat's default there), for the seat's player as restored.
            setup.name = name if setup.named else default_name(index, setup.agent)
            if seat.color in palette:
                setup.color = seat.color
        # Two remembered seats on one colour (a colour the game no longer has): move one.
        used: set[str] = set()
        for setup in scene.setups:
            if setup.color in used:
                setup.color = next((c for c in palette if c not in used), setup.color)
            used.add(setup.color)
        scene.players.set_value(len(seats))
        return True

    def update(self) -> None:
        """Every frame: notice the player's changes; once the history has answered, restore
        from it if nothing else was restored and nobody has touched the seats yet."""
        self._notice_changes()
        if self._history_used or self.history is None or not self.history.done():
            return
        self._history_used = True
        if self.history.exception() is not None:
            log.warning(
                "the players played before could not be read", exc_info=self.history.exception()
            )
            return
        scene = self.scene
        if self.restored_from.get(scene.game_id) is None and not self.touched:
            self.restore(scene.game_id)
            if self.restored_from.get(scene.game_id) == "history":
                scene.rebuild()
                self.applied = self._snapshot()

    # ------------------------------------------------------------------ remembering
    def remember(self) -> None:
        """Keep the set-up being started in the settings file (not while that file is damaged:
        it stays as it is until the settings screen saves it)."""
        scene = self.scene
        options = {opt.name: c.value for opt, c in scene.options}
        if scene.first.value == RANDOM_SEAT:  # a habit; a chosen seat is for one game only
            options[FIRST_PLAYER] = RANDOM
        document = setup_document(scene.players.value, scene.seats(), options)
        setups = {**self.app.settings.seat_setups, scene.game_id: document}
        settings = replace(self.app.settings, seat_setups=setups)
        self.app.settings = settings
        if self.app.settings_problem is not None:
            return
        try:
            save_settings(settings)
        except OSError as error:
            log.warning("the seat set-up could not be remembered: %s", error)

    # ------------------------------------------------------------------ offering names
    def known(self) -> list[tuple[str, str | None]]:
        """(name, colour) of everyone who played before: the history's players, then the names
        of every remembered set-up; each name once, the latest colour."""
        found: dict[str, str | None] = {}
        remembered = result_of(self.history)
        if remembered is not None:
            for player in remembered.players:
                if player.agent is None and (name := seat_name(player.name)):
                    found.setdefault(name, player.color)
        for document in self.app.settings.seat_setups.values():
            if not isinstance(document, dict) or not isinstance(document.get("seats"), list):
                continue
            for seat in document["seats"]:
                human = isinstance(seat, dict) and seat.get("agent") is None
                if human and (name := seat_name(seat.get("name"))):
                    color = seat.get("color")
                    found.setdefault(name, color if isinstance(color, str) else None)
        return list(found.items())

    def focused_row(self) -> Any:
        return next((row for row in self.scene.rows if row.name.focused), None)

    def suggestions(self) -> list[tuple[str, str | None]]:
        """Names for the name field being typed in: those starting with what is typed, not
        already at another seat, not what is there already."""
        row = self.focused_row()
        if row is None:
            return []
        typed = row.name.text.strip().casefold()
        taken = {
            setup.name.strip().casefold()
            for index, setup in enumerate(self.scene.setups[: len(self.scene.rows)])
            if index != row.index
        }
        out = [
            (name, color)
            for name, color in self.known()
            if name.casefold().startswith(typed)
            and name.casefold() != typed
            and name.casefold() not in taken
        ]
        return out[:MOST_SUGGESTIONS]

    def take(self, name: str, color: str | None) -> None:
        """The player picked ``name``: it goes into the focused seat, with its colour when this
        game has it and no other seat holds it."""
        row = self.focused_row()
        if row is None:
            return
        setup: SeatSetup = self.scene.setups[row.index]
        setup.name = name
        row.name.set_text(name)
        row.name.focused = False
        palette = {hex_color for _n, hex_color in self.scene.palette}
        if color in palette and color not in row.color.taken:
            setup.color = color
            row.color.value = color
            self.scene.update_taken()

    # ------------------------------------------------------------------ the list under the field
    def layout_rects(self) -> list[tuple[pygame.Rect, str, str | None]]:
        row = self.focused_row()
        if row is None:
            return []
        field = row.name.rect
        height = theme.px(SUGGESTION_ROW)
        return [
            (pygame.Rect(field.x, field.bottom + index * height, field.width, height), name, color)
            for index, (name, color) in enumerate(self.suggestions())
        ]

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on an offered name takes it (and is nobody else's click)."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        if getattr(event, "button", 1) != 1:
            return False
        for rect, name, _color in self.layout_rects():
            if rect.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self._pressed = name
                    return True
                if self._pressed == name:
                    self.take(name, _color)
                self._pressed = None
                return True
        self._pressed = None
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rects = self.layout_rects()
        if not rects:
            return
        box = rects[0][0].unionall([rect for rect, _n, _c in rects[1:]])
        theme.panel(
            surface, box.inflate(theme.px(Space.XS), theme.px(Space.XS)), theme.PANEL_RAISED
        )
        mouse = pygame.mouse.get_pos()
        for rect, name, color in rects:
            if rect.collidepoint(mouse):
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=theme.px(Space.S))
            x = rect.x + theme.px(Space.L)
            if color:
                theme.swatch(
                    surface,
                    (x + theme.px(Space.XS), rect.centery),
                    theme.px(Space.S),
                    theme.hex_to_rgb(color),
                )
            theme.text(
                surface,
                name,
                "body",
                theme.TEXT,
                (x + theme.px(Space.XL + Space.XS), rect.centery),
                "midleft",
                max_width=rect.right - x - theme.px(Space.XXL),
            )
