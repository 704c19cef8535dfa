"""The standalone build offers the menu entry on its first start (issue 14): once, and never
again whatever the answer; the answer lives in the settings file."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from tabletop import desktop
from tabletop.ui.app import App
from tabletop.ui.scenes.desktop_offer import DesktopOfferDialog, offer_desktop_entry
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import load_settings, settings_path
from tests.support.pilot import click, double_click, press, run_frames


def _title(app: App) -> None:
    app.go_to_title()
    run_frames(app, 1)


def test_a_pip_install_is_not_asked(app: App) -> None:
    _title(app)
    assert not offer_desktop_entry(app)  # not frozen
    assert isinstance(app.top, TitleScene)


def test_declining_is_remembered_and_never_asked_again(app: App) -> None:
    _title(app)
    assert offer_desktop_entry(app, standalone=True)
    dialog = app.top
    assert isinstance(dialog, DesktopOfferDialog)
    click(app, dialog.cancel)
    assert isinstance(app.top, TitleScene)
    saved, problem = load_settings()
    assert problem is None and saved.desktop_entry_offered
    assert not offer_desktop_entry(app, standalone=True)
    # A later start reads the answer from the file (App loads the settings so).
    app.settings = load_settings()[0]
    assert not offer_desktop_entry(app, standalone=True)
    assert not desktop.record_path().exists()


def test_a_double_click_on_no_thanks_opens_nothing_under_it(app: App) -> None:
    """The title's Load game lies under No, thanks (as under the tutorial offer's Not now, seen
    in a real window): the second click of a double click must not open the Load screen."""
    _title(app)
    title = app.top
    assert isinstance(title, TitleScene)
    offer_desktop_entry(app, standalone=True)
    dialog = app.top
    assert isinstance(dialog, DesktopOfferDialog)
    spot = double_click(app, dialog.cancel)
    assert any(b.enabled and b.rect.collidepoint(spot) for b in title.widgets)
    assert app.stack == [title]


def test_escape_declines_too(app: App) -> None:
    _title(app)
    offer_desktop_entry(app, standalone=True)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    assert load_settings()[0].desktop_entry_offered


def test_accepting_adds_the_entry_and_is_remembered(app: App) -> None:
    _title(app)
    offer_desktop_entry(app, standalone=True)
    dialog = app.top
    assert isinstance(dialog, DesktopOfferDialog)
    click(app, dialog.confirm)
    assert isinstance(app.top, TitleScene)
    entry = Path(os.environ["XDG_DATA_HOME"]) / "applications" / f"{desktop.APP_ID}.desktop"
    assert entry.is_file()
    assert load_settings()[0].desktop_entry_offered
    assert desktop.is_installed()
    assert not offer_desktop_entry(app, standalone=True)


def test_not_asked_when_the_entry_is_already_there(app: App) -> None:
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    _title(app)
    assert not offer_desktop_entry(app, standalone=True)


def test_not_asked_while_the_settings_file_is_damaged(app: App) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")
    app.settings, app.settings_problem = load_settings()  # as App loads them at start
    assert app.settings_problem is not None
    _title(app)
    assert not offer_desktop_entry(app, standalone=True)
    assert path.read_text() == "{not json"  # left alone, as the settings module promises


def test_the_offer_names_the_uninstall_command_of_this_very_copy(app: App, monkeypatch) -> None:
    """A standalone folder copied anywhere is not on PATH: the offer must name the executable
    where it lies, not a bare ``tabletop --uninstall-desktop`` ("command not found")."""
    exe = "/home/ann/Games/tabletop/tabletop"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", exe)
    monkeypatch.setattr(sys, "platform", "linux")
    _title(app)
    offer_desktop_entry(app)
    dialog = app.top
    assert isinstance(dialog, DesktopOfferDialog)
    assert dialog.message.endswith(f"To take it out again: {exe} --uninstall-desktop")
    run_frames(app, 1)  # drawn, wrapped in its panel


def _start_as_standalone(app: App, monkeypatch: pytest.MonkeyPatch, executable: Path) -> None:
    """A start of the standalone build at ``executable`` whose menu question was answered."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))
    monkeypatch.setattr(sys, "platform", "linux")
    app.settings = replace(app.settings, desktop_entry_offered=True)
    _title(app)
    assert not offer_desktop_entry(app)  # never asked again
    assert isinstance(app.top, TitleScene)


def test_a_moved_standalone_folder_mends_its_menu_entry(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The standalone folder added to the menu from Downloads, then moved to Games (or a new
    version unpacked beside and the old one deleted): the menu entry started a file that is no
    longer there, and the menu item did nothing. This copy's first start mends it."""
    desktop.install("linux", [str(tmp_path / "Downloads" / "tabletop" / "tabletop")])
    moved = tmp_path / "Games" / "tabletop" / "tabletop"
    moved.parent.mkdir(parents=True)
    moved.write_bytes(b"")
    _start_as_standalone(app, monkeypatch, moved)
    entry = Path(os.environ["XDG_DATA_HOME"]) / "applications" / f"{desktop.APP_ID}.desktop"
    assert f"\nExec={moved}\n" in entry.read_text(encoding="utf-8")


def test_an_entry_of_another_copy_that_is_still_there_is_left_alone(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two copies side by side (a new version tried out): the menu keeps the one it was given."""
    kept = tmp_path / "Games" / "tabletop" / "tabletop"
    kept.parent.mkdir(parents=True)
    kept.write_bytes(b"")
    desktop.install("linux", [str(kept)])
    other = tmp_path / "Downloads" / "tabletop" / "tabletop"
    other.parent.mkdir(parents=True)
    other.write_bytes(b"")
    _start_as_standalone(app, monkeypatch, other)
    entry = Path(os.environ["XDG_DATA_HOME"]) / "applications" / f"{desktop.APP_ID}.desktop"
    assert f"\nExec={kept}\n" in entry.read_text(encoding="utf-8")


def test_a_damaged_record_of_the_entry_does_not_stop_the_start(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The record is read at every start of the standalone build now: a damaged one is logged
    and left alone, and the title comes up."""
    desktop.install("linux", [str(tmp_path / "gone" / "tabletop")])
    desktop.record_path().write_text("[]", encoding="utf-8")
    _start_as_standalone(app, monkeypatch, tmp_path / "tabletop")
    assert desktop.record_path().read_text(encoding="utf-8") == "[]"


def test_the_tutorial_offer_follows_the_menu_question_on_the_builds_first_start(
    app: App,
) -> None:
    """The standalone build's first start asked only about the menu; the offer to learn to
    play waited for a second start. Both come on the first, one after the other."""
    from tabletop.ui.main import offer_first_start
    from tabletop.ui.scenes.tutorial_offer import TutorialOffer

    app.settings = replace(app.settings, tutorial_offered=False, desktop_entry_offered=False)
    _title(app)
    offer_first_start(app, standalone=True)
    run_frames(app, 1)
    dialog = app.top
    assert isinstance(dialog, DesktopOfferDialog)
    double_click(app, dialog.cancel)  # the second click falls on the offer's Not now: ignored
    assert isinstance(app.top, TutorialOffer)
    saved, _problem = load_settings()
    assert saved.desktop_entry_offered and not saved.tutorial_offered
