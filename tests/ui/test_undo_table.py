"""Undo a player can reach, at the real tables with the UI pilot (issue 10 §2).

For every game: against AI, the Undo button takes back the player's move and the AI replies
(when none showed anything hidden) and the same move then gets the same replies; after a reveal
the button is disabled and its tooltip says why; in hot-seat the pass screen offers "Undo my
move" to the player who just moved.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from tabletop.core import Action, GameConfig, Rng, Seat, canonical_json
from tabletop.games import GAMES, make_agent
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tests.support.pilot import click, drawn_texts, hover, press, run_frames, run_until
from tests.support.registry import Area, game_ids

COLORS = ["#d33b32", "#2f6fd0", "#3c9a4a", "#f2c531"]


def _seats(game_id: str, humans: int) -> list[Seat]:
    players = GAMES[game_id].spec.min_players
    return [Seat(f"P{i + 1}", COLORS[i], None if i < humans else "greedy") for i in range(players)]


def _digest(match: Match) -> str:
    return canonical_json(match.game.state_json(match.state))


def _greedy(match: Match, seed: int) -> Action:
    agent = make_agent(match.game_id, "greedy")
    seat = match.to_act()
    return agent.choose(match.view(seat), match.legal_actions(), Rng(seed).fork(match.ply), 0.05)


def _ai_replies(match: Match) -> None:
    while not match.is_over() and not match.is_human_turn():
        match.step_ai()


def _find(
    game_id: str, humans: int, wanted: Callable[[Match, int], bool]
) -> tuple[int, list, Action]:
    """(seed, log before, the human's move) of the first human move after which ``wanted``
    holds (the AI replies applied), found by playing greedy moves through ``Match``."""
    for seed in range(1, 30):
        match = Match.new(
            game_id, GameConfig(len(_seats(game_id, humans))), _seats(game_id, humans), seed
        )
        while not match.is_over() and match.ply < 300:
            if not match.is_human_turn():
                match.step_ai()
                continue
            log, mover = list(match.log), match.to_act()
            action = _greedy(match, seed)
            match.submit(action)
            _ai_replies(match)
            assert mover is not None
            if wanted(match, mover):
                return seed, log, action
    pytest.fail(f"no such position in {game_id}")


def _open(app: App, game_id: str, humans: int, seed: int, log: list) -> TableScene:
    seats = _seats(game_id, humans)
    match = Match.new(game_id, GameConfig(len(seats)), seats, seed)
    match.replay(log)
    table = app.start_match(match)
    run_frames(app, 2)
    _close_choosers(app, table)
    return table


def _close_choosers(app: App, table: TableScene) -> None:
    """A chooser the table opened for the move (tickets to keep…): the test makes the move."""
    while app.top is not table and not isinstance(app.top, PassDeviceScene):
        app.pop()


def _undone_with_replies(match: Match, mover: int) -> bool:
    return match.can_undo(mover) and match.log[-1][0] != mover and match.to_act() == mover


def _reply_revealed(match: Match, mover: int) -> bool:
    refusal = match.undo_refusal(mover)
    return refusal is not None and refusal.reason == "undo_reply_revealed"


@pytest.mark.parametrize("game_id", game_ids(Area.UNDO_WITH_AI_REPLIES))
def test_the_undo_button_takes_back_a_move_and_the_ai_replies(
    app: App, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed, log, action = _find(game_id, 1, _undone_with_replies)
    table = _open(app, game_id, 1, seed, log)
    match = table.match
    assert table.viewer == 0 and table.can_act
    before, start = _digest(match), match.ply
    table.submit(action)
    run_until(app, lambda: match.is_human_turn() and app.top is not None, 30)
    run_frames(app, 1)
    _close_choosers(app, table)
    replies = match.log[start + 1 :]
    assert replies and table.undo_button.enabled
    hover(app, table.undo_button)
    tooltip = " ".join(drawn_texts(monkeypatch, app))
    assert "Take back your last move (Ctrl+Z)" in tooltip
    click(app, table.undo_button)
    _close_choosers(app, table)
    assert _digest(match) == before and match.ply == start and table.can_act
    assert [entry.ply for entry in table.log.entries] == list(range(start))
    table.submit(action)  # the same move: the AI seats answer as before (same seeds)
    run_until(app, lambda: match.is_human_turn(), 30)
    assert match.log[start + 1 :] == replies


@pytest.mark.parametrize("game_id", list(GAMES))
def test_after_a_reveal_the_undo_button_is_disabled_and_says_why(
    app: App, game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed, log, action = _find(game_id, 1, _reply_revealed)
    table = _open(app, game_id, 1, seed, log)
    match = table.match
    table.submit(action)
    run_until(app, lambda: match.is_human_turn(), 30)
    run_frames(app, 1)
    _close_choosers(app, table)
    assert not table.undo_button.enabled
    hover(app, table.undo_button)
    tooltip = " ".join(drawn_texts(monkeypatch, app))  # the tooltip wraps its sentence
    # What the reply showed, truly: a card drawn only P2 saw, or one turned up for everyone.
    said = ("P2's reply drew a hidden card, ticket or tile", "P2's reply turned a new card or tile")
    assert any(words in tooltip for words in said), tooltip
    assert "so your move cannot be" in tooltip
    before = match.ply
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert match.ply == before
    assert app.toasts[-1].text.startswith(said)


def test_metro_the_placement_of_a_drawn_tile_is_undone_while_the_ai_waits(app: App) -> None:
    from tabletop.games.metro import DrawTile

    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = _open(app, "metro", 1, 1, [])
    match = table.match
    table.submit(DrawTile())
    run_frames(app, 2)
    assert not table.undo_button.enabled  # the tile came from the pool
    before = _digest(match)
    table.submit(match.legal_actions()[0])
    run_frames(app, 2)
    assert match.to_act() == 1 and table.undo_button.enabled  # the AI has not moved yet
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert _digest(match) == before and table.can_act


def _hot_seat_undoable(match: Match, mover: int) -> bool:
    return match.to_act() != mover and match.can_undo(mover)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_pass_screen_offers_undo_my_move_in_hot_seat(app: App, game_id: str) -> None:
    players = GAMES[game_id].spec.min_players
    seed, log, action = _find(game_id, players, _hot_seat_undoable)
    table = _open(app, game_id, players, seed, log)
    match = table.match
    mover = match.to_act()
    assert isinstance(app.top, PassDeviceScene)
    click(app, app.top.ready_button)
    run_frames(app, 1)
    _close_choosers(app, table)
    before, start = _digest(match), match.ply
    table.submit(action)
    run_frames(app, 2)
    scene = app.top
    assert isinstance(scene, PassDeviceScene) and scene.from_seat == mover
    if scene.step == "drawn":
        click(app, scene.hide_button)
    assert scene.undo_button.visible
    assert scene.undo_button.label == f"Undo my move (P{mover + 1})"
    click(app, scene.undo_button)
    assert _digest(match) == before and match.ply == start
    assert table.viewer == mover and match.to_act() == mover
    assert not isinstance(app.top, PassDeviceScene)
