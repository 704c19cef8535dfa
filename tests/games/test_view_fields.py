"""Views carry every field the rules pages name (the UI, agents and save checks read them).

A game whose descriptor declares its view as a ``TypedDict`` (``view_type``) is checked against
it: at every step of a random playout the view's keys are exactly the declared ones (nested
entries too), and the declared fields hold every field its rules page names in its "View"
section. Games without a declared view keep a hand-written field list below.
"""

from __future__ import annotations

import re
import types
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from tabletop.games import DESCRIPTORS
from tests.support.paths import RULES
from tests.support.playout import random_playout

from .test_contract import GAMES

#: The rules page of each game (``docs/rules/<page>.md``).
RULES_PAGE = {"ttr_europe": "ttr", "ttr_paris": "ttr", "metro": "metro", "great_tour": "great_tour"}

#: The declared view of each game that has one.
VIEW_TYPES = {d.id: d.view_type for d in DESCRIPTORS if d.view_type is not None}


def fields_named_on_page(page: str) -> set[str]:
    """Every field the page's "View" section names: its double-quoted lower-case words."""
    text = (RULES / f"{page}.md").read_text(encoding="utf-8")
    section = re.split(r"^## View\b", text, maxsplit=1, flags=re.MULTILINE)[1]
    section = re.split(r"^## ", section, maxsplit=1, flags=re.MULTILINE)[0]
    return set(re.findall(r'"([a-z_]+)"', section))


def _nested_typed_dicts(annotation: Any) -> list[type]:
    """The TypedDicts inside an annotation (``list[X]``, ``dict[str, X]``, ``X | None``…)."""
    if is_typeddict(annotation):
        return [annotation]
    return [td for arg in get_args(annotation) for td in _nested_typed_dicts(arg)]


def declared_fields(view_type: type) -> set[str]:
    """The keys of ``view_type`` and of every TypedDict nested in it."""
    fields: set[str] = set()
    for key, annotation in get_type_hints(view_type).items():
        fields.add(key)
        for nested in _nested_typed_dicts(annotation):
            fields |= declared_fields(nested)
    return fields


def assert_shape(value: Any, annotation: Any, where: str) -> None:
    """``value``'s keys are exactly what ``annotation`` declares, all the way down (every
    required key, optional ones allowed, nothing else)."""
    if is_typeddict(annotation):
        assert isinstance(value, dict), f"{where}: not a mapping"
        required, optional = annotation.__required_keys__, annotation.__optional_keys__
        keys = set(value)
        assert required <= keys, f"{where}: missing {sorted(required - keys)}"
        assert keys <= required | optional, f"{where}: undeclared {sorted(keys - required)}"
        hints = get_type_hints(annotation)
        for key in keys:
            assert_shape(value[key], hints[key], f"{where}.{key}")
        return
    origin = get_origin(annotation)
    if origin is list and isinstance(value, list):
        for i, item in enumerate(value):
            assert_shape(item, get_args(annotation)[0], f"{where}[{i}]")
    elif origin is dict and isinstance(value, dict):
        for key, item in value.items():
            assert_shape(item, get_args(annotation)[1], f"{where}[{key!r}]")
    elif origin in (Union, types.UnionType) and value is not None:
        nested = [arg for arg in get_args(annotation) if arg is not type(None)]
        if len(nested) == 1:
            assert_shape(value, nested[0], where)


@pytest.mark.parametrize("game_id", sorted(VIEW_TYPES))
def test_the_declared_view_holds_every_field_its_rules_page_names(game_id: str) -> None:
    named = fields_named_on_page(RULES_PAGE[game_id])
    assert named, f"docs/rules/{RULES_PAGE[game_id]}.md names no view field"
    missing = named - declared_fields(VIEW_TYPES[game_id])
    assert not missing, f"the page names fields the view does not declare: {sorted(missing)}"


@pytest.mark.parametrize("game_id", sorted(VIEW_TYPES))
def test_views_have_the_declared_fields_at_every_step(game_id: str) -> None:
    game, view_type = GAMES[game_id], VIEW_TYPES[game_id]
    players = game.spec.max_players
    last = None
    for state, seat, _action, nxt in random_playout(game, players, 8):
        last = nxt
        for viewer in (seat, None):
            assert_shape(game.view(state, viewer), view_type, f"{game_id} view")
    assert last is not None
    # Once the game is over, every declared field is there, the optional ones included.
    end = game.view(last, 0)
    assert_shape(end, view_type, f"{game_id} final view")
    assert set(end) == set(get_type_hints(view_type))


# ---------------------------------------------------------------- games without a declared view
# From docs/rules/*.md, "View (JSON form …)". More fields are welcome; these keep their names.
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
    "great_tour": {
        "game",
        "seat",
        "to_act",
        "pending",
        "active",
        "future",
        "ticket_pile",
        "blank_left",
        "decks",
        "players",
        "bonuses",
        "hand",
        "journey",
        "final_round",
    },
}
PLAYER_FIELDS = {
    "great_tour": {"city", "coaches", "tickets", "blank_tickets", "tokens", "hand_size"},
}


@pytest.mark.parametrize("game_id", sorted(set(GAMES) - set(VIEW_TYPES)))
def test_views_carry_the_fields_the_rules_page_names(game_id: str) -> None:
    game = GAMES[game_id]
    assert set(FIELDS) | set(VIEW_TYPES) == set(GAMES)
    players = game.spec.max_players
    for step, (state, _seat, _action, _nxt) in enumerate(random_playout(game, players, 8)):
        if step % 10:
            continue
        for viewer in (0, None):
            view = game.view(state, viewer)
            assert FIELDS[game_id] <= set(view), FIELDS[game_id] - set(view)
            for player in view.get("players", []) if game_id in PLAYER_FIELDS else []:
                assert PLAYER_FIELDS[game_id] <= set(player)
