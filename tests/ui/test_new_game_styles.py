"""The new-game screen's style choice (issue 28 item 2): a searching level's seat row offers the
family's styles and *surprise me* beside the level, the seat plays the style chosen, and the
screen remembers it like the level."""

from __future__ import annotations

import pytest

from tabletop.ai.styles import split_agent
from tabletop.core import GameConfig, Seat
from tabletop.core.i18n import speaking
from tabletop.play import Match
from tabletop.ui.app import App
from tabletop.ui.scenes.game_over import surprise_style
from tabletop.ui.scenes.new_game import NewGameScene
from tabletop.ui.settings import load_settings, settings_path
from tabletop.ui.table import TableScene
from tabletop.ui.words import agent_name
from tests.support.pilot import click, drawn_texts


def _strong(app: App, scene: NewGameScene, seat: int) -> None:
    """Step the seat's "played by" choice, by clicks, up to Strong."""
    row = scene.rows[seat]
    while row.player.value != "strong":
        click(app, row.player.right_rect())


def test_a_strong_seat_offers_its_styles_and_plays_the_one_clicked(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.go_to_title()
    scene = NewGameScene(app, "ttr_europe")
    app.push(scene)
    row = scene.rows[1]
    assert row.player.value == "standard" and not row.style.visible  # Standard plays no style
    assert "STYLE" not in drawn_texts(monkeypatch, app)
    _strong(app, scene, 1)
    assert row.style.visible
    assert [value for value, _label in row.style.choices] == [
        "balanced",
        "long_routes",
        "ticket_hunter",
        "blocker",
        "surprise",
    ]
    assert [label for _value, label in row.style.choices][-1] == "Surprise me"
    click(app, row.style.right_rect())
    click(app, row.style.right_rect())  # balanced → long routes → ticket hunter
    assert scene.setups[1].style == "ticket_hunter"
    texts = drawn_texts(monkeypatch, app)
    assert "STYLE" in texts and "Ticket hunter" in texts
    assert scene.level_line() == (
        "Seat 2 (Strong, Ticket hunter): "
        "Draws new tickets before its plan is done, while there is time to complete them."
    )
    assert scene.seats()[1].agent == "strong:ticket_hunter"
    # Down to Standard the style is not played (kept for when the seat searches again).
    click(app, row.player.left_rect())
    assert not row.style.visible and scene.seats()[1].agent == "standard"
    click(app, row.player.right_rect())
    assert row.style.value == "ticket_hunter"
    click(app, scene.start_button)
    (table,) = [s for s in app.stack if isinstance(s, TableScene)]  # under the ticket choice
    assert table.match.seats[1].agent == "strong:ticket_hunter"
    assert table.match._agents[1].style_name == "ticket_hunter"  # type: ignore[attr-defined]


def test_the_style_is_remembered_like_the_level(app: App) -> None:
    app.go_to_title()
    scene = NewGameScene(app, "metro")
    app.push(scene)
    click(app, scene.players.left_rect())  # 2 players
    _strong(app, scene, 1)
    row = scene.rows[1]
    while row.style.value != "surprise":
        click(app, row.style.right_rect())
    click(app, scene.start_button)
    assert isinstance(app.top, TableScene)
    saved, problem = load_settings(settings_path())
    assert problem is None
    assert saved.seat_setups["metro"]["seats"][1]["agent"] == "strong:surprise"
    app.settings = saved
    app.go_to_title()
    again = NewGameScene(app, "metro")
    app.push(again)
    assert again.rows[1].player.value == "strong"
    assert again.rows[1].style.visible and again.rows[1].style.value == "surprise"
    assert again.seats()[1].agent == "strong:surprise"


def test_a_styled_agent_is_named_with_its_style_in_both_languages() -> None:
    assert agent_name("strong") == "Strong"
    assert agent_name("expert:blocker") == "Expert · Blocker"
    assert agent_name("strong:surprise") == "Strong · Surprise me"
    with speaking("pl"):
        assert agent_name("expert:blocker") != "Expert · Blocker"
        assert "·" in agent_name("expert:blocker")


def test_game_over_reveals_only_the_style_surprise_me_drew(app: App) -> None:
    seats = [
        Seat("Ala", "#f2c531", "strong:surprise"),
        Seat("Olek", "#2f7fd8", "strong:blocker"),
        Seat("Ewa", "#d13b3b", None),
    ]
    match = Match.new("metro", GameConfig(3), seats, 5)
    drawn = match.played_agents.get(0)
    assert drawn is not None
    assert surprise_style(match, 0) == split_agent(drawn)[1]
    assert surprise_style(match, 1) is None  # chosen, not drawn: nothing to reveal
    assert surprise_style(match, 2) is None
    match.close()
