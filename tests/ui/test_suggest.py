"""Suggest (issue 9): at every table, the Suggest button (or H) shows what the Strong level
would play for the human to act, worked out in the worker process from that seat's view,
highlighted on the board with a sentence and the level's reason (issue 28); it never plays
it, and it goes when the player acts, undoes or the turn changes. Refused, with a reason,
when it is not a human's turn."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games.great_tour import BLANK
from tabletop.play import Match
from tabletop.play.runner import play_game
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.table import Suggestion, TableScene
from tests.support.pilot import click, drawn_texts, press, run_frames, run_until
from tests.support.registry import game_ids, player_counts

#: Seconds a suggestion may take on a busy machine (worker start-up included).
DEADLINE = 90.0


def _table_at_human_turn(app: App, game_id: str, players: int, from_ply: int) -> TableScene:
    """A table where seat 0 (the human; the others greedy) starts a turn: the moves of a
    greedy game replayed up to there."""
    log = play_game(game_id, ["greedy"] * players, 7).log
    ply = from_ply
    while log[ply][0] != 0 or log[ply - 1][0] == 0:
        ply += 1
    colors = theme.player_colors(game_id)
    seats = [Seat("Ann", colors[0][1])]
    seats += [Seat(f"Bot {i}", colors[i][1], "greedy") for i in range(1, players)]
    match = Match.new(game_id, GameConfig(players), seats, 7)
    match.replay(log[:ply])
    table = app.start_match(match)
    run_frames(app, 2)
    assert table.can_act
    return table


@pytest.mark.parametrize(
    ("game_id", "players"),
    [(game_id, player_counts(game_id).start) for game_id in game_ids()],
)
def test_suggest_highlights_the_strong_move_and_never_plays_it(
    app: App, game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = _table_at_human_turn(app, game_id, players, from_ply=12)
    match = table.match
    ply, view = match.ply, match.view(0)
    click(app, table.suggest_button)
    assert table.suggesting
    assert "Thinking…" in drawn_texts(monkeypatch, app)  # the window goes on meanwhile
    run_until(app, lambda: table.suggested is not None, seconds=DEADLINE)
    suggested = table.suggested
    assert suggested is not None and table.suggested_action in match.legal_actions()
    assert suggested.words.startswith("Suggested: ")
    # The highlight is drawn every frame, and the state is what it was.
    drawn: list[pygame.Surface] = []

    def spy(surface: pygame.Surface) -> None:
        drawn.append(surface)
        suggested.draw(surface)

    table.suggested = dataclasses.replace(suggested, draw=spy)
    texts = drawn_texts(monkeypatch, app)
    assert suggested.words in " ".join(texts)  # wrapped in the side column
    # The level's reason, from the worker with the move, is said below it (issue 28).
    hint = match.hint
    assert hint is not None and suggested.reason == hint.reason()
    if suggested.reason is not None:
        assert any(len(text) > 5 and suggested.reason.startswith(text) for text in texts)
    run_frames(app, 2)
    assert len(drawn) >= 2
    assert match.ply == ply and match.view(0) == view
    # The player's move makes it go.
    action = table.suggested_action
    assert action is not None and table.submit(action)
    run_frames(app, 1)
    assert table.suggested is None and not table.suggesting
    assert all(not text.startswith("Suggested") for text in drawn_texts(monkeypatch, app))


def test_suggest_by_key_goes_on_undo(app: App) -> None:
    """Mid-journey in the Great Tour (a blank ticket: nothing hidden is shown, so Undo is
    allowed and the human is still to act): H asks, Undo makes the suggestion go."""
    colors = theme.player_colors("great_tour")
    seats = [Seat("Ann", colors[0][1])]
    seats += [Seat(f"Bot {i}", colors[i][1], "greedy") for i in (1, 2)]
    match = Match.new("great_tour", GameConfig(3), seats, 42)
    table = app.start_match(match)
    run_frames(app, 2)
    begin = next(a for a in match.legal_actions() if getattr(a, "ticket", None) == BLANK)
    assert table.submit(begin)
    run_frames(app, 1)
    assert match.to_act() == 0 and table.undo_allowed()
    press(app, pygame.K_h)
    run_until(app, lambda: table.suggested is not None, seconds=DEADLINE)
    assert isinstance(table.suggested, Suggestion)
    assert table.suggest_tooltip().endswith("(H)")
    table.undo()
    run_frames(app, 1)
    assert table.suggested is None and not table.suggesting


def test_suggest_says_the_same_after_an_undo_back_to_the_same_position(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Suggest, Undo, the same move again, Suggest: the same position gets the same hint at
    once (a time-budgeted search asked again could name another move), and the worker is not
    asked twice."""
    colors = theme.player_colors("great_tour")
    seats = [Seat("Ann", colors[0][1])]
    seats += [Seat(f"Bot {i}", colors[i][1], "greedy") for i in (1, 2)]
    match = Match.new("great_tour", GameConfig(3), seats, 42)
    table = app.start_match(match)
    run_frames(app, 2)
    asked: list[object] = []
    real = match._in_worker

    def counting(decision, read, told=None):  # type: ignore[no-untyped-def]
        asked.append(decision)
        return real(decision, read, told)

    monkeypatch.setattr(match, "_in_worker", counting)
    begin = next(a for a in match.legal_actions() if getattr(a, "ticket", None) == BLANK)
    assert table.submit(begin)
    run_frames(app, 1)
    press(app, pygame.K_h)
    run_until(app, lambda: table.suggested is not None, seconds=DEADLINE)
    first = table.suggested
    assert first is not None and len(asked) == 1
    click(app, table.undo_button)
    run_frames(app, 1)
    assert table.suggested is None and match.ply == 0
    assert table.submit(begin)  # back to the same position
    run_frames(app, 1)
    press(app, pygame.K_h)
    run_until(app, lambda: table.suggested is not None, seconds=5)
    again = table.suggested
    assert again is not None and len(asked) == 1  # remembered, not searched again
    hint = match.hint
    assert hint is not None and table.suggested_action == hint.action
    assert (again.words, again.reason) == (first.words, first.reason)


def test_suggest_is_refused_with_a_reason_when_no_human_is_to_act(app: App) -> None:
    colors = theme.player_colors("metro")
    seats = [Seat("Ann", colors[0][1]), Seat("Bot", colors[1][1], "strong")]
    match = Match.new("metro", GameConfig(2), seats, 3)
    table = app.start_match(match)
    run_frames(app, 1)
    if match.to_act() == 0:  # make the AI the one to act
        match.submit(match.legal_actions()[0])
        run_frames(app, 1)
    assert match.to_act() == 1
    press(app, pygame.K_h)
    assert not table.suggesting
    texts = [toast.text for toast in app.toasts]
    assert "Suggestions are for your own turn: Bot is playing." in texts
    assert not table.suggest_button.enabled
