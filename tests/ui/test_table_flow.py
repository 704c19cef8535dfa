"""The table's flow: whose view is drawn, pass-the-device between humans, undo, quick save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from tabletop.core import Action, GameConfig, Seat, Step, explain
from tabletop.games import GAMES
from tabletop.games.branch_line import BranchLineRefusal, CardDrawn, ClaimRoute
from tabletop.games.metro import MetroGame
from tabletop.play import Match, load_save
from tabletop.saves import list_saves
from tabletop.ui.app import App
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tests.support.pilot import click, press, run_frames, run_until

from .example_game import EXAMPLE, DrawCard, example_config, quiet_move


def _start(app: App, game_id: str, agents: list[str | None], seed: int = 1) -> TableScene:
    colors = ["#d33b32", "#2f6fd0", "#3c9a4a"]
    seats = [Seat(f"P{i + 1}", colors[i], agent) for i, agent in enumerate(agents)]
    match = Match.new(game_id, example_config(len(seats)), seats, seed, autosave=True)
    table = app.start_match(match)
    run_frames(app, 1)
    return table


def test_pass_the_device_hides_hands_between_two_humans(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    # The first player must also take the device: nothing private shows before the click.
    assert isinstance(app.top, PassDeviceScene) and app.top.seat == 0
    assert table.viewer is None and table.view["hand"] == {}
    assert not table.can_act
    click(app, app.top.ready_button)
    assert app.top is table and table.viewer == 0
    assert table.view["hand"] == table.match.view(0)["hand"] != {}
    assert table.can_act
    table.submit(quiet_move(table.match))
    run_frames(app, 1)
    # Seat 1's turn: seat 0's hand is hidden at once, seat 1's only after the click.
    assert isinstance(app.top, PassDeviceScene) and app.top.seat == 1
    assert table.viewer is None and table.view["hand"] == {}
    press(app, pygame.K_RETURN)
    assert table.viewer == 1 and table.view["hand"] == table.match.view(1)["hand"]


def test_one_human_keeps_their_view_while_the_ai_plays(app: App) -> None:
    table = _start(app, EXAMPLE, [None, "random", "random"])
    assert app.top is table and table.viewer == 0  # no passing with a single human
    table.submit(DrawCard())
    run_until(app, lambda: table.match.ply >= 3 and table.match.to_act() == 0)
    assert table.viewer == 0 and app.top is table
    # The human reads their own draw; the AI seats' draws only as their public twin.
    own = [t for seat, t in table.log.lines(0, table.describe_event) if seat == 0]
    others = [t for seat, t in table.log.lines(0, table.describe_event) if seat != 0]
    card = next(e.color for e in table.log.entries[0].events if isinstance(e, CardDrawn))
    assert own[0] == f"card drawn: color {card}"
    assert not any(t.startswith("card drawn:") for t in others)


def test_no_humans_means_the_spectator_view(app: App) -> None:
    table = _start(app, EXAMPLE, ["random", "random"])
    run_until(app, lambda: table.match.ply >= 4)
    assert table.viewer is None and table.view["seat"] is None and table.view["hand"] == {}
    assert not any(isinstance(s, PassDeviceScene) for s in app.stack)


def test_undo_takes_back_the_players_own_move(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)  # the AI waits: time to undo
    table = _start(app, EXAMPLE, [None, "random"])
    assert not table.undo_button.enabled
    table.submit(quiet_move(table.match))
    run_frames(app, 2)
    assert table.match.ply == 1 and table.undo_button.enabled
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.match.ply == 0 and table.match.to_act() == 0 and table.can_act
    assert table.log.entries == []
    # A draw showed a card: it cannot be taken back.
    table.submit(DrawCard())
    run_frames(app, 2)
    assert not table.undo_button.enabled
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.match.ply == 1


def test_a_player_cannot_undo_the_previous_players_move(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    click(app, app.top.ready_button)
    table.submit(quiet_move(table.match))  # seat 0 claims a route (undoable for seat 0)
    run_frames(app, 1)
    assert isinstance(app.top, PassDeviceScene)
    click(app, app.top.ready_button)
    assert table.viewer == 1 and table.match.can_undo()
    assert not table.undo_allowed() and not table.undo_button.enabled
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.match.ply == 1


def test_ctrl_s_quick_saves(app: App) -> None:
    table = _start(app, EXAMPLE, ["random", "random"])
    run_until(app, lambda: table.match.ply >= 2)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    named = [info for info in list_saves() if not info.is_autosave]
    assert len(named) == 1 and named[0].game == EXAMPLE and named[0].problem is None
    assert any("Saved" in toast.text for toast in app.toasts)


def test_an_illegal_move_is_shown_not_raised(app: App) -> None:
    table = _start(app, EXAMPLE, [None, "random"])
    assert table.can_act
    # R7 is three red cards long: the seat holds two.
    assert not table.submit(ClaimRoute("R7"))
    assert table.match.ply == 0
    refusal = explain(BranchLineRefusal.NOT_ENOUGH_CARDS, n=3)
    assert [toast.text for toast in app.toasts] == [refusal]


def test_a_loaded_game_is_played_through_once_and_its_log_told_from_its_moves(
    app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Loading replays the save's moves in the match; the table tells its log from the events
    the match kept, without playing the moves again."""
    metro = next(game for game in GAMES.values() if isinstance(game, MetroGame))
    seats = [Seat("Ann", "#d33b32"), Seat("Bob", "#2f6fd0", "greedy")]
    first = Match.new(metro.spec.id, GameConfig(2), seats, 3, saves_dir=tmp_path)
    while first.ply < 12:
        if first.to_act() == 0:
            first.submit(first.legal_actions()[0])
        else:
            first.step_ai()
    loaded = load_save(first.save_as("a game to load"))
    applied: list[Action] = []
    real = MetroGame.apply

    def counted(self: MetroGame, state: Any, action: Action) -> Step:
        applied.append(action)
        return real(self, state, action)

    monkeypatch.setattr(MetroGame, "apply", counted)
    table = app.start_match(loaded)
    run_frames(app, 1)
    assert applied == []
    assert [(e.ply, e.seat, e.action, e.events) for e in table.log.entries] == [
        (ply, seat, action, events) for ply, (seat, action, events) in enumerate(first.history)
    ]
    assert len(table.log.entries) == 12


def test_ctrl_s_saves_from_a_dialog_over_the_table(app: App) -> None:
    """Ctrl+S saves whatever dialog of the game is open (the menu, the starting tickets):
    the game can be saved at any moment of play, and the player expects the shortcut to work
    there as it does at the table."""
    table = _start(app, EXAMPLE, [None, "random"])
    press(app, pygame.K_ESCAPE)  # the game's menu, over the table
    assert app.top is not table
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    named = [info for info in list_saves() if not info.is_autosave]
    assert len(named) == 1 and named[0].game == EXAMPLE
    assert any("Saved" in toast.text for toast in app.toasts)


def test_ctrl_s_saves_at_the_starting_tickets(app: App) -> None:
    from tabletop.ui import theme
    from tabletop.ui.tables.ttr.ticket_choice import TicketChooser

    colors = theme.player_colors("ttr_europe")
    seats = [Seat("Ann", colors[0][1]), Seat("Bot", colors[1][1], "greedy")]
    match = Match.new("ttr_europe", GameConfig(2), seats, 11)
    app.start_match(match)
    run_until(app, lambda: isinstance(app.top, TicketChooser) and match.to_act() == 0, 10.0)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    named = [info for info in list_saves() if not info.is_autosave]
    assert len(named) == 1 and named[0].game == "ttr_europe" and named[0].problem is None
    assert isinstance(app.top, TicketChooser)  # the choice stays open


def test_ctrl_s_on_the_load_screen_over_a_game_does_not_save_it(app: App) -> None:
    """The Load screen (opened from the game's menu) is not the game: Ctrl+S there is not
    a save of the game under it."""
    _start(app, EXAMPLE, [None, "random"])
    app.screens.load()
    run_frames(app, 1)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert [info for info in list_saves() if not info.is_autosave] == []
