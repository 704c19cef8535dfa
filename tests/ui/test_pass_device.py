"""The pass-the-device screen cannot be skipped by accident (issue 10 §1).

Input already queued or held when it opens, and anything within its guard time, never shows
the next player's hand; only a click on its button (or a key pressed afresh after the guard)
does. A spy on the table's drawing records whose view each frame drew, so "never shown" is
checked on what reached the screen, not on a flag.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games.branch_line import CardDrawn
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.input_guard import GUARD_SECONDS
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.table import TableScene
from tests.support.pilot import (
    FRAME,
    click,
    post_click,
    press,
    run_frames,
    run_until,
    settle,
)

from .example_game import EXAMPLE, DrawCard, example_config, quiet_move

ENTER = pygame.K_RETURN


def _start(app: App, game_id: str, agents: list[str | None], seed: int = 1) -> TableScene:
    colors = ["#d33b32", "#2f6fd0", "#3c9a4a"]
    seats = [Seat(f"P{i + 1}", colors[i], agent) for i, agent in enumerate(agents)]
    config = example_config(len(seats)) if game_id == EXAMPLE else GameConfig(len(seats))
    match = Match.new(game_id, config, seats, seed)
    table = app.start_match(match)
    run_frames(app, 1)
    return table


@contextmanager
def spy_viewers(table: TableScene) -> Iterator[list[int | None]]:
    """Whose view each drawn frame of ``table`` showed."""
    drawn: list[int | None] = []
    real = table.draw_table

    def spy(surface: pygame.Surface) -> None:
        drawn.append(table.viewer)
        real(surface)

    table.draw_table = spy  # type: ignore[method-assign]
    try:
        yield drawn
    finally:
        table.draw_table = real  # type: ignore[method-assign]


def _key(kind: int, key: int = ENTER) -> None:
    pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="\r", scancode=0))


def _open_on_seat_one(app: App, table: TableScene) -> PassDeviceScene:
    """Seat 0 takes the device, claims a route (nothing drawn): the pass screen is for seat 1."""
    click(app, app.top.ready_button)  # type: ignore[union-attr]
    assert table.viewer == 0
    table.submit(quiet_move(table.match))
    run_frames(app, 1)
    scene = app.top
    assert isinstance(scene, PassDeviceScene) and scene.seat == 1
    return scene


def test_events_in_the_same_frame_as_the_move_never_show_the_next_hand(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    click(app, app.top.ready_button)  # type: ignore[union-attr]
    settle(app)  # the hand is shown: the table takes input once the click's bounce is over
    with spy_viewers(table) as drawn:
        # Double-click "Play move" and press Enter twice, all arriving in one frame.
        table.moves.select(0)  # type: ignore[attr-defined]
        button = table.play_button.rect.center  # type: ignore[attr-defined]
        post_click(button)
        post_click(button)
        for _ in range(2):
            _key(pygame.KEYDOWN)
            _key(pygame.KEYUP)
        run_frames(app, 3)
        assert table.match.ply == 1
        assert isinstance(app.top, PassDeviceScene) and app.top.seat == 1
        assert 1 not in drawn and table.viewer is None


def test_input_within_the_guard_time_is_ignored(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    scene = _open_on_seat_one(app, table)
    with spy_viewers(table) as drawn:
        frames = int(GUARD_SECONDS / FRAME) - 2
        for _ in range(frames):  # a click on the button and Enter on every frame of the guard
            post_click(scene.ready_button.rect.center)
            _key(pygame.KEYDOWN, pygame.K_KP_ENTER)
            _key(pygame.KEYUP, pygame.K_KP_ENTER)
            run_frames(app, 1)
        assert app.top is scene and 1 not in drawn
    # Once the guard is over, a deliberate click shows seat 1's hand.
    click(app, scene.ready_button)
    assert app.top is table and table.viewer == 1


def test_a_key_held_down_never_passes_the_device_however_long_it_repeats(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    scene = _open_on_seat_one(app, table)
    with spy_viewers(table) as drawn:
        _key(pygame.KEYDOWN)  # pressed while the screen opens…
        run_frames(app, 1)
        for _ in range(3 * int(GUARD_SECONDS / FRAME)):  # …and repeating well past the guard
            _key(pygame.KEYDOWN)
            run_frames(app, 1)
        assert app.top is scene and 1 not in drawn
        _key(pygame.KEYUP)  # released, then pressed afresh: a deliberate act
        run_frames(app, 1)
        assert app.top is scene
        _key(pygame.KEYDOWN)
        run_frames(app, 1)
    assert app.top is table and table.viewer == 1


def test_a_mouse_button_pressed_before_the_guard_ended_is_not_a_click(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    scene = _open_on_seat_one(app, table)
    center = scene.ready_button.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=center, button=1))
    run_frames(app, 1)
    app.frame(dt=GUARD_SECONDS)  # the guard ends with the button still held
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=center, button=1))
    run_frames(app, 1)
    assert app.top is scene and table.viewer is None
    click(app, (center[0], scene.panel.top + 5))  # a click beside the button does nothing
    assert app.top is scene
    click(app, scene.ready_button)
    assert table.viewer == 1


def test_the_drawer_sees_the_drawn_card_before_the_device_is_passed(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    click(app, app.top.ready_button)  # type: ignore[union-attr]
    table.submit(DrawCard())
    run_frames(app, 1)
    scene = app.top
    assert isinstance(scene, PassDeviceScene)
    card = next(e.color for e in table.log.entries[0].events if isinstance(e, CardDrawn))
    # First step, for seat 0: the card they drew; nothing of seat 1 yet.
    assert scene.step == "drawn" and scene.drawn == [f"card drawn: color {card}"]
    assert scene.hide_button.visible and not scene.ready_button.visible
    # A double click or Enter after "Hide" must not also pass the device: the next step is
    # guarded anew.
    with spy_viewers(table) as drawn:
        settle(app)
        post_click(scene.hide_button.rect.center)
        run_frames(app, 1)
        assert scene.step == "handover"
        post_click(scene.ready_button.rect.center)
        _key(pygame.KEYDOWN)
        _key(pygame.KEYUP)
        run_frames(app, 2)
        assert app.top is scene and 1 not in drawn
    click(app, scene.ready_button)
    assert table.viewer == 1


def test_undo_my_move_on_the_pass_screen_gives_the_turn_back(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    scene = _open_on_seat_one(app, table)
    assert scene.undo_button.visible
    assert scene.undo_button.label == "Undo my move (P1)"
    click(app, scene.undo_button)
    # Seat 0 still holds the device: their own hand, their turn, no second pass screen.
    assert app.top is table and table.viewer == 0 and table.can_act
    assert table.match.ply == 0 and table.log.entries == []


def test_ctrl_z_on_the_pass_screen_does_what_its_undo_button_does(app: App) -> None:
    """New-player review #6: Ctrl+Z on the pass screen did nothing, silently."""
    table = _start(app, EXAMPLE, [None, None])
    _open_on_seat_one(app, table)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert app.top is table and table.viewer == 0 and table.can_act
    assert table.match.ply == 0 and table.log.entries == []


def test_ctrl_z_on_the_pass_screen_without_an_undo_says_why(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    click(app, app.top.ready_button)  # type: ignore[union-attr]
    table.submit(DrawCard())
    run_frames(app, 1)
    scene = app.top
    assert isinstance(scene, PassDeviceScene)
    click(app, scene.hide_button)
    press(app, pygame.K_z, pygame.KMOD_LCTRL)
    assert app.top is scene and table.match.ply == 1
    assert app.toasts[-1].text.startswith("Your last move showed you a hidden card")


def test_no_undo_on_the_pass_screen_after_a_draw(app: App) -> None:
    table = _start(app, EXAMPLE, [None, None])
    click(app, app.top.ready_button)  # type: ignore[union-attr]
    table.submit(DrawCard())
    run_frames(app, 1)
    scene = app.top
    assert isinstance(scene, PassDeviceScene)
    click(app, scene.hide_button)
    assert not scene.undo_button.visible


def test_the_first_player_gets_no_undo_and_no_drawn_step(app: App) -> None:
    _start(app, EXAMPLE, [None, None])
    scene = app.top
    assert isinstance(scene, PassDeviceScene) and scene.step == "handover"
    assert not scene.undo_button.visible and scene.drawn == []


@pytest.mark.parametrize("repeat", ["same frame", "next frame", "key repeat"])
def test_double_enter_in_the_ticket_chooser_never_shows_the_next_hand(
    app: App, repeat: str
) -> None:
    """The report's case: two humans at TTR Paris, Enter twice in the starting-ticket chooser
    used to confirm the tickets and then "I'm Player 2 — show my hand"."""
    from tabletop.ui.tables.ttr.ticket_choice import TicketChooser

    table = _start(app, "ttr_paris", [None, None])
    click(app, app.top.ready_button)  # type: ignore[union-attr]
    run_until(app, lambda: isinstance(app.top, TicketChooser), 10)
    chooser = app.top
    assert isinstance(chooser, TicketChooser)
    for toggle in chooser.toggles:  # the player reads and ticks every ticket
        click(app, toggle)
    settle(app)
    with spy_viewers(table) as drawn:
        _key(pygame.KEYDOWN)
        if repeat == "same frame":
            _key(pygame.KEYUP)
            _key(pygame.KEYDOWN)
            _key(pygame.KEYUP)
            run_frames(app, 5)
        elif repeat == "next frame":
            _key(pygame.KEYUP)
            run_frames(app, 1)
            _key(pygame.KEYDOWN)
            _key(pygame.KEYUP)
            run_frames(app, 5)
        else:  # Enter held: the key repeats for a while
            run_frames(app, 1)
            for _ in range(60):
                _key(pygame.KEYDOWN)
                run_frames(app, 1)
            _key(pygame.KEYUP)
            run_frames(app, 1)
        assert table.match.ply == 1  # seat 0 kept their tickets…
        assert isinstance(app.top, PassDeviceScene) and app.top.seat == 1
        assert 1 not in drawn and table.viewer is None  # …and seat 1's hand never showed
    click(app, app.top.ready_button)
    assert table.viewer == 1


def _ttr_europe_ticket_chooser_after_double_enter(app: App, gap_frames: int):  # type: ignore[no-untyped-def]
    """Two humans at TTR Europe: Enter on "I'm P1 — show my hand", then Enter again
    ``gap_frames`` frames later (0: in the same frame); the ticket chooser it opened."""
    from tabletop.ui.tables.ttr.ticket_choice import TicketChooser

    table = _start(app, "ttr_europe", [None, None])
    settle(app)
    assert isinstance(app.top, PassDeviceScene)
    _key(pygame.KEYDOWN)
    _key(pygame.KEYUP)
    if gap_frames:
        run_frames(app, gap_frames)
    _key(pygame.KEYDOWN)
    _key(pygame.KEYUP)
    run_frames(app, 5)
    assert isinstance(app.top, TicketChooser) and table.viewer == 0
    return table, app.top


@pytest.mark.parametrize("gap_frames", [0, 1, 2])
def test_double_enter_on_pass_screen_keeps_no_ticket(app: App, gap_frames: int) -> None:
    """New-player review #1: the second Enter of a bounce (30 ms later) used to confirm the
    opening ticket dialog with every ticket ticked. Now it is ignored, and the dialog opens
    with nothing ticked: its Keep button waits for the player's own choice."""
    table, chooser = _ttr_europe_ticket_chooser_after_double_enter(app, gap_frames)
    assert table.match.ply == 0
    assert chooser.selected == set() and not chooser.keep_button.enabled
    settle(app)
    _key(pygame.KEYDOWN)  # a deliberate Enter with nothing ticked keeps nothing either
    _key(pygame.KEYUP)
    run_frames(app, 2)
    assert table.match.ply == 0 and app.top is chooser


def test_a_bounced_click_after_the_pass_screen_ticks_no_ticket(app: App) -> None:
    """A double click on "show my hand" whose second click lands on a ticket of the dialog
    that opened under the pointer does not tick it: the dialog ignores the bounce too."""
    from tabletop.ui.tables.ttr.ticket_choice import TicketChooser

    table = _start(app, "ttr_europe", [None, None])
    settle(app)
    scene = app.top
    assert isinstance(scene, PassDeviceScene)
    post_click(scene.ready_button.rect.center)
    run_frames(app, 3)
    chooser = app.top
    assert isinstance(chooser, TicketChooser) and table.viewer == 0
    post_click(chooser.toggles[0].rect.center)
    run_frames(app, 2)
    assert chooser.selected == set()
    click(app, chooser.toggles[0])  # once the guard is over, a click ticks it
    assert chooser.selected == {chooser.toggles[0].ticket}


def test_the_opening_tickets_are_shown_plainly_until_one_is_ticked(app: App) -> None:
    """With nothing ticked yet nothing is decided: no ticket is dimmed as returned (the names
    stay readable); once one is kept, the others dim as returned."""
    _table, chooser = _ttr_europe_ticket_chooser_after_double_enter(app, 2)
    settle(app)

    def paper(index: int) -> tuple[int, int, int]:
        """The ticket's paper colour, left of its name (below its number disc)."""
        app.draw()
        rect = chooser.toggles[index].rect
        colour = app.screen.get_at((rect.x + rect.width // 3, rect.bottom - 3))
        return colour.r, colour.g, colour.b

    plain = [paper(i) for i in range(len(chooser.toggles))]
    click(app, chooser.toggles[0])
    assert chooser.selected
    kept, returned = paper(0), paper(1)
    assert sum(kept) >= sum(plain[0]) - 10  # the kept one as plain as before
    assert sum(returned) < sum(plain[1]) - 60, (plain[1], returned)  # the others dimmed
