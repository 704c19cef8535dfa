"""The rules help as data (no pygame): every game has one, and every house rule — those the
rules pages mark and those the engines add — is in it, marked "(house rule)"."""

from __future__ import annotations

import re

import pytest

from tabletop.core.help import HOUSE_RULE, Block, Section, help_text
from tabletop.games import DESCRIPTORS, GAMES, rules_help
from tabletop.games.great_tour import rules as great_tour_rules
from tabletop.games.metro.rules import HAND_SIZE, ROTATION
from tabletop.games.ttr import EUROPE, PARIS
from tests.support.paths import RULES

#: Key phrases of the house rules the rules pages mark, per page; each must stand in a block
#: of the game's help that carries the "(house rule)" marker.
PAGE_HOUSE_RULES: dict[str, dict[str, tuple[str, ...]]] = {
    "ttr": {
        "the three-wilds reset stops after the third in a row": ("third reset in a row",),
        "with deck and discard both empty, face-up cards may still be taken": (
            "face-up cards still showing may be taken",
        ),
        "a tunnel reveal reshuffles the discards when the deck runs short": (
            "the discard pile is shuffled into a new deck and the turning goes on",
        ),
        "pass only when nothing else is legal": ("pass only when you can neither",),
        "stations borrow the best route automatically": (
            "the best ticket total, and among equal totals the one that completes the most",
            "the player does not choose",
        ),
        "seat 1 starts unless the players choose (Europe names the most travelled)": (
            "unless you choose, seat 1 starts",
        ),
        "players still tied after the Express share the win": ("players still tied share",),
    },
    "metro": {
        "a seat with no tile left once the pool is empty is skipped": (
            "once the pool is empty, a player with no tile left in hand is skipped",
        ),
        "a tile beside the central station needs another tile as neighbour": (
            "the central station does not count as a placed tile",
            "our reading of the rulebook's “a tile next to the central station must extend",
        ),
        "ties are shared: all tied players win": ("tied players share the win: all of them win",),
        "seat 1 starts unless the players choose (the rulebook names the youngest)": (
            "unless you choose, seat 1 starts",
        ),
        "the one-tile-line ban covers a corner's two stations and unowned stations": (
            "the curve between the two stations of a corner square",
            "the stations that belong to nobody",
        ),
    },
    "great_tour": {
        "bonus values 5 and 5 are house values": ("are house values",),
        "a journey passes through no other city": ("passes through no city other than",),
        "pass only when you can neither draw nor travel": (
            "pass only when you can neither draw nor travel",
        ),
        "still tied for most tokens: all score it": ("players still tied all score the bonus",),
        "ten segments because ten small coaches": ("because you have 10 small coaches",),
        "tied players all win": ("players tied for the most points all win",),
        "seat 1 starts unless the players choose (the rulebook names the last visitor)": (
            "unless you choose, seat 1 starts",
        ),
        "an empty deck takes what is left; an empty deck cannot be chosen": (
            "a deck with nothing left cannot be chosen",
        ),
        "any city's VIP card pays a segment of a blank ticket": (
            "any city's vip card pays a segment alone on a blank ticket",
        ),
        "tickets worth more than 5 count first in the most-tokens tie": (
            "tickets worth more, and they count first",
        ),
    },
}

#: House rules of a shared page that only some of its games have (by default, all of them).
PAGE_RULE_GAMES: dict[str, tuple[str, ...]] = {
    "a tunnel reveal reshuffles the discards when the deck runs short": ("ttr_europe",),
    "stations borrow the best route automatically": ("ttr_europe",),
    "seat 1 starts unless the players choose (Europe names the most travelled)": ("ttr_europe",),
    "players still tied after the Express share the win": ("ttr_europe",),
}

#: House rules the engines add beyond the pages (same check).
ENGINE_HOUSE_RULES: dict[str, tuple[str, ...]] = {
    "ttr_europe": (
        f"every turn for {EUROPE.idle_rounds} whole rounds in a row is a pass or a declined tunnel",
    ),
    "ttr_paris": (f"every turn for {PARIS.idle_rounds} whole rounds in a row is a pass,",),
}

#: ``great_tour.rules.HOUSE_RULES`` (the engine's own list), entry by entry → key phrases.
GREAT_TOUR_ENGINE_RULES: tuple[tuple[str, ...], ...] = (
    ("passes through no city other than its start and destination",),
    ("pass only when you can neither draw nor travel", "every player passes"),
    (f"cancel at most {great_tour_rules.MAX_CANCELS_PER_TURN} journeys in one turn",),
    (
        "blank tickets count as 1-point tickets",
        "players still tied all score the bonus",
        "without at least one token",
    ),
    (f"all {great_tour_rules.TOKENS_PER_CITY} tokens of a city are taken", "brings no token"),
    (
        f"first in all five cities {great_tour_rules.FIRST_ALL_FIVE_POINTS}",
        f"most city tokens {great_tour_rules.MOST_TOKENS_POINTS} are house values",
    ),
    (
        f"at most {great_tour_rules.SMALL_COACHES} segments long because you have "
        f"{great_tour_rules.SMALL_COACHES} small coaches",
    ),
    ("players tied for the most points all win",),
    ("any city's vip card pays a segment alone on a blank ticket",),
    ("a deck with nothing left cannot be chosen",),
    ("tickets worth more, and they count first",),
    ("unless you choose, seat 1 starts",),
)

#: Each game's rules page (``docs/rules/<page>.md``), as its descriptor names it.
PAGE_OF = {d.id: d.rules_page for d in DESCRIPTORS}


def house_blocks(game_id: str) -> list[Block]:
    sections = rules_help(game_id)
    assert sections is not None
    return [b for s in sections for b in s.blocks if b.house_rule]


def assert_house_rule(game_id: str, phrase: str) -> None:
    texts = [b.plain for b in house_blocks(game_id)]
    assert any(phrase.lower() in t.lower() for t in texts), (
        f"{game_id}: no block marked {HOUSE_RULE} says {phrase!r}; marked blocks: {texts}"
    )


def test_every_registered_game_has_a_help_text() -> None:
    for game_id in GAMES:
        sections = rules_help(game_id)
        assert sections, f"{game_id} has no rules help"
        assert all(isinstance(s, Section) and s.heading and s.blocks for s in sections)
        assert all(b.text.strip() for s in sections for b in s.blocks)
        headings = [s.heading for s in sections]
        assert len(set(headings)) == len(headings), f"{game_id}: a heading is repeated"
        # A complete summary: what the game is, how it starts, a turn, how it ends.
        for topic in ("The idea", "Setup", "Your turn", "End of the game"):
            assert topic in headings, f"{game_id}: no section {topic!r}"
        assert "score" in help_text(sections).lower()


def test_an_unknown_game_has_no_help() -> None:
    assert rules_help("no_such_game") is None


def test_europe_and_paris_have_their_own_texts() -> None:
    europe, paris = help_text(rules_help("ttr_europe")), help_text(rules_help("ttr_paris"))
    assert europe != paris
    for europe_only in ("Tunnel", "Ferry", "station", "European Express", "locomotive"):
        assert europe_only in europe and europe_only not in paris
    for paris_only in ("French flag", "Bus card", "buses"):
        assert paris_only in paris and paris_only not in europe


def test_house_rules_marked_on_the_rules_pages_are_in_the_help() -> None:
    for game_id, page in PAGE_OF.items():
        for rule, phrases in PAGE_HOUSE_RULES.get(page, {}).items():
            if game_id not in PAGE_RULE_GAMES.get(rule, (game_id,)):
                continue
            for phrase in phrases:
                assert_house_rule(game_id, phrase)


def test_house_rules_the_engines_add_are_in_the_help() -> None:
    for game_id, phrases in ENGINE_HOUSE_RULES.items():
        for phrase in phrases:
            assert_house_rule(game_id, phrase)
    # The Great Tour engine lists its own: a new entry there must come with help text here.
    assert len(GREAT_TOUR_ENGINE_RULES) == len(great_tour_rules.HOUSE_RULES)
    for phrases in GREAT_TOUR_ENGINE_RULES:
        for phrase in phrases:
            assert_house_rule("great_tour", phrase)


def test_the_three_resets_cap_is_the_engines() -> None:
    for game_id, rules in (("ttr_europe", EUROPE), ("ttr_paris", PARIS)):
        assert rules.max_resets == 3  # the help says "third"
        assert_house_rule(game_id, "after the third reset in a row the row stays as it is")


def test_no_house_rule_goes_unmarked() -> None:
    """Every mention of a house rule is the exact marker the UI tags (never a variant such as
    "(house rule: …)" that would be drawn as plain text)."""
    for game_id in GAMES:
        text = help_text(rules_help(game_id))
        mentions = len(re.findall(r"house rule", text, re.IGNORECASE))
        assert mentions == text.count(HOUSE_RULE), game_id


def test_every_marked_house_rule_on_a_page_has_a_key_phrase() -> None:
    """Counts the house rules each game's rules page marks, so that a new one on a page fails
    here until its key phrase (and its help text) is added (a page that marks none, such as
    the example game's, needs no entry)."""
    assert set(PAGE_HOUSE_RULES) <= set(PAGE_OF.values())
    for page in sorted(set(PAGE_OF.values())):
        phrases = PAGE_HOUSE_RULES.get(page, {})
        text = (RULES / f"{page}.md").read_text(encoding="utf-8")
        marked = re.findall(r"\(house (?:rule|values?)\b", text)
        # The opening paragraph names the marker once ("… it says **(house rule)**").
        intro = len(re.findall(r"it says\s+\*\*\(house rule\)\*\*", text))
        assert len(marked) - intro == len(phrases), page


def test_the_substitute_boards_are_named() -> None:
    for game_id in ("ttr_paris", "great_tour"):
        text = help_text(rules_help(game_id))
        assert "designed substitute" in text and "not available" in text
    for game_id in ("ttr_europe", "metro"):
        assert "substitute" not in help_text(rules_help(game_id))


@pytest.mark.parametrize(
    ("game_id", "facts"),
    [
        (
            "ttr_europe",
            (f"{EUROPE.pieces} trains", f"{EUROPE.stations} stations", "6\u00a0→\u00a015"),
        ),
        ("ttr_paris", (f"{PARIS.pieces} buses", f"scores {PARIS.flag_points} points")),
        ("metro", (HAND_SIZE.label, "Ignore the arrow", "stations 16 and 17 belong to nobody")),
        (
            "great_tour",
            (
                f"frequent traveller {great_tour_rules.FREQUENT_TRAVELLER_POINTS} is the "
                "published value",
                f"every full {great_tour_rules.CARDS_PER_POINT} cards",
                "3 players: 21, 4 players: 27, 5 players: 33, 6 players: 39",
            ),
        ),
    ],
)
def test_the_help_states_the_engines_numbers(game_id: str, facts: tuple[str, ...]) -> None:
    text = help_text(rules_help(game_id))
    for fact in facts:
        assert fact in text, f"{game_id}: {fact!r} missing"


def test_metro_options_are_explained() -> None:
    text = help_text(rules_help("metro"))
    assert HAND_SIZE.label in text and ROTATION.label in text
    assert "1, 2 or 3 tiles" in text


def test_paris_shares_a_win_as_its_rulebook_does_and_names_no_house_rule_for_it() -> None:
    """Paris's rulebook itself says tied players share the win; Paris lets any player start."""
    paris = [b.plain for b in house_blocks("ttr_paris")]
    assert not [t for t in paris if "share the win" in t or "seat 1" in t]
    assert "players still tied share the win" in help_text(rules_help("ttr_paris"))


@pytest.mark.parametrize(
    ("game_id", "rulebook"),
    [
        ("ttr_europe", "whoever has visited the most European countries"),
        ("ttr_paris", "lets any player start"),
        ("metro", "lets the youngest player start"),
        ("great_tour", "whoever last visited one of the five cities start, and the youngest"),
    ],
)
def test_the_help_says_how_each_rulebook_chooses_the_first_player(
    game_id: str, rulebook: str
) -> None:
    text = help_text(rules_help(game_id))
    assert rulebook in text
    assert "first player on the new-game screen" in text
    assert "The first player starts." not in text


def test_metro_a_tile_beside_the_centre_need_not_extend_a_stations_line() -> None:
    """rules-help H1: such a tile continues some track, not always a station's line."""
    text = help_text(rules_help("metro"))
    assert "it need not extend a station's line" in text
    assert "always extends a line" not in text


def test_metro_a_line_may_end_at_the_station_it_starts_from() -> None:
    """rules-help H2: the rulebook's line joins a start and an end station, maybe the same."""
    text = help_text(rules_help("metro"))
    assert "another one, or the one it starts from" in text
    assert "reaches another station" not in text


def test_metro_line_cards_follow_the_seats_not_who_starts() -> None:
    text = help_text(rules_help("metro"))
    assert "seat 1 has line 1 (yellow), seat 2 line 2 (blue)" in text
    assert "orange, green, purple and black" in text
