"""Synthesise tabletop's sound effects and its background loop into ``assets/sounds/*.ogg``.

Every sound is our own: made here from the parameters written below (tones, bells, noise
bursts and their envelopes), with no recording or sample from anywhere else. Run from the
repository::

    python -m pip install numpy soundfile     # or: the "sound" extra of pyproject.toml
    python tools/make_sounds.py               # writes assets/sounds/*.ogg
    python tools/make_sounds.py --check       # makes them again and compares with the files

The making is reproducible: the noise comes from seeded generators, and the Ogg stream serial
number (which libsndfile picks at random) is set to a fixed value with the page checksums
recomputed, so the same numpy and libsndfile/libvorbis write the same bytes. ``soundfile``
bundles its own libsndfile with Vorbis (the wheel on PyPI), so nothing else is needed.

Effects are mono, 22 050 Hz, peaking at -3 dBFS; the loop is quiet (peak -12 dBFS) and
seamless: what rings past its end is folded back onto its start.
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "assets" / "sounds"
RATE = 22_050
#: libsndfile's "compression level" (0 = best quality, 1 = smallest); Vorbis quality 1 - level.
EFFECT_COMPRESSION = 0.6
MUSIC_COMPRESSION = 0.85
EFFECT_PEAK = 10 ** (-3 / 20)
MUSIC_PEAK = 10 ** (-12 / 20)
#: The Ogg serial number every file gets (any fixed value does).
OGG_SERIAL = 0x7AB1E70D

Signal = npt.NDArray[np.float64]


# ---------------------------------------------------------------------------- building blocks
def _time(seconds: float) -> Signal:
    return np.arange(round(seconds * RATE)) / RATE


def _note(name: str) -> float:
    """``"A4"`` → 440.0 (equal temperament; sharps as ``#``)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    letter, rest = name[0], name[1:]
    shift = 0
    if rest.startswith("#"):
        shift, rest = 1, rest[1:]
    elif rest.startswith("b"):
        shift, rest = -1, rest[1:]
    semitones = steps[letter] + shift + 12 * (int(rest) - 4)
    return 440.0 * 2 ** (semitones / 12)


def _envelope(n: int, attack: float, decay: float, release: float = 0.01) -> Signal:
    """Linear attack, exponential decay (``decay`` per second), short linear release."""
    t = np.arange(n) / RATE
    env = np.exp(-decay * t)
    rise = max(1, round(attack * RATE))
    env[:rise] *= np.linspace(0.0, 1.0, rise, endpoint=False)[: min(rise, n)]
    fall = min(n, max(1, round(release * RATE)))
    env[n - fall :] *= np.linspace(1.0, 0.0, fall)
    return env


def _lowpass(signal: Signal, cutoff: float | Signal) -> Signal:
    """One-pole low-pass; ``cutoff`` in Hz, fixed or per sample (a sweep)."""
    cut = np.broadcast_to(np.asarray(cutoff, dtype=np.float64), signal.shape)
    alpha = 1.0 - np.exp(-2.0 * np.pi * cut / RATE)
    out = np.empty_like(signal)
    state = 0.0
    for i, (x, a) in enumerate(zip(signal, alpha, strict=True)):
        state += a * (x - state)
        out[i] = state
    return out


@dataclass(frozen=True)
class Tone:
    """A pitched note made of harmonics (``partials``: (ratio, gain, extra decay per second))."""

    at: float
    pitch: float | str
    seconds: float
    gain: float = 1.0
    attack: float = 0.004
    decay: float = 4.0
    partials: tuple[tuple[float, float, float], ...] = ((1.0, 1.0, 0.0),)
    vibrato: tuple[float, float] = (0.0, 0.0)  # (rate Hz, depth in semitones)
    glide: float = 0.0  # semitones reached over the note (a whistle's rise)

    def render(self, rng: np.random.Generator) -> Signal:
        base = _note(self.pitch) if isinstance(self.pitch, str) else float(self.pitch)
        t = _time(self.seconds)
        rate, depth = self.vibrato
        bend = self.glide * np.minimum(t / max(self.seconds * 0.25, 1e-3), 1.0)
        semis = bend + depth * np.sin(2 * np.pi * rate * t)
        freq = base * 2 ** (semis / 12)
        phase = 2 * np.pi * np.cumsum(freq) / RATE
        out = np.zeros_like(t)
        for ratio, gain, extra in self.partials:
            if base * ratio < RATE / 2 - 500:
                out += gain * np.sin(ratio * phase) * np.exp(-extra * t)
        return self.gain * out * _envelope(len(t), self.attack, self.decay)


@dataclass(frozen=True)
class Noise:
    """Filtered noise: a swish (``cutoff`` sweeping ``start`` → ``end`` Hz), a tap or a rumble."""

    at: float
    seconds: float
    gain: float = 1.0
    start: float = 3000.0
    end: float = 3000.0
    attack: float = 0.002
    decay: float = 20.0
    highpass: float = 0.0  # subtract the part below this (Hz) for an airy sound

    def render(self, rng: np.random.Generator) -> Signal:
        n = round(self.seconds * RATE)
        white = rng.standard_normal(n)
        sweep = np.geomspace(self.start, self.end, n) if n else np.zeros(0)
        out = _lowpass(white, sweep)
        if self.highpass:
            out = out - _lowpass(out, self.highpass)
        return self.gain * out * _envelope(n, self.attack, self.decay)


Part = Tone | Noise

#: A bell's inharmonic partials (ratio, gain, extra decay): struck metal, not a string.
BELL = ((1.0, 1.0, 0.0), (2.76, 0.45, 3.0), (5.40, 0.25, 6.0), (8.93, 0.12, 9.0))
#: A soft brass-like tone (odd and even harmonics falling off).
BRASS = ((1.0, 1.0, 0.0), (2.0, 0.6, 1.0), (3.0, 0.4, 2.0), (4.0, 0.2, 3.0), (5.0, 0.1, 4.0))
#: A mellow organ-like pad.
PAD = ((1.0, 1.0, 0.0), (2.0, 0.25, 0.0), (3.0, 0.08, 0.0))
#: A wooden knock (a low body and a hollow overtone).
WOOD = ((1.0, 1.0, 0.0), (2.3, 0.5, 25.0), (4.1, 0.2, 40.0))


@dataclass(frozen=True)
class Sound:
    """One sound: its parts mixed at their times, an optional echo, normalised to ``peak``."""

    name: str
    seed: int
    parts: tuple[Part, ...]
    tail: float = 0.15  # seconds of silence room after the last part
    echo: tuple[float, float] = (0.0, 0.0)  # (delay s, feedback) of a light room echo
    peak: float = EFFECT_PEAK
    loop: float | None = None  # a seamless loop of this many seconds
    compression: float = EFFECT_COMPRESSION

    def render(self) -> Signal:
        rng = np.random.default_rng(self.seed)
        rendered = [(part.at, part.render(rng)) for part in self.parts]
        end = max(at + len(sig) / RATE for at, sig in rendered) + self.tail
        out = np.zeros(round(end * RATE))
        for at, sig in rendered:
            start = round(at * RATE)
            out[start : start + len(sig)] += sig
        delay, feedback = self.echo
        if delay and feedback:
            step = round(delay * RATE)
            for i in range(step, len(out)):
                out[i] += feedback * out[i - step]
        if self.loop is not None:
            length = round(self.loop * RATE)
            folded = out[:length].copy()
            for start in range(length, len(out), length):  # what rings past the end comes back
                chunk = out[start : start + length]
                folded[: len(chunk)] += chunk
            out = folded
        else:
            fade = min(len(out), round(0.02 * RATE))
            out[len(out) - fade :] *= np.linspace(1.0, 0.0, fade)
        return self.peak * out / np.max(np.abs(out))


# ---------------------------------------------------------------------------- the sounds
def _clicks(times: Sequence[float], pitch: float, gain: float) -> tuple[Part, ...]:
    parts: list[Part] = []
    for i, at in enumerate(times):
        parts.append(Tone(at, pitch * (1 + 0.03 * i), 0.09, gain, 0.001, 45.0, WOOD))
        parts.append(Noise(at, 0.03, gain * 0.5, 5000, 1500, 0.0005, 120.0))
    return tuple(parts)


def _hooves(start: float, count: int) -> tuple[Part, ...]:
    parts: list[Part] = []
    for i in range(count):
        at = start + i * 0.17 + (0.05 if i % 2 else 0.0)
        pitch = 520.0 if i % 2 else 430.0
        parts.append(Tone(at, pitch, 0.07, 0.8, 0.0008, 60.0, WOOD))
        parts.append(Noise(at, 0.04, 0.35, 2500, 900, 0.0005, 90.0))
    return tuple(parts)


def _chord(
    at: float,
    notes: Sequence[str],
    seconds: float,
    gain: float,
    *,
    attack: float,
    decay: float,
    partials: tuple[tuple[float, float, float], ...],
    vibrato: tuple[float, float] = (0.0, 0.0),
    glide: float = 0.0,
) -> list[Part]:
    return [
        Tone(at, note, seconds, gain, attack, decay, partials, vibrato, glide) for note in notes
    ]


def _music() -> Sound:
    """A quiet 32-second loop: Am – F – C – G pads, twice, with a soft plucked arpeggio over
    them; a slow attack and long release so the chords melt into each other."""
    bar = 4.0
    progression = (
        ("A2", ("A3", "C4", "E4"), ("A4", "C5", "E5", "C5")),
        ("F2", ("F3", "A3", "C4"), ("F4", "A4", "C5", "A4")),
        ("C3", ("G3", "C4", "E4"), ("E4", "G4", "C5", "G4")),
        ("G2", ("G3", "B3", "D4"), ("D4", "G4", "B4", "G4")),
    )
    parts: list[Part] = []
    for repeat in range(2):
        for index, (bass, pad, arpeggio) in enumerate(progression):
            at = (repeat * len(progression) + index) * bar
            parts.append(Tone(at, bass, bar + 1.5, 0.5, 0.6, 0.5, PAD))
            parts.extend(_chord(at, pad, bar + 1.5, 0.22, attack=1.2, decay=0.35, partials=PAD))
            for step, note in enumerate(arpeggio * 2):
                parts.append(Tone(at + step * bar / 8, note, 1.2, 0.12, 0.004, 3.5, BELL))
    return Sound(
        "music_loop",
        seed=10,
        parts=tuple(parts),
        tail=0.0,
        echo=(0.27, 0.25),
        peak=MUSIC_PEAK,
        loop=2 * len(progression) * bar,
        compression=MUSIC_COMPRESSION,
    )


def sounds() -> tuple[Sound, ...]:
    """Every sound tabletop plays, by the names ``tabletop.ui.sound.SoundName`` uses."""
    return (
        # A card slides off the pile: a short airy swish rising in pitch, and a soft tick.
        Sound(
            "card_drawn",
            seed=1,
            parts=(
                Noise(0.0, 0.14, 1.0, 1200, 6000, 0.01, 18.0, highpass=800),
                Noise(0.12, 0.02, 0.4, 4000, 2500, 0.0005, 150.0),
            ),
            tail=0.05,
        ),
        # Train pieces set down one after another on the route, then a settled knock.
        Sound(
            "route_claimed",
            seed=2,
            parts=(
                *_clicks((0.0, 0.08, 0.16, 0.24), 880.0, 0.6),
                Tone(0.34, "G3", 0.35, 0.9, 0.002, 12.0, WOOD),
            ),
            echo=(0.05, 0.15),
        ),
        # A low rumble in the mountain while three cards turn over.
        Sound(
            "tunnel_revealed",
            seed=3,
            parts=(
                Noise(0.0, 0.9, 1.2, 120, 180, 0.15, 2.5),
                Tone(0.0, "D2", 0.9, 0.35, 0.2, 2.0, PAD),
                Noise(0.15, 0.1, 0.5, 1500, 5000, 0.008, 25.0, highpass=700),
                Noise(0.35, 0.1, 0.5, 1500, 5000, 0.008, 25.0, highpass=700),
                Noise(0.55, 0.1, 0.5, 1500, 5000, 0.008, 25.0, highpass=700),
            ),
        ),
        # A small station bell: two strokes, a fourth apart.
        Sound(
            "station_built",
            seed=4,
            parts=(
                Tone(0.0, "G5", 1.0, 0.8, 0.001, 3.5, BELL),
                Tone(0.18, "C6", 1.2, 0.8, 0.001, 3.0, BELL),
            ),
        ),
        # A ticket done: a bright rising arpeggio ending on the octave.
        Sound(
            "ticket_completed",
            seed=5,
            parts=(
                Tone(0.0, "C5", 0.5, 0.7, 0.002, 5.0, BELL),
                Tone(0.09, "E5", 0.5, 0.7, 0.002, 5.0, BELL),
                Tone(0.18, "G5", 0.5, 0.7, 0.002, 5.0, BELL),
                Tone(0.27, "C6", 0.9, 0.8, 0.002, 3.0, BELL),
            ),
            echo=(0.11, 0.2),
        ),
        # The last round: a steam whistle's chord, a short blast then a long one, each
        # rising into pitch, with breath.
        Sound(
            "final_round",
            seed=6,
            parts=(
                *_chord(
                    0.0,
                    ("A4", "C#5", "E5"),
                    0.3,
                    0.4,
                    attack=0.04,
                    decay=0.5,
                    partials=PAD,
                    vibrato=(5.0, 0.05),
                    glide=0.6,
                ),
                Noise(0.0, 0.3, 0.1, 2500, 2500, 0.04, 0.5, highpass=1500),
                *_chord(
                    0.42,
                    ("A4", "C#5", "E5"),
                    1.0,
                    0.4,
                    attack=0.06,
                    decay=0.6,
                    partials=PAD,
                    vibrato=(5.0, 0.05),
                    glide=0.6,
                ),
                Noise(0.42, 1.0, 0.1, 2500, 2500, 0.06, 0.6, highpass=1500),
            ),
        ),
        # A Metro tile put down on the board: a short wooden tap.
        Sound(
            "tile_placed",
            seed=7,
            parts=(
                Tone(0.0, 330.0, 0.12, 1.0, 0.0008, 35.0, WOOD),
                Noise(0.0, 0.03, 0.5, 3500, 1200, 0.0005, 110.0),
            ),
            tail=0.05,
        ),
        # A line complete: the three-note chime of a metro platform.
        Sound(
            "line_completed",
            seed=8,
            parts=(
                Tone(0.0, "E5", 0.7, 0.8, 0.003, 3.0, BELL),
                Tone(0.22, "C5", 0.7, 0.8, 0.003, 3.0, BELL),
                Tone(0.44, "G5", 1.1, 0.9, 0.003, 2.5, BELL),
            ),
            echo=(0.13, 0.2),
        ),
        # A coach arrives: hooves slowing down, then the post horn's two notes.
        Sound(
            "coach_arriving",
            seed=9,
            parts=(
                *_hooves(0.0, 6),
                Tone(1.05, "G4", 0.28, 0.5, 0.03, 1.5, BRASS),
                Tone(1.33, "C5", 0.6, 0.55, 0.03, 1.8, BRASS),
            ),
            echo=(0.09, 0.15),
        ),
        # The game is over: a short brass fanfare, C – F – G – C.
        Sound(
            "game_over",
            seed=11,
            parts=(
                *_chord(0.0, ("C4", "E4", "G4"), 0.3, 0.35, attack=0.02, decay=2.0, partials=BRASS),
                *_chord(0.3, ("C4", "F4", "A4"), 0.3, 0.35, attack=0.02, decay=2.0, partials=BRASS),
                *_chord(0.6, ("D4", "G4", "B4"), 0.3, 0.35, attack=0.02, decay=2.0, partials=BRASS),
                *_chord(
                    0.9, ("C4", "E4", "G4", "C5"), 1.2, 0.35, attack=0.03, decay=1.5, partials=BRASS
                ),
                Tone(0.9, "C3", 1.2, 0.4, 0.03, 1.5, BRASS),
            ),
            echo=(0.15, 0.2),
        ),
        _music(),
    )


# ---------------------------------------------------------------------------- writing OGG
def _crc_table() -> list[int]:
    table = []
    for byte in range(256):
        crc = byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else crc << 1
        table.append(crc & 0xFFFFFFFF)
    return table


_CRC = _crc_table()


def _ogg_crc(data: bytes) -> int:
    crc = 0
    for byte in data:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ _CRC[((crc >> 24) & 0xFF) ^ byte]
    return crc


def fix_serial(ogg: bytes, serial: int = OGG_SERIAL) -> bytes:
    """The same Ogg stream with serial number ``serial`` on every page (checksums redone)."""
    out = bytearray(ogg)
    pos = 0
    while pos < len(out):
        if out[pos : pos + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {pos}")
        segments = out[pos + 26]
        table = out[pos + 27 : pos + 27 + segments]
        length = 27 + segments + sum(table)
        out[pos + 14 : pos + 18] = serial.to_bytes(4, "little")
        out[pos + 22 : pos + 26] = b"\0\0\0\0"
        crc = _ogg_crc(bytes(out[pos : pos + length]))
        out[pos + 22 : pos + 26] = crc.to_bytes(4, "little")
        pos += length
    return bytes(out)


def encode(sound: Sound) -> bytes:
    """The sound as Ogg Vorbis bytes (mono, ``RATE``)."""
    import soundfile

    buffer = io.BytesIO()
    buffer.name = f"{sound.name}.ogg"
    soundfile.write(
        buffer,
        sound.render().astype(np.float32),
        RATE,
        format="OGG",
        subtype="VORBIS",
        compression_level=sound.compression,
    )
    return fix_serial(buffer.getvalue())


def write_all(folder: Path, report: Callable[[str], None] = print) -> dict[str, bytes]:
    folder.mkdir(parents=True, exist_ok=True)
    made: dict[str, bytes] = {}
    for sound in sounds():
        data = encode(sound)
        (folder / f"{sound.name}.ogg").write_bytes(data)
        made[sound.name] = data
        seconds = len(sound.render()) / RATE
        report(f"{sound.name}.ogg  {seconds:5.2f} s  {len(data) / 1024:6.1f} KB")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/make_sounds.py", description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT, help="where to write (assets/sounds)")
    parser.add_argument(
        "--check", action="store_true", help="make every sound again and compare with --out"
    )
    args = parser.parse_args(argv)
    if not args.check:
        write_all(args.out)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        made = write_all(Path(tmp), report=lambda _line: None)
    differ = [
        name
        for name, data in made.items()
        if not (args.out / f"{name}.ogg").is_file()
        or (args.out / f"{name}.ogg").read_bytes() != data
    ]
    for name in differ:
        print(f"{name}.ogg differs from what the parameters make", file=sys.stderr)
    if not differ:
        print(f"all {len(made)} sounds match their parameters")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
