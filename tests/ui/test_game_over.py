"""The game-over screen shows the Outcome: every score, each breakdown, the winner(s)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tabletop.core import GameConfig, Outcome, Seat
from tabletop.games.ttr.scoring import TtrScorePart
from tabletop.play import Match
from tabletop.ui import textfit, theme
from tabletop.ui.app import MIN_SIZE, App
from tabletop.ui.scenes.game_over import GameOverScene, column_keys, winners_text
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.table import TableScene
from tabletop.ui.words import default_name
from tests.support.game_over import game_over_drawn
from tests.support.pilot import click, run_frames
from tests.support.played import play_on
from tests.support.textfit import speaking


def _finished(game_id: str, players: int, seed: int, options: dict | None = None) -> Match:
    colors = theme.player_colors(game_id)
    seats = [Seat(f"Bot {i + 1}", colors[i][1], "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players, options or {}), seats, seed)
    while match.step_ai():
        pass
    assert match.is_over()
    return match


def _drawn_texts(monkeypatch: pytest.MonkeyPatch, app: App) -> list[str]:
    """Every string drawn with theme.text during one frame."""
    texts: list[str] = []
    real = theme.text

    def spy(surface, value, *args, **kwargs):
        texts.append(value)
        return real(surface, value, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    app.frame(dt=0.02)
    monkeypatch.setattr(theme, "text", real)
    return texts


def test_game_over_shows_the_outcome_scores(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    match = _finished("metro", 3, seed=11)
    outcome = match.outcome()
    assert outcome is not None
    app.start_match(match)
    run_frames(app, 2)
    scene = app.top
    assert isinstance(scene, GameOverScene)
    texts = _drawn_texts(monkeypatch, app)
    for part in scene.keys:
        assert part.label().upper() in texts
    for seat, score in enumerate(outcome.scores):
        # Each AI seat says its level (these are the random agent's, named like a level).
        assert match.seats[seat].name + "  ·  AI · Random" in texts
        assert str(score) in texts
        for value in outcome.breakdown[seat].values():
            assert str(value) in texts
    assert winners_text([match.seats[s].name for s in outcome.winners]) in texts
    # Rows are in rank order, winners first.
    ranked = [outcome.scores[s] for s in scene.order]
    assert ranked == sorted(ranked, reverse=True)
    assert set(scene.order[: len(outcome.winners)]) == set(outcome.winners)


def test_winners_text_names_shared_wins() -> None:
    assert winners_text(["Ala"]) == "Ala wins!"
    assert winners_text(["Ala", "Olek"]) == "Ala and Olek share the win!"
    assert winners_text(["A", "B", "C"]) == "A, B and C share the win!"


def test_column_keys_follow_the_breakdown_order_as_the_games_parts() -> None:
    outcome = Outcome((3, 5), (1,), ({"routes": 3, "tickets": 0}, {"routes": 2, "longest_path": 3}))
    keys = column_keys(outcome, TtrScorePart)
    assert keys == ["routes", "tickets", "longest_path"]
    assert [type(key) for key in keys] == [TtrScorePart] * 3


def test_play_again_keeps_seats_and_options_with_a_new_seed(app: App) -> None:
    match = _finished("metro", 2, seed=5, options={"hand_size": 2})
    app.start_match(match)
    run_frames(app, 2)
    scene = app.top
    assert isinstance(scene, GameOverScene)
    click(app, scene.again_button)
    table = app.top
    assert isinstance(table, TableScene) and table.match is not match
    assert table.match.seats == match.seats
    assert table.match.config == match.config
    assert table.match.seed != match.seed
    assert table.match.ply == 0


def test_view_board_then_results_and_back_to_title(app: App) -> None:
    app.start_match(_finished("metro", 2, seed=3))
    run_frames(app, 2)
    click(app, app.top.board_button)
    table = app.top
    assert isinstance(table, TableScene)
    run_frames(app, 3)
    assert app.top is table  # the results do not pop up again by themselves
    assert table.results_button.visible
    click(app, table.results_button)
    assert isinstance(app.top, GameOverScene)
    click(app, app.top.title_button)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_finishing_places_follow_tie_breaks() -> None:
    from tabletop.core import Outcome
    from tabletop.ui.scenes.game_over import finishing_place

    empty = ({}, {}, {}, {})
    # Seats 1 and 3 tie on 101; seat 3 wins on tickets: seat 1 is second, not first.
    decided = Outcome((72, 101, 99, 101), (3,), empty)
    assert [finishing_place(decided, s) for s in range(4)] == [4, 2, 3, 1]
    # A shared win shares first place; equal losers share theirs.
    shared = Outcome((10, 10, 5, 5), (0, 1), empty)
    assert [finishing_place(shared, s) for s in range(4)] == [1, 1, 3, 3]


def _great_tour_tie() -> Match:
    """The Great Tour, a player and five Strong seats in Polish (the caller speaks it), played
    to its end: three seats tie."""
    colors = theme.player_colors("great_tour")
    agents = [None] + ["strong"] * 5
    seats = [Seat(default_name(i, a), colors[i][1], a) for i, a in enumerate(agents)]
    quick = Match.new("great_tour", GameConfig(6), [replace(s, agent="standard") for s in seats], 5)
    play_on(quick, None)
    match = Match.new("great_tour", GameConfig(6), seats, 5)
    match.replay(quick.log)
    return match


def test_a_three_way_tie_is_named_whole_at_the_smallest_window() -> None:
    """The Great Tour, six seats, in Polish at 960×600: three seats tie and the winners' line
    ("Komputer 3, Komputer 4 i Komputer 6 dzielą się zwycięstwem!") was cut after "dzie…"
    even in the title's smallest size. It takes a smaller role rather than lose its end."""
    with speaking("pl"):
        match = _great_tour_tie()
        outcome = match.outcome()
        assert outcome is not None and len(outcome.winners) == 3
        scene, drawn = game_over_drawn(match)
        line = winners_text([match.seats[s].name for s in outcome.winners])
        (said,) = [d for d in drawn if d.value == line]
        assert said.shown == line and scene.panel.contains(said.rect)
        assert not textfit.violations(drawn)


@pytest.mark.parametrize(
    ("players", "seed", "size", "said"),
    [
        (3, 5, (1280, 800), "pierwszy w"),
        (3, 4, (1280, 800), "pierwszy w"),
        (3, 6, MIN_SIZE, "pierwszy w"),
        (5, 7, MIN_SIZE, "5 kart bonusowych"),
    ],
)
def test_the_great_tours_bonus_cards_are_read_whole(
    players: int, seed: int, size: tuple[int, int], said: str
) -> None:
    """Standard seats in Polish: a seat holding a frequent-traveller card, "first in all
    cities" and "most tokens" read "pierwszy wszędzie · najwięcej p…" even in short, at
    1280×800 too, in two lines of a row under which the section stood empty. The rows now
    share that room and the list takes a third line; where even the short form would be cut
    (five seats at 960×600), the row says how many bonus cards (their points are above)."""
    with speaking("pl"):
        colors = theme.player_colors("great_tour")
        seats = [Seat(f"Komputer {i + 1}", colors[i][1], "standard") for i in range(players)]
        match = Match.new("great_tour", GameConfig(players), seats, seed)
        play_on(match, None)
        scene, drawn = game_over_drawn(match, size)
        bonus = [d for d in drawn if said in d.value]  # the full names, the short form, a count
        assert bonus and all(d.shown == d.value for d in bonus), [d.shown for d in bonus]
        assert not textfit.violations(drawn)


def test_the_great_tours_bonus_cards_keep_clear_of_the_cards_left() -> None:
    """Its details at 960×600 in Polish: a seat's two bonus cards, wrapped ("…, pierwszy we
    wszystkich miastach"), ran into "3 karty w ręce" at the row's end: the bonus column
    ended where the English "cards left" would begin."""
    with speaking("pl"):
        match = _great_tour_tie()
        scene, drawn = game_over_drawn(match)
        left = [d for d in drawn if "w ręce" in d.value]
        assert len(left) == 6
        below = scene.details_rect
        others = [d for d in drawn if below.contains(d.rect) and d not in left]
        for cards in left:
            for other in others:
                assert not cards.rect.colliderect(other.rect), (cards.value, other.value)
