"""Suggest inside the TTR dialogs that are the player's decision (issue 9): keeping tickets
and paying for a tunnel. The dialog's own Suggest button (or H) asks the Strong level from
the seat's view; the dialog rings the suggested tickets or way to pay and says it beside the
button; nothing is chosen for the player, and the suggestion goes once they choose."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games.ttr import DeclineTunnel, KeepTickets, PayTunnel
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.tables.ttr import modals, ticket_choice
from tabletop.ui.tables.ttr import tunnel as tunnel_dialog
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tests.support.pilot import click, drawn_texts, headless_app, press, run_frames, run_until

from .test_payment import assert_fits, tunnel

#: Seconds a suggestion may take on a busy machine (worker start-up included).
DEADLINE = 90.0


def _rings(monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The rects the dialogs ring as suggested, from now on."""
    rings: list[pygame.Rect] = []
    ring = tunnel_dialog.suggestion_ring

    def spy(surface: pygame.Surface, rect: pygame.Rect | None) -> None:
        if rect is not None:
            rings.append(pygame.Rect(rect))
        ring(surface, rect)

    # The dialogs that ring a suggested choice (modals: the ways to pay, in either dialog).
    for dialogs in (tunnel_dialog, ticket_choice, modals):
        monkeypatch.setattr(dialogs, "suggestion_ring", spy)
    return rings


def _ticket_dialog(app: App) -> tuple[TtrTable, TicketChooser]:
    """Europe, Ann (human) against a greedy bot, at Ann's choice of starting tickets."""
    colors = theme.player_colors("ttr_europe")
    seats = [Seat("Ann", colors[0][1]), Seat("Bot", colors[1][1], "greedy")]
    match = Match.new("ttr_europe", GameConfig(2), seats, 11)
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_until(app, lambda: isinstance(app.top, TicketChooser) and match.to_act() == 0, 10.0)
    chooser = app.top
    assert isinstance(chooser, TicketChooser)
    return table, chooser


@pytest.mark.slow
def test_suggest_by_key_in_the_ticket_dialog_rings_the_tickets_to_keep(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, chooser = _ticket_dialog(app)
    match = table.match
    ply, kept = match.ply, set(chooser.selected)
    rings = _rings(monkeypatch)
    press(app, pygame.K_h)
    assert table.suggesting and not chooser.suggest_button.enabled
    assert "Thinking…" in drawn_texts(monkeypatch, app)  # the dialog is drawn meanwhile
    run_until(app, lambda: table.suggested is not None, DEADLINE)
    action = table.suggested_action
    assert isinstance(action, KeepTickets) and action in match.legal_actions()
    rings.clear()
    texts = drawn_texts(monkeypatch, app)
    assert any(text.startswith("Suggested: Keep") for text in texts), texts
    assert {r.center for r in rings} == {
        t.rect.center for t in chooser.toggles if t.ticket in action.tickets
    }
    # Nothing was chosen for the player: the same dialog, the same ticks, the same turn.
    assert app.top is chooser and chooser.selected == kept and match.ply == ply
    # The player chooses (here: what was suggested); the suggestion goes with the dialog.
    for toggle in chooser.toggles:
        if (toggle.ticket in action.tickets) != (toggle.ticket in chooser.selected):
            click(app, toggle)
    click(app, chooser.keep_button)
    assert match.log[-1] == (0, action)
    run_frames(app, 1)
    assert table.suggested is None and not table.suggesting


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_suggest_button_in_the_tunnel_dialog_rings_the_way_to_pay(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    with headless_app(size, autosave=False) as app:
        table, chooser = tunnel(app)
        assert_fits(monkeypatch, app, chooser)  # the Suggest button over no way to pay
        rings = _rings(monkeypatch)
        click(app, chooser.suggest_button)
        assert table.suggesting
        run_until(app, lambda: table.suggested is not None, DEADLINE)
        action = table.suggested_action
        assert isinstance(action, PayTunnel | DeclineTunnel)
        rings.clear()
        texts = drawn_texts(monkeypatch, app)
        assert any(text.startswith("Suggested:") for text in texts), texts
        if isinstance(action, DeclineTunnel):
            expected = chooser.decline.rect
        else:
            expected = chooser.picker.option_rect(chooser.pays.index(action))
        assert [r.center for r in rings] == [expected.center]
        assert app.top is chooser and table.match.log[-1][1] != action
        press(app, pygame.K_2)  # the player pays their own way
        assert table.match.log[-1] == (0, PayTunnel(2))
        run_frames(app, 1)
        assert table.suggested is None


def test_ctrl_h_in_the_ticket_dialog_is_not_suggest(app: App) -> None:
    table, chooser = _ticket_dialog(app)
    press(app, pygame.K_h, pygame.KMOD_CTRL)
    assert not table.suggesting and app.top is chooser
