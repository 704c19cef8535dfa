"""Whole games on the real TTR table: seat 0 is a human playing with the mouse only (posted
events at the table's own hit-test positions) against ``greedy`` seats, in the App loop, until
the game-over screen shows the engine's outcome.

The human's choices come from a greedy agent reading the human's VIEW, steered so that the
Europe game includes a tunnel that costs extra cards, a station, a gray route and a ticket
draw (the decks are rigged so those come early), and the Paris game a ticket draw.
"""

from __future__ import annotations

import pytest

from tabletop.core import Action, GameConfig, Rng, Seat
from tabletop.games import make_agent
from tabletop.games.ttr import BuildStation, ClaimRoute, DrawBlind, DrawTickets
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import GameOverScene, winners_text
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr.game_over import TtrGameOverScene
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tabletop.ui.tables.ttr.tunnel import TunnelChooser
from tests.support.pilot import drawn_texts, run_frames

from .mouse import MouseHuman

#: Europe: the human's hand, the face-up row, then the deck's top: the first three turned for
#: the tunnel (a blue: one extra card), then reds for a gray route.
EUROPE_RIG = {
    "train_deck": [
        *["blue", "blue", "locomotive", "locomotive"],  # seat 0
        *["green", "yellow", "orange", "pink"],  # seat 1
        *["white", "black", "orange", "green", "yellow"],  # face up
        *["blue", "white", "black"],  # turned by the tunnel
        *["red"] * 8,
    ],
}
TUNNEL = "munchen-venezia"


def _start(app: App, game_id: str, players: int, options: dict, seed: int) -> TtrTable:
    colors = theme.player_colors(game_id)
    seats = [Seat("Anna", colors[0][1])] + [
        Seat(f"Bot {i}", colors[i][1], "greedy") for i in range(1, players)
    ]
    match = Match.new(game_id, GameConfig(players, options), seats, seed)
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_frames(app, 2)
    return table


class Steering:
    """The human's plan: a greedy agent on the human's view, with a few forced moves."""

    def __init__(self, table: TtrTable, europe: bool) -> None:
        self.table = table
        self.agent = make_agent(table.match.game_id, "greedy")
        self.europe = europe
        self.done: set[str] = set()
        self.turns = 0

    def choose(self) -> Action:
        table = self.table
        view = table.view
        legal = table.match.legal_actions()
        board = table.game.board
        if view["pending"] is None:
            self.turns += 1
            if self.europe:
                tunnel = [a for a in legal if isinstance(a, ClaimRoute) and a.route == TUNNEL]
                if "tunnel" not in self.done and tunnel:
                    self.done.add("tunnel")
                    return next(a for a in tunnel if a.color == "blue" and a.wilds == 0)
                stations = [a for a in legal if isinstance(a, BuildStation)]
                if "station" not in self.done and stations:
                    self.done.add("station")
                    return stations[0]
                gray = [
                    a
                    for a in legal
                    if isinstance(a, ClaimRoute)
                    and board.routes[a.route].color == "gray"
                    and not board.routes[a.route].tunnel
                    and a.color is not None
                ]
                if "gray" not in self.done and gray:
                    self.done.add("gray")
                    return gray[0]
                if "gray" not in self.done and DrawBlind() in legal:
                    return DrawBlind()  # the deck is rigged with reds
            if "tickets" not in self.done and self.turns >= 3 and DrawTickets() in legal:
                self.done.add("tickets")
                return DrawTickets()
        second = view["pending"] == "second_draw"
        if second and self.europe and "gray" not in self.done and DrawBlind() in legal:
            return DrawBlind()
        rng = Rng(1000 + table.match.ply)
        return self.agent.choose(view, legal, rng, 0.1)


def _play(app: App, table: TtrTable, steering: Steering) -> MouseHuman:
    human = MouseHuman(app, table, seat=0)
    while human.wait():
        human.perform(steering.choose())
    return human


def _check_game_over(app: App, table: TtrTable, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = app.top
    assert isinstance(scene, TtrGameOverScene)
    outcome = table.match.outcome()
    assert outcome is not None and scene.outcome == outcome
    texts = drawn_texts(monkeypatch, app)
    names = [table.seat_name(s) for s in outcome.winners]
    assert winners_text(names) in texts
    for seat, score in enumerate(outcome.scores):
        assert str(score) in texts
        for value in outcome.breakdown[seat].values():
            assert str(value) in texts
    # Every ticket of the shown player is listed, completed (+) or failed (−).
    view = table.match.view(None)
    for item in view["revealed"][scene.shown]:
        points = table.game.board.tickets[item["id"]].points
        assert (f"+{points}" if item["completed"] else f"−{points}") in texts


@pytest.mark.e2e
@pytest.mark.parametrize("speed", ["off", "fast"])
def test_whole_europe_game_by_mouse(app: App, monkeypatch: pytest.MonkeyPatch, speed: str) -> None:
    app.settings = Settings(animation_speed=speed, ai_delay=0.0)
    table = _start(app, "ttr_europe", 2, {"rigged": EUROPE_RIG}, seed=7)
    steering = Steering(table, europe=True)
    human = _play(app, table, steering)
    assert steering.done == {"tunnel", "station", "gray", "tickets"}
    assert {TicketChooser, TunnelChooser, ActionChooser} <= human.seen
    log = table.match.log
    own = [a for seat, a in log if seat == 0]
    tunnel = table.game.board.routes[TUNNEL]
    assert tunnel.tunnel and table.match.view(None)["routes"][TUNNEL] == 0
    assert any(type(a).__name__ == "PayTunnel" for a in own)
    assert sum(isinstance(a, DrawTickets) for a in own) >= 1
    assert isinstance(app.top, GameOverScene)
    _check_game_over(app, table, monkeypatch)


@pytest.mark.e2e
@pytest.mark.parametrize("speed", ["off", "fast"])
def test_whole_paris_game_by_mouse(app: App, monkeypatch: pytest.MonkeyPatch, speed: str) -> None:
    app.settings = Settings(animation_speed=speed, ai_delay=0.0)
    table = _start(app, "ttr_paris", 3, {}, seed=5)
    steering = Steering(table, europe=False)
    human = _play(app, table, steering)
    assert "tickets" in steering.done
    assert {TicketChooser, ActionChooser} <= human.seen
    own = [a for seat, a in table.match.log if seat == 0]
    assert any(isinstance(a, ClaimRoute) for a in own)
    _check_game_over(app, table, monkeypatch)
