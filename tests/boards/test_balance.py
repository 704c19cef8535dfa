"""``python -m tabletop.boards balance``: self-play on one board with a progress bar, win
shares with Wilson intervals, ticket and route rates, how games ended, as a table or JSON
(issue 26 §4)."""

from __future__ import annotations

import io
import json

import pytest

from tabletop.boards.__main__ import BAR, main, progress_bar
from tabletop.games.catalog import DEFAULT, engine
from tabletop.games.great_tour.events import JourneyCompleted
from tabletop.play.balance import (
    ALL_PASSED,
    FINAL_ROUND,
    BalanceReport,
    GameFacts,
    board_routes,
    facts_of,
    wilson,
)
from tabletop.play.runner import GameResult, play_game
from tabletop.resources import maps_dir

EXAMPLE = str(maps_dir() / "examples" / "ttr_example.tmx")


def test_the_wilson_interval_matches_the_textbook_figures() -> None:
    low, high = wilson(5, 10)
    assert round(low, 3) == 0.237 and round(high, 3) == 0.763
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 20)
    assert low == 0.0 and round(high, 3) == 0.161


def test_a_tiny_run_prints_json_a_test_can_read(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["balance", EXAMPLE, "--players", "2", "--games", "3", "--level", "beginner"]
    assert main([*args, "--json"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert "3/3" in captured.err  # the progress bar
    assert (data["game"], data["games"], data["players"]) == ("ttr_paris", 3, 2)
    shares = [seat["win_share"] for seat in data["seats"]]
    assert sum(shares) == pytest.approx(1.0)
    for seat in data["seats"]:
        low, high = seat["interval95"]
        assert 0 <= low <= seat["win_share"] <= high <= 1
    assert sum(data["end_reasons"].values()) == 3
    assert len(data["routes"]) == 23  # every route of the example, claimed or not
    assert all(0 <= r["claim_rate"] <= 1 for r in data["routes"].values())
    assert all(0 <= t["completion_rate"] <= 1 for t in data["tickets"].values())


def test_the_same_run_as_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", EXAMPLE, "--players", "2", "--games", "2", "--level", "beginner"]) == 0
    out = capsys.readouterr().out
    assert "Win share per seat (fair: 0.50):" in out and "How games ended:" in out


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["balance", "Atlantis", "--players", "2", "--games", "1"], "no board 'Atlantis'"),
        (["balance", EXAMPLE, "--players", "9", "--games", "1"], "is for 2–4 players"),
        (["balance", EXAMPLE, "--players", "2", "--games", "0"], "at least 1"),
        (["balance", EXAMPLE, "--players", "2", "--games", "1", "--level", "god"], "'god'"),
    ],
)
def test_a_run_that_cannot_be_played_is_refused_plainly(
    args: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    assert said in capsys.readouterr().err


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_in_a_pipe_the_progress_is_a_plain_line_every_tenth_of_the_run() -> None:
    out = io.StringIO()  # not a terminal, as in CI or `2> log`
    show = progress_bar(100, out)
    for done in range(1, 101):
        show(done)
    text = out.getvalue()
    assert "\r" not in text
    lines = text.splitlines()
    assert [line.split()[0] for line in lines] == [f"{n}/100" for n in range(10, 101, 10)]


def test_on_a_terminal_the_progress_bar_redraws_one_line() -> None:
    out = _Terminal()
    show = progress_bar(4, out)
    for done in range(1, 5):
        show(done)
    frames = out.getvalue().split("\r")[1:]
    assert len(frames) == 4 and "[" + "#" * BAR + "] 4/4" in frames[-1]
    assert out.getvalue().endswith("\n") and out.getvalue().count("\n") == 1


def _tour_game(seed: int, agent: str = "random") -> GameResult:
    return play_game("great_tour", [agent] * 3, seed)


def test_a_great_tour_game_everyone_passed_to_the_end_is_labelled_so() -> None:
    # Random players burn the blank tickets and hoard every card; seed 2 then has nobody able
    # to draw or travel with tickets still in the pile: the house rule's end.
    result = _tour_game(2)
    assert result.final_view["ticket_pile"] > 0 and not result.final_view["final_round"]
    assert facts_of(result).end_reason == ALL_PASSED


def test_a_great_tour_game_ended_by_its_final_round_is_labelled_so() -> None:
    result = _tour_game(1, "greedy")
    assert result.final_view["final_round"] and result.final_view["ticket_pile"] == 0
    assert facts_of(result).end_reason == FINAL_ROUND


def test_great_tour_segments_count_only_journeys_completed_not_cancelled() -> None:
    result = _tour_game(2)
    kinds = [action.kind for _seat, action in result.log]
    assert "cancel_journey" in kinds  # the game has cancelled journeys to leave out
    game = engine("great_tour")
    state = game.new_state(result.config, result.seed)
    travelled: set[str] = set()
    for _seat, action in result.log:
        step = game.apply(state, action)
        state = step.state
        for event in step.events:
            if isinstance(event, JourneyCompleted):
                travelled.update(event.path)
    assert set(facts_of(result).claimed) == travelled


def test_great_tour_tickets_are_held_where_they_reached_the_active_row() -> None:
    result = _tour_game(1, "greedy")
    view = result.final_view
    taken = {t for p in view["players"] for t in p["tickets"]}
    tickets = dict(facts_of(result).tickets)
    assert {t for t, done in tickets.items() if done} == taken
    assert {t for t, done in tickets.items() if not done} == set(view["active"])
    assert not set(view["future"]) & set(tickets)  # never offered: not held


@pytest.mark.parametrize(("players", "segments"), [(3, 37), (5, 42)])
def test_great_tour_routes_are_its_segments_in_play(players: int, segments: int) -> None:
    routes = board_routes("great_tour", DEFAULT, players)
    assert len(routes) == segments  # the 5 red segments only with 5-6 players


def test_a_great_tour_game_gives_the_heatmap_its_coaches() -> None:
    result = _tour_game(1, "greedy")
    coaches = {s for p in result.final_view["players"] for s in p["coaches"]}
    heat = dict(facts_of(result).heat)
    assert coaches and {s for s, value in heat.items() if value > 0} == coaches


def _completed_journeys(result: GameResult) -> list[tuple[str, ...]]:
    game = engine("great_tour")
    state = game.new_state(result.config, result.seed)
    journeys: list[tuple[str, ...]] = []
    for _seat, action in result.log:
        step = game.apply(state, action)
        state = step.state
        journeys += [tuple(e.path) for e in step.events if isinstance(e, JourneyCompleted)]
    return journeys


def test_a_great_tour_segments_journey_share_is_its_part_of_the_games_completed_journeys() -> None:
    result = _tour_game(2)  # random players: cancelled journeys too, which do not count
    journeys = _completed_journeys(result)
    shares = dict(facts_of(result).journey_shares or ())
    assert shares and len(journeys) > 1
    for segment, share in shares.items():
        assert share == sum(segment in path for path in journeys) / len(journeys)
    assert set(shares) == {s for path in journeys for s in path}


def _tour_facts(shares: dict[str, float]) -> GameFacts:
    return GameFacts(
        winners=(0,),
        scores=(1, 0, 0),
        moves=1,
        end_reason=FINAL_ROUND,
        tickets=(),
        claimed=tuple(shares),
        routes=(),
        journey_shares=tuple(shares.items()),
    )


def test_the_journey_share_of_a_run_averages_the_games_and_counts_a_segment_missed_as_nought() -> (
    None
):
    report = BalanceReport("great_tour", DEFAULT, 3, "standard")
    report.route_claims.update({"a": 0, "b": 0, "c": 0})
    report.add(_tour_facts({"a": 0.5, "b": 0.25}))
    report.add(_tour_facts({"a": 0.1}))
    routes = report.to_json()["routes"]
    assert routes["a"] == {"claim_rate": 1.0, "journey_share": pytest.approx(0.3)}
    assert routes["b"] == {"claim_rate": 0.5, "journey_share": pytest.approx(0.125)}
    assert routes["c"] == {"claim_rate": 0.0, "journey_share": 0.0}


def test_a_board_without_journeys_reports_no_journey_share(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["balance", EXAMPLE, "--players", "2", "--games", "1", "--json"]) == 0
    routes = json.loads(capsys.readouterr().out)["routes"]
    assert routes and all(set(figures) == {"claim_rate"} for figures in routes.values())


def test_a_great_tour_run_prints_each_segments_journey_share(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["balance", "great_tour", "--players", "3", "--games", "2", "--level", "greedy"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "Share of each game's journeys along each segment: AMS-bru 0." in out
