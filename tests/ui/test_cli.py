"""``python -m tabletop --check`` and ``--screenshot`` as a user (or CI) runs them."""

from __future__ import annotations

import logging
import operator
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from tabletop.games import GAMES
from tabletop.ui.screenshot import screenshot

REPO = Path(__file__).resolve().parents[2]


def _run(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.pop("SDL_VIDEODRIVER", None)  # the CLI must set the dummy driver itself
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


# CI runs `python -m tabletop --check` as a step of its own (.ci/run), so the default suite
# leaves this 40-second whole-app run to the slow set.
@pytest.mark.slow
def test_check_plays_every_game_and_prints_one_line(tmp_path: Path) -> None:
    result = _run("--check", tmp_path=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stderr == ""  # no warning, no traceback
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop check ok:")
    for game_id in GAMES:
        assert game_id in lines[0]
    n = len(GAMES)
    for feature in (f"{n} games in the history and on the Statistics screen", "a sound played"):
        assert feature in lines[0]
    assert "Polish spoken" in lines[0]
    # The check never touches the user's saves.
    assert not (tmp_path / "data").exists()


def _quick_check(monkeypatch: pytest.MonkeyPatch, game: Callable[..., str]) -> int:
    """``run_check`` with each game's match replaced by ``game`` (the rest is real)."""
    from tabletop.ui import check

    monkeypatch.setattr(check, "check_game", game)
    monkeypatch.setattr(check, "check_history", lambda app, games: "history skipped")
    return check.run_check((960, 600))


def test_check_fails_when_anything_is_logged_as_an_error(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def game_that_logs(app: object, game_id: str, seed: int, saves: Path, board: str) -> str:
        if game_id == "metro":
            logging.getLogger("tabletop.history").error("No module named 'sqlite3'")
        return game_id

    assert _quick_check(monkeypatch, game_that_logs) == 1
    out, err = capsys.readouterr()
    assert "tabletop check FAILED" in out and "No module named 'sqlite3'" in out
    assert "error: tabletop.history: No module named 'sqlite3'" in err


def test_check_says_a_warning_on_stderr_and_passes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def game_that_warns(app: object, game_id: str, seed: int, saves: Path, board: str) -> str:
        logging.getLogger("tabletop.ui").warning("a font fell back")
        return game_id

    assert _quick_check(monkeypatch, game_that_warns) == 0
    out, err = capsys.readouterr()
    assert out.startswith("tabletop check ok:") and "a sound played" in out
    assert "warning: tabletop.ui: a font fell back" in err


def test_check_fails_without_sound(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The standalone build once left the mixer out: the check must say so."""
    from tabletop.ui.sound import PygameMixer

    def no_device(self: PygameMixer) -> None:
        raise ImportError("No module named 'pygame.mixer'")

    monkeypatch.setattr(PygameMixer, "open", no_device)
    assert _quick_check(monkeypatch, lambda app, game_id, seed, saves, board: game_id) == 1
    assert "no sound: the audio device could not be opened" in capsys.readouterr().out


def test_check_fails_without_the_polish_catalog(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tabletop.core import i18n

    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)  # no catalogs here
    assert _quick_check(monkeypatch, lambda app, game_id, seed, saves, board: game_id) == 1
    assert "the Polish catalog is missing" in capsys.readouterr().out


def test_check_fails_when_the_ai_worker_process_cannot_start(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The standalone build once could not start the searching seats' worker process (the
    frozen executable, started again for it, refused multiprocessing's arguments): every game
    with a Strong or Expert seat crashed at its first AI move while the check, whose games'
    seats do not search, said "ok". Here the process starts and ends at once, as it did."""
    from tabletop.play import worker

    # The spawned process runs ``operator.is_(conn, value)`` in place of ``serve``: it returns
    # at once and the process ends, as the frozen one did.
    monkeypatch.setattr(worker, "serve", operator.is_)
    assert _quick_check(monkeypatch, lambda app, game_id, seed, saves, board: game_id) == 1
    out = capsys.readouterr().out
    assert "tabletop check FAILED" in out and "worker process ended unexpectedly" in out


def test_check_fails_when_a_folder_opener_would_get_the_builds_libraries(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The standalone build puts its own folder first on LD_LIBRARY_PATH (PyInstaller): the
    crash screen's file manager must not inherit it. Here a frozen app, its opener given its
    own environment, then the environment as it is."""
    from tabletop.ui import check, crash

    bundle = tmp_path / "_internal"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", f"{bundle}{os.pathsep}/opt/lib")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/opt/lib")
    assert check.check_opener_env() == "a folder opener gets the system's libraries"
    monkeypatch.setattr(crash, "external_env", lambda: dict(os.environ))
    with pytest.raises(check.CheckError, match="would get this app's libraries"):
        check.check_opener_env()


def test_screenshot_draws_the_table_into_a_png(tmp_path: Path) -> None:
    out = tmp_path / "metro.png"
    assert screenshot("metro", out, players=3, seed=4, ply=6, size=(1024, 640)) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 640)
    # Not a blank frame: many distinct colours.
    pixels = {tuple(image.get_at((x, y))) for x in range(0, 1024, 16) for y in range(0, 640, 16)}
    assert len(pixels) > 50


def test_screenshot_of_an_unknown_game_fails_plainly(tmp_path: Path) -> None:
    result = _run("--screenshot", "chess", str(tmp_path / "x.png"), tmp_path=tmp_path)
    assert result.returncode == 2
    assert "unknown game 'chess'" in result.stderr
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("name", ["notes.txt", "a folder", "no such folder/out.png"])
def test_screenshot_refuses_a_target_that_is_not_a_png_and_leaves_it_alone(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--screenshot GAME OUT.png`` with a typo (an existing text file, a folder) once wrote a
    TGA picture over the text file; it is refused, as ``--heatmap`` refuses it."""
    (tmp_path / "notes.txt").write_text("my notes\n", encoding="utf-8")
    (tmp_path / "a folder").mkdir()
    assert screenshot("metro", tmp_path / name, players=2, ply=0) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "my notes\n"
    assert (tmp_path / "a folder").is_dir()


def test_check_on_a_board_names_that_board(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A map author runs `--check --board MY.tmx`: the one line says it was their board.
    from tabletop.resources import maps_dir
    from tabletop.ui import check

    monkeypatch.setattr(check, "check_game", lambda *args: "ttr_paris 2p 99 moves")
    monkeypatch.setattr(check, "check_history", lambda app, games: "history skipped")
    example = maps_dir() / "examples" / "ttr_example.tmx"
    assert check.run_check((960, 600), board=str(example)) == 0
    out = capsys.readouterr().out
    assert "(Example Town (Paris rules): ttr_paris 2p 99 moves)" in out


def test_check_on_a_broken_board_lists_every_problem_as_boards_check_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A map author's `--check --board BROKEN.tmx` put the first problem on the FAILED line and
    the next ones under it unmarked: each is now a line of its own, as `boards check` lists
    them."""
    from tabletop.resources import maps_dir
    from tabletop.ui import check

    text = (maps_dir() / "examples" / "ttr_example.tmx").read_text(encoding="utf-8")
    text = text.replace('name="color" value="red"', 'name="color" value="redd"', 1)
    text = text.replace('name="a" value="abbey"', 'name="a" value="nowhere"', 1)
    broken = tmp_path / "broken.tmx"
    broken.write_text(text, encoding="utf-8")
    assert check.run_check((960, 600), board=str(broken)) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("tabletop check FAILED in ") and lines[0].endswith(":"), lines
    problems = [line for line in lines[1:] if line.startswith("  - broken.tmx, layer 'routes'")]
    assert len(problems) == 2 and "unknown colour 'redd'" in problems[0], lines
    assert "'nowhere', which is not a city" in problems[1], lines


def test_screenshot_seats_play_the_level_a_new_game_offers(tmp_path: Path) -> None:
    """``--screenshot`` labelled its seats "Greedy", a level retired to Standard that no
    player is offered; its seats are Standard (what a new game's AI seats start at), and a
    seed still gives one picture."""
    from tabletop.ui import textfit

    shots = []
    for run in range(2):
        out = tmp_path / f"metro{run}.png"
        with textfit.recording() as drawn:
            assert screenshot("metro", out, players=3, seed=7, ply=6, size=(1280, 800)) == 0
        said = " ".join(d.value for d in drawn)
        assert "Standard" in said, said
        assert "Greedy" not in said, said
        shots.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert shots[0] == shots[1]


def _check_sound(tmp_path: Path) -> str:
    """``check_sound`` on a headless app (the sound is heard through SDL's disk driver)."""
    from tabletop.ui import check
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    app = App((640, 400), settings=Settings(ai_delay=0.0), saves_dir=tmp_path / "saves")
    try:
        return check.check_sound(app, tmp_path)
    finally:
        app.close()


def test_check_hears_a_sound_and_silence_when_muted(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    assert "a sound played" in _check_sound(tmp_path)
    assert os.environ.get("SDL_AUDIODRIVER") == "dummy"  # the check's driver is put back
    assert "SDL_DISKAUDIOFILE" not in os.environ
    assert capfd.readouterr().err == ""  # not SDL's notice that the disk driver is in use


def test_check_fails_when_a_sound_file_is_missing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """A build that left one sound out (here the tile's) once passed: only game over was
    played. Every effect and the music loop must load."""
    import shutil

    from tabletop.ui import check, sound

    folder = tmp_path / "sounds"
    shutil.copytree(sound.sounds_dir(), folder)
    (folder / "tile_placed.ogg").unlink()
    monkeypatch.setattr(sound, "sounds_dir", lambda: folder)
    with pytest.raises(check.CheckError, match="tile_placed"):
        _check_sound(tmp_path)


def test_check_fails_when_the_sound_is_silent(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Every clip loads and the mixer says it plays, but nothing comes out (here the decoder
    gives silence); only what the audio driver was given tells."""
    from tabletop.ui import check
    from tabletop.ui.sound import PygameMixer

    def silent(self: PygameMixer, path: Path) -> object:
        return pygame.mixer.Sound(buffer=bytes(44_100))

    monkeypatch.setattr(PygameMixer, "load", silent)
    with pytest.raises(check.CheckError, match="nothing was heard"):
        _check_sound(tmp_path)


def test_check_fails_when_muted_sound_is_heard(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Sound off must be silent: here the player forgets the mute."""
    from tabletop.ui import check
    from tabletop.ui.sound import SoundPlayer

    monkeypatch.setattr(SoundPlayer, "set_muted", lambda self, muted: None)
    with pytest.raises(check.CheckError, match="sound off"):
        _check_sound(tmp_path)
