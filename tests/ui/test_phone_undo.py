"""A phone seat's Undo, pressed on its phone, at the big-screen table (issue 24): the seat's move
and the AI's reply after it are taken back (``Match.undo``'s rule), and the table's match, view
and log go back with them; the seat may move again, the big screen still shows only the public
view, and every phone — the one that undid and the others — gets the new page."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from tabletop.core import GameConfig, decode_action
from tabletop.games.metro import PlaceTile
from tabletop.games.ttr import ClaimRoute, DrawTickets, KeepTickets
from tabletop.lan import LanAddress, Reach
from tabletop.play import Match
from tabletop.ui import phones as phones_module
from tabletop.ui.app import App
from tests.support.phones import Phone
from tests.support.pilot import run_frames, run_until
from tests.ui.test_phone_clicks import AtTable, advance
from tests.ui.test_phones_at_table import seats_for

ADDRESSES = [LanAddress("127.0.0.1", "lo", Reach.LOOPBACK)]


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(phones_module, "lan_addresses", lambda: list(ADDRESSES))


@pytest.fixture
def phones() -> Iterator[list[Phone]]:
    opened: list[Phone] = []
    yield opened
    for phone in opened:
        phone.close()
    pygame.event.clear()


def open_with_phones(app: App, game_id: str, kinds: list[str], seed: int) -> AtTable:
    match = Match.new(
        game_id, GameConfig(len(kinds), {}), seats_for(game_id, kinds), seed, autosave=False
    )
    match.timed_agents = False
    table = app.start_match(match)
    run_frames(app, 2)
    return AtTable(app, table)


def test_undo_on_a_phone_takes_back_its_move_and_the_ai_reply_at_the_big_screen(
    app: App, phones: list[Phone]
) -> None:
    owner = open_with_phones(app, "ttr_europe", ["phone", "random", "phone"], seed=1)
    table, match = owner.table, owner.table.match
    assert table.phones is not None
    anna, celina = Phone(owner, table.phones.url(0)), Phone(owner, table.phones.url(2))
    phones += [anna, celina]
    run_until(app, lambda: app.top is table, seconds=5)
    # The opening tickets, kept (as the phones would keep them).
    advance(
        owner,
        lambda legal: match.to_act() == 0 and DrawTickets() in legal,
        lambda action: isinstance(action, KeepTickets),
    )
    owner.pump()
    before = (match.ply, match.view(None), len(table.log.entries))

    # Anna claims a route from her phone (nothing hidden is shown); the AI replies; Celina's turn.
    page = anna.current()
    move = next(m for m in page["moves"] if m["action"]["kind"] == ClaimRoute.kind)
    claim = decode_action(match.game.action_types, move["action"])
    anna.act(page, move["action"])
    run_until(app, lambda: match.to_act() == 2, seconds=10)
    owner.pump()
    assert [seat for seat, _a, _e in match.history[before[0] :]] == [0, 1]
    assert len(table.log.entries) == before[2] + 2
    assert table.view != before[1] and celina.current()["mine"]

    # Anna presses Undo on her phone: her claim and the AI's reply go (Match.undo's rule).
    page = anna.current()
    assert page["undo"] == ""  # her phone offers it
    anna.send({"type": "undo", "version": page["version"]})
    run_until(app, lambda: match.ply == before[0], seconds=5)
    owner.pump()  # the big screen: the public view, nothing passed to anyone
    assert match.to_act() == 0
    assert table.view == match.view(None) == before[1]
    assert len(table.log.entries) == before[2]
    # Every phone gets the page of the game as it is now.
    version = owner.session.version
    mine = anna.wait(lambda m: m["type"] == "view" and m["version"] == version)
    theirs = celina.wait(lambda m: m["type"] == "view" and m["version"] == version)
    assert mine["mine"] and not theirs["mine"]
    assert claim in match.legal_actions()
    # Anna plays again from her phone, and the game goes on.
    anna.act(mine, move["action"])
    run_until(app, lambda: match.ply > before[0], seconds=5)
    assert match.history[before[0]][:2] == (0, claim)


def test_undo_on_a_phone_after_a_move_that_showed_a_hidden_tile_is_refused_on_the_phone(
    app: App, phones: list[Phone]
) -> None:
    owner = open_with_phones(app, "metro", ["phone", "random"], seed=5)
    table, match = owner.table, owner.table.match
    assert table.phones is not None
    anna = Phone(owner, table.phones.url(0))
    phones.append(anna)
    run_until(app, lambda: app.top is table, seconds=5)
    page = anna.current()
    move = next(m for m in page["moves"] if m["action"]["kind"] == PlaceTile.kind)
    anna.act(page, move["action"])  # placing draws her next tile: something hidden, seen
    run_until(app, lambda: match.ply == 2 and match.to_act() == 0, seconds=10)
    owner.pump()
    page = anna.current()
    assert page["undo"]  # her phone says why Undo cannot be used
    history, view = list(match.history), table.view
    anna.send({"type": "undo", "version": page["version"]})
    assert anna.notice()["text"] == page["undo"]
    owner.pump()
    assert match.history == history and table.view == view == match.view(None)
