"""Views carry every field the rules pages name (the UI, agents and save checks read them).

A game that declares its view as a ``TypedDict`` (``GameDescriptor.view_type``) has its fields
derived: the TypedDict holds every field its rules page names in the section "View" (parsed
from the page, nested objects included), and every view of a random playout has the
TypedDict's required keys and no key it does not declare, at every level.
"""

from __future__ import annotations

import re
import types
import typing
from functools import cache
from typing import Any, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from tabletop.games import DESCRIPTORS
from tests.support.paths import RULES
from tests.support.playout import random_playout

from .test_contract import GAMES

TYPED = {d.id: d.view_type for d in DESCRIPTORS}
#: Each game's rules page (``docs/rules/<page>.md``), as its descriptor names it.
PAGE_OF = {d.id: d.rules_page for d in DESCRIPTORS}

#: A tree of field names: field → the fields of the objects inside it (empty: none).
Fields = dict[str, "Fields"]


# ----------------------------------------------------------------------------- derivation
def fields_named_on_page(page: str) -> Fields:
    """The view fields ``docs/rules/<page>.md`` names in its "View" section: the keys of the
    JSON-like object written there, as a tree. Placeholders such as ``"<station number>"``
    are left out (they stand for any key)."""
    text = (RULES / f"{page}.md").read_text(encoding="utf-8")
    section = text[text.index("## View") :]
    section = section[: section.find("\n## ", 1)] if "\n## " in section[1:] else section
    match = re.search(r"`(\{.*?\})`", section, re.DOTALL)
    assert match, f"{page}.md: no view object in the section View"
    root: Fields = {}
    # One frame per open bracket: (bracket, the object's fields or None, its last key).
    stack: list[list[Any]] = []
    previous = ""
    for token in re.finditer(r'"[^"]*"|[{}\[\],:]', match.group(1)):
        word = token.group()
        if word in "{[":
            node: Fields | None = None
            if word == "{":
                owner = next((f for f in reversed(stack) if f[0] == "{"), None)
                if owner is None:
                    node = root
                elif owner[2] is not None:
                    node = owner[1].setdefault(owner[2], {})
                else:
                    node = {}
            stack.append([word, node, None])
        elif word in "}]":
            stack.pop()
        elif word.startswith('"'):
            frame = stack[-1] if stack else None
            is_key = frame is not None and frame[0] == "{" and previous in ("{", ",")
            name = word.strip('"')
            if is_key and not name.startswith("<"):
                frame[1].setdefault(name, {})
                frame[2] = name
        previous = word
    return root


def typed_dict_inside(annotation: Any) -> type | None:
    """The TypedDict an annotation holds (itself, or inside a list, a dict's values or an
    optional), if any."""
    if is_typeddict(annotation):
        return annotation  # type: ignore[no-any-return]
    for arg in get_args(annotation):
        found = typed_dict_inside(arg)
        if found is not None:
            return found
    return None


def typed_fields(view_type: type) -> Fields:
    """The TypedDict's keys as a tree (nested TypedDicts included)."""
    out: Fields = {}
    for name, annotation in get_type_hints(view_type).items():
        inner = typed_dict_inside(annotation)
        out[name] = typed_fields(inner) if inner is not None else {}
    return out


def missing(named: Fields, typed: Fields, path: str = "") -> list[str]:
    """Fields of ``named`` that ``typed`` lacks, as dotted paths."""
    out = []
    for name, inner in named.items():
        if name not in typed:
            out.append(path + name)
        else:
            out += missing(inner, typed[name], f"{path}{name}.")
    return out


@cache
def _hints(view_type: Any) -> dict[str, Any]:
    """``get_type_hints``, worked out once a TypedDict (it evaluates every annotation's text,
    and the views of a playout ask for the same few types a million times)."""
    return get_type_hints(view_type)


@cache
def _holds_a_typed_dict(annotation: Any) -> bool:
    return typed_dict_inside(annotation) is not None


def shape_errors(value: Any, annotation: Any, path: str = "view") -> list[str]:
    """Where ``value`` has other keys than the TypedDicts in ``annotation`` say, at every
    level (lists, dict values and optionals are looked into)."""
    if value is None or not _holds_a_typed_dict(annotation):
        return []  # only a TypedDict has keys to check: a list of strings, say, has none
    if is_typeddict(annotation):
        hints = _hints(annotation)
        required, optional = annotation.__required_keys__, annotation.__optional_keys__
        if not isinstance(value, dict) or not required <= set(value) <= required | optional:
            keys = set(value) if isinstance(value, dict) else value
            return [f"{path}: {keys} is not {set(required)} (optional: {set(optional)})"]
        return [e for k, v in value.items() for e in shape_errors(v, hints[k], f"{path}.{k}")]
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        options = [a for a in get_args(annotation) if a is not type(None)]
        return shape_errors(value, options[0], path) if len(options) == 1 else []
    if origin is list and isinstance(value, list):
        (item,) = get_args(annotation)
        return [e for i, v in enumerate(value) for e in shape_errors(v, item, f"{path}[{i}]")]
    if origin is dict and isinstance(value, dict):
        _key, item = get_args(annotation)
        return [e for k, v in value.items() for e in shape_errors(v, item, f"{path}[{k!r}]")]
    return []


# ----------------------------------------------------------------------------- typed views
def view_section(page: str) -> str:
    text = (RULES / f"{page}.md").read_text(encoding="utf-8")
    section = re.split(r"^## View\b", text, maxsplit=1, flags=re.MULTILINE)[1]
    return re.split(r"^## ", section, maxsplit=1, flags=re.MULTILINE)[0]


def words_named_on_page(page: str) -> set[str]:
    """For a page that lists the view in prose (bullets) rather than as one object: every
    double-quoted lower-case word of its "View" section."""
    return set(re.findall(r'"([a-z_]+)"', view_section(page)))


def all_fields(tree: Fields) -> set[str]:
    return {name for name, inner in tree.items() for name in (name, *all_fields(inner))}


@pytest.mark.parametrize("game_id", sorted(TYPED))
def test_the_typed_view_holds_every_field_the_rules_page_names(game_id: str) -> None:
    page = PAGE_OF[game_id]
    typed = typed_fields(TYPED[game_id])
    if '`{"game"' in view_section(page):  # the page writes the view out as one object
        named = fields_named_on_page(page)
        assert named, "the page names no field"
        assert missing(named, typed) == []
    else:
        named_words = words_named_on_page(page)
        assert named_words, "the page names no field"
        assert named_words - all_fields(typed) == set()


@pytest.mark.parametrize("game_id", sorted(TYPED))
def test_every_view_has_exactly_the_typed_fields(game_id: str) -> None:
    game, view_type = GAMES[game_id], TYPED[game_id]
    players = game.spec.max_players
    steps = 0
    for state, _seat, _action, nxt in random_playout(game, players, 8):
        steps += 1
        for viewer in (0, players - 1, None):
            assert shape_errors(game.view(state, viewer), view_type) == []
        last = nxt
    assert steps > 0
    for viewer in (0, None):
        assert shape_errors(game.view(last, viewer), view_type) == []


def test_the_page_parser_reads_nested_objects_and_skips_placeholders() -> None:
    metro = fields_named_on_page("metro")
    assert metro["tiles"] == {"row": {}, "col": {}, "tile": {}, "rotation": {}}
    assert metro["owners"] == {}  # {"<station number>": seat}
    assert "metro" not in metro and "k" not in metro  # values, not keys
    assert typing.get_origin(get_type_hints(TYPED["metro"])["tiles"]) is list


def test_every_game_declares_its_view_type_and_its_rules_page_exists() -> None:
    assert set(TYPED) == set(GAMES), set(GAMES) - set(TYPED)
    for game_id, page in PAGE_OF.items():
        assert (RULES / f"{page}.md").is_file(), f"{game_id}: no docs/rules/{page}.md"
