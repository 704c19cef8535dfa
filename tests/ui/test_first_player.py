"""The new-game screen asks who starts (issue 27, rules-help U5): seat 1 as before, a random
seat, or the seat the rulebook names — the choices name each seat that way ("Youngest: Anna")
and the line under the label says what the rulebook asks. The game starts with that seat."""

from __future__ import annotations

import pytest

from tabletop.core.first_player import FIRST_PLAYER, RANDOM
from tabletop.core.i18n import set_language
from tabletop.ui.app import App
from tabletop.ui.scenes.first_player import RANDOM_SEAT, SEAT_1, Starter
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.table import TableScene
from tests.support.pilot import click, headless_app, run_frames, type_text
from tests.support.textfit import watch_text


def _scene(app: App, game_id: str, players: int) -> NewGameScene:
    app.go_to_title()
    scene = NewGameScene(app, game_id)
    app.push(scene)
    scene.players.set_value(players)
    scene.rebuild()
    run_frames(app, 1)
    return scene


def _labels(scene: NewGameScene) -> list[str]:
    return [label for _value, label in scene.first.choice.choices]


def _shown(app: App, monkeypatch: pytest.MonkeyPatch) -> str:
    """Every line drawn in one frame, as one text."""
    with watch_text(monkeypatch) as watch:
        app.draw()
    return " ".join(watch.drawn)


def test_seat_1_starts_unless_the_players_choose(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _scene(app, "metro", 3)
    assert scene.first.value == SEAT_1
    assert scene.config().options[FIRST_PLAYER] == 0
    assert "First player" in _shown(app, monkeypatch)
    assert "Rulebook: the youngest player starts." in _shown(app, monkeypatch)


def test_the_youngest_chosen_as_the_rulebook_says_starts_the_game(app: App) -> None:
    scene = _scene(app, "metro", 3)
    assert _labels(scene) == [
        "Random",
        "Seat 1: Player 1",
        "Youngest: Player 1",
        "Youngest: Computer 2",
        "Youngest: Computer 3",
    ]
    for _step in range(3):  # Seat 1 → Youngest: Player 1 → … → Youngest: Computer 3
        click(app, scene.first.choice.right_rect())
    assert scene.first.value == Starter("rulebook", 2)
    click(app, scene.start_button)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.config.options[FIRST_PLAYER] == 2
    assert table.match.to_act() == 2


def test_each_rulebook_names_its_first_player_in_the_choices(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    europe = _scene(app, "ttr_europe", 2)
    assert _labels(europe)[2:] == ["Most countries: Player 1", "Most countries: Computer 2"]
    tour = _scene(app, "great_tour", 3)
    assert _labels(tour)[2] == "By the rulebook: Player 1"
    # Paris's rulebook leaves it to the players: every seat by its number.
    paris = _scene(app, "ttr_paris", 3)
    assert _labels(paris) == [
        "Random",
        "Seat 1: Player 1",
        "Seat 2: Computer 2",
        "Seat 3: Computer 3",
    ]
    assert "Rulebook: any player may start." in _shown(app, monkeypatch)


def test_a_random_first_player_is_left_to_the_seed(app: App) -> None:
    scene = _scene(app, "great_tour", 4)
    click(app, scene.first.choice.left_rect())
    assert scene.first.value == RANDOM_SEAT
    click(app, scene.start_button)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.config.options[FIRST_PLAYER] == RANDOM


def test_the_choices_follow_the_names_and_the_player_count(app: App) -> None:
    scene = _scene(app, "metro", 4)
    row = scene.rows[1]
    click(app, row.name)
    row.name.set_text("")
    type_text(app, "Zosia")
    assert "Youngest: Zosia" in _labels(scene)
    scene.first.set_value(Starter("rulebook", 3))
    click(app, scene.players.left_rect())  # 3 players: seat 4 is gone
    assert scene.first.value == SEAT_1
    assert scene.config().options[FIRST_PLAYER] == 0


def test_every_first_player_choice_fits_in_polish_at_the_smallest_window(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    set_language("pl")
    try:
        with headless_app((960, 600), autosave=False) as app:
            for game_id, players in (
                ("ttr_europe", 5),
                ("ttr_paris", 4),
                ("metro", 6),
                ("great_tour", 6),
            ):
                scene = _scene(app, game_id, players)
                for value, _label in scene.first.choice.choices:
                    scene.first.set_value(value)
                    with watch_text(monkeypatch) as watch:
                        app.draw()
                    assert not watch.problems(), (game_id, value, watch.problems())
                app.pop()
    finally:
        set_language("en")


def test_a_random_first_player_is_remembered_and_a_chosen_seat_is_not(app: App) -> None:
    scene = _scene(app, "metro", 3)
    scene.first.set_value(RANDOM_SEAT)
    scene.memory.remember()
    assert app.settings.seat_setups["metro"]["options"][FIRST_PLAYER] == RANDOM
    again = _scene(app, "metro", 3)
    assert again.first.value == RANDOM_SEAT
    again.first.set_value(Starter("rulebook", 2))
    again.memory.remember()
    assert FIRST_PLAYER not in app.settings.seat_setups["metro"]["options"]
    assert _scene(app, "metro", 3).first.value == SEAT_1
