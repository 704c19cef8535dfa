"""The table kit's pointer (``TableScene``): hit-testing over the panels, topmost first; a click
is a press and a release on the same target and goes to the controller, whose ``Reply`` the
table carries out (actions and their follow-ups played, refusals told, waiting ones as
information); a right click asks for the table's secondary target; the wheel scrolls the panel
under the pointer; the tooltip says the controller's words for what the pointer is over."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame
import pytest

from tabletop.controller.base import TableController
from tabletop.controller.hover import Hover, Line
from tabletop.controller.reply import Reply, Target
from tabletop.core import Action, CommonRefusal, GameConfig, Seat, View
from tabletop.games import GAMES
from tabletop.games.metro import MetroGame, MetroRefusal
from tabletop.games.ttr import DrawBlind, KeepTickets, TtrGame
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.settings import Settings
from tabletop.ui.table import TableScene
from tabletop.ui.widgets import Panel
from tests.support.pilot import click, headless_app, hover, run_frames

METRO = next(game for game in GAMES.values() if isinstance(game, MetroGame))


@dataclass(frozen=True)
class Spot(Target):
    name: str


class Patch(Panel):
    """A panel that is one target all over, and counts the wheel turned over it."""

    def __init__(self, name: str, rect: pygame.Rect) -> None:
        super().__init__()
        self.rect = rect
        self.target = Spot(name)
        self.turned = 0

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        return self.target if self.rect.collidepoint(pos) else None

    def rect_of(self, target: Target) -> pygame.Rect | None:
        return self.rect if target == self.target else None

    def wheel(self, pos: tuple[int, int], turns: int) -> bool:
        self.turned += turns
        return True


class Scripted(TableController):
    """Answers each target with a scripted reply; plays ``queue`` as follow-ups."""

    max_follow_ups = 2

    def __init__(self) -> None:
        super().__init__()
        self.replies: dict[Target, Reply] = {}
        self.clicked: list[Target] = []
        self.queue: list[Reply] = []

    def click(self, target: Target, view: View, legal: Sequence[Action]) -> Reply:
        self.clicked.append(target)
        return self.replies.get(target, Reply.nothing())

    def describe(self, target: Target, view: View) -> Hover | None:
        return Hover(f"over {target}", (Line(f"{len(self.legal)} moves"),))

    def follow_up(self, view: View, legal: Sequence[Action]) -> Reply:
        return self.queue.pop(0) if self.queue else Reply.nothing()


class KitTable(TableScene):
    """Two overlapping patches over a third: the kit's pointer with nothing else."""

    controller: Scripted

    def __init__(self, app: App, match: Match) -> None:
        self.controller = Scripted()
        self.under = Patch("under", pygame.Rect(100, 100, 400, 400))
        self.over = Patch("over", pygame.Rect(300, 300, 100, 100))
        super().__init__(app, match)

    @property
    def panels(self) -> Sequence[Panel]:
        return (self.under, self.over)

    def secondary_target(self, pos: tuple[int, int]) -> Target | None:
        return Spot("right") if self.under.rect.collidepoint(pos) else None


def _open(app: App, game_id: str) -> KitTable:
    """``game_id`` at the kit's table: Ala (a human) to act, Bo (an AI) waiting long."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    seats = [Seat("Ala", "#f2c531"), Seat("Bo", "#2f7fd8", "greedy")]
    scene = KitTable(app, Match.new(game_id, GameConfig(2), seats, 5))
    app.reset(scene)
    run_frames(app, 1)
    return scene


@pytest.fixture
def table() -> Iterator[KitTable]:
    with headless_app(autosave=False) as app:
        yield _open(app, METRO.spec.id)


def test_the_topmost_panel_under_the_pointer_is_hit_first(table: KitTable) -> None:
    assert table.target_at((350, 350)) == Spot("over")
    assert table.target_at((150, 150)) == Spot("under")
    assert table.target_at((50, 50)) is None
    assert table.panel_at((350, 350)) is table.over
    assert table.rect_of(Spot("over")) == table.over.rect and table.rect_of(Spot("x")) is None
    hover(table.app, (350, 350))
    assert table.hover == Spot("over")


def test_a_click_is_a_press_and_a_release_on_the_same_target(table: KitTable) -> None:
    click(table.app, (150, 150))
    assert table.controller.clicked == [Spot("under")]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 150), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(350, 350), button=1))
    run_frames(table.app, 1)
    assert table.controller.clicked == [Spot("under")]  # pressed on one, released on another


def test_a_right_click_asks_for_the_tables_secondary_target(table: KitTable) -> None:
    click(table.app, (150, 150), button=3)
    assert table.controller.clicked == [Spot("right")]
    click(table.app, (50, 50), button=3)
    assert table.controller.clicked == [Spot("right")]


def test_the_wheel_scrolls_the_panel_under_the_pointer(table: KitTable) -> None:
    hover(table.app, (350, 350))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, precise_y=-2.0))
    run_frames(table.app, 1)
    assert (table.over.turned, table.under.turned) == (-2, 0)


def test_refusals_are_told_waiting_ones_as_information(table: KitTable) -> None:
    app = table.app
    table.controller.replies = {
        Spot("under"): Reply.refuse(CommonRefusal.NOT_YOUR_TURN, name="Bo"),
        Spot("over"): Reply.refuse(MetroRefusal.POOL_EMPTY),
    }
    click(app, (150, 150))
    click(app, (350, 350))
    assert [(t.text, t.kind) for t in app.toasts] == [
        ("It is Bo's turn.", "info"),
        (Reply.refuse(MetroRefusal.POOL_EMPTY).message, "error"),
    ]


def test_a_click_plays_its_action_and_the_follow_ups_it_asks_for() -> None:
    ttr = next(game for game in GAMES.values() if isinstance(game, TtrGame))
    with headless_app(autosave=False) as app:
        table = _open(app, ttr.spec.id)
        match = table.match
        while match.view(match.to_act())["setup"]:  # both keep their first tickets
            seat = match.to_act()
            if match.seats[seat].is_human:
                match.submit(KeepTickets(tuple(match.view(seat)["offered_tickets"])))
            else:
                match.step_ai()
        table.refresh()
        table.controller.replies = {Spot("under"): Reply.play(DrawBlind())}
        # A turn draws two cards: the second is the follow-up; a third would be Bo's move.
        table.controller.queue = [Reply.play(DrawBlind()), Reply.play(DrawBlind())]
        click(app, (150, 150))
        assert [seat for seat, _action in match.log[-2:]] == [0, 0]
        assert match.to_act() == 1 and table.controller.queue == [Reply.play(DrawBlind())]


def test_the_tooltip_says_the_controllers_words_for_what_the_pointer_is_over(
    table: KitTable,
) -> None:
    hover(table.app, (150, 150))
    legal = len(table.legal())
    assert table.tooltip_lines == [f"over {Spot('under')}", f"{legal} moves"]
    assert table.tooltip.rect.topleft > (150, 150)
    hover(table.app, (50, 50))
    assert table.tooltip_lines == []
