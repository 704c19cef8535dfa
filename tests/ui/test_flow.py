"""Clicking through the app with posted mouse events: title → new game → table → menu → save
→ title → load the save."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.app import App
from tabletop.ui.scenes.dialogs import PromptDialog
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.table import TableScene
from tabletop.ui.tables import table_for
from tests.support.pilot import click, double_click, press, run_until, type_text


def test_click_from_title_to_a_saved_and_reloaded_metro_game(app: App) -> None:
    app.go_to_title()
    app.frame(dt=0.02)
    title = app.top
    assert isinstance(title, TitleScene)
    assert not title.continue_button.enabled  # no autosave yet

    click(app, title.new_button)
    new_game = app.top
    assert isinstance(new_game, NewGameScene)
    metro_card = next(card for card in new_game.cards if card.spec.id == "metro")
    click(app, metro_card)
    assert new_game.game_id == "metro"
    # Seat 1 is a human, seat 2 an AI by default; make seat 1 an AI too (› steps from Human,
    # the first choice, to the first agent; the stepper does not wrap) so the game runs by
    # itself.
    row = new_game.rows[0]
    click(app, row.player.right_rect())
    assert new_game.setups[0].agent is not None
    click(app, new_game.start_button)

    table = app.top
    assert isinstance(table, TableScene)
    assert type(table) is table_for("metro")
    match = table.match
    assert match.game_id == "metro" and len(match.seats) == 2
    assert all(not seat.is_human for seat in match.seats)
    assert table.viewer is None  # nobody human: the spectator view
    run_until(app, lambda: match.ply >= 6)

    click(app, table.menu_button)
    menu = app.top
    assert isinstance(menu, GameMenu)
    paused_at = match.ply
    click(app, menu.save_button)
    prompt = app.top
    assert isinstance(prompt, PromptDialog)
    prompt.field.set_text("")
    type_text(app, "Partia testowa – żółw")
    click(app, prompt.accept)
    assert app.top is menu
    assert match.ply == paused_at  # the menu pauses the AI

    click(app, menu.quit_button)
    title = app.top
    assert isinstance(title, TitleScene)
    assert title.continue_button.enabled  # the game was autosaved after every move

    click(app, title.load_button)
    load = app.top
    assert isinstance(load, LoadScene)
    names = [item.name for item in load.list.items]
    assert "Partia testowa – żółw" in names
    index = names.index("Partia testowa – żółw")
    click(app, load.list.row_rect(index))
    assert load.list.selected_item is load.list.items[index]
    assert load.load_button.enabled
    click(app, load.load_button)

    loaded = app.top
    assert isinstance(loaded, TableScene)
    assert loaded.match.game_id == "metro"
    assert loaded.match.ply == paused_at
    assert loaded.match.log == match.log[:paused_at]
    assert [s.name for s in loaded.match.seats] == [s.name for s in match.seats]
    assert len(app.stack) == 2 and isinstance(app.stack[0], TitleScene)


def test_continue_opens_the_latest_autosave(app: App) -> None:
    app.go_to_title()
    click(app, app.top.new_button)
    new_game = app.top
    click(app, next(card for card in new_game.cards if card.spec.id == "metro"))
    click(app, new_game.rows[0].player.right_rect())
    click(app, new_game.start_button)
    match = app.top.match
    run_until(app, lambda: match.ply >= 3)
    press(app, pygame.K_ESCAPE)
    click(app, app.top.quit_button)
    title = app.top
    assert title.autosave is not None and title.autosave.game == "metro"
    click(app, title.continue_button)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.log == match.log[: table.match.ply]
    assert table.match.ply >= 3


def _start_metro_by_mouse(app: App) -> None:
    """From the title: New game, Metro, Start game, as a player clicks them."""
    app.go_to_title()
    click(app, app.top.new_button)
    click(app, next(card for card in app.top.cards if card.spec.id == "metro"))
    click(app, app.top.start_button)


def test_esc_opens_the_menu_and_resume_closes_it(app: App) -> None:
    _start_metro_by_mouse(app)
    table = app.top
    assert isinstance(table, TableScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu)
    click(app, app.top.resume_button)
    assert app.top is table


def test_a_double_click_on_resume_does_not_act_on_the_table_under_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Resume lies over the Metro board's squares: the second click of a double click landed on
    one and laid the player's tile there (a move that draws a tile, so no undo). Seen in a real
    window under Xvfb."""
    # A deal whose first tile may go on the square under Resume (an edge square).
    monkeypatch.setattr("tabletop.ui.scenes.new_game.fresh_seed", lambda: 2)
    _start_metro_by_mouse(app)
    table = app.top
    assert isinstance(table, TableScene)
    ply = table.match.ply
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, GameMenu)
    spot = double_click(app, menu.resume_button)
    assert app.top is table and table.match.ply == ply
    click(app, spot, frames=2)  # a deliberate click there is a move
    assert table.match.ply > ply


def test_a_double_click_on_a_dialogs_button_does_not_press_the_menus_button_under_it(
    app: App,
) -> None:
    """The save prompt's Cancel lies over the menu's Settings: the second click of a double
    click opened the settings (seen in a real window under Xvfb)."""
    _start_metro_by_mouse(app)
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, GameMenu)
    for name in ("cancel", "accept"):
        click(app, menu.save_button)
        prompt = app.top
        assert isinstance(prompt, PromptDialog)
        button = getattr(prompt, name)
        spot = double_click(app, button)
        under = [b for b in menu.widgets if b.enabled and b.rect.collidepoint(spot)]
        assert under, f"a menu button lies under the prompt's {name}"
        assert app.top is menu, name


def test_a_double_click_on_quit_to_title_does_not_press_the_titles_button_under_it(
    app: App,
) -> None:
    """The menu's Quit to title lies over the title's Statistics: the second click of a double
    click opened the statistics (seen in a real window under Xvfb)."""
    _start_metro_by_mouse(app)
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, GameMenu)
    spot = double_click(app, menu.quit_button)
    title = app.top
    assert isinstance(title, TitleScene)
    assert any(b.enabled and b.rect.collidepoint(spot) for b in title.widgets)


def test_window_resize_relays_out_every_scene(app: App) -> None:
    app.go_to_title()
    title = app.top
    before = title.new_button.rect.copy()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    app.frame(dt=0.02)
    assert app.size == (1920, 1080)
    after = title.new_button.rect
    assert after.centerx == 960 and after.width > before.width


def test_f11_toggles_full_screen_and_the_window_keeps_a_minimum_size(app: App) -> None:
    app.go_to_title()
    press(app, pygame.K_F11)
    assert app.screen.get_flags() & pygame.FULLSCREEN
    press(app, pygame.K_F11)
    assert not app.screen.get_flags() & pygame.FULLSCREEN
    assert app.size == (1280, 800)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(500, 300), w=500, h=300))
    app.frame(dt=0.02)
    assert app.size == (960, 600)
