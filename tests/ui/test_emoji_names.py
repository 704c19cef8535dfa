"""Emoji in player names (new-player review #15): the bundled font (DejaVu) has none, so the
name field refuses them with its reason, and a name that already holds one (a save from
before) is drawn without it — never as an empty box."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import fonts, theme
from tabletop.ui.app import App
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.new_game import NewGameScene
from tests.support.pilot import click, run_frames, type_text

EMOJI_NAME = "Zażółć 🚇"


@contextmanager
def _pixels(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string that became pixels (``theme._rendered``, the one place text does)."""
    rendered: list[str] = []
    real = theme._rendered

    def spy(value, f, color):  # type: ignore[no-untyped-def]
        rendered.append(value)
        return real(value, f, color)

    monkeypatch.setattr(theme, "_rendered", spy)
    theme._text_images.clear()
    yield rendered


def test_the_name_field_refuses_emoji_and_says_why(app: App) -> None:
    app.screens.new_game("metro")
    scene = app.top
    assert isinstance(scene, NewGameScene)
    field = scene.rows[0].name
    click(app, field)
    field.set_text("")
    type_text(app, EMOJI_NAME)
    assert field.text == "Zażółć "  # the Polish letters are kept
    assert field.notice == "No emoji: the game's font cannot show them."


def test_a_saved_name_with_an_emoji_loads_and_is_drawn_without_a_box(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat(EMOJI_NAME, "#f2c531", None), Seat("Olek", "#2f7fd8", "random")]
    match = Match.new("metro", GameConfig(2), seats, 7)
    match.save_as("With an emoji")
    app.go_to_title()
    app.push(LoadScene(app))
    scene = app.top
    assert isinstance(scene, LoadScene)
    with _pixels(monkeypatch) as rendered:
        run_frames(app, 1)
    assert not [text for text in rendered if "🚇" in text]
    assert any("Zażółć" in text for text in rendered)
    names = [item.name for item in scene.list.items]
    click(app, scene.list.row_rect(names.index("With an emoji")))
    click(app, scene.load_button)
    run_frames(app, 2)
    assert app.table() is not None and app.table().match.seats[0].name == EMOJI_NAME
    with _pixels(monkeypatch) as rendered:
        run_frames(app, 1)
    assert not [text for text in rendered if "🚇" in text]
    assert any(text.startswith("Zażółć") for text in rendered)


def test_drawable_drops_only_what_the_font_lacks() -> None:
    assert fonts.drawable(EMOJI_NAME) == "Zażółć"
    assert fonts.drawable("Ala ★ Kot") == "Ala ★ Kot"  # DejaVu has the star
    assert fonts.drawable("🚇") == "?"


def test_a_name_without_its_emoji_leaves_no_space_before_a_comma() -> None:
    assert fonts.drawable("Zażółć 🚇, Bart – 27/11/2026") == "Zażółć, Bart – 27/11/2026"
