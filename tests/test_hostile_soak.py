"""The hostile-files soak (issue 22, part 6): whatever files anyone leaves where tabletop looks,
every entry point finishes in time, exits as documented, prints no traceback and changes no
user file.

Each *world* is a fresh pair of user folders (``XDG_CONFIG_HOME``, ``XDG_DATA_HOME``) holding
one hostile settings file (nested brackets, huge numbers, a FIFO, links to ``/dev/zero`` and out
of the folder, hostile remembered names…) and a hostile saves folder (every entry of
``tests/saves/test_hostile_saves.py``, plus impossible dates, huge counts and deep nesting)
with one hostile index; some worlds run west or east of UTC, some with a damaged Polish
catalog. In each world, in a child process with a memory cap and a deadline:
``python -m tabletop --version`` and ``--help``, the saves listing with the title, Load and
new-game screens built headless (every save read completely), and — once, for every file of
the folder — ``python -m tabletop.saves verify FILE``.
"""

from __future__ import annotations

import hashlib
import json
import os
import resource
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.core.i18n import DOMAIN, LOCALE_DIR
from tests.saves.test_hostile_saves import hostile_folder

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
#: Seconds any one entry point may take (the Load screen reads ~50 saves, one of 15 MB).
DEADLINE = 90.0
#: A runaway read fails at this much memory instead of taking the machine's.
MEMORY_CAP = 4 << 30
#: Files the app owns and may rebuild in a user folder: the saves index (a cache, replaced
#: when damaged) and what interrupted writes left over (``.tmp-`` files older than a minute).
APP_OWNED = (".index.json", ".tmp-orphan.json")


# ---------------------------------------------------------------------- what goes in a world
def _write(text: str | bytes) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)

    return make


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zero(path: Path) -> None:
    os.symlink("/dev/zero", path)


def _sparse(path: Path) -> None:
    with open(path, "wb") as handle:
        handle.truncate(200 * 1024 * 1024)


def _folder(path: Path) -> None:
    path.mkdir()


def _link_out(path: Path) -> None:
    outside = path.parent.parent.parent / "elsewhere.json"
    outside.write_text('{"language": "pl"}', encoding="utf-8")
    os.symlink(outside, path)


HOSTILE_NAMES = [
    "Ala\\u0000Kot",
    "Olek\\ud800",
    "\\udfff",
    "Z" * 10_000,
    "\\u202eevil\\u202c",
    "tab\\tand\\nnew line",
    "\\ud83d\\ude00 Uśmiech",
    "",
]


def _seat_setups() -> str:
    """Every game's remembered set-up, with names a screen cannot show, as JSON text."""
    agents = [None, "greedy", None, "no such AI", None, None, None, 7]
    games = {"ttr_europe": 5, "ttr_paris": 2, "metro": 6, "great_tour": 3}
    body = []
    for shift, (game, players) in enumerate(games.items()):
        seats = ", ".join(
            f'{{"name": "{HOSTILE_NAMES[(shift + seat) % len(HOSTILE_NAMES)]}", '
            f'"color": "#{seat:06x}", "agent": {json.dumps(agents[seat])}}}'
            for seat in range(players)
        )
        body.append(f'"{game}": {{"players": 99999999999, "seats": [{seats}], "options": {{}}}}')
    deep = "[" * 20 + "]" * 20
    return f'{{"seat_setups": {{{", ".join(body)}}}, "not_a_setting": {deep}}}'


SETTINGS: dict[str, Callable[[Path], None] | None] = {
    "no settings file": None,
    "100,000 nested brackets": _write("[" * 100_000),
    "a 5,000-digit number": _write('{"ai_delay": ' + "9" * 5000 + "}"),
    "a 400-digit decimal": _write('{"music_volume": 0.' + "3" * 400 + "}"),
    "Infinity and NaN": _write('{"ai_delay": Infinity, "music_volume": NaN}'),
    "a FIFO": _fifo,
    "a link to /dev/zero": _zero,
    "a link out of its folder": _link_out,
    "a folder": _folder,
    "200 MB of nothing": _sparse,
    "not UTF-8": _write(b'{"language": "\xff\xfe"}'),
    "empty": _write(b""),
    "the wrong types": _write(
        '{"animation_speed": [], "language": {}, "ai_delay": "x", "fullscreen": 1,'
        ' "seat_setups": [1], "colorblind": null}'
    ),
    "hostile remembered names": _write(_seat_setups()),
}

#: Saves beyond ``hostile_folder``'s: (file stem, change to the good game's document).
BAD_DATES = {
    "year-1": {"started_at": "0001-01-01T00:00:00+00:00", "saved_at": "0001-01-01T00:00:00+05:00"},
    "year-9999": {"started_at": "9999-12-31T23:59:59+00:00", "saved_at": "9999-12-31T23:59:59"},
    "garbage-dates": {"started_at": "2025-13-45T99:99", "saved_at": ["not", "a", "date"]},
    "huge-counts": {"turn": 10**39, "scores": [10**39, -(10**39)], "finished": "yes"},
    "wrong-types": {"name": {"a": 1}, "kind": [], "scores": "many", "turn": 1.5e300},
}

INDEXES: dict[str, Callable[[Path], None]] = {
    "deep index": _write("[" * 100_000),
    "huge-number index": _write('{"version": ' + "9" * 5000 + "}"),
    "FIFO index": _fifo,
    "/dev/zero index": _zero,
    "hostile index entries": lambda path: path.write_text(_hostile_index(path.parent)),
}

CATALOGS: dict[str, Callable[[Path], None]] = {
    "a cut-short catalog": lambda path: path.write_bytes(path.read_bytes()[:100]),
    "a garbage catalog": lambda path: path.write_bytes(b"\xde\x12\x04\x95" + b"\xff" * 4096),
    "a FIFO catalog": lambda path: (path.unlink(), os.mkfifo(path)),
    "a /dev/zero catalog": lambda path: (path.unlink(), os.symlink("/dev/zero", path)),
    "an empty catalog": lambda path: path.write_bytes(b""),
}


def _hostile_index(folder: Path) -> str:
    """An index of ours in form, whose entries hold what no listing can show."""
    from tabletop.core.i18n import language

    entries = {}
    for number, path in enumerate(sorted(folder.glob("*.json"))):
        try:
            info = path.lstat()
        except OSError:
            continue
        entries[path.name] = {
            "signature": [info.st_ino, info.st_mtime_ns, info.st_size],
            "info": {
                "name": "N\u0000" * 5000,
                "game": ["metro", None, "chess", 7][number % 4],
                "title": "\ud800" if number % 2 else "T" * 10_000,
                "seats": ["A\u0000"] * 50,
                "saved_at": ["0001-01-01T00:00:00+05:00", "9999-12-31T23:59:59", "x", None][
                    number % 4
                ],
                "ply": 10**39 if number % 3 else -1,
                "turn": number,
                "kind": "game",
                "problem": None,
                "scores": [10**39] * 3 if number % 2 else [],
                "finished": False,
                "verified": number % 2 == 0,
                "started_at": "0001-01-01T00:00:00+00:00",
            },
        }
    return json.dumps({"version": 1, "language": language(), "entries": entries})


# ---------------------------------------------------------------------- a world
@dataclass
class World:
    root: Path
    env: dict[str, str]
    saves: Path
    files: dict[str, tuple[object, ...]] = field(default_factory=dict)

    def snapshot(self) -> dict[str, tuple[object, ...]]:
        """What every user file is, without following or opening anything odd."""
        seen: dict[str, tuple[object, ...]] = {}
        for top in (self.root / "config", self.root / "data"):
            for path in _walk(top):
                seen[str(path.relative_to(self.root))] = _fingerprint(path)
        return seen

    def changed(self) -> list[str]:
        now = self.snapshot()
        return [
            name
            for name, before in self.files.items()
            if Path(name).name not in APP_OWNED and now.get(name) != before
        ]


def _walk(top: Path) -> Iterator[Path]:
    if not top.exists():
        return
    for folder, dirs, names in os.walk(top, followlinks=False):
        for name in (*dirs, *names):
            yield Path(folder) / name


def _fingerprint(path: Path) -> tuple[object, ...]:
    info = path.lstat()
    if os.path.islink(path):
        return ("link", os.readlink(path))
    if path.is_dir():
        return ("folder",)  # its times change with what the app adds beside the user's files
    if not path.is_file() or info.st_size > 1 << 20:
        return ("entry", info.st_mode, info.st_size, info.st_mtime_ns)
    return ("file", hashlib.sha256(path.read_bytes()).hexdigest(), info.st_mtime_ns)


def _build_world(root: Path, settings: Callable[[Path], None] | None, index: str) -> World:
    config, data = root / "config", root / "data"
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "XDG_CONFIG_HOME": str(config),
        "XDG_DATA_HOME": str(data),
        "XDG_STATE_HOME": str(root / "state"),
        "XDG_CACHE_HOME": str(root / "cache"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "LANGUAGE": "en",
    }
    folder = data / "tabletop" / "saves"
    folder.mkdir(parents=True)
    good, _expected = hostile_folder(folder, root / "outside.txt")
    good.close()  # let go of its file: the world's app may hold it
    document = json.loads(good.autosave_path.read_text(encoding="utf-8"))
    for stem, changes in BAD_DATES.items():
        (folder / f"{stem}.json").write_text(json.dumps({**document, **changes}))
    nested = json.dumps(document).replace('"log": [', '"log": [' + "[" * 40, 1)
    (folder / "deep-log.json").write_text(nested.replace('], "check":', "]" * 41 + ', "check":'))
    INDEXES[index](folder / ".index.json")
    if settings is not None:
        (config / "tabletop").mkdir(parents=True)
        settings(config / "tabletop" / "settings.json")
    world = World(root, env, folder)
    world.files = world.snapshot()
    return world


def _memory_cap() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def _run(world: World, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        cwd=world.root,  # not the checkout: ``-c`` and ``-m`` put the working folder first
        env=world.env,
        capture_output=True,
        text=True,
        errors="replace",
        timeout=DEADLINE,
        preexec_fn=_memory_cap,  # noqa: PLW1509 - the child runs only this before exec
    )


#: The app as it starts: the settings and the language, the saves listing, then the title,
#: Load (every save read completely) and new-game screens, built headless and drawn.
PROBE = """
import json, time
from tabletop.__main__ import start_language
start_language([])
from tabletop.games import GAMES
from tabletop.saves import list_saves
from tabletop.ui.app import App
from tabletop.ui.scenes.load import LoadScene
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.scenes.title import TitleScene

infos = list_saves()
app = App((1280, 800))
app.push(TitleScene(app))
app.frame(dt=0.02)
told = [toast.text for toast in app.toasts]  # what the window says as it opens
load = LoadScene(app)
app.push(load)
while load.verify_some(0.05):
    app.frame(dt=0.02)
for tab in ("finished", "unfinished"):
    load.show_tab(tab)
    app.frame(dt=0.02)
app.pop()
names = []
for game_id in GAMES:
    scene = NewGameScene(app, game_id)
    app.push(scene)
    app.frame(dt=0.02)
    names += [seat.name for seat in scene.seats()]
    app.pop()
app.frame(dt=0.02)
print(json.dumps({
    "listed": len(infos),
    "loadable": sorted(info.path.name for info in infos if info.problem is None),
    "names": names,
    "toasts": told,
}))
app.close()
"""


def _no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stdout + result.stderr, result.stderr[-3000:]


def _check_entry_points(world: World, *, stderr_lines: int) -> dict[str, object]:
    """--version, --help and the probe in ``world``; returns what the probe saw."""
    version = _run(world, "-m", "tabletop", "--version")
    _no_traceback(version)
    assert version.returncode == 0 and version.stdout.strip() == f"tabletop {__version__}"
    helped = _run(world, "-m", "tabletop", "--help")
    _no_traceback(helped)
    assert helped.returncode == 0 and "--version" in helped.stdout
    probe = _run(world, "-c", PROBE)
    _no_traceback(probe)
    assert probe.returncode == 0, probe.stderr[-3000:]
    said = probe.stderr.splitlines()
    assert len(said) <= stderr_lines and all(line.startswith("tabletop: ") for line in said)
    seen: dict[str, object] = json.loads(probe.stdout.splitlines()[-1])
    names = seen["names"]
    assert isinstance(names, list)
    for name in names:
        assert len(name) <= 20 and "\x00" not in name
        name.encode("utf-8")  # no lone surrogate
    assert world.changed() == []
    return seen


WORLDS = [
    (settings, index, zone)
    for number, settings in enumerate(SETTINGS)
    for index, zone in [
        (list(INDEXES)[number % len(INDEXES)], ("WST5", "EST-9", "UTC0")[number % 3])
    ]
]


@pytest.mark.parametrize(("settings", "index", "zone"), WORLDS)
def test_every_entry_point_survives_a_hostile_world(
    tmp_path: Path, settings: str, index: str, zone: str
) -> None:
    world = _build_world(tmp_path, SETTINGS[settings], index)
    world.env["TZ"] = zone
    seen = _check_entry_points(world, stderr_lines=1)
    loadable = seen["loadable"]
    assert isinstance(loadable, list)
    for stem in ("year-1", "year-9999", "garbage-dates", "huge-counts", "nul-names"):
        assert f"{stem}.json" in loadable, loadable


@pytest.mark.parametrize("catalog", sorted(CATALOGS))
def test_every_entry_point_survives_a_damaged_catalog(tmp_path: Path, catalog: str) -> None:
    """A copy of the package whose Polish catalog is damaged, in a Polish world."""
    package = tmp_path / "package"
    shutil.copytree(REPO / "tabletop", package / "tabletop", ignore=shutil.ignore_patterns("*.pyc"))
    for shared in ("maps", "assets"):
        os.symlink(REPO / shared, package / shared)
    mo = package / "tabletop" / LOCALE_DIR.relative_to(REPO / "tabletop") / "pl"
    CATALOGS[catalog](mo / "LC_MESSAGES" / f"{DOMAIN}.mo")
    world = _build_world(tmp_path / "world", SETTINGS["no settings file"], "FIFO index")
    world.env.update(PYTHONPATH=str(package), LANGUAGE="pl_PL")
    seen = _check_entry_points(world, stderr_lines=1)
    toasts = seen["toasts"]
    assert isinstance(toasts, list) and any("Polski" in toast for toast in toasts), toasts


def test_verify_answers_for_every_file_in_a_hostile_saves_folder(tmp_path: Path) -> None:
    world = _build_world(tmp_path, None, "hostile index entries")
    world.env["TZ"] = "WST5"
    entries = sorted(os.listdir(os.fsencode(world.saves)))
    assert len(entries) > 25
    for entry in entries:
        path = os.fsdecode(os.path.join(os.fsencode(world.saves), entry))
        result = _run(world, "-m", "tabletop.saves", "verify", path)
        _no_traceback(result)
        lines = result.stdout.splitlines()
        assert len(lines) == 1, (path, result.stdout, result.stderr)
        assert (result.returncode, lines[0][:3]) in ((0, "ok:"), (1, "err")), (path, lines)
        assert result.stderr == ""
    assert world.changed() == []
