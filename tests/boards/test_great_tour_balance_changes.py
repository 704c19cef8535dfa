"""The Great Tour board's measured balance changes (issue 26, docs/BOARDS.md "The Great Tour"):
the art script applies them to the original design, the repository's copy of the board facts
carries them, and the shipped map is what the script writes from that copy."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

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
    assert tickets["T01"] == (["AMS", "MIL"], ["BER"], 2)  # Milano added as a second start
    assert design["tickets"][0]["points"] == 4  # the design itself is kept


def test_a_one_city_ticket_may_also_start_from_the_city_farthest_from_its_destination() -> None:
    tool = _art_script()
    facts = reference_data("great_tour.json")
    distances = facts["distances"]
    tickets = {t["id"]: t for t in facts["tickets"]}
    single = [t["id"] for t in facts["tickets"] if len(t["from"]) == len(t["to"]) == 1]
    assert single == ["T27", "T39"]  # the two that kept one start (their own change)
    assert len(tool.SECOND_STARTS) == 20
    for ticket_id, added in tool.SECOND_STARTS.items():
        start, second = tickets[ticket_id]["from"]
        (destination,) = tickets[ticket_id]["to"]
        assert second == added
        others = [city for city in distances if city not in (start, destination)]
        assert distances[added][destination] == max(distances[c][destination] for c in others)
    # Wien and Milano are as far from Amsterdam: Wien is the one added.
    assert tool.SECOND_STARTS["T05"] == tool.SECOND_STARTS["T09"] == "VIE"
