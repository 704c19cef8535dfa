"""Views carry every field the rules pages name (the UI, agents and save checks read them).

A game whose descriptor declares its view's ``TypedDict`` (``view_type``) is checked against
it: the view's keys are the TypedDict's keys at every step of a random playout, and the
TypedDict holds every field its rules page names in its "View" section — both read from their
sources (``fields_named_on_page``, ``typed_fields``), never written out here.
"""

from __future__ import annotations

import re
import types
import typing
from typing import Any

import pytest

from tabletop.games import DESCRIPTORS
from tests.support.paths import RULES
from tests.support.playout import random_playout

from .test_contract import GAMES

#: Field name → the fields of its value (an object, or a list of objects), or None.
Fields = dict[str, "Fields | None"]

#: The rules page of each game.
PAGE_OF = {"ttr_europe": "ttr", "ttr_paris": "ttr", "metro": "metro", "great_tour": "great_tour"}
#: The games whose descriptor declares its view's TypedDict.
TYPED = {d.id: d.view_type for d in DESCRIPTORS if d.view_type is not None}


def fields_named_on_page(page: str) -> Fields:
    """The fields a rules page's "View" section names, read from its JSON sketch
    (``{"game": ..., "players": [{"city": ...}], "journey": null or {"ticket", ...}}``): a key
    is a quoted name where an object starts or after a comma; an object that has only
    placeholder keys (``{"<city id>": n}``) is a map and names no fields."""
    text = (RULES / f"{page}.md").read_text(encoding="utf-8")
    section = re.split(r"^## ", text.split("\n## View", 1)[1], flags=re.M)[0]
    sketch = section[section.index("{") :]
    fields, _end = _object(sketch, 0)
    return fields


def _object(s: str, i: int) -> tuple[Fields, int]:
    assert s[i] == "{"
    fields: Fields = {}
    i += 1
    expect_key = True
    while i < len(s):
        c = s[i]
        if c == "}":
            return fields, i + 1
        if c == ",":
            expect_key, i = True, i + 1
        elif c == '"' and expect_key:
            end = s.index('"', i + 1)
            name, i = s[i + 1 : end], end + 1
            expect_key = False
            sub: Fields | None = None
            while s[i].isspace():
                i += 1
            if s[i] == ":":
                sub, i = _value(s, i + 1)
            if not name.startswith("<"):
                fields[name] = sub or None
        else:
            i += 1
    raise AssertionError("the page's view sketch is not closed")


def _value(s: str, i: int) -> tuple[Fields | None, int]:
    """Skip a value up to the next comma or closing brace; its object's fields, if any."""
    sub: Fields | None = None
    while s[i] not in ",}":
        if s[i] == "{":
            sub, i = _object(s, i)
        elif s[i] == '"':
            i = s.index('"', i + 1) + 1
        else:
            i += 1
    return sub, i


def _typed_dict_in(hint: Any) -> Any:
    """The TypedDict a field's type holds (through ``X | None`` and ``list[X]``), or None."""
    if typing.is_typeddict(hint):
        return hint
    if typing.get_origin(hint) in (types.UnionType, typing.Union, list):
        for arg in typing.get_args(hint):
            found = _typed_dict_in(arg)
            if found is not None:
                return found
    return None


def typed_fields(view_type: Any) -> Fields:
    """A TypedDict's fields as a tree, nested TypedDicts (players, journey…) included."""
    out: Fields = {}
    for name, hint in typing.get_type_hints(view_type).items():
        nested = _typed_dict_in(hint)
        out[name] = typed_fields(nested) if nested is not None else None
    return out


def _missing(named: Fields, typed: Fields, where: str = "") -> list[str]:
    """Fields the page names that the TypedDict does not hold (dotted paths)."""
    out = []
    for name, sub in named.items():
        if name not in typed:
            out.append(where + name)
        elif sub:
            held = typed[name]
            if held is None:
                out.append(f"{where}{name} (not a TypedDict)")
            else:
                out += _missing(sub, held, f"{where}{name}.")
    return out


def _check_keys(value: Any, view_type: Any, where: str) -> None:
    """``value``'s keys are ``view_type``'s (every required one, no unknown one), and so on
    down every nested TypedDict."""
    keys = set(value)
    assert view_type.__required_keys__ <= keys, (where, view_type.__required_keys__ - keys)
    assert keys <= set(view_type.__annotations__), (where, keys - set(view_type.__annotations__))
    for name, hint in typing.get_type_hints(view_type).items():
        nested = _typed_dict_in(hint)
        if nested is None or value.get(name) is None:
            continue
        items = value[name] if isinstance(value[name], list) else [value[name]]
        for item in items:
            _check_keys(item, nested, f"{where}.{name}")


@pytest.mark.parametrize("game_id", sorted(TYPED))
def test_the_view_type_holds_every_field_the_rules_page_names(game_id: str) -> None:
    named = fields_named_on_page(PAGE_OF[game_id])
    assert {"game", "seat", "to_act"} <= set(named)  # the page was read
    assert _missing(named, typed_fields(TYPED[game_id])) == []


@pytest.mark.parametrize("game_id", sorted(TYPED))
def test_the_views_keys_are_the_view_types_at_every_step(game_id: str) -> None:
    game = GAMES[game_id]
    view_type = TYPED[game_id]
    players = game.spec.max_players
    last = None
    for state, _seat, _action, nxt in random_playout(game, players, 8):
        last = nxt
        for viewer in (0, None):
            _check_keys(game.view(state, viewer), view_type, game_id)
    assert last is not None
    _check_keys(game.view(last, 0), view_type, game_id)
    assert view_type.__optional_keys__ <= set(game.view(last, 0))  # e.g. the final scores


# From shared/rules/*.md, "View (JSON form …)". More fields are welcome; these keep their names.
TTR = {
    "game",
    "seat",
    "to_act",
    "pending",
    "face_up",
    "deck",
    "discard",
    "ticket_deck",
    "routes",
    "stations",
    "players",
    "hand",
    "tickets",
    "offered_tickets",
    "final_round",
}
FIELDS = {
    "metro": {
        "game",
        "seat",
        "to_act",
        "tiles",
        "hand",
        "drawn",
        "hand_sizes",
        "pool",
        "scores",
        "owners",
        "scored",
    },
    "ttr_europe": TTR,
    "ttr_paris": TTR,
}
PLAYER_FIELDS = {
    "ttr_europe": {"score", "pieces", "stations_left", "hand_size", "ticket_count", "flags"},
    "ttr_paris": {"score", "pieces", "stations_left", "hand_size", "ticket_count", "flags"},
}


@pytest.mark.parametrize("game_id", [g for g in GAMES if g not in TYPED])
def test_views_carry_the_fields_the_rules_page_names(game_id: str) -> None:
    game = GAMES[game_id]
    assert set(FIELDS) | set(TYPED) == set(GAMES)
    players = game.spec.max_players
    last = None
    for step, (state, _seat, _action, nxt) in enumerate(random_playout(game, players, 8)):
        last = nxt
        if step % 10:
            continue
        for viewer in (0, None):
            view = game.view(state, viewer)
            assert FIELDS[game_id] <= set(view), FIELDS[game_id] - set(view)
            for player in view.get("players", []) if game_id in PLAYER_FIELDS else []:
                assert PLAYER_FIELDS[game_id] <= set(player)
    end = game.view(last, 0)
    if game_id.startswith("ttr"):
        # Once the game is over every view reveals each seat's tickets and whether each is done.
        assert len(end["revealed"]) == players
        assert all({"id", "completed"} <= set(t) for seat in end["revealed"] for t in seat)
