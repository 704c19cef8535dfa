"""The leak canary: over whole random games of every game with every seat on a phone, nothing
another seat holds hidden — a ticket (Ticket to Ride), a tile in hand (Metro), a VIP card (The
Great Tour) — ever appears in the bytes sent on a seat's socket or served on its page.

Decks are rigged so that each seat holds markers of its own from the deal (its own tickets, its
own tile designs, the VIP cards on top of their deck). What is hidden from a seat is read from
the true state at the moment each message is handed to the server: every other seat's hidden
things, less what this seat sees itself at that moment (a tile design another seat holds may
also lie on the board). Each message is checked as it leaves, and every byte a robot phone
received is shown to be one of those checked messages; each seat's page is fetched and
checked at the end too.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from tabletop.controller.ttr.words import TtrNames
from tabletop.games.great_tour.names import Names as TourNames
from tabletop.lan import PhoneHub, PhoneSession
from tabletop.lan import hub as hub_module
from tabletop.lan.bench import RobotPhone
from tabletop.lan.host import new_match, plan, serve
from tabletop.play import Match
from tests.support.phones import http_get

Hidden = Callable[[Match, int], set[str]]


def quoted(text: str) -> str:
    """``text`` as it stands alone in our JSON (a whole string value)."""
    return json.dumps(text, ensure_ascii=False)


def ttr_hidden(match: Match, seat: int) -> set[str]:
    """Other seats' tickets (kept or being chosen), by id and by name."""
    names = TtrNames(match.game)  # type: ignore[arg-type]
    found: set[str] = set()
    for other in range(len(match.seats)):
        if other != seat:
            view = match.view(other)
            for ticket in [*view["tickets"], *view["offered_tickets"]]:
                found |= {quoted(ticket), quoted(names.ticket(ticket))}
    return found


def metro_hidden(match: Match, seat: int) -> set[str]:
    """Other seats' tile designs in hand (and drawn), by id and by their tracks, less the
    designs this seat sees (on the board, in its own hand)."""
    board = match.game.tables.board  # type: ignore[attr-defined]
    mine = match.view(seat)
    seen = {t["tile"] for t in mine["tiles"]} | set(mine["hand"]) | {mine["drawn"]}
    held: set[str] = set()
    for other in range(len(match.seats)):
        if other != seat:
            view = match.view(other)
            held |= set(view["hand"]) | ({view["drawn"]} if view["drawn"] else set())
    found: set[str] = set()
    for design in held - seen:
        pairs = [list(pair) for pair in board.designs[design][0]]
        found |= {quoted(design), json.dumps(pairs, separators=(",", ":"))}
    return found


def tour_hidden(match: Match, seat: int) -> set[str]:
    """Other seats' VIP cards, by type and by name, less the types this seat sees."""
    names = TourNames(match.game.board)  # type: ignore[attr-defined]
    mine = match.view(seat)
    seen = set(mine["hand"]) | {c for pile in mine["discards"].values() for c in pile}
    if mine["journey"] is not None:
        seen |= set(mine["journey"]["paid"])
    found: set[str] = set()
    for other in range(len(match.seats)):
        if other != seat:
            for card in match.view(other)["hand"]:
                if card.endswith("*") and card not in seen:
                    found |= {quoted(card), quoted(names.card(card))}
    return found


CASES: list[tuple[str, str, dict[str, Any], Hidden, int]] = [
    (
        "ttr_europe",
        "phone,phone,phone",
        {
            "rigged": {
                "long_tickets": ["lisboa-danzig", "palermo-moskva", "brest-petrograd"],
                "tickets": ["athina-angora", "budapest-sofia", "frankfurt-kobenhavn"]
                + ["rostov-erzurum", "sofia-smyrna"],
            }
        },
        ttr_hidden,
        5,
    ),
    ("ttr_paris", "phone,phone", {}, ttr_hidden, 6),
    (
        "metro",
        "phone,phone,phone",
        {"hand_size": 3, "rigged": {"tiles": ["T08", "T08", "T09", "T10", "T10", "T11"]}},
        metro_hidden,
        7,
    ),
    (
        "great_tour",
        "phone,phone,phone",
        {"rigged": {"vip": ["PAR*", "BER*", "AMS*", "VIE*", "MIL*", "J*"]}},
        tour_hidden,
        8,
    ),
]


@pytest.mark.parametrize(("game_id", "seats", "options", "hidden", "seed"), CASES)
def test_no_seat_ever_receives_another_seats_hidden_cards_tickets_or_tiles(
    game_id: str,
    seats: str,
    options: dict[str, Any],
    hidden: Hidden,
    seed: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(hub_module, "RATE", 1e6)  # robots tap as fast as they can
    chosen = plan(game_id, seats, seed, options)
    match = new_match(chosen, None)
    match.autosave = False
    hub = PhoneHub(chosen.phone_seats, "127.0.0.1")
    checked: dict[int, set[str]] = {seat: set() for seat in chosen.phone_seats}
    markers_seen = 0

    def check(seat: int, text: str) -> None:
        nonlocal markers_seen
        secrets = hidden(match, seat)
        markers_seen += bool(secrets)
        leaked = sorted(s for s in secrets if s in text)
        assert not leaked, f"seat {seat} was sent {leaked} at ply {match.ply}"
        checked[seat].add(text)

    publish, send = hub.publish, hub.send
    monkeypatch.setattr(hub, "publish", lambda seat, text: (check(seat, text), publish(seat, text)))
    monkeypatch.setattr(hub, "send", lambda seat, text: (check(seat, text), send(seat, text)))
    hub.start()
    session = PhoneSession(match, hub)
    robots = [RobotPhone(hub.url(s), hub.host(), seed + s, pause=0.0) for s in chosen.phone_seats]
    try:
        for robot in robots:
            robot.start()
        serve(match, hub, session, linger=0.3)
        assert match.is_over()
        for seat in chosen.phone_seats:
            status, page = http_get(hub.url(seat))
            assert status == 200
            text = page.decode("utf-8")
            leaked = sorted(s for s in hidden(match, seat) if s in text)
            assert not leaked and match.is_over()
    finally:
        for robot in robots:
            robot.stop()
        session.close()
        hub.close()
        match.close()
    assert markers_seen > 0  # there was something to hide
    for seat, robot in zip(chosen.phone_seats, robots, strict=True):
        assert robot.received, "the robot phone received nothing"
        assert set(robot.received) <= checked[seat]  # every byte on the socket was checked
