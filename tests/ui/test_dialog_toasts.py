"""A toast never covers a dialog's content: one the screen below raised ("Saved a copy …"
at the table) stands clear of the dialog's panel, and where a tall dialog (the rules page)
leaves no room for it, it waits until the dialog closes and then shows for its whole time. A
dialog's own toast still shows while it is up."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scene import Modal
from tabletop.ui.scenes.dialogs import MessageDialog
from tabletop.ui.settings import Settings
from tests.support.pilot import drawn_texts, press, run_frames

from .test_table_toasts import open_table


def _saved_toast(app: App) -> str:
    texts = [toast.text for toast in app.toasts]
    assert texts, "Ctrl+S said nothing"
    return texts[-1]


def test_the_rules_page_holds_the_tables_toast_until_it_closes(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = open_table(app, "ttr_europe")
    press(app, pygame.K_s, pygame.KMOD_CTRL)  # "Saved a copy …", raised by the table
    run_frames(app, 1)
    said = _saved_toast(app)
    assert app.toast_rects  # shown over the board
    press(app, pygame.K_F1)  # the rules page: a dialog as tall as the window allows
    run_frames(app, 1)
    rules = app.top
    assert isinstance(rules, Modal) and rules is not table
    texts = drawn_texts(monkeypatch, app)
    for rect in app.toast_rects:
        assert not rect.colliderect(rules.panel), (rect, rules.panel)
    if not app.toast_rects:  # no room beside the page: held, not spent
        assert said not in texts
        held = next(toast for toast in app.toasts if toast.text == said)
        assert held.until > time.monotonic() + 2  # its time waits with it
    press(app, pygame.K_ESCAPE)  # the page closes: the toast shows at last
    run_frames(app, 1)
    assert app.top is table
    assert said in drawn_texts(monkeypatch, app)
    assert app.toast_rects


def test_a_small_dialog_leaves_the_toast_beside_it_and_its_own_toast_shows(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    open_table(app, "metro")
    app.toast("It is Bot 2's turn.")  # raised by the table
    dialog = MessageDialog(app, "A title", "A short message.")
    app.push(dialog)
    run_frames(app, 1)
    assert len(app.toast_rects) == 1
    assert not app.toast_rects[0].colliderect(dialog.panel)  # room below the small panel
    app.toast("The dialog's own word.")  # raised by the dialog: shown while it is up
    run_frames(app, 1)
    assert "The dialog's own word." in drawn_texts(monkeypatch, app)
