"""Soak: mutate the saves and maps folders at random and check that the app neither crashes
nor loses a file (issue 10 §4). Slow: ``python -m pytest -m slow tests/saves/test_soak.py``
(``SOAK_SECONDS`` sets its length, 90 s by default).

Each round changes one entry at random (cut short, bytes flipped, huge numbers, NULs and lone
surrogates in names, links to /dev/zero, outside or nowhere, a FIFO, a folder, a deletion, a
copy, an orphan ``.tmp``, a ``.bak`` link, hostile map attributes and paths…), then does what
the app does at start and in play: clean orphans, list the folder (index, then complete reads),
find the game to continue, load it, play a move and autosave it; build every user map or fall
back. Nothing may raise, and every file the app did not mean to write is still there, byte for
byte (links' targets included).
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import stat
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop import resources
from tabletop.boards import user_maps
from tabletop.core import GameConfig, Seat
from tabletop.games.great_tour.board import load_great_tour_board
from tabletop.games.metro.board import load_metro_board
from tabletop.games.ttr.board import load_ttr_board
from tabletop.play import Match, load_save
from tabletop.saves import SaveError, SaveFolder, list_saves, read_save
from tabletop.saves.store import BACKUP_SUFFIX, INDEX_NAME, TMP_PREFIX

pytestmark = pytest.mark.slow

LOADERS: dict[str, Callable[[Path], object]] = {
    "ttr_europe": load_ttr_board,
    "ttr_paris": load_ttr_board,
    "metro": load_metro_board,
    "great_tour": load_great_tour_board,
}
SEATS = [Seat("Ala", "#f2c531", "greedy"), Seat("Olek", "#2f7fd8", "greedy")]


def _fingerprint(folder: Path) -> dict[str, str]:
    """Every entry of ``folder`` → what it is (a link's target and its content, a file's hash)."""
    out: dict[str, str] = {}
    for name in os.listdir(folder):
        path = folder / name
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            out[name] = f"link {os.readlink(path)}"
        elif stat.S_ISREG(info.st_mode) and info.st_size > 16 << 20:  # the sparse ones
            out[name] = f"big {info.st_ino} {info.st_size} {info.st_mtime_ns}"
        elif stat.S_ISREG(info.st_mode):
            out[name] = hashlib.sha256(path.read_bytes()).hexdigest()
        else:
            out[name] = f"mode {stat.S_IFMT(info.st_mode)}"
    return out


def _sparse(path: Path) -> None:
    """300 MB of nothing (a sparse file: no disk used)."""
    with open(path, "wb") as handle:
        handle.truncate(300 << 20)


class Mutator:
    def __init__(self, rng: random.Random, saves: Path, maps: Path, outside: Path) -> None:
        self.rng, self.saves, self.maps, self.outside = rng, saves, maps, outside

    def _pick(self, folder: Path, suffixes: tuple[str, ...]) -> Path | None:
        names = [
            n
            for n in os.listdir(folder)
            if n.endswith(suffixes) and n != INDEX_NAME and not n.startswith(TMP_PREFIX)
        ]
        return folder / self.rng.choice(sorted(names)) if names else None

    def _replace(self, path: Path, make: Callable[[Path], None]) -> None:
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        elif os.path.lexists(path):
            path.unlink()
        make(path)

    def mutate_bytes(self, path: Path) -> str:
        if not path.is_file() or path.is_symlink():
            return "skip"
        data = bytearray(path.read_bytes())
        kind = self.rng.choice(["cut", "flip", "huge", "nul", "surrogate", "name", "empty"])
        if kind == "cut" and data:
            del data[self.rng.randrange(len(data)) :]
        elif kind == "flip" and data:
            for _ in range(self.rng.randint(1, 8)):
                data[self.rng.randrange(len(data))] ^= 1 << self.rng.randrange(8)
        elif kind == "huge":
            text = data.decode("utf-8", "replace")
            digits = self.rng.choice(["9" * 5000, "1" * 40, "-" + "7" * 4400])
            for key in ('"seed": ', '"turn": ', 'width="', 'tilewidth="', '"row": '):
                if key in text:
                    text = text.replace(key, key + digits, 1)
                    break
            data = bytearray(text.encode("utf-8", "surrogateescape"))
        elif kind in ("nul", "surrogate", "name"):
            text = data.decode("utf-8", "replace")
            odd = {"nul": "\\u0000\\u0007", "surrogate": "\\ud800", "name": "W" * 200_000}[kind]
            text = text.replace('"name": "', f'"name": "{odd}', 1)
            data = bytearray(text.encode("utf-8", "surrogateescape"))
        elif kind == "empty":
            data = bytearray()
        path.write_bytes(bytes(data))
        return f"{kind} {path.name}"

    def mutate_entry(self, folder: Path, suffixes: tuple[str, ...]) -> str:
        path = self._pick(folder, suffixes)
        kind = self.rng.choice(
            ["bytes", "bytes", "bytes", "zero", "outside", "dangling", "fifo", "dir", "delete",
             "copy", "orphan", "baklink", "sparse"]
        )  # fmt: skip
        if kind == "orphan":
            orphan = folder / f"{TMP_PREFIX}{self.rng.randrange(10**6)}.json"
            orphan.write_text('{"cut')
            if self.rng.random() < 0.5:
                os.utime(orphan, (time.time() - 3600, time.time() - 3600))
            return "orphan"
        if path is None:
            return "skip"
        if kind == "bytes":
            return self.mutate_bytes(path)
        if kind == "zero":
            self._replace(path, lambda p: os.symlink("/dev/zero", p))
        elif kind == "outside":
            self._replace(path, lambda p: os.symlink(self.outside, p))
        elif kind == "dangling":
            self._replace(path, lambda p: os.symlink(folder / "nowhere", p))
        elif kind == "fifo":
            self._replace(path, os.mkfifo)
        elif kind == "dir":
            self._replace(path, os.mkdir)
        elif kind == "delete":
            self._replace(path, lambda p: None)
        elif kind == "copy" and path.is_file() and not path.is_symlink():
            shutil.copy(path, path.with_name(f"copy{self.rng.randrange(1000)}-{path.name}"))
        elif kind == "baklink" and path.suffix == ".json":
            backup = path.with_name(path.name + BACKUP_SUFFIX)
            self._replace(backup, lambda p: os.symlink(self.outside, p))
        elif kind == "sparse":
            self._replace(path, _sparse)
        return f"{kind} {path.name}"


def _app_round(
    saves: Path, maps_problems: dict[str, str | None], rng: random.Random
) -> Path | None:
    """What the app does; returns the game file it wrote (the one file it may change)."""
    folder = SaveFolder(saves)
    folder.clean_orphans()
    infos = folder.scan()
    chosen = folder.latest_unfinished()
    listed = list_saves(saves)
    assert len(listed) == len(infos)
    for info in listed:
        for text in (info.name, *info.seats, info.problem or ""):
            text.encode("utf-8")
    written = None
    if chosen is not None:
        try:
            match = load_save(chosen.path, autosave=True, saves_dir=saves)
        except SaveError:
            match = None  # listed as fine from its display fields, refused on the full read
        if match is not None and not match.is_over():
            before = match.ply
            match.step_ai()
            written = match.game_file
            if match.autosave_problem is None:
                assert written is not None and len(read_save(written).log) == before + 1
        if match is not None:
            match.close()  # let the game go now, not whenever the garbage collector runs
    name = rng.choice(sorted(LOADERS))  # one board a round: building all four is slow
    user_maps._problems.pop(name, None)
    assert user_maps.load_map(name, LOADERS[name]) is not None
    maps_problems[name] = user_maps.map_problem(name)
    return written


def test_soak_random_hostile_changes_never_crash_the_app_or_lose_a_file(
    tmp_path: Path,
) -> None:
    seconds = float(os.environ.get("SOAK_SECONDS", "90"))
    rng = random.Random(int(os.environ.get("SOAK_SEED", "10")))
    saves = tmp_path / "saves"
    outside = tmp_path / "outside.txt"
    outside.write_text("precious")
    maps = resources.user_maps_dir()
    maps.mkdir(parents=True)
    for name in _shipped_map_files():
        shutil.copy(resources.maps_dir() / name, maps / name)
    for seed in range(4):
        game_id = ("metro", "ttr_europe", "ttr_paris", "metro")[seed]
        match = Match.new(game_id, GameConfig(2), SEATS, seed, autosave=True, saves_dir=saves)
        for _ in range(5 + seed):
            match.step_ai()
        match.save_as(f"copy {seed}")
        match.close()
    mutator = Mutator(rng, saves, maps, outside)
    rounds = 0
    problems: dict[str, str | None] = {}
    app = _headless_app(saves)
    deadline = time.monotonic() + seconds
    try:
        while time.monotonic() < deadline:
            if rounds % 25 == 0:  # keep something to damage: fresh maps and a new game
                _replenish(saves, maps, rounds)
            _round(rng, mutator, app, saves, maps, outside, problems, rounds)
            rounds += 1
    finally:
        app.close()
    print(f"\nsoak: {rounds} rounds in {seconds:.0f} s; last map problems: {problems}")
    assert rounds > 10
    json.dumps(problems)


def _shipped_map_files() -> list[str]:
    """The shipped maps' files (not the folder of example boards beside them)."""
    return sorted(p.name for p in resources.maps_dir().iterdir() if p.is_file())


def _replenish(saves: Path, maps: Path, seed: int) -> None:
    """Put back the user maps the rounds deleted or replaced, and start one more game."""
    for name in _shipped_map_files():
        target = maps / name
        if os.path.lexists(target):
            if target.is_dir() and not target.is_symlink():
                shutil.rmtree(target)
            else:
                target.unlink()
        shutil.copy(resources.maps_dir() / name, target)
    game_id = ("metro", "ttr_europe", "ttr_paris")[seed % 3]
    match = Match.new(game_id, GameConfig(2), SEATS, seed, autosave=True, saves_dir=saves)
    for _ in range(3):
        match.step_ai()
    match.close()


def _headless_app(saves: Path):  # type: ignore[no-untyped-def]
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    return App(settings=Settings(animation_speed="off", ai_delay=0.0), saves_dir=saves)


def _ui_round(app) -> None:  # type: ignore[no-untyped-def]
    """The title (Continue) and the Load screen, drawn until every save is read."""
    from tabletop.ui.scenes.load import LoadScene

    app.go_to_title()
    app.frame(dt=0.02)
    app.push(LoadScene(app))
    scene = app.top
    for _ in range(200):
        app.frame(dt=0.02)
        if all(info.verified for info in scene.saves):
            break
    app.frame(dt=0.02)
    assert all(info.verified for info in scene.saves)


def _round(  # type: ignore[no-untyped-def]
    rng: random.Random,
    mutator: Mutator,
    app,
    saves: Path,
    maps: Path,
    outside: Path,
    problems: dict[str, str | None],
    number: int,
) -> None:
    """One to three random changes, then the app's round; checks that nothing was lost."""
    for _ in range(rng.randint(1, 3)):
        if rng.random() < 0.6:
            mutator.mutate_entry(saves, (".json", ".bak"))
        else:
            mutator.mutate_entry(maps, (".tmx", ".tsx", ".png"))
    saves_before = _fingerprint(saves)
    maps_before = _fingerprint(maps)
    started = time.perf_counter()
    _ui_round(app)
    written = _app_round(saves, problems, rng)
    assert time.perf_counter() - started < 30, "a round took too long (a hang?)"
    assert outside.read_text() == "precious"
    assert _fingerprint(maps) == maps_before  # maps are only ever read
    after = _fingerprint(saves)
    allowed = {INDEX_NAME}
    if written is not None:
        allowed |= {written.name, written.name + BACKUP_SUFFIX}
    for name, what in saves_before.items():
        if name in allowed:
            continue
        if name.startswith(TMP_PREFIX) and not what.startswith("link"):
            continue  # an orphan of an interrupted write: cleaned when old
        if name.startswith(".") and name.endswith(".lock"):
            continue  # a game's lock (saves/lock.py) is the app's own: gone with its game
        assert after.get(name) == what, f"round {number}: {name} was changed or lost"
