"""The Great Tour board's measured balance changes (issue 26, docs/BOARDS.md "The Great Tour"):
the art script applies them to the original design, the repository's copy of the board facts
carries them, and the shipped map is what the script writes from that copy."""

from __future__ import annotations

import importlib.util
import itertools
from pathlib import Path
from types import ModuleType
from typing import Any

from tabletop.resources import maps_dir
from tests.support.paths import REPO, reference_data


def _art_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "great_tour_art", REPO / "tools/art/great_tour.py"
    )
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


def test_the_shipped_map_is_what_the_art_script_writes_from_the_repositorys_facts(
    tmp_path: Path,
) -> None:
    written = tmp_path / "great_tour.tmx"
    _art_script().write_tmx(reference_data("great_tour.json"), written, "great_tour.png")
    assert written.read_text("utf-8") == (maps_dir() / "great_tour.tmx").read_text("utf-8")


def test_the_repositorys_facts_already_carry_every_balance_change() -> None:
    facts = reference_data("great_tour.json")
    assert _art_script().balanced(facts) == facts


def test_a_ticket_with_a_choice_of_cities_is_worth_a_point_less_but_at_least_two() -> None:
    tool = _art_script()
    design = reference_data("great_tour.json")
    design["tickets"] = [
        {"id": "T21", "from": ["AMS", "PAR"], "to": ["VIE"], "points": 4},
        {"id": "T25", "from": ["PAR", "VIE"], "to": ["AMS"], "points": 2},
        {"id": "T39", "from": ["AMS", "BER"], "to": ["MIL"], "points": 5},
        {"id": "T01", "from": ["AMS"], "to": ["BER"], "points": 3},
    ]
    tickets = {t["id"]: (t["from"], t["to"], t["points"]) for t in tool.balanced(design)["tickets"]}
    assert tickets["T21"] == (["AMS", "PAR"], ["VIE"], 3)  # Paris–Wien: 4 segments
    assert tickets["T25"] == (["PAR", "VIE"], ["AMS"], 2)  # Paris–Amsterdam: 2, never under 2
    assert tickets["T39"] == (["AMS"], ["MIL"], 5)  # no choice left: its fewest segments
    assert tickets["T01"] == (["AMS", "PAR"], ["BER"], 2)  # Paris added as a second start
    assert design["tickets"][0]["points"] == 4  # the design itself is kept


Ticket = tuple[frozenset[str], frozenset[str], int]


def _ticket(ticket: dict[str, Any]) -> Ticket:
    """What makes two tickets alike: start cities, destination cities and points."""
    return frozenset(ticket["from"]), frozenset(ticket["to"]), ticket["points"]


def _with_second_start(ticket: dict[str, Any], second: str, distances: dict) -> Ticket:
    """The ticket as it would be with ``second`` as its second start (points by the rule)."""
    start, destination = ticket["from"][0], ticket["to"][0]
    fewest = min(distances[start][destination], distances[second][destination])
    return frozenset((start, second)), frozenset((destination,)), max(2, fewest - 1)


def test_no_two_of_the_forty_tickets_are_alike() -> None:
    tickets = reference_data("great_tour.json")["tickets"]
    assert len(tickets) == 40
    assert len({_ticket(t) for t in tickets}) == 40


def test_a_one_city_ticket_may_also_start_from_the_farthest_city_keeping_tickets_unlike() -> None:
    tool = _art_script()
    facts = reference_data("great_tour.json")
    distances = facts["distances"]
    board_order = [city["id"] for city in facts["cities"]]
    tickets = {t["id"]: t for t in facts["tickets"]}
    single = [t["id"] for t in facts["tickets"] if len(t["from"]) == len(t["to"]) == 1]
    assert single == ["T27", "T39"]  # the two that kept one start (their own change)
    assert len(tool.SECOND_STARTS) == 20
    for ticket_id, added in tool.SECOND_STARTS.items():
        start, second = tickets[ticket_id]["from"]
        (destination,) = tickets[ticket_id]["to"]
        assert second == added
        others = {_ticket(t) for t in facts["tickets"] if t["id"] != ticket_id}
        # Every city farther from the destination, or as far and earlier in the board's
        # order, would make this ticket the same as another one.
        for city in board_order:
            if city in (start, destination, added):
                continue
            better = (distances[city][destination], -board_order.index(city)) > (
                distances[added][destination],
                -board_order.index(added),
            )
            if better:
                assert _with_second_start(tickets[ticket_id], city, distances) in others, (
                    ticket_id,
                    city,
                )
    # Wien and Milano are as far from Amsterdam: Wien is added to T05; T09 takes Milano, as
    # Paris/Wien → Amsterdam is T25.
    assert tool.SECOND_STARTS["T05"] == "VIE" and tool.SECOND_STARTS["T09"] == "MIL"


def test_the_second_starts_are_the_farthest_choice_found_by_trying_every_one() -> None:
    """Per destination, every way of giving its one-start tickets a second start is tried: of
    those that keep the 40 tickets different, the table in the art script is the one whose
    second starts are farthest from the destination in all; on a tie the lower-numbered
    ticket's city is the farther, then the earlier in the board's order."""
    tool = _art_script()
    facts = reference_data("great_tour.json")
    distances = facts["distances"]
    board_order = [city["id"] for city in facts["cities"]]
    one_start = {t["id"]: t for t in facts["tickets"] if t["id"] in tool.SECOND_STARTS}
    fixed = [_ticket(t) for t in facts["tickets"] if t["id"] not in one_start]
    found: dict[str, str] = {}
    for destination in board_order:
        ids = sorted(i for i, t in one_start.items() if t["to"] == [destination])
        choices = [
            [c for c in board_order if c not in (destination, one_start[i]["from"][0])] for i in ids
        ]
        best: tuple[tuple[int, list[tuple[int, int]]], tuple[str, ...]] | None = None
        for seconds in itertools.product(*choices):
            made = [
                _with_second_start(one_start[i], c, distances)
                for i, c in zip(ids, seconds, strict=True)
            ]
            if len(set(made + fixed)) < len(made + fixed):
                continue
            rank = [(distances[c][destination], -board_order.index(c)) for c in seconds]
            key = (sum(far for far, _ in rank), rank)
            if best is None or key > best[0]:
                best = (key, seconds)
        assert best is not None, destination
        found.update(zip(ids, best[1], strict=True))
    assert found == tool.SECOND_STARTS
