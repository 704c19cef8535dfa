"""Paris French flag sets (rules/ttr.md, "French flag")."""

from __future__ import annotations

from tabletop.games.ttr import ClaimRoute
from tabletop.games.ttr import events as ev

from .scenario import PARIS, act, rigged, set_flags, set_hand, step


def _paris(cards: dict[str, int], flags: list[str] | None = None):
    s = set_hand(rigged(PARIS, 2), 0, cards)
    return set_flags(s, 0, flags) if flags else s


def _discard(state) -> dict[str, int]:
    return {c: n for c, n in PARIS.state_json(state)["discard"].items() if n}


def test_french_flag_keeps_one_card_of_a_red_route() -> None:
    result = step(PARIS, _paris({"red": 1}), ClaimRoute("R01", "red", 0))
    after = result.state
    assert PARIS.view(after, 1)["players"][0]["flags"] == ["red"]
    assert _discard(after) == {}
    assert ev.FlagCardKept(0, "red") in result.events


def test_french_flag_keeps_only_one_card_of_a_white_route() -> None:
    after = act(PARIS, _paris({"white": 2}), ClaimRoute("R26", "white", 0))
    assert PARIS.view(after, 0)["players"][0]["flags"] == ["white"]
    assert _discard(after) == {"white": 1}


def test_french_flag_never_takes_a_wild() -> None:
    after = act(PARIS, _paris({"bus": 1}), ClaimRoute("R01", None, 1))
    assert PARIS.view(after, 0)["players"][0]["flags"] == []
    assert _discard(after) == {"bus": 1}


def test_french_flag_one_card_per_colour() -> None:
    after = act(PARIS, _paris({"red": 1}, ["red"]), ClaimRoute("R01", "red", 0))
    assert PARIS.view(after, 0)["players"][0]["flags"] == ["red"]
    assert _discard(after) == {"red": 1}


def test_french_flag_only_for_blue_white_red_routes() -> None:
    after = act(PARIS, _paris({"yellow": 2}), ClaimRoute("R25", "yellow", 0))
    assert PARIS.view(after, 0)["players"][0]["flags"] == []


def test_french_flag_set_scores_four_at_the_end_of_the_turn() -> None:
    result = step(PARIS, _paris({"red": 1}, ["blue", "white"]), ClaimRoute("R01", "red", 0))
    after = result.state
    view = PARIS.view(after, 1)
    assert view["players"][0]["flags"] == []
    assert view["players"][0]["score"] == 1 + 4
    assert _discard(after) == {"blue": 1, "white": 1, "red": 1}
    kinds = [type(e) for e in result.events]
    assert (
        kinds.index(ev.FlagCardKept) < kinds.index(ev.FlagSetScored) < kinds.index(ev.TurnStarted)
    )
    assert after.flag_points[0] == 4
