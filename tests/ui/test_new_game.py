"""The new-game screen offers each game's player range, colours, agents and options."""

from __future__ import annotations

import time

import pygame
import pytest

from tabletop.ai import LEVELS
from tabletop.core import i18n
from tabletop.games import DESCRIPTORS, GAMES, agent_names, offered
from tabletop.ui import textfit, theme
from tabletop.ui.app import MIN_SIZE, App
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.table import TableScene
from tabletop.ui.thumbnails import board_image_path
from tabletop.ui.widgets import DOUBLE_CLICK_MS
from tests.support.paths import REPO
from tests.support.pilot import (
    click,
    drawn_text_rects,
    drawn_texts,
    headless_app,
    post_click,
    run_frames,
    type_text,
)
from tests.support.textfit import speaking


def test_every_game_is_offered_with_its_limits_colours_and_agents(app: App) -> None:
    scene = NewGameScene(app)
    app.push(scene)
    assert [card.spec.id for card in scene.cards] == [found.id for found in offered()]
    for card in scene.cards:
        click(app, card)
        spec = GAMES[card.spec.id].spec
        assert scene.game_id == spec.id
        assert [v for v, _ in scene.players.choices] == list(
            range(spec.min_players, spec.max_players + 1)
        )
        assert scene.palette == list(theme.player_colors(spec.id))
        # A human on a phone or at the table, then the levels by name, weakest first; random
        # and greedy are not offered (issue 9).
        assert [v for v, _ in scene.rows[0].player.choices] == ["phone", None, *LEVELS]
        assert set(LEVELS) <= set(agent_names(spec.id))
        assert [label for _, label in scene.rows[0].player.choices][:2] == [
            "Human (phone)",
            "Human",
        ]
        assert [label for _, label in scene.rows[0].player.choices][2:] == [
            "AI · Beginner",
            "AI · Standard",
            "AI · Strong",
            "AI · Expert",
        ]
        assert scene.setups[1].agent == "standard"  # a new AI seat starts at Standard
        assert scene.level_line().startswith("Seat 2 (Standard): ")
        # The options, but who starts: that has a control of its own (test_first_player.py).
        assert [opt.name for opt, _ in scene.options] == [
            o.name for o in spec.options if o.name != "first_player"
        ]
        assert scene.first.visible
        # The most players: every seat still has its own colour.
        scene.players.set_value(spec.max_players)
        scene.rebuild()
        colors = [s.color for s in scene.seats()]
        assert len(set(colors)) == len(colors) == spec.max_players


def test_start_uses_the_chosen_names_colours_players_and_options(app: App) -> None:
    app.go_to_title()
    scene = NewGameScene(app, "metro")
    app.push(scene)
    click(app, scene.players.right_rect())  # 3 players
    assert len(scene.rows) == 3
    row = scene.rows[0]
    click(app, row.name)
    row.name.set_text("")
    type_text(app, "Łucja")
    discs = row.color.disc_rects()
    click(app, discs[4].center)  # purple
    hand_size = next(choice for opt, choice in scene.options if opt.name == "hand_size")
    click(app, hand_size.right_rect())
    click(app, scene.start_button)
    table = app.top
    assert isinstance(table, TableScene)
    match = table.match
    assert [s.name for s in match.seats] == ["Łucja", "Computer 2", "Computer 3"]
    assert match.seats[0].color == theme.player_colors("metro")[4][1] and match.seats[0].is_human
    assert match.config.players == 3 and match.config.options["hand_size"] == 2
    assert len({s.color for s in match.seats}) == 3


def test_a_double_click_on_a_seat_name_selects_a_word_and_a_triple_click_the_name(
    app: App,
) -> None:
    app.go_to_title()
    scene = NewGameScene(app, "metro")
    app.push(scene)
    field = scene.rows[0].name
    field.set_text("Player 1")
    run_frames(app, 1)
    font = theme.font("body")
    word = (field._text_x(font) + font.size("Pl")[0], field.rect.centery)
    for _ in range(2):  # the clicks of one double click, in one frame
        post_click(word)
    run_frames(app, 1)
    type_text(app, "Gracz")
    assert field.text == "Gracz 1"
    time.sleep(DOUBLE_CLICK_MS / 1000)  # the next clicks are a new triple click, not the 3rd–5th
    for _ in range(3):
        post_click(word)
    run_frames(app, 1)
    type_text(app, "Łucja")
    assert field.text == "Łucja"


def test_board_pictures_come_from_the_maps(app: App) -> None:
    # Metro's map names its board picture in an image layer; a game without one gets a card.
    path = board_image_path("metro")
    assert path is not None and path.is_file()
    assert board_image_path("no_such_game") is None


def test_a_remembered_greedy_seat_is_offered_as_the_nearest_level(app: App) -> None:
    """Set-ups remembered from before the levels name ``greedy``: the seat plays at the level
    that plays as greedy did (Standard), and no row offers a level by its registry id
    (tests/ui/test_remembered_levels.py: the real old settings file, said once)."""
    scene = NewGameScene(app, "metro")
    app.push(scene)
    scene.setups[1].agent = "greedy"
    scene.rebuild()
    for row in scene.rows:
        assert "greedy" not in dict(row.player.choices)
    assert scene.rows[1].player.value == "standard"
    assert scene.seats()[1].agent == "standard"


def test_an_example_game_is_never_offered(app: App) -> None:
    """The example game (the template, ``example=True``) is registered like every game but the
    new-game screen never shows it, not even when asked for it by id."""
    examples = [found.id for found in DESCRIPTORS if found.example]
    assert examples  # the template game is registered
    scene = NewGameScene(app, game_id=examples[0])
    app.push(scene)
    assert not {card.spec.id for card in scene.cards} & set(examples)
    assert scene.game_id == offered()[0].id


def test_the_level_line_names_its_seat_and_stands_clear_of_the_options_heading(
    app: App, monkeypatch
) -> None:
    """New-player review #21: the line "Expert: Looks further ahead…" spoke of whichever seat
    changed last without naming it, and sat almost on the "Options" heading."""
    app.screens.new_game("metro")
    scene = app.top
    assert isinstance(scene, NewGameScene) and scene.options
    scene.players.set_value(3)
    scene.rebuild()
    run_frames(app, 1)
    row = scene.rows[2]
    click(app, row.player.right_rect())  # seat 3 is the last changed: its level is told
    assert scene.setups[2].agent == "strong"
    assert scene.level_line().startswith("Seat 3 (Strong): ")
    drawn: dict[str, pygame.Rect] = {}
    real = theme.text

    def spy(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
        rect = real(surface, value, *args, **kwargs)
        drawn[value] = rect
        return rect

    monkeypatch.setattr(theme, "text", spy)
    run_frames(app, 1)
    heading = drawn["Options"]
    assert heading.top - scene.level_box.bottom >= theme.px(theme.Space.M)


def test_the_footer_says_ctrl_s_as_the_readme_and_the_menu_say_it(app: App, monkeypatch) -> None:
    app.screens.new_game("metro")
    texts = drawn_texts(monkeypatch, app)
    assert any("Ctrl+S save a copy" in text for text in texts)
    assert not any("quick save" in text.lower() for text in texts)
    readme = (REPO / "README.md").read_text("utf-8")
    assert "*Ctrl+S* saves a copy" in readme and "quick save" not in readme.lower()


def test_two_seats_with_one_name_are_refused_with_the_reason(app: App) -> None:
    """Two seats named "Anna" started a game whose log, results and statistics could not tell
    them apart: the statistics counted one Anna with two games for that one game (new-player
    review, screens). The start is refused, saying why; a name of one's own starts it."""
    app.go_to_title()
    scene = NewGameScene(app, "metro")
    app.push(scene)
    for row, typed in zip(scene.rows, ("Anna", " anna "), strict=True):
        click(app, row.name)
        row.name.set_text("")
        type_text(app, typed)
    click(app, scene.start_button)
    assert app.top is scene
    assert app.toasts[-1].kind == "error"
    assert "“anna”" in app.toasts[-1].text or "“Anna”" in app.toasts[-1].text
    click(app, scene.rows[1].name)
    scene.rows[1].name.set_text("")
    type_text(app, "Ben")
    click(app, scene.start_button)
    assert isinstance(app.top, TableScene)
    assert [s.name for s in app.top.match.seats] == ["Anna", "Ben"]


def test_option_help_and_the_footer_tips_never_overlap(app: App, monkeypatch) -> None:
    """Metro with six players (at 960×600, and even at 1280×800) left its option help right
    on the footer's tips: the tips make way when there is no room for both; with room (fewer
    seats), both show."""
    cases = (((960, 600), 6, False), ((1280, 800), 6, False), ((1280, 800), 2, True))
    for size, players, tips_shown in cases:
        app.resize(size)
        app.screens.new_game("metro")
        scene = app.top
        assert isinstance(scene, NewGameScene)
        scene.players.set_value(players)
        scene.rebuild()
        drawn = drawn_text_rects(monkeypatch, app)
        assert scene.level_box.height > 0  # the AI level's line takes its room too
        tips = [rect for text, rect in drawn if text.startswith("In game:")]
        helps = [i18n._(opt.help) for opt, _choice in scene.options if opt.help]
        lines = [rect for text, rect in drawn if any(text and text in h for h in helps)]
        assert lines and all(scene.right.contains(rect) for rect in lines)
        assert bool(tips) is tips_shown, (size, players)
        assert not any(rect.colliderect(tip) for rect in lines for tip in tips)
        app.pop()


def test_the_chosen_games_title_leaves_room_for_its_player_range(app: App, monkeypatch) -> None:
    """Under the board's picture, the game's title and its range of players share a line: a
    long title (Polish "Wsiąść do Pociągu: Europa" at 960×600) shrinks instead of pushing the
    range off it."""
    from tabletop.ui.words import player_range

    try:
        for code in ("en", "pl"):
            app.set_language(code)
            for size in ((960, 600), (1280, 800)):
                app.resize(size)
                for found in offered():
                    app.screens.new_game(found.id)
                    spec = found.game.spec
                    players = player_range(spec.min_players, spec.max_players)
                    texts = drawn_texts(monkeypatch, app)
                    # Its card in the list and the caption under the picture.
                    assert texts.count(players) == 2, (code, size, found.id)
                    app.pop()
    finally:
        app.set_language("en")


def test_the_level_line_speaks_of_the_game_being_set_up(app: App) -> None:
    """Rivals review: with Ticket to Ride: Paris chosen, clicking seat 2 up to Strong told the
    player how Strong plays "in Europe with four or five players" — another game's case. Each
    Ticket to Ride board says its own; Europe keeps its caveat."""
    lines = {}
    for game_id in ("ttr_paris", "ttr_europe"):
        app.screens.new_game(game_id)
        scene = app.top
        assert isinstance(scene, NewGameScene) and scene.game_id == game_id
        row = scene.rows[1]
        while row.player.value != "strong":
            click(app, row.player.right_rect())
        lines[game_id] = scene.level_line()
        app.pop()
    assert lines["ttr_paris"].startswith("Seat 2 (Strong): Plays each choice of tickets")
    assert "Europe" not in lines["ttr_paris"]
    assert "in Europe with four or five players" in lines["ttr_europe"]


@pytest.mark.parametrize("size", [(1280, 800), MIN_SIZE])
@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_played_by_choice_is_read_whole(language: str, size: tuple[int, int]) -> None:
    """The seat's "played by" control cut the Polish "Człowiek (telefon)" (a human on their
    phone) to "Człowiek (tel…" at 1280×800: every choice it offers is drawn whole, in both
    languages, at the common window and at the smallest."""
    with speaking(language), headless_app(size) as app:
        scene = NewGameScene(app)
        app.push(scene)
        run_frames(app, 1)
        control = scene.rows[0].player
        for index in range(len(control.choices)):
            control.index = index
            with textfit.recording() as drawn:
                run_frames(app, 1)
            inside = [d for d in drawn if control.rect.contains(d.rect)]
            assert inside, control.choices[index]
            found = textfit.violations(inside)
            assert not found, f"{control.choices[index]}:\n{textfit.describe(found)}"
