"""The table's pointer (a layer of ``TableScene``): hit-testing over the panels, topmost
first; what the pointer is over; a click — a press and a release on one target — sent to the
controller and its ``Reply`` carried out; a right click's target; the wheel for the panel under
the pointer; the controller's hover card in the one tooltip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from tabletop.controller.hover import Hover, Line, Tone
from tabletop.controller.reply import Reply, ReplyKind, Target
from tabletop.core import Action

from .table_base import TableBase
from .viewport import BoardViewport
from .widgets import Panel
from .words import ai_tags


class TablePointer(TableBase):
    """Hit-testing, hover and clicks over a table's panels."""

    #: What the pointer is over (None: nothing of the table), where it is (None: not known
    #: yet), and what the left button went down on (a click is a press and a release on the
    #: same target).
    hover: Target | None
    mouse: tuple[int, int] | None
    pressed: Target | None
    _hover_card: tuple[object, Hover | None]
    _pointer_key: object

    # ------------------------------------------------------------------ panels and the pointer
    @property
    def panels(self) -> Sequence[Panel]:
        """The table's panels in drawing order; the pointer hits the last one first."""
        return ()

    @property
    def viewport(self) -> BoardViewport | None:
        """The board's zoom and pan, when the board zooms."""
        return None

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """What the pointer at ``pos`` is over (the topmost panel's target), or None — also
        over a button shown on a panel (Pass or Claim over the board): the button takes the
        pointer, so the route under it shows no hover card a click there would not act on."""
        if any(widget.visible and widget.rect.collidepoint(pos) for widget in self.widgets):
            return None
        for panel in reversed(self.panels):
            target = panel.target_at(pos)
            if target is not None:
                return target
        return None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        """Where ``target`` is drawn (None: nowhere on the table now)."""
        for panel in self.panels:
            rect = panel.rect_of(target)
            if rect is not None:
                return rect
        return None

    def panel_at(self, pos: tuple[int, int]) -> Panel | None:
        """The topmost panel under ``pos``."""
        for panel in reversed(self.panels):
            if panel.rect.collidepoint(pos):
                return panel
        return None

    def secondary_target(self, pos: tuple[int, int]) -> Target | None:
        """What a right click at ``pos`` means (None: nothing; tables override)."""
        return None

    def _follow_pointer(self) -> None:
        """What the pointer is over, again when the pointer, the table or the board under it
        changed (a zoom, a pan, a new view); nothing while the board is dragged or another
        scene is in front."""
        viewport = self.viewport
        board = None if viewport is None else (viewport.zoom, viewport.center, viewport.dragging)
        key = (self.mouse, self.version, self.app.size, board, self.app.top is self)
        if key == self._pointer_key:
            return
        self._pointer_key = key
        dragging = viewport is not None and viewport.dragging
        if self.mouse is None or dragging or self.app.top is not self:
            self.hover = None
        else:
            self.hover = self.target_at(self.mouse)

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        """The pointer over the table: the board's zoom and pan first (the wheel, a drag, the
        keys; a drag's release is no click), then a click — a press and a release on the same
        target — asks the controller (``click``); a right click, ``secondary_target``; the
        wheel scrolls the panel under the pointer. True when the event was used."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        viewport = self.viewport
        if viewport is not None and viewport.handle(event):
            if viewport.dragging or event.type == pygame.MOUSEBUTTONUP:
                self.pressed = None
                self.hover = None  # dragging the board: nothing under the pointer is aimed at
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.target_at(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and self.mouse is not None:
            panel = self.panel_at(self.mouse)
            if panel is None or not panel.wheel(self.mouse, event.y):
                return False
            # The rows moved under a still pointer: aim at the one there now (its hover card
            # and highlight), not at the one scrolled away.
            self.hover = self.target_at(self.mouse)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.target_at(event.pos)
            return self.pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            target = self.target_at(event.pos)
            if target is None or target != pressed:
                return False
            self.click(target)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 3:
            target = self.secondary_target(event.pos)
            if target is not None and event.type == pygame.MOUSEBUTTONUP:
                self.click(target)
            return target is not None
        return False

    def click(self, target: Target) -> Reply:
        """A click on ``target``: ask the controller what it means and carry that out."""
        legal = self.legal() if self.can_act else ()
        reply = self.controller.click(target, self.view, legal)
        self.carry_out(target, reply)
        self.touch()  # the controller's sub-state may have changed with any reply
        return reply

    def tell_refusal(self, reply: Reply) -> None:
        """A refusal's toast: information when it only asks to wait, else an error (a click's,
        or a key's that cannot act). Either goes once the seat to act has moved: it was said
        of that turn, and must not greet the next player handed the device."""
        kind = "info" if reply.reason in self.controller.waiting else "error"
        self.app.toast(reply.message, kind, outdated=self._turn_passed(), once=True)

    def carry_out(self, target: Target, reply: Reply) -> None:
        """Play the reply's action and the follow-ups its click still asks for (a journey's
        cards); offer a confirmation or a choice (``choose``); tell a refusal (information
        when it only asks to wait) or a hint; show a change of the controller's sub-state."""
        for _step in range(1 + self.controller.max_follow_ups):
            if reply.kind is ReplyKind.REFUSE:
                self.tell_refusal(reply)
                return
            if reply.kind is ReplyKind.HINT:
                self.app.toast(reply.message, "info")
                return
            if reply.kind in (ReplyKind.CONFIRM, ReplyKind.CHOOSE):
                self.choose(target, reply.actions)
                return
            action = reply.action
            if reply.kind is not ReplyKind.PLAY or action is None or not self.submit(action):
                return
            if not self.can_act:
                return
            reply = self.controller.follow_up(self.view, self.legal())

    def _turn_passed(self) -> Callable[[], bool]:
        """True once the seat to act now has moved: "It is Bob's turn." is false then, and
        goes, rather than stay beside "Your turn"."""
        playing = self.match.to_act()
        return lambda: self.match.to_act() != playing

    def choose(self, target: Target, actions: Sequence[Action]) -> None:
        """The controller asks the player to confirm ``actions[0]`` or to choose one of
        ``actions`` for ``target``: a table whose controller does so opens its dialog here."""
        raise NotImplementedError(f"{type(self).__name__} must offer the choice of {actions}")

    def describe_target(self, target: Target) -> Hover | None:
        """What ``target`` is, for the viewer, in the controller's words."""
        return self.controller.describe(target, self.view)

    def seat_card(self, hover: Hover | None, seat: int) -> Hover | None:
        """``seat``'s hover card with a computer seat's level (and style) first: its panel row
        may have had room for no more than "AI"."""
        agent = self.match.seats[seat].agent
        if hover is None or agent is None:
            return hover
        return replace(hover, lines=(Line(ai_tags(agent)[0], Tone.MUTED), *hover.lines))

    def hover_card(self, target: Target) -> Hover | None:
        """The hover card for ``target`` (worked out once per target and table version)."""
        key = (target, self.version, self.can_act)
        if key != self._hover_card[0]:
            self._hover_card = (key, self.describe_target(target))
        return self._hover_card[1]

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The hover card of what the pointer is over, beside it: only while the table is in
        front, nothing moves and no button is held."""
        mouse, card = self.mouse, None
        if (
            self.hover is not None
            and mouse is not None
            and self.pressed is None
            and self.app.top is self
            and not self.animations.busy
        ):
            card = self.hover_card(self.hover)
        if card is None or mouse is None:
            self.tooltip.hide()
            return
        self.tooltip.show(card, mouse)
        self.tooltip.draw(surface, self.keep_clear_of_cards())

    def keep_clear_of_cards(self) -> list[pygame.Rect]:
        """Where no hover card may stand: a tutorial's bubble and its ringed target."""
        overlay = self.overlay
        return overlay.keep_clear() if overlay is not None and overlay.shown() else []

    @property
    def tooltip_lines(self) -> list[str]:
        """The words of the hover card shown in the last frame (empty: none)."""
        return self.tooltip.lines


__all__ = ["TablePointer"]
