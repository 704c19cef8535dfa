"""Play the TTR table with the mouse only: an intended action becomes posted mouse events at
positions taken from the table's own layout and hit-testing (never a direct call)."""

from __future__ import annotations

from tabletop.controller.reply import Target
from tabletop.controller.ttr import DECK, TICKET_DECK, CityTarget, FaceUpTarget, RouteTarget
from tabletop.core import Action
from tabletop.games.ttr import (
    BuildStation,
    ClaimRoute,
    DeclineTunnel,
    DrawBlind,
    DrawFaceUp,
    DrawTickets,
    KeepTickets,
    Pass,
    PayTunnel,
)
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import click, run_until


def free_point(table: TtrTable, points: list[tuple[int, int]], want: Target) -> tuple[int, int]:
    """One of ``points`` where the table's hit-test finds ``want`` and no widget is on top."""
    for pos in points:
        covered = any(w.visible and w.rect.collidepoint(pos) for w in table.widgets)
        if not covered and table.target_at(pos) == want:
            return pos
    raise AssertionError(f"no clickable point for {want}")


def route_point(table: TtrTable, route: str) -> tuple[int, int]:
    return free_point(table, table.board_panel.route_points(route), RouteTarget(route))


def city_point(table: TtrTable, city: str) -> tuple[int, int]:
    return free_point(table, [table.board_panel.screen_cities[city]], CityTarget(city))


def center_of(table: TtrTable, target: Target) -> tuple[int, int]:
    """The centre of a panel item (a face-up card, a deck…), where a click on it lands."""
    rect = table.rect_of(target)
    assert rect is not None, f"{target} is not on the table"
    assert table.target_at(rect.center) == target
    return rect.center


class MouseHuman:
    """Seat ``seat`` of ``table`` played through posted mouse events."""

    def __init__(self, app: App, table: TtrTable, seat: int = 0) -> None:
        self.app = app
        self.table = table
        self.seat = seat
        self.seen: set[type] = set()  # the dialogs that appeared

    def game_over(self) -> bool:
        return isinstance(self.app.top, GameOverScene)

    def ready(self) -> bool:
        """The human must act now (with the dialog the step calls for, if any)."""
        top = self.app.top
        if self.game_over():
            return True
        table = self.table
        if table.match.to_act() != self.seat or table.animations.busy:
            return False
        pending = table.view.get("pending")
        if pending == "keep_tickets":
            return isinstance(top, TicketChooser)
        if pending == "tunnel":
            return isinstance(top, TunnelChooser)
        return top is table and table.can_act

    def wait(self, seconds: float = 20.0) -> bool:
        """Run frames until it is this seat's move; False once the game-over screen shows."""
        run_until(self.app, self.ready, seconds)
        return not self.game_over()

    def perform(self, action: Action) -> None:
        """Do ``action`` with the mouse and check the engine got exactly that."""
        app, table = self.app, self.table
        before = table.match.ply
        top = app.top
        if isinstance(action, KeepTickets):
            assert isinstance(top, TicketChooser)
            self.seen.add(TicketChooser)
            for toggle in top.toggles:
                if (toggle.ticket in top.selected) != (toggle.ticket in action.tickets):
                    click(app, toggle.rect.center)
            click(app, top.keep_button.rect.center)
        elif isinstance(action, PayTunnel | DeclineTunnel):
            assert isinstance(top, TunnelChooser)
            self.seen.add(TunnelChooser)
            if isinstance(action, DeclineTunnel):
                click(app, top.decline.rect.center)
            else:
                click(app, top.picker.option_rect(top.pays.index(action)).center)
        elif isinstance(action, DrawFaceUp):
            click(app, center_of(table, FaceUpTarget(action.slot)))
        elif isinstance(action, DrawBlind):
            click(app, center_of(table, DECK))
        elif isinstance(action, DrawTickets):
            click(app, center_of(table, TICKET_DECK))
            self._choose(action)
        elif isinstance(action, ClaimRoute):
            click(app, route_point(table, action.route))
            self._choose(action)
        elif isinstance(action, BuildStation):
            click(app, city_point(table, action.city))
            self._choose(action)
        elif isinstance(action, Pass):
            assert table.pass_button.visible
            click(app, table.pass_button.rect.center)
        else:
            raise AssertionError(f"no mouse gesture for {action}")
        assert table.match.ply == before + 1, f"{action} was not played"
        assert table.match.log[-1] == (self.seat, action)

    def _choose(self, action: Action) -> None:
        """The confirm/payment dialog opened by a click: pick the option for ``action``."""
        top = self.app.top
        if not isinstance(top, ActionChooser):
            return  # confirm_claims off and a single way to pay: already played
        self.seen.add(ActionChooser)
        index = [option.action for option in top.options].index(action)
        assert top.picker.shows(index), f"{action} is scrolled out of sight"
        click(self.app, top.picker.option_rect(index).center)  # selects (or, alone, plays) it
        if self.app.top is top and top.pay.visible:
            click(self.app, top.pay.rect.center)
