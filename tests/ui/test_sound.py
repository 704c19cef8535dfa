"""Sound: the right sound for each game event (once per draw, whoever looks), a player that
never blocks and falls silent without a device, and the real mixer on the dummy audio driver."""

from __future__ import annotations

import dataclasses
import inspect
import logging
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from tabletop.core import Event, GameConfig, Seat
from tabletop.games.great_tour import events as great_tour
from tabletop.games.metro import events as metro
from tabletop.games.ttr import events as ttr
from tabletop.play import Match
from tabletop.play.runner import play_game
from tabletop.ui.sound import MUSIC, SUFFIX, SoundName, SoundPlayer, sounds_dir
from tabletop.ui.sound_events import MAX_PER_STEP, PRIORITY, sounds_for
from tabletop.ui.tables import TABLES, event_sounds

REPO = Path(__file__).resolve().parents[2]
#: How long a test waits for the loader thread before failing.
DEADLINE = 10.0


class RecordingMixer:
    """A mixer that records what it is asked to do. ``gate``: ``open`` waits for it (a slow
    device); ``failure``: ``open`` raises it (no device)."""

    def __init__(
        self, gate: threading.Event | None = None, failure: Exception | None = None
    ) -> None:
        self.gate = gate
        self.failure = failure
        self.opened = False
        self.closed = False
        self.loaded: list[Path] = []
        self.played: list[tuple[str, float]] = []
        self.music: list[tuple[str, float]] = []

    def open(self) -> None:
        if self.gate is not None and not self.gate.wait(DEADLINE):
            raise TimeoutError("the test never opened the gate")
        if self.failure is not None:
            raise self.failure
        self.opened = True

    def load(self, path: Path) -> object:
        if not path.is_file():
            raise FileNotFoundError(path)
        self.loaded.append(path)
        return path.stem

    def play(self, clip: object, volume: float) -> None:
        self.played.append((str(clip), volume))

    def start_music(self, path: Path, volume: float, fade_in: float) -> None:
        self.music.append(("start", volume))

    def set_music_volume(self, volume: float) -> None:
        self.music.append(("volume", volume))

    def stop_music(self) -> None:
        self.music.append(("stop", 0.0))

    def close(self) -> None:
        self.closed = True


def _started(mixer: RecordingMixer, **kwargs: object) -> SoundPlayer:
    player = SoundPlayer(mixer, **kwargs)  # type: ignore[arg-type]
    player.start()
    assert player.wait_ready(DEADLINE)
    return player


# ---------------------------------------------------------------------------- the files
@pytest.mark.parametrize("stem", [*SoundName, MUSIC])
def test_every_sound_is_a_small_ogg_the_mixer_reads(stem: str) -> None:
    path = sounds_dir() / f"{stem}{SUFFIX}"
    assert path.is_file(), f"run tools/make_sounds.py: {path.name} is missing"
    assert path.read_bytes()[:4] == b"OggS"
    limit = 120_000 if stem == MUSIC else 20_000
    assert path.stat().st_size < limit
    pygame.mixer.init()
    try:
        seconds = pygame.mixer.Sound(path).get_length()
    finally:
        pygame.mixer.quit()
    if stem == MUSIC:
        assert 20 <= seconds <= 60
    else:
        assert 0.1 <= seconds <= 3.0


def test_the_sounds_are_made_by_the_tool_from_its_parameters() -> None:
    """tools/make_sounds.py names exactly the sounds the player loads, and makes the same
    samples every time (seeded noise); the OGG bytes are compared by ``--check``."""
    import numpy as np  # the test extra's (the sound tool renders with it)

    sys.path.insert(0, str(REPO / "tools"))
    try:
        import make_sounds
    finally:
        sys.path.remove(str(REPO / "tools"))
    names = [sound.name for sound in make_sounds.sounds()]
    assert sorted(names) == sorted([*SoundName, MUSIC])
    card = next(s for s in make_sounds.sounds() if s.name == SoundName.CARD_DRAWN)
    first, again = card.render(), card.render()
    assert np.array_equal(first, again)
    assert abs(float(np.max(np.abs(first))) - make_sounds.EFFECT_PEAK) < 1e-9


# ---------------------------------------------------------------------------- the mapping
def test_every_moment_has_a_sound_and_an_event() -> None:
    mapped = {
        name
        for found in event_sounds().values()
        for name in ((found,) if isinstance(found, SoundName) else found)
    }
    assert mapped == set(SoundName)
    assert sorted(PRIORITY) == sorted(SoundName)


@pytest.mark.parametrize("table", TABLES, ids=lambda t: t.id)
def test_a_table_sounds_its_own_games_events(table) -> None:
    """Matched on classes declared in the game's own events module, never on field values;
    and a class two games share (Europe and Paris) makes the same sound in both."""
    package = type(table.game.game).__module__.rsplit(".", 1)[0]
    for cls, found in table.sounds.items():
        assert issubclass(cls, Event) and dataclasses.is_dataclass(cls)
        assert getattr(inspect.getmodule(cls), "__name__", None) == f"{package}.events"
        assert found and event_sounds()[cls] == found


@pytest.mark.parametrize(
    ("event", "sound"),
    [
        (ttr.FaceUpCardTaken(0, 1, "red"), SoundName.CARD_DRAWN),
        (ttr.RouteClaimed(0, "r1", "red", 0, 4), SoundName.ROUTE_CLAIMED),
        (ttr.TunnelCardsRevealed(0, "r2", ("red", "blue", "wild"), 1), SoundName.TUNNEL_REVEALED),
        (ttr.StationBuilt(1, "wien", "red", 0), SoundName.STATION_BUILT),
        (ttr.FinalRoundStarted(0, 2), SoundName.FINAL_ROUND),
        (ttr.GameEnded("final_round", (1, 2), (1,)), SoundName.GAME_OVER),
        (metro.TilePlaced(0, "t1", 2, 3, 0), SoundName.TILE_PLACED),
        (metro.LineCompleted(4, 0, 6, ((0, 0),), False, "5"), SoundName.LINE_COMPLETED),
        (metro.GameEnded((1, 2), (1,)), SoundName.GAME_OVER),
        (great_tour.CardsDrawnBlind(0, "regular", 3), SoundName.CARD_DRAWN),
        (great_tour.FinalRoundStarted(2), SoundName.FINAL_ROUND),
        (great_tour.GameEnded((1, 2, 3), (2,)), SoundName.GAME_OVER),
    ],
)
def test_each_moment_sounds(event: Event, sound: SoundName) -> None:
    assert sounds_for([event], None, event_sounds()) == (sound,)


def test_a_journey_sounds_the_coach_arriving_and_the_ticket_completed() -> None:
    done = great_tour.JourneyCompleted(0, "T1", "Paris", "Wien", ("s1",), 3, ("paris",))
    assert sounds_for([done], None, event_sounds()) == (
        SoundName.TICKET_COMPLETED,
        SoundName.COACH_ARRIVING,
    )


def test_events_without_a_sound_are_silent() -> None:
    quiet = [ttr.TurnStarted(1), ttr.Passed(0), metro.TileDrawnBlind(0, True, hidden_from=(0,))]
    assert sounds_for(quiet, None, event_sounds()) == ()


def test_a_step_sounds_each_sound_once_the_most_telling_first() -> None:
    last_tile = [
        metro.TilePlaced(0, "t1", 2, 3, 0),
        metro.LineCompleted(4, 0, 6, ((0, 0),), False, "5"),
        metro.LineCompleted(9, 1, 8, ((0, 1),), True, "c1"),
        metro.GameEnded((10, 20), (1,)),
    ]
    assert sounds_for(last_tile, None, event_sounds()) == (
        SoundName.GAME_OVER,
        SoundName.LINE_COMPLETED,
    )
    assert MAX_PER_STEP == 2


@pytest.mark.parametrize(
    ("secret", "public"),
    [
        (ttr.CardDrawn(1, "red", audience=(1,)), ttr.HiddenCardDrawn(1, hidden_from=(1,))),
        (
            great_tour.CardsDrawn(0, "joker", ("joker", "wien"), audience=(0,)),
            great_tour.CardsDrawnBlind(0, "joker", 2, hidden_from=(0,)),
        ),
    ],
)
def test_a_hidden_draw_sounds_once_for_every_viewer(secret: Event, public: Event) -> None:
    mixer = RecordingMixer()
    player = _started(mixer)
    for viewer in (None, 0, 1, 2):
        mixer.played.clear()
        assert player.play_all(sounds_for([secret, public], viewer, event_sounds())) == (
            SoundName.CARD_DRAWN,
        )
        assert mixer.played == [(SoundName.CARD_DRAWN.value, 0.8)]
    player.close()


def _sounds_of_a_game(game_id: str, agents: list[str], seed: int) -> list[tuple[set[type], tuple]]:
    """Play a whole game through a ``Match`` and collect, per step, the event classes the
    spectator saw and the sounds they make."""
    result = play_game(game_id, agents, seed)
    seats = [Seat(f"S{i}", "#123456", agent) for i, agent in enumerate(agents)]
    match = Match.new(game_id, GameConfig(len(agents)), seats, seed)
    heard: list[tuple[set[type], tuple]] = []

    def listen(_seat: int, _action: object, events: tuple[Event, ...]) -> None:
        seen = {type(e) for e in events if e.visible_to(None)}
        heard.append((seen, sounds_for(events, None, event_sounds())))

    match.add_listener(listen)  # type: ignore[arg-type]
    match.replay(result.log)
    return heard


@pytest.mark.parametrize(
    ("game_id", "agents", "seed", "expected"),
    [
        (
            "ttr_europe",
            ["greedy", "greedy", "random"],
            3,
            {
                SoundName.CARD_DRAWN,
                SoundName.ROUTE_CLAIMED,
                SoundName.FINAL_ROUND,
                SoundName.GAME_OVER,
            },
        ),
        (
            "metro",
            ["greedy", "random"],
            3,
            {SoundName.TILE_PLACED, SoundName.LINE_COMPLETED, SoundName.GAME_OVER},
        ),
        (
            "great_tour",
            ["greedy", "greedy", "random"],
            3,
            {
                SoundName.CARD_DRAWN,
                SoundName.COACH_ARRIVING,
                SoundName.TICKET_COMPLETED,
                SoundName.FINAL_ROUND,
                SoundName.GAME_OVER,
            },
        ),
    ],
)
def test_sounds_follow_a_real_game(
    game_id: str, agents: list[str], seed: int, expected: set[SoundName]
) -> None:
    heard = _sounds_of_a_game(game_id, agents, seed)
    assert expected <= {name for _seen, sounds in heard for name in sounds}
    for seen, sounds in heard:
        # A step sounds exactly when it holds a mapped event, and the game's end sounds last.
        assert bool(sounds) == any(cls in event_sounds() for cls in seen)
        assert len(sounds) <= MAX_PER_STEP
    assert SoundName.GAME_OVER in heard[-1][1]
    assert all(SoundName.GAME_OVER not in sounds for _seen, sounds in heard[:-1])


def test_ttr_tunnels_and_stations_sound_in_real_games() -> None:
    heard = {
        name
        for seed in range(1, 6)
        for _seen, sounds in _sounds_of_a_game("ttr_europe", ["greedy", "greedy"], seed)
        for name in sounds
    }
    assert {SoundName.TUNNEL_REVEALED, SoundName.STATION_BUILT} <= heard


# ---------------------------------------------------------------------------- the player
def test_effects_play_through_the_mixer_at_the_effects_volume() -> None:
    mixer = RecordingMixer()
    player = _started(mixer, music=False)
    assert player.available and mixer.opened
    assert {path.stem for path in mixer.loaded} == {name.value for name in SoundName}
    assert player.play(SoundName.ROUTE_CLAIMED)
    player.set_effects_volume(0.5)
    assert player.play(SoundName.TILE_PLACED)
    player.set_effects_volume(1.7)
    assert player.effects_volume == 1.0
    player.set_effects_volume(0.0)
    assert not player.play(SoundName.TILE_PLACED)
    assert mixer.played == [("route_claimed", 0.8), ("tile_placed", 0.5)]
    assert mixer.music == []
    player.close()
    assert mixer.closed and not player.available


def test_the_music_loop_follows_its_settings() -> None:
    mixer = RecordingMixer()
    player = _started(mixer, music_volume=0.25)
    assert mixer.music == [("start", 0.25)]
    player.set_music_volume(0.1)
    player.set_music_enabled(False)
    player.set_music_enabled(True)
    player.set_music_volume(0.0)
    assert mixer.music == [
        ("start", 0.25),
        ("volume", 0.1),
        ("stop", 0.0),
        ("start", 0.1),
        ("stop", 0.0),
    ]
    player.close()


def test_mute_silences_effects_and_music_and_keeps_the_volumes() -> None:
    mixer = RecordingMixer()
    player = _started(mixer, effects_volume=0.6, music_volume=0.2)
    assert player.toggle_mute() is True
    assert not player.play(SoundName.CARD_DRAWN)
    assert (
        player.play_all(sounds_for([ttr.RouteClaimed(0, "r", None, 0, 1)], None, event_sounds()))
        == ()
    )
    assert mixer.music[-1] == ("stop", 0.0)
    assert player.toggle_mute() is False
    assert player.play(SoundName.CARD_DRAWN)
    assert mixer.played == [("card_drawn", 0.6)]
    assert mixer.music[-1] == ("start", 0.2)
    assert (player.effects_volume, player.music_volume) == (0.6, 0.2)
    player.close()


def test_a_slow_device_never_blocks_the_caller() -> None:
    gate = threading.Event()
    mixer = RecordingMixer(gate=gate)
    player = SoundPlayer(mixer)
    started = time.perf_counter()
    player.start()
    for _ in range(100):  # a hundred frames' worth of effects while the device opens
        assert not player.play(SoundName.CARD_DRAWN)
        player.set_music_volume(0.5)
        player.toggle_mute()
    assert time.perf_counter() - started < 0.5
    assert not player.ready and mixer.played == []
    gate.set()
    assert player.wait_ready(DEADLINE)
    assert player.play(SoundName.CARD_DRAWN)
    assert mixer.music == [("start", 0.5)]  # the settings made while loading are kept
    player.close()


def test_no_audio_device_is_a_logged_silent_fallback(caplog: pytest.LogCaptureFixture) -> None:
    mixer = RecordingMixer(failure=pygame.error("Audio target 'alsa' not available"))
    with caplog.at_level(logging.WARNING, logger="tabletop.ui.sound"):
        player = _started(mixer)
    assert not player.available
    assert any("sound is off" in record.getMessage() for record in caplog.records)
    assert not player.play(SoundName.GAME_OVER)
    assert player.play_all(sounds_for([metro.GameEnded((1,), (0,))], None, event_sounds())) == ()
    player.set_music_volume(0.7)
    player.toggle_mute()
    player.close()
    assert mixer.played == [] and mixer.music == [] and not mixer.closed


def test_a_missing_file_silences_that_effect_only(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for name in (SoundName.CARD_DRAWN, SoundName.GAME_OVER):
        (tmp_path / f"{name}{SUFFIX}").write_bytes((sounds_dir() / f"{name}{SUFFIX}").read_bytes())
    mixer = RecordingMixer()
    with caplog.at_level(logging.WARNING, logger="tabletop.ui.sound"):
        player = _started(mixer, folder=tmp_path)
    assert player.play(SoundName.CARD_DRAWN)
    assert not player.play(SoundName.ROUTE_CLAIMED)
    assert mixer.music == []  # no loop file, no loop
    assert any("route_claimed" in record.getMessage() for record in caplog.records)
    player.close()


def test_a_mixer_that_fails_mid_game_is_silenced(caplog: pytest.LogCaptureFixture) -> None:
    mixer = RecordingMixer()
    player = _started(mixer, music=False)

    def broken(clip: object, volume: float) -> None:
        raise pygame.error("device lost")

    mixer.play = broken  # type: ignore[method-assign]
    with caplog.at_level(logging.WARNING, logger="tabletop.ui.sound"):
        assert not player.play(SoundName.CARD_DRAWN)
    assert any("could not be played" in record.getMessage() for record in caplog.records)
    player.close()


# ---------------------------------------------------------------------------- the real mixer
@pytest.fixture
def real_player() -> Iterator[SoundPlayer]:
    assert os.environ.get("SDL_AUDIODRIVER") == "dummy"  # tests/conftest.py
    player = SoundPlayer(music_volume=0.2)
    player.start()
    yield player
    player.close()


def test_the_real_mixer_plays_on_the_dummy_audio_driver(real_player: SoundPlayer) -> None:
    assert real_player.wait_ready(DEADLINE)
    assert real_player.available
    assert pygame.mixer.get_init() is not None
    heard = real_player.play_all(
        sounds_for(
            [ttr.RouteClaimed(0, "r", "red", 0, 4), ttr.FinalRoundStarted(0, 2)],
            None,
            event_sounds(),
        )
    )
    assert heard == (SoundName.FINAL_ROUND, SoundName.ROUTE_CLAIMED)
    assert pygame.mixer.get_busy()
    deadline = time.monotonic() + DEADLINE
    while not pygame.mixer.music.get_busy():
        assert time.monotonic() < deadline, "the music loop never started"
        time.sleep(0.02)
    real_player.set_muted(True)
    assert not pygame.mixer.music.get_busy()
    real_player.close()
    assert pygame.mixer.get_init() is None


def test_the_app_runs_silently_with_no_audio_driver() -> None:
    """With an audio driver that does not exist the mixer cannot open: a warning, no sound,
    no error."""
    code = (
        "import logging, sys\n"
        "logging.basicConfig(level=logging.WARNING, stream=sys.stderr)\n"
        "from tabletop.ui.sound import SoundPlayer, SoundName\n"
        "from tabletop.games.metro.events import GameEnded\n"
        "from tabletop.ui.sound_events import sounds_for\n"
        "from tabletop.ui.tables.metro.descriptor import SOUNDS\n"
        "player = SoundPlayer()\n"
        "player.start()\n"
        "assert player.wait_ready(20)\n"
        "print(player.available, player.play(SoundName.GAME_OVER),\n"
        "      player.play_all(sounds_for([GameEnded((1,), (0,))], None, SOUNDS)))\n"
        "player.close()\n"
    )
    env = {**os.environ, "SDL_AUDIODRIVER": "no_such_driver", "PYTHONPATH": str(REPO)}
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "False", "()"]
    assert "sound is off" in result.stderr


def test_an_effect_sounds_at_its_volume_from_its_first_moment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The effect's channel gets its volume before the effect starts: set just after, the first
    milliseconds played at the volume of the channel's last effect."""
    from tabletop.ui.sound import PygameMixer

    calls: list[tuple[str, object]] = []

    class Channel:
        def set_volume(self, volume: float) -> None:
            calls.append(("volume", volume))

        def play(self, clip: object) -> None:
            calls.append(("play", clip))

    mixer = PygameMixer()
    mixer.open()
    try:
        clip = mixer.load(sounds_dir() / f"game_over{SUFFIX}")
        monkeypatch.setattr(pygame.mixer, "find_channel", lambda force=False: Channel())
        mixer.play(clip, 0.25)
        assert calls == [("volume", 0.25), ("play", clip)]
        calls.clear()
        monkeypatch.setattr(pygame.mixer, "find_channel", lambda force=False: None)
        mixer.play(clip, 0.25)  # every channel busy: skipped, quietly
        assert calls == []
    finally:
        mixer.close()
