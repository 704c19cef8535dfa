"""A tutorial's coach marks over its table: the mark in a bubble that never covers what it
points at, the taught target ringed and the rest of the table dimmed, and the buttons that are
always there — *Back* (the mark before, again) and *Skip tutorial* — with *Next* on a step to
read and *Skip step* on a step that asks for a move (never both: on a tip that only informs
they would do the same thing). The last tip offers *Back* and *Play on* alone: Skip tutorial
there would do what Play on does, and would count a finished tutorial as one left.

``CoachMarks`` is the table's ``overlay`` (drawn over the table and its own dialogs, hearing
the input first) and its ``gate`` (a move other than the step's is refused with the step's
reason). The steps and what they allow are ``tabletop.tutorial``'s; this module only shows them.
When the script is over the game becomes a normal one, saved from then on, against the
Beginner with Suggest asked at each of the player's turns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.core import Action
from tabletop.core.i18n import _
from tabletop.tutorial import Coach
from tabletop.tutorial.tally import FINISHED, LEFT_AT, SKIPPED

from . import theme
from .scene import Modal
from .theme import Space, px
from .widgets import Button

if TYPE_CHECKING:
    from .app import App
    from .table import TableScene

#: The bubble's width at most, the buttons' height, the ring's width and the dim's darkness.
BUBBLE_WIDTH = 420
BUTTON_HEIGHT = 34
RING = 4
DIM_ALPHA = 120
#: The dialogs a table opens for its own moves (the ticket choice, a tunnel's payment) are
#: defined in its package: the marks stay over them, not over the menu or the rules.
TABLE_DIALOGS = "tabletop.ui.tables."


def dim_around(surface: pygame.Surface, hole: pygame.Rect) -> None:
    """Darken all of ``surface`` but ``hole``, whose pixels are never touched (the veil is
    the theme's, made once per window size: a new one every frame cost some 4 ms)."""
    dim = theme.veil(surface.get_size(), (0, 0, 0, DIM_ALPHA))
    theme.blit_around(surface, dim, (0, 0), hole)


#: Counts a tutorial event: (what, the step's key or None).
Record = Callable[[str, str | None], None]


class CoachMarks:
    """The marks of ``coach``'s tutorial over ``table``."""

    def __init__(self, app: App, table: TableScene, coach: Coach, record: Record) -> None:
        self.app = app
        self.table = table
        self.coach = coach
        self.record = record
        #: How many marks back the player looks (Back); 0: the step at hand.
        self.back = 0
        #: The script is over: Suggest is asked at each of the player's turns.
        self.free_play = False
        self._suggested_at = -1
        self.bubble = pygame.Rect(0, 0, 0, 0)
        self.back_button = Button("", self.go_back, style="ghost", role="body_bold")
        self.next_button = Button("", self.next, style="primary", role="body_bold")
        self.skip_step_button = Button("", self.skip_step, role="body_bold")
        self.leave_button = Button("", self.leave, style="ghost", role="body_bold")
        self.buttons = [
            self.back_button,
            self.next_button,
            self.skip_step_button,
            self.leave_button,
        ]
        table.gate = self.refusal
        table.overlay = self
        table.records_history = False  # a tutorial is never in the statistics

    # ------------------------------------------------------------------ what is shown
    def refusal(self, action: Action) -> str | None:
        return self.coach.refusal(action)

    def keep_clear(self) -> list[pygame.Rect]:
        """The bubble and the ring: a refusal's toast or a hover card never hides Next or
        Skip step, nor what the tip points at."""
        target = self.target_rect()
        return [self.bubble] + ([] if target is None else [self.ring_rect(target)])

    @staticmethod
    def ring_rect(target: pygame.Rect) -> pygame.Rect:
        """The ring drawn around ``target``."""
        return target.inflate(px(Space.M), px(Space.M))

    def leaving_loses(self) -> bool:
        """The script is under way: its match is not saved, so leaving loses the place."""
        return not self.coach.done and not self.free_play

    def shown(self) -> bool:
        """Over the table itself and over the dialogs of its own moves; not once the script
        is over, nor over the menu, the rules, or the results."""
        if self.free_play or self.coach.done or self.app.table() is not self.table:
            return False
        top = self.app.top
        return top is self.table or (
            isinstance(top, Modal) and type(top).__module__.startswith(TABLE_DIALOGS)
        )

    def bubble_problems(self) -> list[str]:
        """What is wrong with the bubble as laid out now: off the window, or over what it
        points at."""
        self.retranslate()
        self.layout()
        problems = []
        if not pygame.Rect((0, 0), self.app.size).contains(self.bubble):
            problems.append(f"the bubble {self.bubble} leaves the window {self.app.size}")
        target = self.target_rect()
        if target is not None and self.bubble.colliderect(target):
            problems.append(f"the bubble {self.bubble} covers its target {target}")
        return problems

    def mark_index(self) -> int:
        return max(0, self.coach.index - self.back)

    def mark(self) -> str:
        return _(self.coach.tutorial.steps[self.mark_index()].mark)

    def target_rect(self) -> pygame.Rect | None:
        """What the mark points at now: the taught target on the table, or the dialog the
        move is made in (None: nothing to point at)."""
        if self.back:
            return None
        step, move, top = self.coach.step, self.coach.move, self.app.top
        if step is None:
            return None
        if top is not self.table:
            return self._controls_of(top)
        if move is not None and move.in_dialog:
            return None  # its dialog opens in a moment
        view = self.table.view
        target = step.show(view) if move is None else move.target(view, self.table.controller)
        return None if target is None else self.table.rect_of(target)

    @staticmethod
    def _controls_of(dialog: object) -> pygame.Rect | None:
        """Where a dialog's move is made: the union of its controls (the tickets to keep and
        the Keep button, a tunnel's ways to pay; not its Suggest button), else its panel."""
        if not isinstance(dialog, Modal):
            return None
        helper = getattr(dialog, "suggest_button", None)  # Suggest helps; the move is not there
        rects = [w.rect for w in dialog.widgets if w.visible and w.rect.width and w is not helper]
        return rects[0].unionall(rects[1:]) if rects else dialog.panel.copy()

    # ------------------------------------------------------------------ buttons
    def at_last_tip(self) -> bool:
        """The step at hand is the script's last, the tip that hands the game over."""
        return not self.coach.done and self.coach.index == len(self.coach.tutorial.steps) - 1

    def retranslate(self) -> None:
        self.back_button.label = _("Now") if self.back else _("Back")
        self.next_button.label = _("Play on") if self.at_last_tip() else _("Next")
        self.skip_step_button.label = _("Skip step")
        self.leave_button.label = _("Skip tutorial")

    def go_back(self) -> None:
        """Back shows the mark before (again and again); Now returns to the step at hand."""
        if self.back:
            self.back = 0
        elif self.coach.index > 0:
            self.back = 1

    def next(self) -> None:
        self.back = 0
        self.coach.next()
        self._check_finished()
        self._new_step_shown()

    def skip_step(self) -> None:
        step = self.coach.step
        if step is None or not step.moves or self.coach.owes:
            return  # a tip to read is passed with Next; an already skipped step is being played
        self.back = 0
        self.record(SKIPPED, step.key)
        action = self.coach.skip_step()
        if action is not None:
            self._play(action)
        self._check_finished()
        self._new_step_shown()

    def _new_step_shown(self) -> None:
        """The next step's Next and Skip step lie where the pressed button was: the bounce of
        this press (a double click) must not pass a tip unread or skip a step unasked."""
        self.app.guard_input(at_pointer=True)

    def leave(self) -> None:
        """Skip tutorial: the game goes on as a normal one against the Beginner (the menu
        leads back to the title)."""
        step = self.coach.step
        self.record(LEFT_AT, step.key if step is not None else "")
        self.coach.leave()
        self._play_on(suggest=False)
        self.app.toast(_("The tutorial is over: the game goes on as a normal game."), "info")

    def _check_finished(self) -> None:
        if self.coach.done and not self.free_play:
            self.record(FINISHED, None)
            self._play_on(suggest=True)

    def _play_on(self, *, suggest: bool) -> None:
        """The game becomes a normal one: no more gate, saved from now on."""
        self.free_play = suggest
        table, match = self.table, self.table.match
        table.gate = None
        if not suggest:
            table.overlay = None
        match.autosave = self.app.autosave
        match.saves_dir = self.app.saves_dir
        if match.autosave and match.ply:
            match.write_autosave()

    def play_taught(self) -> bool:
        """Play the move taught now, in the dialog it is made in (what the player's clicks in
        that dialog would play); False when there is none to play."""
        action = self.coach.taught_action()
        if action is None:
            return False
        self._play(action)
        return True

    def _play(self, action: Action) -> None:
        """Play the taught move for the player, closing the dialog it is made in."""
        top = self.app.top
        if top is not self.table and isinstance(top, Modal):
            self.app.pop()
        self.table.submit(action)

    # ------------------------------------------------------------------ frame
    def handle(self, event: pygame.event.Event) -> bool:
        """The buttons hear clicks first; a click in the bubble goes nowhere else, and the
        pointer over it points at nothing of the table under it (no tooltip through it)."""
        self.retranslate()
        self.layout()
        for button in self.buttons:
            if button.visible and button.handle(event) and event.type != pygame.MOUSEMOTION:
                return True
        pos = getattr(event, "pos", None)
        if pos is None or not self.bubble.collidepoint(pos):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.table.mouse = None
            self.table.hover = None
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def update(self, dt: float) -> None:
        table = self.table
        if self.free_play:
            self._suggest_each_turn()
            return
        if self.coach.done or table.animations.busy or not table.viewer_to_act:
            return
        due = self.coach.due()
        if due is not None and (self.app.top is table or self.shown()):
            self._play(due)
            self._check_finished()

    def _suggest_each_turn(self) -> None:
        table = self.table
        ply = table.match.ply
        if ply != self._suggested_at and table.can_act and table.suggest_refusal() is None:
            self._suggested_at = ply
            table.suggest()

    def layout(self) -> None:
        """The bubble beside what it points at, never over it; the buttons in it."""
        width, height = self.app.size
        pad, gap, inset = px(theme.PAD), px(Space.S), px(Space.M)
        area = (
            self.table.board_rect
            if self.table.board_rect.width
            else pygame.Rect(0, 0, width, height)
        )
        w = min(px(BUBBLE_WIDTH), area.width - 2 * pad)
        font = theme.font("body")
        lines = theme.wrap(self.mark(), font, w - 2 * inset)
        bh = px(BUTTON_HEIGHT)
        header = theme.font("small").get_linesize()
        # The last tip has no second row: nothing is left to skip there (Play on finishes).
        last = self.at_last_tip()
        rows = 1 if last else 2
        h = 2 * inset + header + gap + len(lines) * font.get_linesize() + rows * (gap + bh)
        self.bubble = self._place(pygame.Rect(0, 0, w, h), area, pad)
        inner = self.bubble.inflate(-2 * inset, -2 * inset)
        half = (inner.width - gap) // 2
        row2 = inner.bottom - bh
        row1 = row2 if last else row2 - gap - bh
        self.back_button.rect = pygame.Rect(inner.x, row1, half, bh)
        self.next_button.rect = pygame.Rect(inner.x + half + gap, row1, half, bh)
        self.skip_step_button.rect = pygame.Rect(inner.x, row2, half, bh)
        self.leave_button.rect = pygame.Rect(inner.x + half + gap, row2, half, bh)
        step = self.coach.step
        self.next_button.visible = step is not None and not step.moves and not self.back
        # Skip step only where the step asks for a move: on a tip to read it would do what
        # Next does, and while an earlier tip shows it would skip a step the player cannot see.
        self.skip_step_button.visible = step is not None and bool(step.moves) and not self.back
        self.leave_button.visible = not last
        self.back_button.enabled = bool(self.back) or self.coach.index > 0
        self.skip_step_button.enabled = not self.coach.owes

    def _place(self, bubble: pygame.Rect, area: pygame.Rect, pad: int) -> pygame.Rect:
        """The first corner of the board's area (else of the window) where the bubble covers
        neither the target nor the dialog over the table (a claim's way to pay: its title
        names the route); a dialog that leaves no corner free (the starting tickets fill the
        window) is covered where the target alone allows, else the corner covering least."""
        target = self.target_rect()
        dialog = self.app.top
        both = [target] if target else []
        if isinstance(dialog, Modal) and dialog.panel.width:  # a dialog over the table
            both.append(dialog.panel)
        placed = self._free_corner(bubble, area, pad, both)
        if placed is None and len(both) > (1 if target else 0):
            placed = self._free_corner(bubble, area, pad, [target] if target else [])
        return placed if placed is not None else self._least_covering(bubble, area, pad, target)

    def _corners(self, bubble: pygame.Rect, area: pygame.Rect, pad: int) -> list[pygame.Rect]:
        """The bubble at each corner of the board's area, then of the window."""
        corners = ("bottomleft", "topleft", "bottomright", "topright", "midbottom", "midtop")
        inner = area.inflate(-2 * pad, -2 * pad)
        window = pygame.Rect((0, 0), self.app.size).inflate(-2 * pad, -2 * pad)
        placements = []
        for box in (inner, window):
            for corner in corners:
                placed = bubble.copy()
                setattr(placed, corner, getattr(box, corner))
                placements.append(placed)
        return placements

    def _free_corner(
        self, bubble: pygame.Rect, area: pygame.Rect, pad: int, avoid: list[pygame.Rect]
    ) -> pygame.Rect | None:
        keep = [rect.inflate(2 * pad, 2 * pad) for rect in avoid]
        for placed in self._corners(bubble, area, pad):
            if not any(placed.colliderect(rect) for rect in keep):
                return placed
        return None

    def _least_covering(
        self, bubble: pygame.Rect, area: pygame.Rect, pad: int, target: pygame.Rect | None
    ) -> pygame.Rect:
        if target is None:
            return self._corners(bubble, area, pad)[0]
        keep = target.inflate(2 * pad, 2 * pad)
        return min(
            self._corners(bubble, area, pad),
            key=lambda placed: placed.clip(keep).width * placed.clip(keep).height,
        )

    def draw(self, surface: pygame.Surface) -> None:
        self.retranslate()
        self.layout()
        target = self.target_rect()
        if target is not None and self.app.top is self.table:
            self._dim(surface, target)
        if target is not None:
            self._ring(surface, target)
        self._bubble(surface)

    def _dim(self, surface: pygame.Surface, hole: pygame.Rect) -> None:
        dim_around(surface, hole.inflate(px(Space.S), px(Space.S)))

    def _ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ring = self.ring_rect(rect)
        pygame.draw.rect(surface, theme.ACCENT, ring, px(RING), border_radius=px(Space.S))

    def _bubble(self, surface: pygame.Surface) -> None:
        box = self.bubble
        theme.panel(surface, box, theme.PANEL)
        pygame.draw.rect(surface, theme.ACCENT, box, px(2), border_radius=px(theme.RADIUS))
        inset = px(Space.M)
        inner = box.inflate(-2 * inset, -2 * inset)
        steps = len(self.coach.tutorial.steps)
        heading = (
            _("Earlier tip {n} of {total}") if self.back else _("Tip {n} of {total}")
        ).format(n=self.mark_index() + 1, total=steps)
        header = theme.text(
            surface, heading, "small", theme.TEXT_MUTED, inner.topleft, max_width=inner.width
        )
        text_box = pygame.Rect(
            inner.x,
            header.bottom + px(Space.S),
            inner.width,
            self.back_button.rect.top - header.bottom,
        )
        theme.text_block(surface, self.mark(), "body", theme.TEXT, text_box)
        for button in self.buttons:
            if button.visible:
                button.draw(surface)


__all__ = ["CoachMarks"]
