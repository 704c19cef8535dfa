"""The table's top bar: the game's title whole while an AI thinks, the round, not every ply."""

from __future__ import annotations

import pytest

from tabletop.core import GameConfig, Seat
from tabletop.play import Match
from tabletop.ui import theme
from tests.support.pilot import drawn_texts, headless_app


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_title_is_whole_while_an_ai_with_a_long_name_thinks(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    colors = theme.player_colors("great_tour")
    seats = [Seat("Maksymilian-Bartłomiej", colors[i][1], "greedy") for i in range(3)]
    with headless_app(size, autosave=False) as app:
        app.start_match(Match.new("great_tour", GameConfig(3), seats, 5))
        texts = drawn_texts(monkeypatch, app)
    assert "The Great Tour: European Cities" in texts
    assert "Maksymilian-Bartłomiej is thinking…" in texts


def test_the_bar_counts_rounds_not_turns() -> None:
    colors = theme.player_colors("metro")
    seats = [Seat(f"AI {i}", colors[i][1], "random") for i in range(3)]
    match = Match.new("metro", GameConfig(3), seats, 2)
    assert (match.turn, match.round) == (1, 1)
    for _ in range(3 * 4):  # Metro: one tile per turn, so four whole rounds
        assert match.step_ai()
    assert match.round == 5
    assert match.turn == 13


def test_ttr_starting_tickets_are_setup_so_the_first_turn_reads_round_1(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Real-window pass: the first turn after the starting tickets read "Round 2". The rules
    page makes the ticket choice setup: the first turn played is in round 1; the next round
    starts with the first player's second turn. Turns still count the ticket choices (saves
    and the history keep their numbers), and the replay's rounds agree with the bar."""
    from tabletop.games.ttr import DrawBlind, KeepTickets
    from tabletop.replay import Replay

    colors = theme.player_colors("ttr_europe")
    seats = [Seat(f"P{i}", colors[i][1]) for i in range(3)]
    match = Match.new("ttr_europe", GameConfig(3), seats, 4)
    while match.view(match.to_act())["setup"]:
        assert match.round == 1
        offered = match.view(match.to_act())["offered_tickets"]
        match._apply(match.to_act(), KeepTickets(tuple(offered)))
    assert (match.turn, match.round) == (4, 1)
    with headless_app(autosave=False) as app:
        app.start_match(match)
        assert "Round 1" in drawn_texts(monkeypatch, app)
    for _ in range(3):  # each seat's first turn: two blind cards
        seat = match.to_act()
        match._apply(seat, DrawBlind())
        match._apply(seat, DrawBlind())
        assert match.round == 1 or match.to_act() == 0
    assert (match.turn, match.round) == (7, 2)
    assert [r.number for r in Replay.from_match(match).rounds] == [1]
    match._apply(0, DrawBlind())
    assert [r.number for r in Replay.from_match(match).rounds] == [1, 2]
