"""``python -m tabletop.arena``: fair seat rotation, Wilson intervals, the printed table."""

from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import Path

import pytest

from tabletop.arena import (
    Played,
    balanced,
    jobs,
    lineup,
    lineup_lines,
    main,
    rotation,
    tally,
    wilson,
)
from tests.support.registry import game_ids, player_counts


def test_wilson_interval_matches_hand_computed_values() -> None:
    # 60 wins of 100: p = 0.6, z² = 3.841459 → centre (0.6 + 0.019207) / 1.038415 = 0.596300,
    # half 1.959964 / 1.038415 · √(0.0024 + 0.000096037) = 0.094298 → [0.50200, 0.69060].
    low, high = wilson(60, 100)
    assert low == pytest.approx(0.50200, abs=2e-5)
    assert high == pytest.approx(0.69060, abs=2e-5)
    # 9 of 10: [0.5958, 0.9821] (the textbook example).
    low, high = wilson(9, 10)
    assert (low, high) == (pytest.approx(0.5958, abs=1e-4), pytest.approx(0.9821, abs=1e-4))
    # Nothing and everything: the interval still has width.
    assert wilson(0, 20)[0] == 0.0 and wilson(0, 20)[1] == pytest.approx(0.1611, abs=1e-4)
    assert wilson(20, 20)[1] == 1.0 and wilson(20, 20)[0] == pytest.approx(0.8389, abs=1e-4)
    # Shared wins count fractions: 10.5 of 20 is p = 0.525, centre (0.525 + 0.096037) / 1.192073.
    low, high = wilson(10.5, 20)
    assert low < 0.525 < high and math.isclose(low + high, 2 * 0.520972, abs_tol=1e-5)


def test_the_last_agent_fills_the_remaining_seats() -> None:
    assert lineup(["strong", "greedy"], 4) == ("strong", "greedy", "greedy", "greedy")
    assert lineup(["a", "b", "c"], 3) == ("a", "b", "c")
    with pytest.raises(ValueError):
        lineup(["a", "b", "c"], 2)


def test_every_agent_sits_in_every_seat_equally_often_on_the_same_deals() -> None:
    names = lineup(["strong", "greedy"], 4)
    games = list(jobs("metro", [names], 8, seed=10, options={}))
    assert len(games) == 8
    assert rotation(names, 1) == ("greedy", "greedy", "greedy", "strong")
    for seat in range(4):
        assert Counter(job.seats[seat] for job in games) == {"strong": 2, "greedy": 6}
    # Each deal is played once in each rotation.
    assert Counter(job.seed for job in games) == {10: 4, 11: 4}
    # Games are rounded up to whole deals.
    assert len(list(jobs("metro", [names], 5, seed=1, options={}))) == 8


def test_a_balanced_run_gives_each_of_two_agents_half_the_seats() -> None:
    lineups = balanced(["expert", "strong"], 3)
    assert lineups == [("expert", "strong", "strong"), ("strong", "expert", "expert")]
    games = list(jobs("great_tour", lineups, 6, seed=1, options={}))
    assert len(games) == 6
    for seat in range(3):
        assert Counter(job.seats[seat] for job in games) == {"expert": 3, "strong": 3}
    with pytest.raises(ValueError):
        balanced(["a", "b", "c"], 3)
    # Each lineup's lone agent gets its own line: expert alone won 2 of its 3 games.
    times = ((0.0,), (0.0,), (0.0,))
    results = []
    for index, job in enumerate(games):
        lone = 0 if job.seats.count("expert") == 1 else 1
        winner = job.seats.index("expert" if lone == 0 else "strong")
        if index in (2, 4):
            winner = job.seats.index("strong" if lone == 0 else "expert")
        results.append(Played(job, (1, 1, 1), (winner,), times, times))
    first, second = lineup_lines(lineups, results)
    assert first.startswith("  lineup expert,strong,strong: expert 66.7% [")
    assert first.endswith("of 3 games (fair 33%)")
    assert second.startswith("  lineup strong,expert,expert: strong 66.7% [")


def test_tally_counts_shared_wins_as_fractions_and_adds_an_agents_seats() -> None:
    names = ("a", "b", "b")
    first = next(jobs("great_tour", [names], 1, 1, {}))
    results = [
        Played(first, (10, 20, 20), (1, 2), ((0.1,), (0.2,), (0.3,)), ((0.1,), (0.2,), (0.3,))),
        Played(first, (30, 20, 10), (0,), ((0.1,), (0.2,), (0.3,)), ((0.1,), (0.2,), (0.3,))),
    ]
    a, b = tally([names], results)
    assert (a.agent, a.seats, a.games, a.wins) == ("a", 1, 2, 1.0)
    assert (b.agent, b.seats, b.games, b.wins) == ("b", 2, 2, 1.0)  # two halves of a shared win
    assert a.score_sum / a.score_count == 20
    assert len(b.times) == 4


def test_a_small_run_prints_the_table_and_the_command(capsys) -> None:
    argv = ["--game", "metro", "--players", "2", "--agents", "greedy,random", "--games", "4"]
    assert main([*argv, "--seed", "3", "--quiet"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.split()}
    assert "Metro, 2 players: 4 games (2 deals × 2 seatings)" in out
    greedy, random = rows["greedy"], rows["random"]
    assert float(greedy[2].rstrip("%")) + float(random[2].rstrip("%")) == pytest.approx(100)
    assert float(greedy[2].rstrip("%")) >= 75  # greedy beats random at Metro
    assert f"command: python -m tabletop.arena {' '.join(argv)} --seed 3 --quiet" in out


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_plays_an_arena_run(capsys, game_id: str) -> None:
    """A short run of every registered game prints its table: the game's title, both agents'
    rows with shares adding up to all the games."""
    players = player_counts(game_id)[0]
    argv = ["--game", game_id, "--players", str(players), "--agents", "greedy,random"]
    assert main([*argv, "--games", str(players), "--seed", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.split()}
    assert f"{players} players: {players} games" in out
    shares = [float(rows[name][2].rstrip("%")) for name in ("greedy", "random")]
    assert sum(shares) == pytest.approx(100)


def test_the_same_run_gives_the_same_results(capsys) -> None:
    argv = ["--game", "metro", "--players", "3", "--agents", "greedy,random", "--games", "3"]
    outs = []
    for _ in range(2):
        assert main([*argv, "--seed", "5"]) == 0
        outs.append([line for line in capsys.readouterr().out.splitlines() if "seed 5" in line])
    assert [line.rsplit("(", 1)[0] for line in outs[0]] == [
        line.rsplit("(", 1)[0] for line in outs[1]
    ]


def test_parallel_workers_give_the_same_results_as_one(capsys) -> None:
    argv = ["--game", "metro", "--players", "2", "--agents", "greedy,random", "--games", "4"]
    tables = []
    for workers in ("1", "2"):
        assert main([*argv, "--workers", workers, "--quiet"]) == 0
        out = capsys.readouterr().out
        tables.append(
            [line.split()[:7] for line in out.splitlines() if line.startswith(("g", "r"))]
        )
    assert tables[0] == tables[1]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--game", "chess", "--players", "2", "--agents", "a", "--games", "1"], "unknown game"),
        (["--game", "metro", "--players", "9", "--agents", "greedy", "--games", "1"], "2-6"),
        (["--game", "metro", "--players", "2", "--agents", "nobody", "--games", "1"], "nobody"),
        (["--game", "metro", "--players", "2", "--agents", "a,b,c", "--games", "1"], "3 agents"),
        (["--game", "metro", "--players", "2", "--agents", "greedy", "--games", "0"], "at least"),
    ],
)
def test_bad_arguments_are_refused_plainly(argv, message, capsys) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_a_stopped_run_is_tallied_from_its_progress_lines(capsys, tmp_path) -> None:
    """``--tally LOG`` reports an earlier run's whole deals from its progress lines: the same
    win shares and scores as the run itself printed."""
    from tabletop.arena import main

    argv = ["--game", "metro", "--players", "2", "--agents", "greedy,random", "--games", "4"]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    log = tmp_path / "run.txt"
    # A line of a third, unfinished deal is cut: only whole deals count.
    log.write_text(printed + "[5/6] seed 3 greedy/random: scores [1, 0], won by greedy (1 s)\n")
    assert main([*argv, "--tally", str(log)]) == 0
    tallied = capsys.readouterr().out

    def rows(text: str) -> list[list[str]]:
        lines = [line.split() for line in text.splitlines()]
        return [row[:6] for row in lines if row and row[0] in ("greedy", "random")]

    assert rows(tallied) == rows(printed) and "4 games (2 deals" in tallied


@pytest.mark.parametrize("log", ["missing.txt", "folder", "binary.bin"])
def test_a_tally_log_that_cannot_be_read_is_refused_in_one_line(log, capsys, tmp_path) -> None:
    from tabletop.arena import main

    (tmp_path / "folder").mkdir()
    (tmp_path / "binary.bin").write_bytes(b"\xff\xfe\x00broken")
    argv = ["--game", "metro", "--players", "2", "--agents", "greedy,random", "--games", "2"]
    assert main([*argv, "--tally", str(tmp_path / log)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --tally: cannot read ") and err.count("\n") == 1, err


def test_tally_reads_winners_whose_knobs_hold_commas() -> None:
    """A knob's value may hold a comma (``strong{to_the_end=(45,45)}``): the winners are read
    by the seats' names, a shared win as both seats."""
    from tabletop.arena import tally_progress

    knobbed = "strong{to_the_end=(45,45)}"
    lines = [
        f"[1/2] seed 7 {knobbed}/greedy: scores [90, 71], won by {knobbed} (3 s)",
        f"[2/2] seed 7 greedy/{knobbed}: scores [80, 80], won by greedy,{knobbed} (6 s)",
    ]
    played, per_deal = tally_progress(lines, "ttr_europe")
    assert per_deal == 2
    assert [p.winners for p in played] == [(0,), (0, 1)]


def test_a_run_is_appended_to_the_results_file_after_what_it_holds(capsys, tmp_path) -> None:
    results = tmp_path / "AI_RESULTS.md"
    earlier = "# Results\n\nAn earlier run, kept as it is.\n"
    results.write_text(earlier, encoding="utf-8")
    argv = ["--game", "metro", "--players", "2", "--agents", "greedy,random", "--games", "2"]
    for seed in ("3", "4"):
        assert main([*argv, "--seed", seed, "--append-results", str(results)]) == 0
    printed = capsys.readouterr().out
    text = results.read_text(encoding="utf-8")
    assert text.startswith(earlier + "\n")
    entries = re.findall(
        r"#### \d{4}-\d\d-\d\d \d\d:\d\d: Metro, 2 players: greedy, random\n\n"
        r"`(python -m tabletop\.arena [^`]*)`\n\n```\n(.*?)```\n",
        text,
        re.DOTALL,
    )
    seeds = [command.split("--seed ")[1].split()[0] for command, _table in entries]
    assert seeds == ["3", "4"]  # in the order they ran, after what the file held
    for command, table in entries:
        # The table as the run printed it: the intervals, decision times and the command.
        assert table.startswith("Metro, 2 players: 2 games (1 deals × 2 seatings), ")
        assert "95% CI" in table and "cpu ms" in table
        assert table.splitlines()[-1] == f"command: {command}"
        assert all(line in printed for line in table.splitlines())


def test_a_tallied_run_can_be_appended_too(capsys, tmp_path) -> None:
    log = tmp_path / "run.log"
    argv = ["--game", "metro", "--players", "2", "--agents", "greedy,random", "--games", "2"]
    assert main(argv) == 0
    log.write_text(capsys.readouterr().out, encoding="utf-8")
    results = tmp_path / "results.md"  # made on the first append
    assert main([*argv, "--tally", str(log), "--append-results", str(results)]) == 0
    text = results.read_text(encoding="utf-8")
    assert text.startswith("#### ") and f"tallied from the progress lines of {log}" in text


@pytest.mark.parametrize("where", ["no-such-folder/results.md", "."])
def test_a_results_file_that_cannot_be_written_is_refused_before_any_game(
    where: str, capsys, tmp_path
) -> None:
    target = tmp_path / where
    argv = ["--game", "metro", "--players", "2", "--agents", "greedy", "--games", "2"]
    assert main([*argv, "--append-results", str(target)]) == 2
    out, err = capsys.readouterr()
    assert "--append-results" in err and out == ""  # not one game played
    assert not Path(tmp_path / "no-such-folder").exists()


def test_cpu_time_gives_each_agent_its_app_seconds_counted_in_cpu(capsys) -> None:
    """``--cpu-time``: each searching seat thinks for its own time budget (its ``seconds``),
    so four times the seconds buys several times the sampled worlds; the table says so."""
    short, long = "strong{seconds=0.004}", "strong{seconds=0.016}"
    argv = ["--game", "branch_line", "--players", "2", "--agents", f"{short},{long}"]
    assert main([*argv, "--games", "2", "--cpu-time", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "Branch Line, app time in CPU, 2 players: 2 games" in out
    header = next(line.split() for line in out.splitlines() if line.startswith("agent"))
    assert header[-2:] == ["iters", "decisions"]
    rows = {line.split()[0]: line.split() for line in out.splitlines() if line.split()}
    assert int(rows[long][-2]) > 2 * int(rows[short][-2]) > 0


def test_cpu_time_is_refused_with_app_mode_or_a_tally(capsys, tmp_path) -> None:
    argv = ["--game", "metro", "--players", "2", "--agents", "strong,greedy", "--games", "2"]
    for extra in (["--app-mode"], ["--tally", str(tmp_path / "log")]):
        assert main([*argv, "--cpu-time", *extra]) == 2
        assert "--cpu-time" in capsys.readouterr().err
