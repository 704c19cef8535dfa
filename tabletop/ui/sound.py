"""The sound player: effects by name, a quiet music loop, effect and music volume, mute.

Nothing here ever blocks the frame loop. Opening the audio device and decoding the OGG files
(``assets/sounds``, made by ``tools/make_sounds.py``) happen on a worker thread; until they are
done, and for good if the device cannot be opened, playing is a silent no-op — a machine with
no sound card runs the app exactly as one with (the failure is logged once). ``play`` only
hands a decoded clip to the mixer, which mixes it on its own audio thread.

The mixer is reached through the small ``Mixer`` protocol: ``PygameMixer`` is the real one,
tests give a recording one.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterable
from enum import StrEnum
from pathlib import Path
from typing import Protocol

import pygame

from tabletop.resources import assets_dir

log = logging.getLogger(__name__)


class SoundName(StrEnum):
    """The effects; each value is its file's stem in ``assets/sounds``."""

    CARD_DRAWN = "card_drawn"
    ROUTE_CLAIMED = "route_claimed"
    TUNNEL_REVEALED = "tunnel_revealed"
    STATION_BUILT = "station_built"
    TICKET_COMPLETED = "ticket_completed"
    FINAL_ROUND = "final_round"
    TILE_PLACED = "tile_placed"
    LINE_COMPLETED = "line_completed"
    COACH_ARRIVING = "coach_arriving"
    GAME_OVER = "game_over"


#: The background loop's file stem.
MUSIC = "music_loop"
SUFFIX = ".ogg"
#: Seconds the music takes to fade in when it starts.
MUSIC_FADE_IN = 2.0


def sounds_dir() -> Path:
    return assets_dir() / "sounds"


class Mixer(Protocol):
    """What the player needs from an audio mixer. ``open`` and ``load`` may be slow and may
    raise (no device, a bad file): the player calls them on its worker thread only."""

    def open(self) -> None: ...

    def load(self, path: Path) -> object:
        """A decoded clip, ready to ``play``."""
        ...

    def play(self, clip: object, volume: float) -> None: ...

    def start_music(self, path: Path, volume: float, fade_in: float) -> None: ...

    def set_music_volume(self, volume: float) -> None: ...

    def stop_music(self) -> None: ...

    def close(self) -> None: ...


class PygameMixer:
    """``pygame.mixer``: SDL_mixer on the SDL audio driver (``SDL_AUDIODRIVER=dummy`` works
    with no device)."""

    #: Effects that may sound at once (a step can start two; a fast AI can overlap more).
    CHANNELS = 16

    def open(self) -> None:
        # A small buffer keeps effects in time with the table; 44.1 kHz stereo is what every
        # driver offers (our 22 kHz mono files are converted on loading).
        pygame.mixer.init(frequency=44_100, size=-16, channels=2, buffer=512)
        pygame.mixer.set_num_channels(self.CHANNELS)

    def load(self, path: Path) -> object:
        return pygame.mixer.Sound(path)

    def play(self, clip: object, volume: float) -> None:
        assert isinstance(clip, pygame.mixer.Sound)
        channel = pygame.mixer.find_channel()
        if channel is not None:  # None: every channel is busy; the effect is skipped
            # Its volume first: set after the start, the effect's first moments sounded at the
            # volume the channel's last effect had (the sound setting just turned down, say).
            channel.set_volume(volume)
            channel.play(clip)

    def start_music(self, path: Path, volume: float, fade_in: float) -> None:
        pygame.mixer.music.load(path)
        pygame.mixer.music.set_volume(volume)
        pygame.mixer.music.play(loops=-1, fade_ms=round(fade_in * 1000))

    def set_music_volume(self, volume: float) -> None:
        pygame.mixer.music.set_volume(volume)

    def stop_music(self) -> None:
        pygame.mixer.music.stop()

    def close(self) -> None:
        pygame.mixer.quit()


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))


class SoundPlayer:
    """Plays effects and the music loop; see the module's docstring.

    Volumes are 0..1. ``muted`` silences both without forgetting the volumes (the mute key).
    ``music`` says whether the background loop plays at all (it is optional).
    """

    def __init__(
        self,
        mixer: Mixer | None = None,
        *,
        folder: Path | None = None,
        effects_volume: float = 0.8,
        music_volume: float = 0.3,
        muted: bool = False,
        music: bool = True,
    ) -> None:
        self._mixer: Mixer = mixer if mixer is not None else PygameMixer()
        self._folder = folder
        self._effects_volume = _clamp(effects_volume)
        self._music_volume = _clamp(music_volume)
        self._muted = muted
        self._music_wanted = music
        self._clips: dict[SoundName, object] = {}
        self._music_path: Path | None = None
        self._music_playing = False
        self._available = False
        self._ready = threading.Event()
        self._closed = False
        # Serialises the music calls between the worker (first start) and the caller's thread.
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None

    # ------------------------------------------------------------------ starting
    def start(self) -> None:
        """Open the device and load the sounds on a worker thread; returns at once."""
        if self._worker is not None:
            return
        self._worker = threading.Thread(target=self._load, name="sound-loader", daemon=True)
        self._worker.start()

    def _load(self) -> None:
        try:
            self._mixer.open()
        except Exception as exc:  # no device, no driver: the app plays on in silence
            log.warning("sound is off: the audio device could not be opened (%s)", exc)
            self._ready.set()
            return
        folder = self._folder if self._folder is not None else sounds_dir()
        clips: dict[SoundName, object] = {}
        for name in SoundName:
            path = folder / f"{name}{SUFFIX}"
            try:
                clips[name] = self._mixer.load(path)
            except Exception as exc:  # a missing or broken file silences that effect only
                log.warning("sound %s cannot be loaded from %s (%s)", name, path, exc)
        music = folder / f"{MUSIC}{SUFFIX}"
        self._clips = clips
        self._music_path = music if music.is_file() else None
        if self._music_path is None:
            log.warning("the music loop is missing: %s", music)
        self._available = True
        self._ready.set()
        self._update_music()

    def wait_ready(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds for loading to finish (tests, and quitting)."""
        return self._ready.wait(timeout)

    @property
    def ready(self) -> bool:
        """Loading has finished (with sound, or with none)."""
        return self._ready.is_set()

    @property
    def available(self) -> bool:
        """The device is open and the sounds are loaded."""
        return self._available and not self._closed

    @property
    def missing(self) -> tuple[str, ...]:
        """The file stems of the effects and the music loop that could not be loaded (empty
        before loading has finished, and without a device): each plays as silence."""
        if not self.available:
            return ()
        effects = tuple(name.value for name in SoundName if name not in self._clips)
        return effects + ((MUSIC,) if self._music_path is None else ())

    @property
    def no_device(self) -> bool:
        """Loading has finished and no device could be opened: nothing will sound (the
        settings say so)."""
        return self.ready and not self._available

    # ------------------------------------------------------------------ effects
    def play(self, name: SoundName) -> bool:
        """Start effect ``name`` now; False (and no sound) when muted, at volume 0, still
        loading, without a device, or without that file."""
        if self._muted or self._effects_volume <= 0 or not self.ready or not self.available:
            return False
        clip = self._clips.get(name)
        if clip is None:
            return False
        try:
            self._mixer.play(clip, self._effects_volume)
        except Exception as exc:  # a device lost mid-game: keep playing in silence
            log.warning("sound %s could not be played (%s)", name, exc)
            return False
        return True

    def play_all(self, names: Iterable[SoundName]) -> tuple[SoundName, ...]:
        """Play ``names`` together (one step's sounds, which the table chooses from its
        events); returns those that sounded."""
        return tuple(name for name in names if self.play(name))

    # ------------------------------------------------------------------ volume, mute, music
    @property
    def effects_volume(self) -> float:
        return self._effects_volume

    @property
    def music_volume(self) -> float:
        return self._music_volume

    @property
    def muted(self) -> bool:
        return self._muted

    @property
    def music_enabled(self) -> bool:
        return self._music_wanted

    def set_effects_volume(self, volume: float) -> None:
        self._effects_volume = _clamp(volume)

    def set_music_volume(self, volume: float) -> None:
        self._music_volume = _clamp(volume)
        self._update_music()

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        self._update_music()

    def toggle_mute(self) -> bool:
        """The mute key; returns whether sound is now muted."""
        self.set_muted(not self._muted)
        return self._muted

    def set_music_enabled(self, enabled: bool) -> None:
        self._music_wanted = enabled
        self._update_music()

    def _update_music(self) -> None:
        """Start, stop or re-level the loop to match the settings."""
        if not self.ready or not self.available or self._music_path is None:
            return
        audible = self._music_wanted and not self._muted and self._music_volume > 0
        try:
            with self._lock:
                if audible and not self._music_playing:
                    self._mixer.start_music(self._music_path, self._music_volume, MUSIC_FADE_IN)
                    self._music_playing = True
                elif audible:
                    self._mixer.set_music_volume(self._music_volume)
                elif self._music_playing:
                    self._mixer.stop_music()
                    self._music_playing = False
        except Exception as exc:
            log.warning("the music loop could not be played (%s)", exc)

    # ------------------------------------------------------------------ stopping
    def close(self) -> None:
        """Stop everything and release the device (waits at most a moment for loading)."""
        if self._closed:
            return
        if self._worker is not None:
            self._worker.join(timeout=1.0)
        was_available = self.available
        self._closed = True
        if was_available:
            try:
                with self._lock:
                    if self._music_playing:
                        self._mixer.stop_music()
                        self._music_playing = False
                    self._mixer.close()
            except Exception as exc:
                log.warning("the audio device did not close cleanly (%s)", exc)
