"""Text that fits (tabletop/ui/textfit.py): the check itself, then every screen outside the
tables at the smallest window (960×600) and at 1920×1080, with the longest names the data
allows, must draw no text outside its box and cut none."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.app import MIN_SIZE, App
from tabletop.ui.scene import Scene
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.scenes.rules import RulesScene, open_rules
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import Settings
from tests.support.pilot import run_frames, run_until

from .example_game import EXAMPLE

SIZES = [MIN_SIZE, (1920, 1080)]

#: The longest a player may type (new game: 20 characters), in wide letters with Polish ones.
LONG_NAMES = [
    "Władysław Wiśniewski",
    "Małgorzata Żółtowska",
    "Maximilian Wojciech",
    "Bartłomiej Szczęsny",
    "Konstanty Mężyński",
    "Wszechwład Grzmiący",
]
#: A save name as long as the name prompt allows (40 characters).
LONG_SAVE = "Wieczór planszówek u Władysława — runda 3"[:40]


# ------------------------------------------------------------------ the check itself
def test_the_check_finds_text_out_of_its_box_and_cut_text(app: App) -> None:
    surface = pygame.Surface((200, 100))
    with textfit.recording() as drawn:
        theme.text(surface, "fits", "body", theme.TEXT, (10, 10), box=pygame.Rect(0, 0, 200, 40))
        theme.text(surface, "sticks out", "body", theme.TEXT, (150, 10))
        theme.text(surface, "no room", "body", theme.TEXT, (10, 50), box=pygame.Rect(0, 40, 30, 30))
        theme.text(surface, "a very long line " * 4, "body", theme.TEXT, (0, 70), max_width=120)
        theme.text(
            surface, "a meant cut " * 4, "body", theme.TEXT, (0, 80), max_width=120, may_cut=True
        )
    found = textfit.violations(drawn)
    assert [(v.kind, v.drawn.value) for v in found] == [
        ("outside", "sticks out"),
        ("outside", "no room"),
        ("cut", "a very long line " * 4),
    ]


def test_a_long_line_first_takes_a_smaller_size_then_is_cut(app: App) -> None:
    surface = pygame.Surface((400, 100))
    full = theme.font("body").size("Władysław Wiśniewski")[0]
    with textfit.recording() as drawn:
        theme.text(surface, "Władysław Wiśniewski", "body", theme.TEXT, (0, 0), max_width=full - 8)
    assert not drawn[0].cut and drawn[0].size < theme.font("body").get_height()
    with textfit.recording() as drawn:
        theme.text(surface, "Władysław Wiśniewski", "body", theme.TEXT, (0, 0), max_width=full // 2)
    assert drawn[0].cut


def test_a_text_block_wraps_and_shrinks_to_stay_in_its_box(app: App) -> None:
    surface = pygame.Surface((400, 300))
    box = pygame.Rect(10, 10, 160, 90)
    words = "Colours that stay apart for every colour blindness, and a symbol on each."
    with textfit.recording() as drawn:
        covered = theme.text_block(surface, words, "body", theme.TEXT, box)
    assert len(drawn) >= 2 and box.contains(covered)
    assert " ".join(d.shown for d in drawn) == words
    assert not textfit.violations(drawn)


# ------------------------------------------------------------------ every screen
def _app(size: tuple[int, int]) -> Iterator[App]:
    app = App(size, settings=Settings(animation_speed="off", ai_delay=0.0))
    try:
        yield app
    finally:
        app.close()


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized_app(request: pytest.FixtureRequest) -> Iterator[App]:
    yield from _app(request.param)


def _seats(game_id: str, players: int, agent: str | None = "random") -> list[Seat]:
    colors = theme.player_colors(game_id)
    return [Seat(LONG_NAMES[i], colors[i % len(colors)][1], agent) for i in range(players)]


def _assert_fits(app: App, scene: Scene) -> None:
    run_frames(app, 1)
    found = textfit.check_scene(app, scene)
    assert not found, f"{type(scene).__name__} at {app.size}:\n{textfit.describe(found)}"


def _long_save(game_id: str = "metro") -> None:
    spec = GAMES[game_id].spec
    match = Match.new(game_id, GameConfig(spec.max_players), _seats(game_id, spec.max_players), 3)
    for _ in range(4):
        match.step_ai()
    match.save_as(LONG_SAVE)
    match.write_autosave()


def test_title_fits(sized_app: App) -> None:
    _long_save()
    sized_app.go_to_title()
    _assert_fits(sized_app, sized_app.top)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_new_game_fits(sized_app: App, game_id: str) -> None:
    scene = NewGameScene(sized_app, game_id)
    sized_app.reset(TitleScene(sized_app), scene)
    scene.players.set_value(GAMES[game_id].spec.max_players)
    scene.rebuild()
    for row, name in zip(scene.rows, LONG_NAMES, strict=False):
        row.name.set_text(name)
        row._name_changed(name)
    scene.layout(sized_app.size)
    _assert_fits(sized_app, scene)


def test_load_fits(sized_app: App) -> None:
    for game_id in GAMES:
        _long_save(game_id)
    scene = LoadScene(sized_app)
    sized_app.reset(TitleScene(sized_app), scene)
    _assert_fits(sized_app, scene)


def test_settings_fit(sized_app: App) -> None:
    sized_app.settings_problem = (
        "Some settings were not understood (animation speed, ai delay, fullscreen, "
        "confirm claims, colorblind); using defaults."
    )
    scene = SettingsScene(sized_app)
    sized_app.reset(TitleScene(sized_app), scene)
    _assert_fits(sized_app, scene)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_rules_fit(sized_app: App, game_id: str) -> None:
    sized_app.reset(TitleScene(sized_app))
    assert open_rules(sized_app, game_id)
    scene = sized_app.top
    assert isinstance(scene, RulesScene)
    _assert_fits(sized_app, scene)
    scene.scroll_to(scene.max_scroll)  # and at the end of the page
    run_until(sized_app, lambda: scene.shown == scene.scroll, seconds=10)
    _assert_fits(sized_app, scene)


def test_pass_the_device_fits(sized_app: App) -> None:
    match = Match.new(EXAMPLE, GameConfig(2), _seats(EXAMPLE, 2, agent=None), 1)
    table = sized_app.start_match(match)
    run_frames(sized_app, 1)
    scene = sized_app.top
    assert isinstance(scene, PassDeviceScene) and scene.table is table
    _assert_fits(sized_app, scene)


@pytest.mark.parametrize("game_id", ["metro"])
def test_game_over_fits(sized_app: App, game_id: str) -> None:
    spec = GAMES[game_id].spec
    match = Match.new(game_id, GameConfig(spec.max_players), _seats(game_id, spec.max_players), 5)
    while match.step_ai():
        pass
    sized_app.start_match(match)
    run_until(sized_app, lambda: isinstance(sized_app.top, GameOverScene), seconds=30)
    _assert_fits(sized_app, sized_app.top)


def test_balanced_wrapping_keeps_the_lines_and_leaves_no_lone_last_word(app: App) -> None:
    """A toast's sentence wraps into as many lines as plain wrapping needs, of like length:
    "…jokers; you hold" over a lone "2." read as a cut-off sentence (seen in a real window)."""
    f = theme.font("body_bold")
    sentence = "This journey needs 5 cards of Berlin, Paris or jokers; you hold 2."
    width = f.size(sentence[:-3])[0] + 1  # everything but " 2." fits the first line
    greedy = theme.wrap(sentence, f, width)
    assert greedy[-1] == "2."
    balanced = theme.wrap_balanced(sentence, f, width)
    assert len(balanced) == len(greedy) and " ".join(balanced) == sentence
    widths = [f.size(line)[0] for line in balanced]
    assert max(widths) <= width and min(widths) > max(widths) // 2
    assert theme.wrap_balanced("Short.", f, width) == ["Short."]
