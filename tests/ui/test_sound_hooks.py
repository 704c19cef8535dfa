"""Sound in the app: a real table plays the sounds of the events its viewer may see (a recording
mixer stands in for the device), M mutes, the music loop starts with the app, the settings'
volume sliders reach the player, nothing waits for the device, and the app plays a whole game
with no audio device at all."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from tabletop.core import Action, Event, GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.replay import ReplayScene
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import Settings, load_settings, settings_path
from tabletop.ui.slider import Slider
from tabletop.ui.sound import SoundName, SoundPlayer
from tabletop.ui.sound_events import sounds_for
from tabletop.ui.table import TableScene
from tabletop.ui.tables import TABLES, open_table
from tests.support.pilot import click, drag, headless_app, press, run_until

from .test_sound import DEADLINE, RecordingMixer

REPO = Path(__file__).resolve().parents[2]


def _with_mixer(app: App, mixer: RecordingMixer, **volumes: float) -> SoundPlayer:
    """The app's sound player, with ``mixer`` for its device, loaded."""
    player = SoundPlayer(mixer, **volumes)  # type: ignore[arg-type]
    app.sound = player
    player.start()
    assert player.wait_ready(DEADLINE)
    return player


def _ai_table(
    app: App, game_id: str, players: int, seed: int, viewer: int | None, *, last: int = 0
) -> TableScene:
    """A table of AI seats shown from ``viewer``'s seat (as a human sitting there would see);
    with ``last``, the same game with all but its last ``last`` moves already made (replayed
    without frames: what the table shows is the end of the game)."""
    colors = theme.player_colors(game_id)
    seats = [Seat(f"Bot {i + 1}", colors[i][1], "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, seed)
    if last:
        whole = Match.new(game_id, GameConfig(players), seats, seed)
        while whole.step_ai():
            pass
        match.replay(whole.log[:-last])
    table = open_table(app, match, viewer=viewer)
    app.reset(TitleScene(app), table)
    return table


class Expected:
    """What the table's viewer should hear for each applied step (a listener after the
    table's own)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.sounds: list[str] = []
        self.steps = 0
        table.match.add_listener(self)

    def __call__(self, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        self.steps += 1
        heard = sounds_for(events, self.table.viewer, self.table.sounds)
        self.sounds += [str(name) for name in heard]


#: How many steps each table is listened to: the default suite's 20 (every game's sounds below
#: are all heard within its first 10 steps, Metro's game over within its last 20), the slow
#: set's 60 and Metro's whole game at the table (more of each game's events).
STEPS = [
    pytest.param(20, id="20steps"),
    pytest.param(60, id="60steps-slow", marks=pytest.mark.slow),
]


@pytest.mark.parametrize("steps", STEPS)
@pytest.mark.parametrize(
    ("game_id", "players", "seed", "viewer", "heard"),
    [
        ("metro", 3, 3, 0, {SoundName.TILE_PLACED, SoundName.GAME_OVER}),
        ("ttr_paris", 2, 4, 1, {SoundName.CARD_DRAWN, SoundName.ROUTE_CLAIMED}),
        ("ttr_europe", 3, 5, None, {SoundName.CARD_DRAWN, SoundName.ROUTE_CLAIMED}),
        ("great_tour", 3, 6, 2, {SoundName.CARD_DRAWN, SoundName.COACH_ARRIVING}),
    ],
)
def test_a_real_table_plays_the_sounds_of_what_its_viewer_sees(
    app: App,
    game_id: str,
    players: int,
    seed: int,
    viewer: int | None,
    heard: set[SoundName],
    steps: int,
) -> None:
    mixer = RecordingMixer()
    _with_mixer(app, mixer, effects_volume=0.6)
    # A game over is heard at the end: the lean case shows its last moves, the slow one all.
    last = steps if SoundName.GAME_OVER in heard and steps < 60 else 0
    table = _ai_table(app, game_id, players, seed, viewer, last=last)
    expected = Expected(table)
    run_until(app, lambda: expected.steps >= steps or table.match.is_over(), seconds=60)
    assert mixer.played == [(name, 0.6) for name in expected.sounds]
    assert {SoundName(name) for name, _volume in mixer.played} >= heard - {SoundName.GAME_OVER}
    if SoundName.GAME_OVER in heard:
        run_until(app, table.match.is_over, seconds=60)
        assert mixer.played == [(name, 0.6) for name in expected.sounds]
        assert SoundName.GAME_OVER in [name for name, _volume in mixer.played[-2:]]


@pytest.mark.slow
def test_a_hidden_draw_sounds_once_whoever_watches(app: App) -> None:
    """Ticket to Ride: every card drawn from the deck is a secret twin for the drawer and a
    public one for the others; seat 0's table hears exactly one card sound per draw."""
    mixer = RecordingMixer()
    _with_mixer(app, mixer)
    table = _ai_table(app, "ttr_europe", 3, 8, 0)
    draws: list[tuple[int, int]] = []

    def count(seat: int, action: Action, events: tuple[Event, ...]) -> None:
        cards = sum(1 for e in events if type(e).__name__ in ("CardDrawn", "HiddenCardDrawn"))
        if cards:
            draws.append((seat, cards))

    table.match.add_listener(count)
    before = 0
    steps: list[int] = []

    def per_step(seat: int, action: Action, events: tuple[Event, ...]) -> None:
        nonlocal before
        steps.append(len(mixer.played) - before)
        before = len(mixer.played)

    table.match.add_listener(per_step)
    run_until(app, lambda: len(draws) >= 12, seconds=60)
    assert all(seat_cards == 2 for _seat, seat_cards in draws)  # twin events for one card
    assert all(n <= 2 for n in steps)
    card_sounds = [n for n, _v in mixer.played if n == SoundName.CARD_DRAWN]
    assert len(card_sounds) >= 12


def test_m_mutes_the_table_and_m_again_brings_the_sound_back(app: App) -> None:
    mixer = RecordingMixer()
    player = _with_mixer(app, mixer)
    table = _ai_table(app, "metro", 2, 9, 0)
    expected = Expected(table)
    run_until(app, lambda: expected.steps >= 4, seconds=30)
    assert mixer.played
    press(app, pygame.K_m)
    assert player.muted
    assert any("Sound off" in toast.text for toast in app.toasts)
    heard = len(mixer.played)
    steps = expected.steps
    run_until(app, lambda: expected.steps >= steps + 6, seconds=30)
    assert len(mixer.played) == heard  # moves went on in silence
    press(app, pygame.K_m)
    assert not player.muted
    steps = expected.steps
    run_until(app, lambda: expected.steps >= steps + 4, seconds=30)
    assert len(mixer.played) > heard


def test_a_slow_audio_device_never_holds_up_the_frames(app: App) -> None:
    gate = threading.Event()
    mixer = RecordingMixer(gate=gate)
    player = SoundPlayer(mixer)  # type: ignore[arg-type]
    app.sound = player
    player.start()  # the device takes its time opening
    table = _ai_table(app, "metro", 3, 10, 0)
    expected = Expected(table)
    slowest = 0.0
    while expected.steps < 15:
        started = time.perf_counter()
        app.frame(dt=0.02)
        slowest = max(slowest, time.perf_counter() - started)
        time.sleep(0.0005)
    assert not player.ready and mixer.played == []  # moves went on in silence meanwhile
    assert slowest < 0.5
    gate.set()
    assert player.wait_ready(DEADLINE)
    steps = expected.steps
    run_until(app, lambda: expected.steps >= steps + 3, seconds=30)
    assert mixer.played


def test_the_music_loop_starts_with_the_app_and_stops_when_it_closes() -> None:
    with headless_app() as app:
        app.settings = Settings(animation_speed="off", ai_delay=0.0, music_volume=0.2)
        mixer = RecordingMixer()
        app.sound = SoundPlayer(mixer, music_volume=app.settings.music_volume)  # type: ignore[arg-type]
        app.push(TitleScene(app))
        seen: list[bool] = []

        def first_frame() -> None:
            seen.append(True)
            app.running = False

        app.on_first_frame = first_frame
        app.run()  # starts the sound player, draws a frame, closes
        assert seen == [True]
        assert mixer.opened
        assert mixer.music[0] == ("start", 0.2)
        assert mixer.music[-1] == ("stop", 0.0) and mixer.closed


def test_the_app_takes_its_volumes_from_the_settings() -> None:
    with headless_app() as app:
        assert (app.sound.effects_volume, app.sound.music_volume) == (0.8, 0.3)
    settings = Settings(effects_volume=0.35, music_volume=0.0)
    app = App(settings=settings, autosave=False)
    try:
        assert (app.sound.effects_volume, app.sound.music_volume) == (0.35, 0.0)
    finally:
        app.close()


def test_the_volume_sliders_are_saved_and_reach_the_player(app: App) -> None:
    mixer = RecordingMixer()
    player = _with_mixer(app, mixer)
    app.push(TitleScene(app))
    click(app, app.top.settings_button)  # type: ignore[union-attr]
    dialog = app.top
    assert isinstance(dialog, SettingsScene)
    volumes = [row for row in dialog.rows if isinstance(row[2], Slider)]
    effects, music = (widget for _label, _help, widget in volumes)
    assert [label for label, _h, _w in volumes] == ["Sound effects", "Music"]
    assert effects.value == 0.8 and music.value == 0.3
    # Drag the effects knob to the middle of its track; letting go plays a sample there.
    track = effects.track_rect()
    drag(app, (effects.x_of(0.8), track.centery), (effects.x_of(0.5), track.centery))
    assert effects.value == pytest.approx(0.5)
    assert mixer.played[-1] == (SoundName.CARD_DRAWN.value, pytest.approx(0.5))
    assert player.effects_volume == 0.8  # nothing changes before Save
    # All the way left turns the music off.
    drag(
        app,
        (music.x_of(0.3), track.centery + (music.rect.y - effects.rect.y)),
        (music.rect.x - 40, music.rect.centery),
    )
    assert music.value == 0.0
    click(app, dialog.save_button)
    assert app.top is not dialog
    assert player.effects_volume == pytest.approx(0.5) and player.music_volume == 0.0
    assert ("stop", 0.0) in mixer.music
    saved, problem = load_settings(settings_path())
    assert problem is None
    assert saved.effects_volume == pytest.approx(0.5) and saved.music_volume == 0.0


def test_volumes_out_of_range_in_the_settings_file_are_not_used(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"effects_volume": 3, "music_volume": 0.4, "seat_setups": [1]}')
    settings, problem = load_settings(path)
    assert settings.effects_volume == Settings().effects_volume
    assert settings.music_volume == 0.4
    assert settings.seat_setups == {}
    assert problem is not None and "effects volume" in problem and "seat setups" in problem


def test_a_replay_sounds_each_move_it_shows(app: App, tmp_path: Path) -> None:
    from tabletop.ui.scenes.replay import watch_save

    mixer = RecordingMixer()
    _with_mixer(app, mixer)
    colors = theme.player_colors("metro")
    match = Match.new(
        "metro",
        GameConfig(2),
        [Seat("A", colors[0][1], "random"), Seat("B", colors[1][1], "random")],
        3,
        saves_dir=tmp_path,
    )
    while match.step_ai():
        pass
    assert watch_save(app, match.save_as("sounds"))
    scene = app.top
    assert isinstance(scene, ReplayScene)
    for _ in range(3):
        click(app, scene.forward_button)
    assert [n for n, _v in mixer.played].count(SoundName.TILE_PLACED.value) >= 1
    heard = len(mixer.played)
    click(app, scene.last_button)  # a jump shows the position at once, in silence
    assert len(mixer.played) == heard


def test_the_app_plays_a_whole_game_with_no_audio_device() -> None:
    """With an audio driver that does not exist: a warning, no sound, and the game plays on
    to its game-over screen. The app takes the game over for its last six moves (the moves
    before are the same game's, replayed without frames: 141 frames of the whole game in
    the app cost some 2.4 s of CPU and said nothing more)."""
    code = (
        "import logging, sys\n"
        "logging.basicConfig(level=logging.WARNING, stream=sys.stderr)\n"
        "from tabletop.core import GameConfig, Seat\n"
        "from tabletop.play import Match\n"
        "from tabletop.ui.app import App\n"
        "from tabletop.ui.settings import Settings\n"
        "from tabletop.ui.scenes.game_over import GameOverScene\n"
        "app = App(settings=Settings(animation_speed='off', ai_delay=0.0), autosave=False)\n"
        "app.sound.start()\n"
        "seats = [Seat('A', '#d33b32', 'random'), Seat('B', '#2f6fd0', 'random')]\n"
        "whole = Match.new('metro', GameConfig(2), seats, 4)\n"
        "while whole.step_ai():\n"
        "    pass\n"
        "match = Match.new('metro', GameConfig(2), seats, 4)\n"
        "match.replay(whole.log[:-6])\n"
        "app.start_match(match)\n"
        "import time\n"
        "deadline = time.monotonic() + 120\n"  # the moves show in wall-clock time, not frames
        "while not isinstance(app.top, GameOverScene) and time.monotonic() < deadline:\n"
        "    app.frame(dt=0.02)\n"
        "assert app.sound.wait_ready(20)\n"
        "print(isinstance(app.top, GameOverScene), app.sound.available)\n"
        "app.close()\n"
    )
    env = {
        **os.environ,
        "SDL_AUDIODRIVER": "no_such_driver",
        "SDL_VIDEODRIVER": "dummy",
        "PYTHONPATH": str(REPO),
    }
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "False"]
    assert "sound is off" in result.stderr


def test_a_table_opened_for_a_game_carries_that_games_sounds(app: App) -> None:
    """The app opens every table through ``open_table``, which gives it its game's sounds
    (``TableDescriptor.sounds``); a table with none would play nothing."""
    for found in TABLES:
        players = found.game.game.spec.min_players
        seats = [Seat(f"Bot {i + 1}", "#336699", "random") for i in range(players)]
        match = Match.new(found.id, GameConfig(players), seats, 1)
        assert open_table(app, match).sounds is found.sounds, found.id
    started = app.start_match(Match.new(found.id, GameConfig(players), seats, 2))
    assert started.sounds is found.sounds and found.sounds
