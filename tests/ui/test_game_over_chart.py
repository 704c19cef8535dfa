"""The game-over screen of every game: a score-over-time chart (each seat's points at the end of
every round, worked out again here from the engine), the scoring explained column by column with
every player's points, and Metro's lines with their points and centre doublings."""

from __future__ import annotations

import pygame
import pytest

from tabletop.core import GameConfig, Seat
from tabletop.games import get_game
from tabletop.games.great_tour.scoring import GreatTourScorePart
from tabletop.play import Match
from tabletop.replay import table_scores
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.charts import LineChart
from tabletop.ui.scenes.game_over import CHART, DETAILS, SCORING, GameOverScene
from tabletop.ui.tables.metro.game_over import MetroGameOver, scored_lines
from tests.support.pilot import click, drawn_texts, hover, run_frames, run_until
from tests.support.registry import few_players, game_ids

#: Every game at a small table, each with a seed of its own.
GAMES = [(game_id, few_players(game_id), 4 + index) for index, game_id in enumerate(game_ids())]


def _finished(game_id: str, players: int, seed: int) -> Match:
    colors = theme.player_colors(game_id)
    names = ["Anna", "Ben", "Cleo", "Dora", "Emil", "Fay"]
    seats = [Seat(names[i], colors[i][1], "random") for i in range(players)]
    match = Match.new(game_id, GameConfig(players), seats, seed)
    while match.step_ai():
        pass
    assert match.is_over()
    return match


def _game_over(app: App, match: Match) -> GameOverScene:
    app.start_match(match)
    run_until(app, lambda: isinstance(app.top, GameOverScene), seconds=20)
    scene = app.top
    assert isinstance(scene, GameOverScene)
    return scene


def _round_ends_by_hand(match: Match) -> list[tuple[int, tuple[int, ...]]]:
    """(round, each seat's points) at the start and at the end of every round, from the engine:
    a round starts each time the first seat to move starts a turn again — but the first time
    in a game whose setup is a round (TTR's starting tickets: part of round 1)."""
    game = get_game(match.game_id)
    state = game.new_state(match.config, match.seed)
    seats = [seat for seat, _action in match.log]
    out = [(0, table_scores(game.view(state, None)))]
    round_number = 1
    in_setup = game.spec.setup_round
    for index, (_seat, action) in enumerate(match.log):
        state = game.apply(state, action).state
        last = index == len(match.log) - 1
        next_starts_round = not last and seats[index + 1] == seats[0] != seats[index]
        if next_starts_round and in_setup:
            in_setup, next_starts_round = False, False
        if last or next_starts_round:
            outcome = game.outcome(state) if last else None
            scores = outcome.scores if outcome else table_scores(game.view(state, None))
            out.append((round_number, tuple(scores)))
            round_number += 1
    return out


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_every_game_over_has_a_score_over_time_chart(
    app: App, game_id: str, players: int, seed: int
) -> None:
    match = _finished(game_id, players, seed)
    scene = _game_over(app, match)
    click(app, scene.section_tabs[CHART])
    assert scene.section == CHART
    run_until(app, lambda: scene.score_chart() is not None, seconds=20)
    chart = scene.score_chart()
    assert isinstance(chart, LineChart)
    expected = _round_ends_by_hand(match)
    assert [s.label for s in chart.series] == [seat.name for seat in match.seats]
    for seat, series in enumerate(chart.series):
        assert series.color == theme.hex_to_rgb(match.seats[seat].color)
        assert series.points == tuple((float(r), float(scores[seat])) for r, scores in expected)
    outcome = match.outcome()
    assert outcome is not None
    assert tuple(int(s.points[-1][1]) for s in chart.series) == outcome.scores
    # On screen: the chart sits in the section under the score table, each final point in
    # its seat's colour.
    run_frames(app, 1)
    frame = chart.frame
    assert frame is not None and scene.details_rect.contains(frame.plot)
    for series in chart.series:
        x, y = frame.to_screen(series.points[-1])
        ink = {
            tuple(app.screen.get_at((x + dx, y + dy)))[:3] for dx in (-1, 0, 1) for dy in (-1, 0, 1)
        }
        assert any(color == series.color for color in ink) or any(
            color == s.color for s in chart.series for color in ink
        )


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_the_scoring_section_explains_every_column_with_each_players_points(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, players: int, seed: int
) -> None:
    match = _finished(game_id, players, seed)
    scene = _game_over(app, match)
    click(app, scene.section_tabs[SCORING])
    texts = drawn_texts(monkeypatch, app)
    joined = " ".join(texts)
    outcome = match.outcome()
    assert outcome is not None
    for key in scene.keys:
        about = key.explanation()
        assert about, f"{game_id}: the {key!r} column is not explained"
        # The sentence is drawn wrapped: every word of it is on screen.
        assert all(word in joined for word in about.split()), key
        assert key.label() in joined
        for seat in range(players):
            assert str(outcome.breakdown[seat].get(key, 0)) in texts
    for score in outcome.scores:
        assert str(score) in texts


def test_a_column_heading_explains_itself_under_the_pointer(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = _finished("great_tour", 3, 7)
    scene = _game_over(app, match)
    run_frames(app, 1)
    hover(app, scene.header_rects[GreatTourScorePart.CARDS])
    texts = " ".join(drawn_texts(monkeypatch, app))
    about = GreatTourScorePart.CARDS.explanation()
    assert "5 route cards" in about
    assert all(word in texts for word in about.split())
    hover(app, (5, 5))
    assert about.split()[-1] not in " ".join(drawn_texts(monkeypatch, app)).split()[-3:]


def test_metro_lists_each_seats_lines_with_their_points_and_centre_doublings(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = _finished("metro", 3, 6)
    scene = _game_over(app, match)
    assert isinstance(scene, MetroGameOver)
    assert scene.section == DETAILS  # the lines come first
    run_frames(app, 1)
    view = match.view(None)
    shown = {(rect.width > 0, line) for rect, line in scene.chips}
    for seat in range(3):
        by_hand = [
            (int(station), line["points"], line["central"])
            for station, line in view["lines"].items()
            if line["owner"] == seat and line["complete"]
        ]
        lines = scored_lines(view, seat)
        assert sorted((x.station, x.points, x.central) for x in lines) == sorted(by_hand)
        assert sum(x.points for x in lines) == match.outcome().scores[seat]  # type: ignore[union-attr]
        doubled = [x for x in lines if x.central]
        for line in doubled:
            assert line.points == line.passes * 2
        drawn = [line for ok, line in shown if ok]
        for line in lines:
            assert line in drawn or len(lines) > 9  # a long row ends in "+N"
    texts = drawn_texts(monkeypatch, app)
    assert any(t.startswith("×2 = ") for t in texts) == any(
        line["central"] and line["owner"] is not None for line in view["lines"].values()
    )
    # A chip explains its line under the pointer.
    rect, line = scene.chips[0]
    hover(app, rect)
    assert line.words() in drawn_texts(monkeypatch, app)


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize(
    ("game_id", "players"), [("metro", 6), ("ttr_europe", 5), ("great_tour", 6)]
)
def test_the_game_over_panel_and_its_sections_fit_the_window(
    game_id: str, players: int, size: tuple[int, int]
) -> None:
    from tests.support.pilot import headless_app

    with headless_app(size) as app:
        scene = _game_over(app, _finished(game_id, players, 3))
        window = pygame.Rect((0, 0), size)
        assert window.contains(scene.panel)
        assert scene.panel.contains(scene.details_rect)
        assert scene.details_rect.bottom <= scene.rematch_button.rect.top
        assert scene.details_rect.height >= theme.px(140)
        for tab in scene.section_tabs.values():
            assert scene.panel.contains(tab.rect)
        for key in scene.section_tabs:
            click(app, scene.section_tabs[key])
            assert scene.section == key


@pytest.mark.parametrize("game_id", ["ttr_paris", "ttr_europe"])
def test_the_ticket_sections_seat_tabs_show_with_that_section_only(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    """Ticket to Ride's seat tabs belong to its *Tickets and routes* section: in the chart and
    the scoring sections they were still drawn (hidden, not clickable), over the top of the
    chart and beside the scoring's headings (new-player review, screens)."""
    scene = _game_over(app, _finished(game_id, 2, 3))
    assert scene.section == DETAILS
    assert {"Anna", "Ben"} <= set(drawn_texts(monkeypatch, app))
    for section in (CHART, SCORING):
        click(app, scene.section_tabs[section])
        run_until(app, lambda: scene.score_chart() is not None, seconds=20)
        tabs = scene.tabs  # type: ignore[attr-defined]
        drawn = _texts_at(monkeypatch, app, [tab.rect for tab in tabs])
        assert drawn == [], f"{section}: {drawn}"


def _texts_at(monkeypatch: pytest.MonkeyPatch, app: App, rects: list[pygame.Rect]) -> list[str]:
    """The strings drawn in one frame with their anchor inside one of ``rects``."""
    found: list[str] = []
    real = theme.text

    def spy(surface, value, role, color, pos, *args, **kwargs):  # type: ignore[no-untyped-def]
        if any(rect.collidepoint(pos) for rect in rects):
            found.append(value)
        return real(surface, value, role, color, pos, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    run_frames(app, 1)
    monkeypatch.setattr(theme, "text", real)
    return found


@pytest.mark.parametrize(("game_id", "players", "seed"), GAMES)
def test_every_scoring_sentence_is_in_the_same_type_and_only_total_stands_out(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, players: int, seed: int
) -> None:
    """A sentence short enough for one line ("Stations: 4 points for each station never
    built.") was drawn in the bold type of *Total*, larger than its neighbours (new-player
    review, screens)."""
    scene = _game_over(app, _finished(game_id, players, seed))
    click(app, scene.section_tabs[SCORING])
    roles: dict[str, str] = {}
    real = theme.text

    def spy(surface, value, role, *args, **kwargs):  # type: ignore[no-untyped-def]
        roles[value] = role
        return real(surface, value, role, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    run_frames(app, 1)
    monkeypatch.setattr(theme, "text", real)
    labels = [key.label() + ":" for key in scene.keys]
    starts = {text: role for text, role in roles.items() if text.startswith(tuple(labels))}
    assert len(starts) == len(labels)  # each sentence's first line
    assert set(starts.values()) == {"small"}, starts
    assert roles["Total"] == "body_bold"


@pytest.mark.parametrize("names", [("Computer 2", "Player 1", "Bo"), ("Maximiliana Wojciech",) * 3])
def test_each_scoring_heading_disc_sits_beside_its_own_name(
    app: App, monkeypatch: pytest.MonkeyPatch, names: tuple[str, ...]
) -> None:
    """Real-window pass: over the Scoring section's columns a seat's disc was drawn at the
    column's left edge under the start of a long name, and beside the previous column's name
    when its own was short ("Computer 2 ●   Player 1")."""
    colors = theme.player_colors("ttr_paris")
    seats = [Seat(name, colors[i][1], "random") for i, name in enumerate(names)]
    match = Match.new("ttr_paris", GameConfig(3), seats, 5)
    while match.step_ai():
        pass
    scene = _game_over(app, match)
    click(app, scene.section_tabs[SCORING])
    discs: list[tuple[int, int, int]] = []
    labels: list[pygame.Rect] = []
    real_swatch, real_text = theme.swatch, theme.text

    def swatch(surface, center, radius, color):  # type: ignore[no-untyped-def]
        discs.append((center[0], center[1], radius))
        return real_swatch(surface, center, radius, color)

    def text(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn = real_text(surface, value, *args, **kwargs)
        if value in names and discs and len(labels) < len(discs):
            labels.append(drawn)
        return drawn

    monkeypatch.setattr(theme, "swatch", swatch)
    monkeypatch.setattr(theme, "text", text)
    scene._draw_scoring(app.screen, scene.details_rect)  # noqa: SLF001
    assert len(discs) == len(labels) == 3
    for index, ((x, _y, r), label) in enumerate(zip(discs, labels, strict=True)):
        assert x + r < label.left, f"column {index + 1}: the disc is under the name"
        if index:
            before = labels[index - 1]
            assert label.left - (x + r) < (x - r) - before.right, "nearer the name before it"
