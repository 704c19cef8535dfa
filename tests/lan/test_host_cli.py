"""``python -m tabletop.lan host``: a game served to phones with no window — its join addresses
written and printed, the deal of the seed, AI seats played, the game saved as the app saves it,
exit 0 at the end; bad arguments get one line saying why and a non-zero exit."""

from __future__ import annotations

import functools
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tabletop.core import GameConfig, digest
from tabletop.games import get_game
from tabletop.lan import __main__ as lan_main
from tabletop.lan import hub as hub_module
from tabletop.lan.__main__ import main
from tabletop.lan.bench import RobotPhone
from tabletop.lan.host import new_match, plan, serve
from tabletop.play import load_save
from tabletop.saves import list_saves

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["host", "chess", "--seats", "phone,phone"], "unknown game 'chess'"),
        (["host", "metro", "--seats", "phone,wizard"], "unknown seat 'wizard'"),
        (["host", "metro", "--seats", "strong,strong"], "at least one seat must be a phone"),
        (["host", "metro", "--seats", "phone"], "Metro is for 2–6 players, not 1"),
        (["host", "metro", "--seats", "phone,phone", "--option", "hand_size=9"], "hand_size"),
        (["host", "metro", "--seats", "phone,phone", "--address", "198.51.100.9"], "cannot listen"),
        (["host", "metro"], "the following arguments are required: --seats"),
        (["host", "metro", "--seats", "phone,phone", "--port", "x"], "invalid int value"),
        (["host", "metro", "--seats", "phone,phone", "--port", "99999"], "from 0 to 65535"),
        (
            [*["host", "metro", "--seats", "phone,phone", "--address", "127.0.0.1"]]
            + ["--urls", "/no/such/folder/urls.txt"],
            "cannot write /no/such/folder/urls.txt",
        ),
    ],
)
def test_bad_arguments_get_one_line_and_a_non_zero_exit(
    argv: list[str], says: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(argv)
    except SystemExit as exit_:  # argparse's own refusals
        code = exit_.code  # type: ignore[assignment]
    err = capsys.readouterr().err
    assert code != 0
    assert says in err
    assert len(err.strip().splitlines()) == 1, err


def test_the_deal_is_the_engines_and_the_simulators_for_the_seed() -> None:
    match = new_match(plan("ttr_europe", "phone,strong,phone", 42), None)
    game = get_game("ttr_europe")
    # tabletop.sim and the engine both deal with game.new_state(config, seed).
    expected = game.new_state(GameConfig(3), 42)
    assert digest(game.state_json(match.state)) == digest(game.state_json(expected))
    match.close()


#: The host command's arguments for a game of Metro: a phone against Beginner.
HOST = ["host", "metro", "--seats", "phone,beginner", "--seed", "3", "--address", "127.0.0.1"]


def _assert_saved_over(saves: Path) -> None:
    """The saves folder holds the game, finished, with its seed and seats."""
    [saved] = [info for info in list_saves(saves) if info.problem is None]
    match = load_save(saved.path)
    assert match.is_over() and match.seed == 3
    assert match.seats[1].agent == "beginner" and match.seats[0].is_human


def test_a_whole_game_is_served_to_a_phone_played_saved_and_ended(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The host command's ``main`` in a thread of this process (the lean version: the slow
    set runs the command as its own process, ``…_full``), the robot tapping as fast as the
    hub lets it (its rate raised, as the leak canary does) and the host staying 0.3 s after
    the end for the phones, not 3: a whole game, its address printed and written, saved,
    exit 0."""
    monkeypatch.setattr(hub_module, "RATE", 1e6)
    monkeypatch.setattr(lan_main, "serve", functools.partial(serve, linger=0.3))
    urls, saves = tmp_path / "urls.txt", tmp_path / "saves"
    exits: list[int] = []
    argv = [*HOST, "--urls", str(urls), "--saves", str(saves)]
    host = threading.Thread(target=lambda: exits.append(main(argv)), daemon=True)
    host.start()
    deadline = time.monotonic() + 30
    while not urls.exists():  # written whole, then renamed into place
        assert host.is_alive() and time.monotonic() < deadline, "no join address written"
        time.sleep(0.01)
    [written] = urls.read_text(encoding="utf-8").splitlines()
    robot = RobotPhone(written, written.split("/")[2], seed=5, pause=0.0)
    robot.start()
    try:
        host.join(timeout=120)
    finally:
        robot.stop()
    assert not host.is_alive(), "the game did not end within 120 s"
    assert exits == [0]
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == written
    assert written.startswith("http://127.0.0.1:") and "/s/" in written
    assert robot.page is not None and robot.page["final"]
    _assert_saved_over(saves)


@pytest.mark.slow  # a process of its own, the phone at a finger's pace, the host's 3 s linger
def test_a_whole_game_is_served_to_a_phone_played_saved_and_ended_full(tmp_path: Path) -> None:
    urls, saves = tmp_path / "urls.txt", tmp_path / "saves"
    host = subprocess.Popen(
        [sys.executable, "-m", "tabletop.lan", *HOST, "--urls", str(urls), "--saves", str(saves)],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    robot: RobotPhone | None = None
    try:
        assert host.stdout is not None
        printed = host.stdout.readline().strip()
        assert printed.startswith("http://127.0.0.1:") and "/s/" in printed
        assert urls.read_text(encoding="utf-8").splitlines() == [printed]
        robot = RobotPhone(printed, printed.split("/")[2], seed=5)
        robot.start()
        out, err = host.communicate(timeout=120)
    finally:
        if robot is not None:
            robot.stop()
        if host.poll() is None:
            host.kill()
            host.wait(timeout=10)
    assert host.returncode == 0, err
    assert robot is not None and robot.page is not None and robot.page["final"]
    _assert_saved_over(saves)
