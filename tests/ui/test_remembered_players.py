"""Players are remembered on the new-game screen: each game's last set-up comes back (from the
settings file, or the history's last finished game), and typing a name offers the names played
before with their colours. What the player typed is never replaced."""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pygame
import pytest

from tabletop.core import GameConfig, Outcome
from tabletop.history import GameRecord, History, SeatResult, places
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.history_service import HistoryService
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.settings import load_settings, settings_path
from tabletop.ui.table import TableScene
from tests.support.pilot import click, drawn_texts, post_key, run_frames, run_until, type_text

METRO = [hex_color for _name, hex_color in theme.player_colors("metro")]


def _record(
    history: History, number: int, game_id: str, seats: list[tuple[str, str, str | None]]
) -> None:
    scores = tuple(10 * (len(seats) - i) for i in range(len(seats)))
    seat_places = places(Outcome(scores, (0,), tuple({} for _ in seats)))
    history.add(
        GameRecord(
            key=f"remembered-{number}",
            game_id=game_id,
            rules_version=1,
            board_version="test",
            finished_at=datetime.now(UTC) - timedelta(days=10 - number),
            duration_seconds=None,
            moves=1,
            turns=1,
            seed=number,
            options={},
            seats=tuple(
                SeatResult(i, name, color, agent, scores[i], seat_places[i], 1.0 if i == 0 else 0.0)
                for i, (name, color, agent) in enumerate(seats)
            ),
            config=GameConfig(len(seats)),
            log=(),
        )
    )


@pytest.fixture
def history(app: App, tmp_path: Path) -> Path:
    """Ola and Piotr played Metro (the latest game: Ola, Piotr and a greedy AI); Zenon played
    Ticket to Ride once."""
    db = tmp_path / "history.sqlite3"
    with History.open(db) as opened:
        _record(opened, 1, "ttr_europe", [("Zenon", "#e8872c", None), ("Ola", "#d33b32", None)])
        _record(
            opened,
            2,
            "metro",
            [("Ola", METRO[2], None), ("Piotr", METRO[4], None), ("Robo", METRO[0], "greedy")],
        )
    app.history = HistoryService(db, tmp_path / "saves")
    return db


def _new_game(app: App, game_id: str = "metro") -> NewGameScene:
    app.go_to_title()
    scene = NewGameScene(app, game_id)
    app.push(scene)
    run_until(app, lambda: scene.memory._history_used or scene.memory.history is None, 20)
    run_frames(app, 1)
    return scene


def _seats(scene: NewGameScene) -> list[tuple[str, str, str | None]]:
    return [(s.name, s.color, s.agent) for s in scene.seats()]


def test_the_last_finished_game_sets_the_seats_up(app: App, history: Path) -> None:
    scene = _new_game(app)
    assert scene.memory.restored_from["metro"] == "history"
    assert _seats(scene) == [
        ("Ola", METRO[2], None),
        ("Piotr", METRO[4], None),
        ("Robo", METRO[0], "standard"),  # greedy is no longer offered: the nearest level
    ]
    assert [row.name.text for row in scene.rows] == ["Ola", "Piotr", "Robo"]
    assert scene.players.value == 3


def test_the_set_up_started_last_comes_back_from_the_settings_file(app: App, history: Path) -> None:
    scene = _new_game(app)
    click(app, scene.players.left_rect())  # 2 players
    row = scene.rows[1]
    click(app, row.name)
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(app, "Marta")
    click(app, row.color.disc_rects()[5].center)
    click(app, row.player.right_rect())  # the first AI
    hand = next(choice for opt, choice in scene.options if opt.name == "hand_size")
    click(app, hand.right_rect())
    started = _seats(scene)
    click(app, scene.start_button)
    assert isinstance(app.top, TableScene)
    saved, problem = load_settings(settings_path())
    assert problem is None
    document = saved.seat_setups["metro"]
    assert document["players"] == 2
    assert [(s["name"], s["color"], s["agent"]) for s in document["seats"]] == started
    assert document["options"]["hand_size"] == hand.value
    # Another day: the screen sets Metro up as it was started, not as the history had it.
    app.settings = saved
    scene = _new_game(app)
    assert scene.memory.restored_from["metro"] == "settings"
    assert _seats(scene) == started
    assert next(c for o, c in scene.options if o.name == "hand_size").value == hand.value
    # Another game has its own set-up; coming back to Metro brings Metro's back.
    click(app, scene.cards[0])
    assert scene.game_id == "ttr_europe"
    assert [name for name, _c, _a in _seats(scene)] == ["Zenon", "Ola"]
    click(app, next(card for card in scene.cards if card.spec.id == "metro"))
    assert _seats(scene) == started


def test_typing_offers_the_names_played_before_with_their_colours(
    app: App, history: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _new_game(app)
    row = scene.rows[1]
    click(app, row.name)
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    run_frames(app, 1)
    # Everyone played before but Ola (at seat 1) and the AI; Piotr's own name is there too.
    assert [name for name, _c in scene.memory.suggestions()] == ["Piotr", "Zenon"]
    type_text(app, "z")
    assert scene.memory.suggestions() == [("Zenon", "#e8872c")]
    assert "Zenon" in drawn_texts(monkeypatch, app)
    post_key(pygame.K_BACKSPACE)
    type_text(app, "P")
    ((rect, name, color),) = scene.memory.layout_rects()
    assert (name, color) == ("Piotr", METRO[4])
    # Piotr's colour is free again once he is picked back: it comes with the name.
    click(app, scene.rows[2].color.disc_rects()[1].center)  # Robo leaves no colour in the way
    click(app, row.name)
    run_frames(app, 1)
    ((rect, name, color),) = scene.memory.layout_rects()
    click(app, rect)
    assert scene.setups[1].name == "Piotr" and row.name.text == "Piotr"
    assert scene.setups[1].color == METRO[4]
    assert not row.name.focused and scene.memory.layout_rects() == []
    # The click went to the name only: the colour discs under the list were not touched.
    assert scene.setups[2].color == METRO[1]


def test_a_name_whose_colour_is_taken_keeps_the_seats_colour(app: App, history: Path) -> None:
    scene = _new_game(app)
    row = scene.rows[2]
    click(app, row.player.left_rect())  # Robo's seat becomes a human's
    click(app, row.name)
    post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(app, "Zen")
    ((rect, _name, color),) = scene.memory.layout_rects()
    assert color == "#e8872c" and color not in METRO  # a Ticket to Ride colour
    before = scene.setups[2].color
    click(app, rect)
    assert scene.setups[2].name == "Zenon" and scene.setups[2].color == before


def test_what_the_player_typed_is_not_replaced_by_a_late_memory(app: App, history: Path) -> None:
    gate = threading.Event()
    app.history.submit(lambda _history: gate.wait(20))  # the history is slow today
    app.go_to_title()
    scene = NewGameScene(app, "metro")
    app.push(scene)
    row = scene.rows[0]
    click(app, row.name)
    for _word in row.name.text.split():  # "Player 1": two words
        post_key(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(app, "Kasia")
    run_frames(app, 2)
    gate.set()
    run_until(app, lambda: scene.memory._history_used, seconds=20)
    run_frames(app, 2)
    assert scene.setups[0].name == "Kasia"
    assert scene.memory.restored_from["metro"] is None


def test_a_damaged_settings_file_is_left_alone(tmp_path: Path) -> None:
    from tests.support.pilot import headless_app

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    with headless_app() as app:
        app.settings, app.settings_problem = load_settings(path)
        assert app.settings_problem is not None
        app.history = HistoryService(tmp_path / "history.sqlite3", tmp_path / "saves")
        scene = _new_game(app)
        click(app, scene.start_button)
        assert isinstance(app.top, TableScene)
        assert path.read_text(encoding="utf-8") == "{not json"
        # Kept for this session all the same.
        assert app.settings.seat_setups["metro"]["players"] == scene.players.value
        assert json.dumps(app.settings.seat_setups)


#: Remembered names a hand (or a broken disk) may leave in the settings file, as JSON text:
#: a NUL, a lone surrogate, 10 KB of one name; and what the seat is called once cleaned.
UNSHOWABLE_NAMES = {
    "a NUL": ('"Ala\\u0000Kot"', "AlaKot"),
    "a lone surrogate": ('"Olek\\ud800"', "Olek"),
    "10 KB": ('"' + "Z" * 10_000 + '"', "Z" * 19 + "…"),
}


@pytest.mark.parametrize("kind", sorted(UNSHOWABLE_NAMES))
def test_a_remembered_name_that_cannot_be_shown_never_stops_a_new_game(
    kind: str, tmp_path: Path
) -> None:
    raw, shown = UNSHOWABLE_NAMES[kind]
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    seats = (
        f'[{{"name": {raw}, "color": "{METRO[0]}", "agent": null}}, '
        f'{{"name": "Robo", "color": "{METRO[1]}", "agent": "greedy"}}]'
    )
    path.write_text(
        '{"animation_speed": "off", "ai_delay": 0.0, '
        f'"seat_setups": {{"metro": {{"players": 2, "seats": {seats}, "options": {{}}}}}}}}',
        encoding="utf-8",
    )
    app = App((1280, 800))  # reads the settings file, as the real start does
    try:
        assert app.settings_problem is None
        app.history = HistoryService(tmp_path / "history.sqlite3", tmp_path / "saves")
        scene = _new_game(app)
        assert scene.memory.restored_from["metro"] == "settings"
        assert scene.seats()[0].name == shown
        assert len(scene.rows[0].name.text) <= 20  # the name field's limit
        assert [name for name, _c in scene.memory.known()] == [shown]  # offered cleaned
        click(app, scene.start_button)
        table = app.top
        assert isinstance(table, TableScene)
        run_frames(app, 5)  # the table draws the name
        assert app.top is table and table.match.seats[0].name == shown
    finally:
        app.close()


def test_a_default_name_remembered_in_another_language_is_said_in_this_one(app: App) -> None:
    """A set-up started in English, the next visit in Polish: the seat whose name was the
    default says "Komputer 2", not "Computer 2" (new-player review, screens); a typed name
    stays as typed."""
    from dataclasses import replace

    from tests.support.textfit import speaking

    seats = [
        {"name": "Anna", "color": METRO[0], "agent": None},
        {"name": "Computer 2", "color": METRO[1], "agent": "standard"},
        {"name": "Player 3", "color": METRO[2], "agent": None},
    ]
    app.settings = replace(app.settings, seat_setups={"metro": {"players": 3, "seats": seats}})
    with speaking("pl"):
        app.go_to_title()
        click(app, app.top.new_button)  # type: ignore[attr-defined]
        scene = app.top
        assert isinstance(scene, NewGameScene)
        click(app, next(card for card in scene.cards if card.spec.id == "metro"))
        assert scene.memory.restored_from["metro"] == "settings"
        assert [row.name.text for row in scene.rows] == ["Anna", "Komputer 2", "Gracz 3"]
        assert [s.name for s in scene.seats()] == ["Anna", "Komputer 2", "Gracz 3"]
