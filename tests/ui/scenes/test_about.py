"""The About screen (issue 14): reachable from the title; version, licence, the games'
designers and publishers, the map data sources."""

from __future__ import annotations

import pygame
import pytest

from tabletop import __version__
from tabletop.games import DESCRIPTORS
from tabletop.ui.app import App
from tabletop.ui.scenes.about import AboutScene
from tabletop.ui.scenes.title import TitleScene
from tests.support.pilot import click, drawn_texts, headless_app, press, run_frames


def _open_about(app: App) -> AboutScene:
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, title.about_button)
    about = app.top
    assert isinstance(about, AboutScene)
    return about


def test_about_opens_from_the_title_and_closes(app: App) -> None:
    about = _open_about(app)
    click(app, about.close_button)
    assert isinstance(app.top, TitleScene)
    _open_about(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_about_names_version_licence_designers_publishers_and_sources(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    _open_about(app)
    text = " ".join(drawn_texts(monkeypatch, app))
    assert f"Version {__version__}" in text
    assert "MIT licence" in text
    for name in ("Alan R. Moon", "Days of Wonder", "Dirk Henn", "Dennis Merx", "Kees Meis"):
        assert name in text
    assert "Natural Earth" in text and "public domain" in text
    assert "DejaVu" in text
    assert "Sounds: tabletop's own" in text


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_everything_down_to_the_log_fits_the_panel(
    size: tuple[int, int], language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last line, the log's path, is what a bug report needs: no credit may push it out."""
    with headless_app(size) as app:
        app.set_language(language)
        _open_about(app)
        text = " ".join(drawn_texts(monkeypatch, app))
    assert "tabletop.log" in text


def test_every_offered_game_is_credited_and_no_example_is(app: App) -> None:
    """The credits come from the descriptors: each game players are offered has its line,
    and an example game (never offered) has none."""
    lines = [text for _role, text in _open_about(app).paragraphs()]
    for found in DESCRIPTORS:
        assert found.credit.designers, found.id
        assert (found.credit.line() in lines) is not found.example, found.id


def test_the_about_button_sits_apart_from_the_menu_card(app: App) -> None:
    app.go_to_title()
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene)
    menu = title.widgets[0].rect.unionall([b.rect for b in title.widgets[1:]])
    assert not title.about_button.rect.colliderect(menu)
    assert app.screen.get_rect().contains(title.about_button.rect)
