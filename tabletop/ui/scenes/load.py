"""The Load screen: every save with its game, players, date and turn; load or delete.

Files that cannot be loaded are listed too, with their problem in plain words (never hidden,
never deleted unless the user asks).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _, ngettext

from .. import theme
from ..scene import Scene
from ..widgets import Button, ScrollList
from .dialogs import ConfirmDialog, MessageDialog
from .title import when

if TYPE_CHECKING:
    from tabletop.saves import SaveInfo

    from ..app import App


def open_save(app: App, path: Path) -> bool:
    """Load the save at ``path`` and open its table; a problem is shown, not raised."""
    from tabletop.play import load_save
    from tabletop.saves import SaveError

    try:
        match = load_save(path, autosave=app.autosave, saves_dir=app.saves_dir)
    except SaveError as error:
        app.push(MessageDialog(app, "This save cannot be loaded", error.message, error=True))
        return False
    except OSError as error:
        app.push(MessageDialog(app, "This save cannot be loaded", str(error), error=True))
        return False
    app.start_match(match)
    return True


def seat_line(names: Sequence[str], font: pygame.font.Font, width: int) -> str:
    """The seats' names joined with " · ", as many as fit in ``width``; the rest counted
    ("and 2 more") instead of cut off in the middle of a name."""
    whole = " · ".join(names)
    if font.size(whole)[0] <= width or len(names) <= 1:
        return whole
    for shown in range(len(names) - 1, 0, -1):
        rest = len(names) - shown
        more = ngettext("and {n} more", "and {n} more", rest).format(n=rest)
        line = " · ".join([*names[:shown], more])
        if font.size(line)[0] <= width:
            return line
    rest = len(names) - 1
    return " · ".join([names[0], ngettext("and {n} more", "and {n} more", rest).format(n=rest)])


class LoadScene(Scene):
    """Full screen list of saves. Double-click or Load opens one; Delete asks first."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.list: ScrollList[SaveInfo] = ScrollList(
            self._draw_row,
            row_height=64,
            on_select=lambda _item: self._update_buttons(),
            on_activate=lambda item: self.load(),
            empty_text="No saved games yet.",
        )
        self.back_button = Button("Back", self.app.pop)
        self.delete_button = Button("Delete…", self.confirm_delete, style="danger")
        self.load_button = Button("Load", self.load, style="primary")
        self.widgets = [self.list, self.back_button, self.delete_button, self.load_button]
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.columns: dict[str, int] = {}

    def on_enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        from tabletop.saves import list_saves

        try:
            saves = list_saves(self.app.saves_dir)
        except OSError as error:
            saves = []
            self.app.toast(f"Could not read the saves folder: {error}", "error")
        # Loadable saves first (newest first), damaged ones after them with their problem.
        saves = sorted(saves, key=lambda info: info.problem is not None)
        self.list.set_items(saves, keep_selection=True)
        self._update_buttons()

    def _update_buttons(self) -> None:
        item = self.list.selected_item
        self.load_button.enabled = item is not None and item.problem is None
        self.delete_button.enabled = item is not None

    # ------------------------------------------------------------------ actions
    def load(self) -> None:
        item = self.list.selected_item
        if item is None:
            return
        if item.problem is not None:
            self.app.push(
                MessageDialog(self.app, "This save cannot be loaded", item.problem, error=True)
            )
            return
        open_save(self.app, item.path)

    def confirm_delete(self) -> None:
        item = self.list.selected_item
        if item is None:
            return
        self.app.push(
            ConfirmDialog(
                self.app,
                "Delete this save?",
                f"“{item.name}” ({item.title}) will be deleted from disk. This cannot be undone.",
                "Delete",
                lambda: self.delete(item),
            )
        )

    def delete(self, item: SaveInfo) -> None:
        from tabletop.saves import delete_save

        try:
            delete_save(item.path)
        except OSError as error:
            self.app.toast(f"Could not delete: {error}", "error")
        else:
            self.app.toast(f"Deleted “{item.name}”.", "good")
        self.refresh()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load()
                return
            if event.key == pygame.K_DELETE:
                self.confirm_delete()
                return
        super().handle(event)

    # ------------------------------------------------------------------ layout and drawing
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = theme.px(40)
        top = theme.px(100)
        bh = theme.px(theme.BUTTON_HEIGHT)
        self.panel = pygame.Rect(margin, top, w - 2 * margin, h - top - margin - bh - theme.px(24))
        pad = theme.px(theme.PAD)
        header_h = theme.px(36)
        self.list.rect = pygame.Rect(
            self.panel.x + pad // 2,
            self.panel.y + header_h + pad // 2,
            self.panel.width - pad,
            self.panel.height - header_h - pad,
        )
        inner = self.list.rect
        self.columns = {
            "name": inner.x + theme.px(16),
            "game": inner.x + round(inner.width * 0.46),
            "saved": inner.x + round(inner.width * 0.70),
            "turn": inner.right - theme.px(24),
        }
        bw = theme.px(160)
        y = self.panel.bottom + theme.px(24)
        self.load_button.rect = pygame.Rect(self.panel.right - bw, y, bw, bh)
        self.delete_button.rect = pygame.Rect(
            self.load_button.rect.x - theme.px(12) - bw, y, bw, bh
        )
        self.back_button.rect = pygame.Rect(self.panel.x, y, bw, bh)

    def _draw_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        item: SaveInfo,
        selected: bool,
        hovered: bool,
    ) -> None:
        c = self.columns
        top, bottom = rect.y + theme.px(20), rect.y + theme.px(44)
        name_w = c["game"] - c["name"] - theme.px(16)
        name_rect = theme.text(
            surface,
            item.name,
            "body_bold",
            theme.TEXT,
            (c["name"], top),
            "midleft",
            max_width=name_w,
        )
        if item.is_autosave:
            tag = pygame.Rect(name_rect.right + theme.px(10), 0, theme.px(78), theme.px(20))
            tag.centery = top
            if tag.right < c["game"] - theme.px(8):
                pygame.draw.rect(surface, theme.BUTTON, tag, border_radius=theme.px(10))
                theme.text(surface, "autosave", "small", theme.TEXT_MUTED, tag.center, "center")
        if item.problem is not None:
            width = c["turn"] - c["name"]
            theme.text(
                surface,
                f"Cannot be loaded: {item.problem}",
                "small",
                theme.WARN,
                (c["name"], bottom),
                "midleft",
                max_width=width,
            )
            theme.text(
                surface, when(item.saved_at), "body", theme.TEXT_MUTED, (c["saved"], top), "midleft"
            )
            return
        theme.text(
            surface,
            seat_line(item.seats, theme.font("small"), name_w),
            "small",
            theme.TEXT_MUTED,
            (c["name"], bottom),
            "midleft",
            max_width=name_w,
        )
        theme.text(
            surface,
            item.title,
            "body",
            theme.TEXT,
            (c["game"], top),
            "midleft",
            max_width=c["saved"] - c["game"] - theme.px(12),
        )
        theme.text(
            surface,
            ngettext("{n} player", "{n} players", len(item.seats)).format(n=len(item.seats)),
            "small",
            theme.TEXT_MUTED,
            (c["game"], bottom),
            "midleft",
        )
        theme.text(surface, when(item.saved_at), "body", theme.TEXT, (c["saved"], top), "midleft")
        stamp = item.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
        theme.text(surface, stamp, "small", theme.TEXT_MUTED, (c["saved"], bottom), "midleft")
        theme.text(
            surface, str(item.turn), "heading", theme.ACCENT, (c["turn"], rect.centery), "midright"
        )

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        theme.text(surface, _("Load game"), "title", theme.TEXT, (theme.px(40), theme.px(36)))
        count = len(self.list.items)
        broken = sum(1 for item in self.list.items if item.problem)
        summary = ngettext("{n} save", "{n} saves", count).format(n=count)
        if broken:
            summary = ngettext("{saves}, {n} damaged", "{saves}, {n} damaged", broken).format(
                saves=summary, n=broken
            )
        theme.text(
            surface,
            summary,
            "body",
            theme.TEXT_MUTED,
            (surface.get_width() - theme.px(40), theme.px(56)),
            "midright",
        )
        theme.panel(surface, self.panel)
        c = self.columns
        y = self.panel.y + theme.px(22)
        for key, label in (("name", "NAME"), ("game", "GAME"), ("saved", "SAVED")):
            theme.text(surface, label, "label", theme.TEXT_MUTED, (c[key], y), "midleft")
        theme.text(surface, "TURN", "label", theme.TEXT_MUTED, (c["turn"], y), "midright")
        line_y = self.panel.y + theme.px(38)
        pygame.draw.line(
            surface,
            theme.PANEL_BORDER,
            (self.panel.x + theme.px(12), line_y),
            (self.panel.right - theme.px(12), line_y),
        )
        for widget in self.widgets:
            widget.draw(surface)
