"""Whom you play against: each computer seat says its level (and its style, when not the
balanced one) where the seat is named — the tables' seat panels and the game-over screen —
in both languages, with the most seats a game has, at the common window and the smallest."""

from __future__ import annotations

import pathlib
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tabletop.ai.styles import BALANCED
from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES, agent_styles
from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.app import MIN_SIZE
from tabletop.ui.screenshot import screenshot
from tabletop.ui.seats import SeatsPanel
from tabletop.ui.settings import Settings
from tabletop.ui.words import (
    FULL_TAG,
    LEVEL_TAG,
    SHORT_TAG,
    ai_tag,
    ai_tags,
    default_name,
    says_computer,
    seat_labels,
)
from tests.support.game_over import game_over_drawn
from tests.support.pilot import headless_app, hover, run_frames
from tests.support.played import play_on
from tests.support.textfit import speaking

GAME_IDS = ["ttr_europe", "ttr_paris", "metro", "great_tour"]


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    with speaking(request.param) as spoken:
        yield spoken


def _agents(game_id: str, players: int) -> list[str | None]:
    """A human, then a Strong seat in the game's first own style, an Expert, a Beginner and
    Standard for the rest."""
    style = next(s for s in agent_styles(game_id, "strong") if s != BALANCED)
    agents: list[str | None] = [None, f"strong:{style}", "expert", "beginner"]
    return (agents + ["standard"] * players)[:players]


def _match(game_id: str, plies: int | None, players: int | None = None) -> Match:
    """The seats of ``_agents`` (the most a game has unless ``players``) after ``plies`` moves
    (None: to the end), the moves played by Standard seats (quick) and replayed for the seats
    as set up."""
    players = players or GAMES[game_id].spec.max_players
    colors = theme.player_colors(game_id)
    agents = _agents(game_id, players)
    seats = [Seat(default_name(i, a), colors[i][1], a) for i, a in enumerate(agents)]
    quick = Match.new(
        game_id, GameConfig(players), [replace(s, agent="standard") for s in seats], 5
    )
    play_on(quick, plies)
    match = Match.new(game_id, GameConfig(players), seats, 5)
    match.replay(quick.log)
    return match


@pytest.mark.parametrize("fewest", [True, False], ids=["fewest", "most"])
@pytest.mark.parametrize("language", ["en", "pl"], indirect=True)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_computer_seat_says_its_level_at_the_table(
    game_id: str, language: str, fewest: bool
) -> None:
    """The pointer on a computer seat's row shows its level and style (the whole tag) on the
    row's hover card; in a two-player game the row itself says the level (with the most
    seats and the longer Polish words a row may have room for no more than "AI")."""
    match = _match(game_id, 6, GAMES[game_id].spec.min_players if fewest else None)
    with headless_app((1280, 800), autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        with textfit.recording() as drawn:  # the first frames draw every panel
            table = app.start_match(match)
            run_frames(app, 2)
        assert not textfit.violations(drawn)
        said = [d.value for d in drawn]
        rows = next(p for p in table.panels if isinstance(p, SeatsPanel)).rows()
        for seat, info in enumerate(match.seats):
            if info.agent is None:
                continue
            if fewest:  # the name with its level ("Computer 2  ·  Strong"), its style too if
                # room; in the Great Tour a tag of its own after the name; or leading the line
                # under the name ("Strong · 16 open · 0 scored")
                tags = ai_tags(info.agent, says_computer(seat, info.name))[:-1]
                levels = seat_labels(info.name, info.agent, seat)[:-1] + tags
                leads = tuple(f"{tag} · " for tag in tags)
                assert any(level in said for level in levels) or any(
                    text.startswith(leads) for text in said
                ), (levels, said)
            hover(app, rows[seat].center, frames=2)
            assert ai_tags(info.agent)[0] in table.tooltip_lines, (info, table.tooltip_lines)


@pytest.mark.parametrize("language", ["en", "pl"], indirect=True)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_smallest_window_still_marks_every_computer_seat(game_id: str, language: str) -> None:
    """Where a row has no room for the level the seat still reads as a computer's, "AI" at
    least, and every name stays whole."""
    match = _match(game_id, 6)
    with headless_app(MIN_SIZE, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        with textfit.recording() as drawn:  # the first frames draw every panel
            app.start_match(match)
            run_frames(app, 2)
        said = [d.value for d in drawn]
        for seat, info in enumerate(match.seats):
            if info.agent is None:
                continue
            # Its name with a tag, or its name alone and the tag leading the line under it.
            labels = seat_labels(info.name, info.agent, seat)
            labels += ai_tags(info.agent, says_computer(seat, info.name))  # a tag of its own
            leads = tuple(labels)
            assert any(label in said for label in labels) or (
                info.name in said and any(text.startswith(leads) for text in said)
            ), (info, said)
        assert not textfit.violations(drawn)


@pytest.mark.parametrize("language", ["en", "pl"], indirect=True)
def test_game_over_names_each_computer_seat_with_its_level(language: str) -> None:
    match = _match("metro", None)
    assert match.outcome() is not None
    _scene, drawn = game_over_drawn(match, (1280, 800))
    said = [d.value for d in drawn]
    for index, seat in enumerate(match.seats):
        if seat.agent is not None:
            label = seat_labels(seat.name, seat.agent, index)[0]  # the fullest
            assert label in said, (label, said)
    assert not textfit.violations(drawn)


def _tiers_shown(seat: int, info: Seat, said: list[str]) -> set[int]:
    """The AI tag lengths ``seat``'s row shows (a balanced seat's full tag is its level's)."""
    plain = says_computer(seat, info.name)
    for tier in (FULL_TAG, LEVEL_TAG, SHORT_TAG):
        tag = ai_tag(info.agent, tier, plain)
        label = f"{info.name}  ·  {tag}"
        if any(
            text in (label, tag) or text.startswith((f"{label} · ", f"{tag} · ")) for text in said
        ):
            if tier == FULL_TAG and tag == ai_tag(info.agent, LEVEL_TAG, plain):
                return {FULL_TAG, LEVEL_TAG}
            return {tier}
    return set()


@pytest.mark.parametrize("size", [(1280, 800), MIN_SIZE])
@pytest.mark.parametrize("language", ["en", "pl"], indirect=True)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_computer_seats_tags_are_of_one_length(
    game_id: str, language: str, size: tuple[int, int]
) -> None:
    """Where the rows have room for some levels and not others, the panel says them all the
    same way: never "Computer 2  ·  Strong" beside "Computer 3  ·  AI"."""
    match = _match(game_id, 6)
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        with textfit.recording() as drawn:
            app.start_match(match)
            run_frames(app, 2)
        said = [d.value for d in drawn]
        shown = [
            _tiers_shown(seat, info, said)
            for seat, info in enumerate(match.seats)
            if info.agent is not None
        ]
        assert all(shown), (shown, said)
        assert set.intersection(*shown), shown


@pytest.mark.parametrize("level", ["beginner", "standard", "strong", "expert"])
@pytest.mark.parametrize("language", ["en", "pl"], indirect=True)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_computer_seats_say_their_level_with_the_most_seats(
    game_id: str, language: str, level: str
) -> None:
    """With the most seats at 1280×800, a player and computers of one level: Metro's rows in
    Polish said only "komputer" under "Komputer 2" (Expert) — no line held a tag at full size,
    and the level, barely longer than "komputer", was dropped although the line, drawn
    smaller anyway, shows it whole. Standard and Beginner seats still said "komputer": their
    level ("Standardowy · otwarte: 4 · gotowe: 1") is too long for the line even drawn
    smaller, so it goes beside the name."""
    players = GAMES[game_id].spec.max_players
    seats = _player_and_computers(game_id, players, level)
    quick = Match.new(
        game_id, GameConfig(players), [replace(s, agent="standard") for s in seats], 5
    )
    play_on(quick, 6)
    match = Match.new(game_id, GameConfig(players), seats, 5)
    match.replay(quick.log)
    _every_computer_says_its_level(match)


def _player_and_computers(game_id: str, players: int, level: str) -> list[Seat]:
    """A human in seat 1 and computers of ``level`` in the others, named as a new game names
    them."""
    colors = theme.player_colors(game_id)
    agents = [None] + [level] * (players - 1)
    return [Seat(default_name(i, a), colors[i][1], a) for i, a in enumerate(agents)]


def _every_computer_says_its_level(match: Match) -> None:
    """``match``'s table at 1280×800: every computer seat's row says its level (the full tag
    or the level alone), and no text on the table is cut."""
    with headless_app((1280, 800), autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=600.0)
        with textfit.recording() as drawn:
            app.start_match(match)
            run_frames(app, 2)
        said = [d.value for d in drawn]
        for seat, info in enumerate(match.seats[1:], start=1):
            assert _tiers_shown(seat, info, said) & {FULL_TAG, LEVEL_TAG}, (info, said)
        assert not textfit.violations(drawn)


@pytest.mark.parametrize("level", ["beginner", "standard", "strong", "expert"])
@pytest.mark.parametrize("language", ["en", "pl"], indirect=True)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_computer_seat_says_its_level_with_the_fewest_seats(
    game_id: str, language: str, level: str
) -> None:
    """A player against one computer at 1280×800: the Polish Ticket to Ride rows said
    "Komputer 2  ·  komputer" for a Standard seat — "Komputer 2  ·  Standardowy" is wider than
    the name line, and the level, kept to full size there, gave way to "komputer"."""
    players = GAMES[game_id].spec.min_players
    seats = _player_and_computers(game_id, players, level)
    match = Match.new(game_id, GameConfig(players), seats, 5)
    _every_computer_says_its_level(match)


def test_a_long_great_tour_line_keeps_its_seats_level(tmp_path: pathlib.Path) -> None:
    """``--screenshot great_tour --players 3 --ply 10 --lang pl``: seat 2, holding a blank
    ticket, said "komputer · 0 biletów + 1 pusty · 1 karta" where the other rows said
    "Standardowy · …" — its line, too long even drawn smaller, dropped the level. Where the
    names have no room for the levels' pills, the levels go beside the names in small type:
    every seat says it, whatever its line."""
    with speaking("pl"), textfit.recording() as drawn:
        assert screenshot("great_tour", tmp_path / "tour.png", players=3, ply=10) == 0
    said = [d.value for d in drawn]
    lines = [text for text in said if " · " in text and " bilet" in text]
    assert len(lines) == 3 and not any(line.startswith("komputer") for line in lines), lines
    assert said.count("Standardowy") == 3, said
    assert not textfit.violations(drawn)
