"""``python -m tabletop.arena --app-mode``: games played as the app plays them — the table
drawn in the app's loop, searching seats in the worker process with their time budgets — and
what the table then says (wall times, iterations, worker decisions, frames)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tabletop.arena import Job, Played, main, report, tally
from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.play.worker import Answer

#: A tiny game (the template game: a few dozen moves) with a searching seat on a tiny budget.
TINY = [
    "--game",
    "branch_line",
    "--players",
    "2",
    "--agents",
    "strong{seconds=0.05},greedy",
    "--games",
    "2",
]


@pytest.fixture(autouse=True)
def _sdl_environment_restored(monkeypatch: pytest.MonkeyPatch) -> None:
    """An app-mode game sets the SDL drivers and ``SDL_NO_SIGNAL_HANDLERS`` in its process's
    environment (right for the arena's own process): here that process is the test run's, so
    each is put back after the test (a later test's app, left without SDL's signal handlers,
    ignored SIGTERM)."""
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "SDL_NO_SIGNAL_HANDLERS"):
        monkeypatch.setenv(name, os.environ.get(name, ""))  # recorded: undone after the test
        if not os.environ[name]:
            monkeypatch.delenv(name)


def _rows(out: str) -> dict[str, list[str]]:
    return {line.split()[0]: line.split() for line in out.splitlines() if line.split()}


def test_an_app_mode_run_decides_in_the_worker_and_prints_wall_times_and_frames(capsys) -> None:
    started = time.monotonic()
    assert main([*TINY, "--app-mode", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Branch Line, app mode, 2 players: 2 games (1 deals × 2 seatings)" in out
    header = _rows(out)["agent"]
    assert header[-4:] == ["wall", "iters", "worker", "decisions"]
    strong, greedy = _rows(out)["strong{seconds=0.05}"], _rows(out)["greedy"]
    # name seats share [low, high] fair score cpu p95-cpu wall p95-wall iters worker decisions
    decisions, in_worker = int(strong[-1]), int(strong[-2])
    assert decisions > 0 and in_worker == decisions  # every Strong decision came from the worker
    assert int(strong[-3]) >= 1  # the worker's search reported its iterations
    assert float(strong[7]) > 0 and float(strong[9]) > 0  # the worker's CPU, the wall time
    assert greedy[-2] == "0" and greedy[-3] == "-" and greedy[7] == "-"  # greedy: the thread
    assert float(greedy[9]) >= 0 and int(greedy[-1]) > 0
    shares = [float(row[2].rstrip("%")) for row in (strong, greedy)]
    assert sum(shares) == pytest.approx(100)
    frames = next(line for line in out.splitlines() if line.startswith("frames:"))
    drawn = int(frames.split()[1])
    assert drawn > 0 and "drawn at 1280×800" in frames and "p95" in frames
    assert time.monotonic() - started < 120  # a tiny game: seconds, not minutes


def test_the_time_budget_of_a_seat_reaches_the_worker_and_answers_are_timed() -> None:
    """``Match.on_answer`` hears every AI answer, the worker's with its effort; the budget
    the worker searches for is the seat's agent's ``seconds`` (what ``{seconds=…}`` sets in
    app mode)."""
    seats = [Seat("S", "#abcdef", "strong"), Seat("G", "#fedcba", "greedy")]
    match = Match.new("branch_line", GameConfig(2), seats, 7)
    strong = match.agent(0)
    assert strong is not None and match.agent(1) is not None
    strong.seconds = 0.6  # type: ignore[attr-defined]  # twice the level's own 0.3 s
    heard: list[tuple[int, float, Answer | None]] = []
    match.on_answer = lambda seat, wall, answer: heard.append((seat, wall, answer))
    deadline = time.monotonic() + 60

    def searched_past_one_iteration() -> bool:
        return any(answer is not None and (answer.effort or 0) > 1 for _s, _w, answer in heard)

    try:
        # Until the worker has answered a search of more than one iteration (the first
        # decision that is not forced): each one holds the worker for the seat's 0.6 s.
        while not searched_past_one_iteration():
            assert time.monotonic() < deadline, f"no AI move within 60 s (ply {match.ply})"
            match.poll()
            time.sleep(0.002)
    finally:
        match.close()
    from_worker = [answer for seat, _wall, answer in heard if seat == 0]
    assert from_worker and all(answer is not None for answer in from_worker)
    assert all(seat == 0 for seat, _wall, answer in heard if answer is not None)
    assert any(answer.effort for answer in from_worker if answer is not None)
    assert all(wall >= 0 for _seat, wall, _answer in heard)
    # A search that went on past its first iteration ran out the seat's budget, not the
    # level's (a timed search stops at its deadline; the fixed budget is 150 iterations).
    searched = [a.seconds for a in from_worker if a is not None and (a.effort or 0) > 1]
    assert searched and min(searched) >= 0.6


def test_the_app_mode_table_adds_wall_p95_iterations_worker_decisions_and_frames() -> None:
    job = Job("metro", ("strong", "greedy"), 1, {})
    played = Played(
        job,
        (10, 5),
        (0,),
        ((0.5, 1.5), (0.01, 0.03)),
        ((0.4, 0.6), ()),
        ((100, 300), ()),
        (2, 0),
        (0.010, 0.020, 0.030),
    )
    lines = report("Metro, app mode", 2, tally([job.seats], [played]), 1, 3.0, "cmd", 1, [0.01])
    rows = _rows("\n".join(lines))
    strong, greedy = rows["strong"], rows["greedy"]
    assert strong[7:] == ["500.0", "600.0", "1000.0", "1500.0", "200", "2", "2"]
    assert greedy[7:] == ["-", "-", "20.0", "30.0", "-", "0", "2"]
    assert lines[-2].startswith("frames: 1 drawn at 1280×800, mean 10.0 ms, p95 10.0 ms")


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--tally", "run.log"], "--tally reads progress lines"),
        (["--agents", "strong{settings.iterations=5},greedy"], "only {seconds=…} can be set"),
        (["--agents", "strong{seconds=0},greedy"], "seconds must be a positive number"),
        (["--agents", "strong{seconds='1'},greedy"], "seconds must be a positive number"),
    ],
)
def test_app_mode_refuses_what_it_cannot_honour_in_one_line(extra, message, capsys) -> None:
    argv = [*TINY, "--app-mode", *extra]
    if "--agents" in extra:  # the later --agents wins
        argv = [*TINY[:4], *extra, *TINY[6:], "--app-mode"]
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # no game was played
    assert message in captured.err and len(captured.err.strip().splitlines()) == 1


@pytest.mark.slow
def test_an_app_mode_run_stops_when_terminated() -> None:
    """SIGTERM (or Ctrl-C) stops a run: SDL's own handlers would turn it into a quit event,
    which the arena's loop never reads, so the run went on."""
    argv = [sys.executable, "-m", "tabletop.arena", *TINY[:-1], "200", "--app-mode"]
    run = subprocess.Popen(argv, stdout=subprocess.PIPE, text=True)
    try:
        assert run.stdout is not None
        first = run.stdout.readline()  # a game played: the loop is running
        assert first.startswith("[1/200]"), first
        run.send_signal(signal.SIGTERM)
        assert run.wait(timeout=20) == -signal.SIGTERM
    finally:
        if run.poll() is None:
            run.kill()
            run.wait(timeout=20)
