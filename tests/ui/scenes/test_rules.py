"""The rules help scene, driven by posted events: opened with F1 at a table, from the in-game
menu and from the new-game screen; scrolled by wheel, keys, drags and the contents; closed with
Esc or Close, back where it was opened."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core.help import HOUSE_RULE, Block, help_text, section
from tabletop.games import GAMES, rules_help
from tabletop.ui.app import App
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.rules import RulesScene, _Document, _tokens, open_rules, tag
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import Settings
from tests.support.pilot import (
    click,
    double_click,
    drag,
    headless_app,
    press,
    run_frames,
    scene_texts,
    wheel,
)
from tests.support.textfit import speaking

from .conftest import start


def open_with_f1(app: App, game_id: str) -> RulesScene:
    table = start(app, game_id)
    assert app.top is table
    press(app, pygame.K_F1)
    scene = app.top
    assert isinstance(scene, RulesScene)
    return scene


@pytest.mark.parametrize("game_id", list(GAMES))
def test_f1_at_the_table_opens_its_rules_and_esc_returns_to_the_table(
    app: App, game_id: str
) -> None:
    table = start(app, game_id)
    press(app, pygame.K_F1)
    scene = app.top
    assert isinstance(scene, RulesScene)
    assert scene.game_id == game_id and scene.sections == rules_help(game_id)
    assert scene.title == GAMES[game_id].spec.title
    # The help pauses the game: the AI seats wait while the player reads.
    ply = table.match.ply
    run_frames(app, 10)
    assert table.match.ply == ply
    press(app, pygame.K_ESCAPE)
    assert app.top is table


def test_the_menus_rules_button_opens_the_rules_over_the_menu(app: App) -> None:
    table = start(app, "ttr_europe")
    press(app, pygame.K_ESCAPE)
    menu = app.top
    assert isinstance(menu, GameMenu) and menu.rules_button.enabled
    click(app, menu.rules_button.rect.center)
    scene = app.top
    assert isinstance(scene, RulesScene) and scene.game_id == "ttr_europe"
    press(app, pygame.K_ESCAPE)
    assert app.top is menu
    click(app, menu.resume_button.rect.center)
    assert app.top is table


def test_the_close_button_and_f1_close_the_rules(app: App) -> None:
    scene = open_with_f1(app, "metro")
    table = app.stack[-2]
    click(app, scene.close_button.rect.center)
    assert app.top is table
    press(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene)
    press(app, pygame.K_F1)  # F1 again: back to the table
    assert app.top is table


def test_the_new_game_screen_shows_the_rules_of_the_chosen_game(app: App) -> None:
    app.go_to_title()
    click(app, app.top.new_button.rect.center)
    new_game = app.top
    assert isinstance(new_game, NewGameScene)
    for card in new_game.cards:
        click(app, card.rect.center)
        assert new_game.rules_button.enabled
        click(app, new_game.rules_button.rect.center)
        scene = app.top
        assert isinstance(scene, RulesScene) and scene.game_id == card.spec.id
        press(app, pygame.K_ESCAPE)
        assert app.top is new_game  # Esc closes the help, not the new-game screen
    press(app, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game_id == new_game.game_id
    press(app, pygame.K_ESCAPE)
    assert app.top is new_game and isinstance(app.stack[0], TitleScene)


def test_a_double_click_on_close_does_not_start_the_game_under_it(app: App) -> None:
    """The new-game screen's Start game lies under the rules page's Close: the second click of
    a double click started a game (seen in a real window under Xvfb)."""
    app.go_to_title()
    click(app, app.top.new_button)
    new_game = app.top
    assert isinstance(new_game, NewGameScene)
    click(app, new_game.rules_button)
    rules = app.top
    assert isinstance(rules, RulesScene)
    spot = double_click(app, rules.close_button)
    assert new_game.start_button.rect.collidepoint(spot)
    assert app.top is new_game and app.table() is None


def test_wheel_keys_and_bar_scroll_the_text(app: App) -> None:
    scene = open_with_f1(app, "great_tour")
    assert scene.max_scroll > scene.viewport.height  # long enough to need scrolling
    assert scene.scroll == 0
    wheel(app, scene.viewport.center, -2)
    after_wheel = scene.scroll
    assert after_wheel > 0
    wheel(app, scene.viewport.center, 1)
    assert 0 < scene.scroll < after_wheel
    press(app, pygame.K_HOME)
    assert scene.scroll == 0
    press(app, pygame.K_PAGEDOWN)
    assert scene.scroll == scene.page
    press(app, pygame.K_PAGEDOWN)
    assert scene.scroll == 2 * scene.page
    press(app, pygame.K_PAGEUP)
    assert scene.scroll == scene.page
    press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    press(app, pygame.K_PAGEDOWN)  # never past the end
    assert scene.scroll == scene.max_scroll
    press(app, pygame.K_HOME)
    # A click on the bar's track below the thumb pages down.
    thumb = scene.thumb()
    click(app, (scene.track.centerx, scene.track.bottom - 4))
    assert scene.scroll == scene.page and thumb.bottom < scene.track.bottom - 4


def test_dragging_the_text_or_the_thumb_scrolls(app: App) -> None:
    scene = open_with_f1(app, "ttr_europe")
    x, y = scene.viewport.centerx, scene.viewport.bottom - 20
    drag(app, (x, y), (x, y - 150))  # pull the text up: read further down
    assert scene.scroll == 150
    drag(app, (x, y - 150), (x, y - 50))
    assert scene.scroll == 50
    press(app, pygame.K_HOME)
    thumb = scene.thumb()
    room = scene.track.height - thumb.height
    drag(app, thumb.center, (thumb.centerx, thumb.centery + room // 2))
    assert abs(scene.scroll - scene.max_scroll // 2) <= scene.max_scroll // 50
    thumb = scene.thumb()
    drag(app, thumb.center, (thumb.centerx, thumb.centery + 10 * room))
    assert scene.scroll == scene.max_scroll  # held at the end however far the hand goes
    assert scene.shown == scene.scroll


def test_the_contents_jump_to_a_section_and_follow_the_reading(app: App) -> None:
    scene = open_with_f1(app, "ttr_paris")
    assert scene.current_section() == 0
    assert scene.doc is not None
    index = next(i for i, s in enumerate(scene.sections) if s.heading == "French flags")
    click(app, scene.toc_rows[index].center)
    assert scene.scroll == min(scene.doc.section_tops[index], scene.max_scroll)
    assert scene.current_section() == index
    press(app, pygame.K_HOME)
    assert scene.current_section() == 0
    click(app, scene.toc_rows[-1].center)  # the last section, even when it cannot reach the top
    assert scene.current_section() == len(scene.sections) - 1
    press(app, pygame.K_PAGEUP)
    assert scene.current_section() < len(scene.sections) - 1


def test_house_rules_are_tagged_and_boxed(app: App) -> None:
    tagged = 0
    for game_id in GAMES:
        scene = RulesScene(app, game_id, rules_help(game_id))
        app.push(scene)
        assert scene.doc is not None
        tags = [op for op in scene.doc.ops if op.kind == "tag"]
        boxes = [op for op in scene.doc.ops if op.kind == "box"]
        text = help_text(scene.sections)
        assert len(tags) == text.count(HOUSE_RULE)
        tagged += len(tags)
        house_blocks = [b for s in scene.sections for b in s.blocks if b.house_rule]
        assert len(boxes) == len(house_blocks)
        # Every tag sits inside its block's box.
        assert all(any(box.rect.contains(tag.rect) for box in boxes) for tag in tags)
        app.pop()
    assert tagged > 0  # the games' house rules were there to be tagged


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_the_page_fits_the_window(app: App, size: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    run_frames(app, 1)
    scene = open_with_f1(app, "great_tour")
    press(app, pygame.K_END)
    assert scene.doc is not None
    screen = pygame.Rect((0, 0), app.size)
    assert screen.contains(scene.panel) and scene.panel.contains(scene.close_button.rect)
    assert scene.panel.contains(scene.viewport) and scene.panel.contains(scene.toc)
    assert not scene.viewport.colliderect(scene.toc)
    # Wrapped lines stay inside the text column (a full stop may hang on a tag by a hair).
    for op in scene.doc.ops:
        if op.kind in ("text", "tag"):
            assert op.rect.right <= scene.doc.width + op.rect.height, op
    rows = scene.toc_rows
    assert all(scene.toc.contains(r) for r in rows)
    run_frames(app, 2)  # and it draws


def test_resizing_keeps_the_reading_place(app: App) -> None:
    scene = open_with_f1(app, "metro")
    press(app, pygame.K_END)
    press(app, pygame.K_PAGEUP)
    fraction = scene.scroll / scene.doc.height
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1080), w=1920, h=1080))
    run_frames(app, 1)
    assert app.top is scene and app.size == (1920, 1080)
    assert abs(scene.scroll / scene.doc.height - fraction) < 0.02


def test_a_game_without_help_gets_a_message_not_a_page(app: App) -> None:
    app.go_to_title()
    title = app.top
    assert open_rules(app, "no_such_game") is False
    assert app.top is title
    assert any("no rules help" in toast.text for toast in app.toasts)


def test_with_animations_on_the_text_glides_to_the_new_place(app: App) -> None:
    app.settings = Settings(animation_speed="normal", ai_delay=0.0)
    scene = open_with_f1(app, "great_tour")
    press(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    assert 0 < scene.shown < scene.scroll  # on its way after one frame
    run_frames(app, 60)
    assert scene.shown == scene.scroll


def test_a_full_stop_after_a_house_rule_tag_stays_with_it() -> None:
    tokens = _tokens(Block(f"Resets stop {HOUSE_RULE}.", lead="Cap"))
    assert [(t.text, t.style, t.space_before) for t in tokens] == [
        ("Cap:", "bold", False),
        ("Resets", "body", True),
        ("stop", "body", True),
        (tag(), "tag", True),
        (".", "body", False),
    ]


def test_a_long_bold_lead_keeps_a_space_before_its_text(app: App) -> None:
    """A lead of several words is drawn in bold, whose spaces are wider than the body's: the
    text after it starts a space after the lead's end ("Dobieranie kart tras: weź"), never on
    it."""
    block = Block("weź 3 karty z talii zwykłych kart tras.", lead="Dobieranie kart tras")
    document = _Document((section("Twoja tura", block),), 900)
    lead, text = [op for op in document.ops if op.kind == "text"][1:3]
    space = document.body.size(" ")[0]
    assert text.rect.x - lead.rect.right >= space - 1


def test_f1_opens_the_rules_over_a_dialog_at_the_table(app) -> None:
    """The TTR ticket choice is a dialog over the table: F1 still brings the rules."""
    from tabletop.core import GameConfig, Seat
    from tabletop.play import Match

    match = Match.new(
        "ttr_europe", GameConfig(2), [Seat("Ala", "#d33b32"), Seat("Bo", "#2f7fd8", "greedy")], 3
    )
    table = app.start_match(match)
    for _ in range(3):
        app.frame(0.016)
    dialog = app.top
    assert dialog is not table
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.frame(0.016)
    assert isinstance(app.top, RulesScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.frame(0.016)
    assert app.top is dialog


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_house_rule_legend_is_shown_beside_every_games_contents(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str
) -> None:
    """The legend says what the tag and the dots mean; in Polish it wraps to more lines, and
    the contents left it out at 1280×800 (a standalone-build review): the rows close up for it."""
    with speaking(language), headless_app(size, autosave=False) as app:
        for game_id in GAMES:
            scene = RulesScene(app, game_id, rules_help(game_id))
            app.push(scene)
            words, marked = scene._legend_lines()
            shown = scene_texts(monkeypatch, scene, app.size)
            assert words[0] in shown and marked[-1] in shown, (game_id, shown)
            assert scene.toc_rows[-1].bottom <= scene.toc.bottom - scene._legend_height()
            app.pop()
