"""The replay viewer, driven by mouse with the pilot: every position it shows is the engine's
state after that many moves; step back and forward, play at a chosen speed, jump to a round,
the moves list; every hand once the game is over, only the spectator's view before; the save
is never changed; reachable from the statistics screen (recorded games and saves)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from tabletop.core import GameConfig, Seat, digest
from tabletop.history import History
from tabletop.play import Match
from tabletop.replay import ReplayError
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.history_service import HistoryService
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.scenes.replay import ReplayScene, watch_save
from tabletop.ui.scenes.statistics import StatisticsScene
from tests.support.pilot import click, drag, press, run_frames, run_until
from tests.support.registry import few_players, game_ids

#: Every game at a small table, each with a seed of its own.
GAMES = [(game_id, few_players(game_id), 2 + index) for index, game_id in enumerate(game_ids())]


def _played(game_id: str, players: int, seed: int, saves: Path, plies: int | None = None):  # type: ignore[no-untyped-def]
    """A game of AI seats (to the end, or ``plies`` moves), with the digest of the engine's
    state after every move, saved under ``saves``."""
    colors = theme.player_colors(game_id)
    names = ["Anna", "Ben", "Cleo"]
    seats = [Seat(names[i], colors[i][1], "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, seed, saves_dir=saves)
    game = match.game
    states = [digest(game.state_json(match.state))]
    while (plies is None or match.ply < plies) and match.step_ai():
        states.append(digest(game.state_json(match.state)))
    path = match.save_as(f"{game_id} to watch")
    return match, states, path


def _watch(app: App, path: Path) -> ReplayScene:
    assert watch_save(app, path)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    run_frames(app, 1)
    return scene


def _shows_the_engine_state(scene: ReplayScene, states: list[str]) -> None:
    game = scene.match.game
    state = scene.match.state
    assert digest(game.state_json(state)) == states[scene.position]
    assert scene.table.view == game.view(state, scene.table.viewer)
    assert scene.timeline.value == scene.position
    # The table's log holds exactly the moves up to here.
    assert [entry.ply for entry in scene.table.log.entries] == list(range(scene.position))


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_every_position_is_the_engines_state_step_by_step(
    app: App, tmp_path: Path, game_id: str, players: int, seed: int
) -> None:
    match, states, path = _played(game_id, players, seed, tmp_path)
    scene = _watch(app, path)
    assert scene.position == 0
    _shows_the_engine_state(scene, states)
    ahead = min(25, match.ply - 1)  # a short game is stepped through almost to its end
    for number in range(1, ahead + 1):
        click(app, scene.forward_button)
        assert scene.position == number
        _shows_the_engine_state(scene, states)
    for number in range(ahead - 1, ahead - 6, -1):
        click(app, scene.back_button)
        assert scene.position == number
        _shows_the_engine_state(scene, states)
    press(app, pygame.K_RIGHT)
    assert scene.position == ahead - 4
    click(app, scene.last_button)
    assert scene.position == match.ply == len(states) - 1
    _shows_the_engine_state(scene, states)
    assert not scene.forward_button.enabled
    click(app, scene.first_button)
    assert scene.position == 0
    _shows_the_engine_state(scene, states)


def test_jump_to_a_round_and_drag_the_timeline(app: App, tmp_path: Path) -> None:
    _match, states, path = _played("metro", 3, 8, tmp_path)
    scene = _watch(app, path)
    rounds = scene.replay.rounds
    assert scene.round_choice.value == 1 and rounds[0].start == 0
    click(app, scene.round_choice.right_rect())
    assert scene.round_choice.value == 2
    assert scene.position == scene.replay.round_start(2) == rounds[1].start
    _shows_the_engine_state(scene, states)
    for _ in range(3):
        click(app, scene.round_choice.right_rect())
    assert scene.position == rounds[4].start
    press(app, pygame.K_PAGEDOWN)
    assert scene.position == rounds[5].start
    # The timeline: dragging the knob shows the position under the pointer.
    timeline = scene.timeline
    target = len(states) * 3 // 4
    drag(
        app,
        (timeline.x_of(scene.position), timeline.rect.centery),
        (timeline.x_of(target), timeline.rect.centery),
    )
    assert abs(scene.position - target) <= 1
    _shows_the_engine_state(scene, states)
    # Jumping to a round afterwards names the round being shown.
    assert scene.round_choice.value == scene.replay.round_at(scene.position)


def test_play_moves_on_at_the_chosen_speed_and_pauses(app: App, tmp_path: Path) -> None:
    _match, states, path = _played("ttr_paris", 2, 9, tmp_path)
    scene = _watch(app, path)
    for _ in range(3):
        click(app, scene.speed_choice.right_rect())
    assert scene.speed == 8.0
    click(app, scene.play_button)
    assert scene.playing and scene.play_button.icon == "pause"
    start = scene.position
    run_frames(app, 50)  # one second at 0.02 s a frame: eight moves
    assert scene.position - start == 8
    _shows_the_engine_state(scene, states)
    click(app, scene.play_button)
    assert not scene.playing
    paused_at = scene.position
    run_frames(app, 20)
    assert scene.position == paused_at
    # Played to the end, it stops there; playing again starts from the set-up. Frames of a
    # quarter second (a stalled machine's): one move each at ×4, not one in twelve frames.
    click(app, scene.speed_choice.left_rect())  # ×4
    assert scene.speed == 4.0
    click(app, scene.play_button)
    deadline = time.monotonic() + 60
    while scene.playing:
        assert time.monotonic() < deadline, "still playing after 60 s"
        before = scene.position
        app.frame(dt=0.25)
        assert scene.position == before + 1 or not scene.playing
    assert scene.position == scene.replay.last
    _shows_the_engine_state(scene, states)


def test_a_finished_game_shows_every_hand(app: App, tmp_path: Path) -> None:
    match, states, path = _played("ttr_europe", 3, 2, tmp_path)
    scene = _watch(app, path)
    assert scene.replay.finished
    assert [label for _v, label in scene.view_choice.choices] == [
        "Spectator",
        "Anna",
        "Ben",
        "Cleo",
    ]
    for _ in range(10):
        click(app, scene.forward_button)
    game = match.game
    for seat in range(3):
        click(app, scene.view_choice.right_rect())
        assert scene.viewer == seat and scene.table.viewer == seat
        assert scene.table.view == game.view(scene.match.state, seat)
        assert sum(scene.table.view["hand"].values()) > 0  # the seat's own cards
        _shows_the_engine_state(scene, states)
    click(app, scene.view_choice.right_rect())  # steppers stop at their ends
    assert scene.viewer == 2
    for _ in range(3):
        click(app, scene.view_choice.left_rect())
    assert scene.viewer is None and scene.table.viewer is None


def test_an_unfinished_game_shows_only_what_a_spectator_could_see(app: App, tmp_path: Path) -> None:
    match, states, path = _played("ttr_europe", 3, 2, tmp_path, plies=30)
    assert not match.is_over()
    scene = _watch(app, path)
    assert not scene.replay.finished
    assert scene.view_choice.choices == [(None, "Spectator")]
    assert not scene.view_choice.enabled
    click(app, scene.last_button)
    _shows_the_engine_state(scene, states)
    assert scene.table.viewer is None
    assert scene.table.view == match.game.view(scene.match.state, None)
    with pytest.raises(ReplayError):
        scene.match.view(0)
    scene.set_viewer(0)
    assert scene.viewer is None
    assert any("only what a spectator" in toast.text for toast in app.toasts)
    # The moves list says only what everybody saw: what only the drawer saw is not in it.
    moves = [scene.replay.move(number) for number in range(1, scene.replay.last + 1)]
    said = scene.table.describe_event
    secret = {w for m in moves for e in m.all_events if not e.visible_to(None) if (w := said(e))}
    public = {w for m in moves for e in m.all_events if e.visible_to(None) if (w := said(e))}
    leaked = secret - public
    assert leaked  # the game drew hidden cards, and their words name them
    shown = " | ".join(line.text for line in scene.move_lines())
    for words in leaked:
        assert words not in shown


def test_watching_never_changes_the_save(app: App, tmp_path: Path) -> None:
    _match, _states, path = _played("great_tour", 3, 5, tmp_path)
    before = (path.read_bytes(), os.stat(path).st_mtime_ns)
    listing = sorted(p.name for p in tmp_path.rglob("*"))
    scene = _watch(app, path)
    click(app, scene.play_button)
    run_frames(app, 30)
    click(app, scene.last_button)
    click(app, scene.view_choice.right_rect())
    press(app, pygame.K_s, pygame.KMOD_CTRL)  # a quick save is not a replay's to make
    click(app, scene.close_button)
    assert not isinstance(app.top, ReplayScene)
    assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.rglob("*")) == listing


def test_the_moves_list_says_each_move_and_jumps_to_it(app: App, tmp_path: Path) -> None:
    _match, states, path = _played("metro", 3, 4, tmp_path)
    scene = _watch(app, path)
    click(app, scene.moves_button)
    assert scene.show_moves and scene.moves_list.visible
    lines = scene.move_lines()
    assert [line.number for line in lines] == list(range(1, scene.replay.last + 1))
    for line in lines[:10]:
        words = [
            text
            for event in scene.replay.events(line.number)
            if (text := scene.table.describe_event(event))
        ]
        assert line.text == ("; ".join(words) if words else "moved")
    row = scene.moves_list.row_rect(4)
    click(app, row)
    assert scene.position == 5
    _shows_the_engine_state(scene, states)
    press(app, pygame.K_l)
    assert not scene.show_moves


def test_results_at_the_end_of_a_finished_game(app: App, tmp_path: Path) -> None:
    match, _states, path = _played("metro", 2, 7, tmp_path)
    scene = _watch(app, path)
    assert not scene.results_button.visible
    click(app, scene.last_button)
    assert scene.results_button.visible
    click(app, scene.results_button)
    results = app.top
    assert isinstance(results, GameOverScene)
    assert results.outcome == match.outcome()
    click(app, results.board_button)
    assert app.top is scene


# ---------------------------------------------------------------------------- from the statistics
def test_watch_a_recorded_game_from_the_statistics(app: App, tmp_path: Path) -> None:
    match, states, _path = _played("metro", 3, 11, tmp_path / "saves")
    db = tmp_path / "history.sqlite3"
    with History.open(db) as history:
        history.record(match)
    app.history = HistoryService(db, tmp_path / "saves")
    stats = StatisticsScene(app)
    app.push(stats)
    run_until(app, lambda: stats.page is not None, seconds=20)
    click(app, stats.tab_buttons["games"])
    click(app, stats.table.rows.row_rect(0))
    assert stats.watch_button.enabled
    click(app, stats.watch_button)
    run_until(app, lambda: isinstance(app.top, ReplayScene), seconds=20)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    assert scene.replay.log == tuple(match.log)
    click(app, scene.last_button)
    _shows_the_engine_state(scene, states)
    click(app, scene.close_button)
    assert app.top is stats


def _statistics_of_a_saved_game(app: App, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A saved 2-player Paris game (``_played``'s match, states and file) and the statistics
    open on its Games tab, listing the saves (one click there switches the source)."""
    saves = tmp_path / "saves"
    played = _played("ttr_paris", 2, 3, saves, plies=12)
    app.saves_dir = saves
    app.history = HistoryService(tmp_path / "history.sqlite3", saves)
    stats = StatisticsScene(app)
    app.push(stats)
    run_until(app, lambda: stats.page is not None, seconds=20)
    click(app, stats.tab_buttons["games"])
    click(app, stats.source_choice.right_rect())  # saves: the viewer opens at once
    return played, stats


def test_watch_any_save_from_the_statistics(app: App, tmp_path: Path) -> None:
    (_match, states, path), stats = _statistics_of_a_saved_game(app, tmp_path)
    assert stats.source_choice.value == "saves"
    run_until(app, lambda: len(stats.table.rows.items) == 1, seconds=20)
    assert stats.table.rows.items[0].item.path == path
    click(app, stats.table.rows.row_rect(0))
    click(app, stats.watch_button)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    click(app, scene.last_button)
    assert scene.position == 12
    _shows_the_engine_state(scene, states)


def test_a_damaged_save_is_refused_in_words(app: App, tmp_path: Path) -> None:
    from tabletop.ui.scenes.dialogs import MessageDialog

    path = tmp_path / "broken.json"
    path.write_text('{"format": "tabletop-save", "version": 1', encoding="utf-8")
    assert not watch_save(app, path)
    assert isinstance(app.top, MessageDialog)
    assert app.top.title == "This game cannot be watched"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_viewer_fits_the_window(tmp_path: Path, size: tuple[int, int]) -> None:
    from tests.support.pilot import headless_app

    _match, _states, path = _played("great_tour", 3, 5, tmp_path)
    with headless_app(size) as app:
        scene = _watch(app, path)
        click(app, scene.moves_button)
        window = pygame.Rect((0, 0), size)
        for widget in scene.widgets:
            if widget.visible:
                assert window.contains(widget.rect), widget
        buttons = [
            scene.first_button,
            scene.back_button,
            scene.play_button,
            scene.forward_button,
            scene.last_button,
            scene.round_choice,
            scene.speed_choice,
            scene.view_choice,
            scene.moves_button,
            scene.close_button,
        ]
        for left, right in zip(buttons, buttons[1:], strict=False):
            assert left.rect.right <= right.rect.left
        assert scene.rects.table.bottom <= scene.rects.bar.top


# ---------------------------------------------------------------------------- from the Load screen
def test_watch_a_save_from_the_load_screen(app: App, tmp_path: Path) -> None:
    """Load → Finished → a game → Watch (and W): the replay, the save untouched, back to Load."""
    from tabletop.ui.scenes.load import FINISHED, LoadScene

    saves = tmp_path / "saves"
    _match, states, path = _played("metro", 2, 7, saves)
    before = path.read_bytes()
    app.saves_dir = saves
    load = LoadScene(app)
    app.push(load)
    run_frames(app, 1)
    assert not load.watch_button.enabled  # nothing selected yet
    click(app, load.finished_tab)
    assert load.tab == FINISHED
    click(app, load.list.row_rect(0))
    assert load.watch_button.enabled
    click(app, load.watch_button)
    scene = app.top
    assert isinstance(scene, ReplayScene)
    click(app, scene.last_button)
    _shows_the_engine_state(scene, states)
    click(app, scene.close_button)
    assert app.top is load
    press(app, pygame.K_w)  # the key does the same
    assert isinstance(app.top, ReplayScene)
    assert path.read_bytes() == before


def test_a_damaged_save_cannot_be_watched_from_the_load_screen(app: App, tmp_path: Path) -> None:
    from tabletop.ui.scenes.load import LoadScene

    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "broken.json").write_text('{"format": "tabletop-save"', encoding="utf-8")
    app.saves_dir = saves
    load = LoadScene(app)
    app.push(load)
    run_frames(app, 1)
    items = load.list.items
    assert items and items[0].problem is not None
    click(app, load.list.row_rect(0))
    assert not load.watch_button.enabled
    press(app, pygame.K_w)
    assert app.top is load


def test_nobody_is_thinking_in_a_replay(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A watched game of AI seats never says that someone 'is thinking…': nobody plays in it."""
    from tests.support.pilot import drawn_texts

    for game_id, players, seed in GAMES:
        _match, _states, path = _played(game_id, players, seed, tmp_path / game_id, plies=8)
        scene = _watch(app, path)
        assert scene.table.watching and not scene.table.records_history
        texts = drawn_texts(monkeypatch, app)
        assert not [t for t in texts if "thinking" in t], (game_id, texts)
        click(app, scene.close_button)


def test_a_games_own_file_is_titled_as_the_load_list_names_it_in_the_current_language(
    app: App, tmp_path: Path
) -> None:
    """A game's own file keeps an English name ("Ticket to Ride: Paris – Anna, Ben –
    2026-11-28 06:35"): the viewer's top bar showed it so, English game and raw date beside
    Polish words (new-player review, screens). It says the game in the current language and
    the rest as the Load list does; a named copy keeps the player's own words."""
    from tabletop.saves import SaveFolder
    from tabletop.ui.scenes.load import shown_name
    from tests.support.textfit import speaking

    colors = theme.player_colors("ttr_paris")
    seats = [Seat(name, colors[i][1], "random") for i, name in enumerate(("Anna", "Ben"))]
    match = Match.new("ttr_paris", GameConfig(2), seats, 3, autosave=True, saves_dir=tmp_path)
    while match.step_ai():
        pass
    own = match.game_file
    assert own is not None and own.is_file()
    (listed,) = [i for i in SaveFolder(tmp_path).scan() if i.path == own]
    copy = match.save_as("Our evening")
    with speaking("pl"):
        scene = _watch(app, own)
        assert scene.title == f"Wsiąść do Pociągu: Paryż – {shown_name(listed)}"
        assert "Ticket to Ride" not in scene.title
        app.pop()
        assert _watch(app, copy).title == "Our evening"


def test_a_double_click_on_watch_does_not_close_the_viewer_it_opened(
    app: App, tmp_path: Path
) -> None:
    """The statistics' *Watch* and the viewer's *Close* share a corner of the window: a double
    click on Watch opened the viewer and its second click closed it at once (new-player
    review, screens)."""
    from tabletop.replay import Replay
    from tests.support.pilot import double_click

    (match, _states, _path), stats = _statistics_of_a_saved_game(app, tmp_path)
    run_until(app, lambda: len(stats.table.rows.items) == 1, seconds=20)
    click(app, stats.table.rows.row_rect(0))
    # The spot of Watch that the viewer's Close covers.
    probe = ReplayScene(app, Replay.from_match(match), "probe")
    probe.layout(app.size)
    spot = stats.watch_button.rect.clip(probe.close_button.rect)
    assert spot.width and spot.height
    point = double_click(app, spot.center)
    scene = app.top
    assert isinstance(scene, ReplayScene), type(scene).__name__
    assert scene.close_button.rect.collidepoint(point)
    click(app, scene.close_button)  # a click of its own still closes it
    assert app.top is stats
