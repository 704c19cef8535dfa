"""The TTR table scene with posted mouse and key events: hover information, the claimable
toggle, confirming and cancelling, refusals, undo, hidden hands between humans, the log's
privacy, animations that never desync, and layouts at several window sizes."""

from __future__ import annotations

import pygame
import pytest

from tabletop.controller.hover import Line, Tone
from tabletop.controller.ttr import (
    DECK,
    TICKET_DECK,
    CityTarget,
    FaceUpTarget,
    HandTarget,
    RouteTarget,
    SeatTarget,
    TicketTarget,
)
from tabletop.core import GameConfig, Outcome, Seat, explain
from tabletop.games.ttr import ClaimRoute, DrawBlind, DrawFaceUp, KeepTickets
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.helpers import claimable_routes
from tabletop.games.ttr.refusals import TtrRefusal
from tabletop.play import Match
from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.scenes.pass_device import PassDeviceScene
from tabletop.ui.settings import Settings
from tabletop.ui.tables import table_for
from tabletop.ui.tables.ttr import effects
from tabletop.ui.tables.ttr.game_over import TtrGameOverScene, tie_break_text
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.table import TtrTable
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tests.support.pilot import click, double_click, hover, post_click, run_frames, run_until, wheel

from .mouse import MouseHuman, center_of, route_point

EU_ROW = ["white", "black", "orange", "green", "yellow"]


def rig(hands: list[list[str]], row: list[str], then: list[str] = ()) -> dict:
    return {"rigged": {"train_deck": [c for h in hands for c in h] + row + list(then)}}


def start(
    app: App,
    game_id: str = "ttr_europe",
    agents: tuple[str | None, ...] = (None, "greedy"),
    options: dict | None = None,
    seed: int = 3,
    keep_all: bool = True,
) -> TtrTable:
    """A table whose seats are humans (None) or agents; with ``keep_all`` every seat keeps
    all its starting tickets before the table opens."""
    colors = theme.player_colors(game_id)
    seats = [Seat(f"P{i + 1}", colors[i][1], agent) for i, agent in enumerate(agents)]
    match = Match.new(game_id, GameConfig(len(seats), options or {}), seats, seed)
    while keep_all and match.view(match.to_act())["setup"]:
        offered = match.view(match.to_act())["offered_tickets"]
        match._apply(match.to_act(), KeepTickets(tuple(offered)))
    table = app.start_match(match)
    assert isinstance(table, TtrTable)
    run_frames(app, 2)
    return table


def test_table_is_registered_for_both_rule_sets() -> None:
    assert table_for("ttr_europe") is TtrTable and table_for("ttr_paris") is TtrTable


def test_hovering_a_track_shows_its_facts(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, options=rig([["red", "red", "white", "black"], ["green"] * 4], EU_ROW))
    hover(app, route_point(table, "munchen-venezia"))
    assert table.hover == RouteTarget("munchen-venezia")
    card = table.hover_card(table.hover)
    assert card is not None and card.title == "Munchen – Venezia"
    assert card.texts[1] == "2 spaces · blue · 2 points"
    assert any(t.startswith("Tunnel") for t in card.texts)
    assert Line(explain(TtrRefusal.NO_PAYMENT), Tone.WARN) in card.lines
    hover(app, route_point(table, "bruxelles-paris-red"))
    card = table.hover_card(table.hover)
    assert card is not None and Line("Click to claim it", Tone.GOOD) in card.lines
    run_frames(app, 1)  # the hover card and highlight draw


def test_hovering_a_city_lists_its_routes(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app)
    hover(app, table.board_panel.screen_cities["wien"])
    assert table.hover == CityTarget("wien")
    card = table.hover_card(table.hover)
    n = sum(1 for r in table.game.board.routes.values() if "wien" in (r.a, r.b))
    assert card is not None and card.title == "Wien"
    assert Line(f"{n} routes meet here", Tone.MUTED) in card.lines


def test_key_c_highlights_every_claimable_track(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    hands = [["red", "red", "blue", "blue"], ["green"] * 4]
    table = start(app, options=rig(hands, EU_ROW))
    assert not table.show_claimable
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
    run_frames(app, 1)
    assert table.show_claimable
    assert table.claimable == claimable_routes(table.game, table.view)
    assert "wien-zagrab" in table.claimable and "bruxelles-paris-red" in table.claimable
    click(app, table.claim_button.rect.center)  # the button toggles it too
    assert not table.show_claimable


def test_double_tracks_close_with_two_players(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW))
    table.match.submit(ClaimRoute("bruxelles-paris-red", "red", 0))
    run_frames(app, 1)
    assert "bruxelles-paris-yellow" in table.closed
    card = table.hover_card(RouteTarget("bruxelles-paris-yellow"))
    assert card is not None and any("only one track" in t for t in card.texts)


def test_a_claim_needs_a_confirm_and_cancel_costs_nothing(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, options=rig([["red", "red", "white", "black"], ["green"] * 4], EU_ROW))
    before = table.match.ply
    click(app, route_point(table, "bruxelles-paris-red"))
    chooser = app.top
    assert isinstance(chooser, ActionChooser)
    assert chooser.actions == [ClaimRoute("bruxelles-paris-red", "red", 0)]
    assert table.selected == RouteTarget("bruxelles-paris-red")
    click(app, chooser.cancel.rect.center)
    assert app.top is table and table.match.ply == before and table.selected is None
    click(app, route_point(table, "bruxelles-paris-red"))
    click(app, app.top.picker.option_rect(0).center)
    assert table.match.view(None)["routes"] == {"bruxelles-paris-red": 0}


def test_confirm_off_claims_with_one_click(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0, confirm_claims=False)
    table = start(app, options=rig([["red", "red", "white", "black"], ["green"] * 4], EU_ROW))
    click(app, route_point(table, "bruxelles-paris-red"))
    assert app.top is table
    assert table.match.log[-1] == (0, ClaimRoute("bruxelles-paris-red", "red", 0))


def test_several_payments_open_a_chooser(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    hands = [["red", "red", "blue", "locomotive"], ["green"] * 4]
    table = start(app, options=rig(hands, EU_ROW))
    click(app, route_point(table, "wien-zagrab"))
    chooser = app.top
    assert isinstance(chooser, ActionChooser)
    labels = [option.words for option in chooser.options]
    assert "Pay 2 red" in labels and "Pay 1 blue + 1 locomotive" in labels
    pick = [o.action for o in chooser.options].index(ClaimRoute("wien-zagrab", "blue", 1))
    click(app, chooser.picker.option_rect(pick).center)
    click(app, chooser.pay.rect.center)
    assert table.match.log[-1] == (0, ClaimRoute("wien-zagrab", "blue", 1))


def test_a_claim_can_be_undone(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, options=rig([["red", "red", "white", "black"], ["green"] * 4], EU_ROW))
    click(app, route_point(table, "bruxelles-paris-red"))
    click(app, app.top.picker.option_rect(0).center)
    assert table.undo_button.enabled
    click(app, table.undo_button.rect.center)
    assert table.match.view(None)["routes"] == {}
    assert table.view["hand"]["red"] == 2 and table.can_act


def test_face_up_wild_is_refused_as_the_second_card(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    row = ["white", "locomotive", "orange", "green", "yellow"]
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], row, ["blue"] * 6))
    click(app, center_of(table, DECK))
    assert table.view["pending"] == "second_draw"
    assert table.status_text().endswith("take a second card")
    before = table.match.ply
    click(app, center_of(table, FaceUpTarget(1)))
    assert table.match.ply == before  # nothing happened
    assert app.toasts[-1].text == explain(TtrRefusal.WILD_SECOND_CARD)
    click(app, center_of(table, FaceUpTarget(0)))
    assert table.match.log[-2:] == [(0, DrawBlind()), (0, DrawFaceUp(0))]


def test_a_double_click_on_a_face_up_card_does_not_take_its_unseen_replacement(
    app: App,
) -> None:
    """The card dealt into the slot lies under the pointer: the second click of a double click
    took it as the second card before the player had seen it (seen in a real window under
    Xvfb). A deliberate click after a moment still takes it."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW, ["blue"] * 6))
    spot = double_click(app, center_of(table, FaceUpTarget(0)))
    assert table.match.log[-1] == (0, DrawFaceUp(0))  # one card: the bounce took none
    assert table.view["pending"] == "second_draw"
    click(app, spot)
    assert table.match.log[-2:] == [(0, DrawFaceUp(0)), (0, DrawFaceUp(0))]


def test_a_double_click_on_a_face_up_locomotive_says_nothing_of_the_rivals_turn(
    app: App,
) -> None:
    """A face-up locomotive is the whole turn: the second click of a double click on it
    landed on the card dealt into its slot while the rival played, and a toast said "Now
    Rival plays." (seen in a real window under Xvfb, in the Paris tutorial's Bus step)."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    row = ["white", "locomotive", "orange", "green", "yellow"]
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], row, ["blue"] * 6))
    double_click(app, center_of(table, FaceUpTarget(1)))
    assert table.match.log[-1] == (0, DrawFaceUp(1)) and table.match.to_act() == 1
    assert app.toasts == []


def test_a_double_click_on_pay_does_not_reach_the_table_under_it(app: App) -> None:
    """The claim's Pay stands over the side panel (the tickets, at 960×600): the second click
    of a double click on it reached the table, during the rival's turn ("Now Rival plays."),
    or drew tickets had it been the player's (seen in a real window under Xvfb)."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    app.resize((960, 600))
    table = start(app, options=rig([["red", "red", "blue", "locomotive"], ["green"] * 4], EU_ROW))
    click(app, route_point(table, "wien-zagrab"))
    chooser = app.top
    assert isinstance(chooser, ActionChooser)
    spot = double_click(app, chooser.pay.rect.center)
    assert table.match.log[-1][1] == ClaimRoute("wien-zagrab", "red", 0)
    assert app.toasts == [], spot


def test_two_face_up_cards_taken_quickly_are_both_taken(app: App) -> None:
    """The bounce guard after a face-up take covers only the slot clicked: a quick click on
    another card (well within a double click's time) takes it as the second card."""
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW, ["blue"] * 6))
    click(app, center_of(table, FaceUpTarget(0)))
    assert table.match.log[-1] == (0, DrawFaceUp(0))
    post_click(center_of(table, FaceUpTarget(1)))  # at once, no wait for any guard
    run_frames(app, 2)
    assert table.match.log[-2:] == [(0, DrawFaceUp(0)), (0, DrawFaceUp(1))]


def test_clicks_out_of_turn_are_refused_politely(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, agents=("greedy", None), keep_all=True)
    run_frames(app, 2)
    assert table.viewer == 1 and not table.can_act
    before = table.match.ply
    click(app, center_of(table, DECK))
    assert app.toasts[-1].text == "It is P1's turn." and table.match.ply == before


def test_each_human_sees_only_their_own_hand_and_tickets(app: App) -> None:
    table = start(app, agents=(None, None), keep_all=False)
    assert isinstance(app.top, PassDeviceScene)
    assert table.view["hand"] == {} and table.view["tickets"] == []
    click(app, app.top.ready_button.rect.center)
    human = MouseHuman(app, table, 0)
    assert human.wait()
    chooser = app.top
    assert isinstance(chooser, TicketChooser)
    assert chooser.offered == table.match.view(0)["offered_tickets"]
    human.perform(KeepTickets(tuple(chooser.offered)))
    run_frames(app, 2)
    assert isinstance(app.top, PassDeviceScene) and table.viewer is None
    assert table.view["hand"] == {} and table.view["offered_tickets"] == []
    click(app, app.top.ready_button.rect.center)
    run_frames(app, 2)
    assert table.viewer == 1 and table.view["hand"] == table.match.view(1)["hand"]
    assert isinstance(app.top, TicketChooser)
    assert app.top.offered == table.match.view(1)["offered_tickets"]
    # Seat 1's log reads how many tickets seat 0 kept, not which.
    lines = [text for _seat, text in table.log_lines(1)]
    assert "P1 kept 4 tickets" in lines
    assert not any(t.startswith("P1 kept ") and "–" in t for t in lines)


def test_the_log_hides_hidden_draws_from_others(app: App) -> None:
    app.settings = Settings(animation_speed="off", ai_delay=60.0)
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW, ["pink"] * 6))
    click(app, center_of(table, DECK))
    mine = [text for _s, text in table.log_lines(0)]
    theirs = [text for _s, text in table.log_lines(1)]
    assert mine[-1] == "P1 drew a pink card from the deck"
    assert theirs[-1] == "P1 drew a hidden card"
    assert not any("pink" in t for t in theirs)


def test_animations_are_decoration_only(app: App) -> None:
    """With animations on, AI moves play one by one; the board is the view at every frame,
    and skipping (a click) leaves nothing behind."""
    app.settings = Settings(animation_speed="fast", ai_delay=0.0)
    table = start(app, agents=(None, "greedy", "greedy"), seed=9)
    human = MouseHuman(app, table, 0)
    human.wait()
    human.perform(DrawBlind())
    human.perform(DrawBlind())
    seen_busy = False
    for _ in range(400):
        run_frames(app, 1)
        assert table.view == table.match.view(table.viewer)
        seen_busy |= table.animations.busy
        if table.match.to_act() == 0 and not table.animations.busy:
            break
    assert seen_busy
    table.animations.add(*effects.for_event(table, 1, ev.HiddenCardDrawn(1)))
    click(app, (5, 790))  # a click anywhere skips
    assert not table.animations.busy


@pytest.mark.parametrize(
    "event",
    [
        ev.FaceUpCardTaken(1, 2, "red"),
        ev.CardDrawn(0, "locomotive"),
        ev.HiddenCardDrawn(1),
        ev.HiddenTicketsDrawn(1, 3),
        ev.RouteClaimed(1, "wien-zagrab", "red", 0, 2),
        ev.TunnelCardsRevealed(1, "munchen-venezia", ("blue", "locomotive", "red"), 2),
        ev.StationBuilt(1, "wien", "red", 0),
        ev.FinalRoundStarted(1, 2),
        ev.FlagSetScored(1, 4),
    ],
)
def test_every_effect_paints(app: App, event: ev.Event) -> None:
    table = start(app)
    animations = effects.for_event(table, 1, event)
    assert animations
    for animation in animations:
        for t in (0.0, 0.3, 0.7, 1.0):
            animation.paint(app.screen, t)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (960, 600)])
def test_layout_follows_the_window(size: tuple[int, int]) -> None:
    app = App(size, settings=Settings(animation_speed="off", ai_delay=60.0), autosave=False)
    try:
        table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW))
        screen = pygame.Rect((0, 0), size)
        board = table.board_rect
        assert screen.contains(board)
        assert abs(board.width / board.height - 1701 / 1097) < 0.01
        rects = [panel.rect for panel in table.named_panels.values()]
        for i, rect in enumerate(rects):
            assert screen.contains(rect)
            assert not rect.colliderect(board)
            assert all(not rect.colliderect(other) for other in rects[i + 1 :])
        items = [FaceUpTarget(slot) for slot in range(5)] + [DECK, TICKET_DECK]
        items += [HandTarget(c) for c in table.view["hand"] if table.view["hand"][c]]
        items += [TicketTarget(t) for t in table.ticket_list.slots()]  # the rows in view
        items += [SeatTarget(0), SeatTarget(1)]
        for target in items:
            center_of(table, target)  # drawn somewhere, and hit there
        for rid in table.game.board.routes:
            route_point(table, rid)  # every track can be pointed at
        run_frames(app, 1)
    finally:
        app.close()


def test_game_over_shows_tickets_and_the_tie_break(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    colors = theme.player_colors("ttr_paris")
    seats = [Seat(f"Bot {i}", colors[i][1], "greedy") for i in range(2)]
    match = Match.new("ttr_paris", GameConfig(2), seats, 4)
    while match.step_ai():
        pass
    table = app.start_match(match)
    run_until(app, lambda: isinstance(app.top, TtrGameOverScene))
    scene = app.top
    assert scene.outcome == match.outcome()
    for seat, rows in enumerate(scene.tickets):
        assert [r[0] for r in rows] == [t["id"] for t in match.view(None)["revealed"][seat]]
        assert all(bool(path) == done for _t, done, path in rows)
    other = 1 - scene.shown
    click(app, scene.tabs[other].rect.center)
    assert scene.shown == other
    view = match.view(None)
    assert tie_break_text(table, view) == ""
    done = [sum(t["completed"] for t in view["revealed"][s]) for s in range(2)]
    tied = Outcome((50, 50), (0,), match.outcome().breakdown)
    monkeypatch.setattr(table.match, "outcome", lambda: tied)
    text = tie_break_text(table, view)
    lead = "Bot 0 and Bot 1 tied on 50 points: Bot 0"
    if done[0] > done[1]:
        assert text == f"{lead} completed more tickets ({done[0]} to {done[1]})."
    else:
        assert text.startswith(lead)


def test_hovering_a_hand_colour_lights_the_tracks_it_can_pay_for(app: App) -> None:
    hands = [["red", "red", "red", "blue"], ["green"] * 4]
    table = start(app, options=rig(hands, EU_ROW))
    hover(app, center_of(table, HandTarget("red")))
    assert table.hover == HandTarget("red")
    red_tracks = table.routes_for_card("red")
    board = table.game.board
    assert red_tracks and set(red_tracks) <= set(table.claimable)
    for route in red_tracks:  # red or gray tracks of at most 3 cars, as 3 red cards allow
        assert board.routes[route].color in ("red", "gray") and board.routes[route].length <= 3
    blue = table.routes_for_card("blue")
    assert all(board.routes[r].length == 1 for r in blue)
    assert table.routes_for_card("locomotive") == []  # no wild in hand
    card = table.hover_card(HandTarget("red"))
    assert card is not None and f"Can pay for {len(red_tracks)} routes now" in card.texts


def test_the_mouse_wheel_scrolls_the_tickets_that_do_not_fit(app: App) -> None:
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW))
    tickets = [ticket for ticket, _done, _path in table.tickets]  # as the panel lists them
    shown = list(table.ticket_list.slots())
    assert len(shown) < len(tickets), "the panel should be too small for every ticket"
    hidden = TicketTarget(tickets[-1])
    assert table.rect_of(hidden) is None
    wheel(app, table.ticket_list.rect.center, -len(tickets))
    assert table.ticket_list.scroll > 0
    assert table.target_at(center_of(table, hidden)) == hidden
    wheel(app, table.ticket_list.rect.center, len(tickets))
    assert table.ticket_list.scroll == 0 and list(table.ticket_list.slots()) == shown


def test_a_tunnel_built_at_once_never_leaves_the_table_waiting_without_a_button(
    app: App,
) -> None:
    """New-player review #5: after a hot-seat tunnel claim with nothing extra to pay, the
    turned cards played for ~3 s under "Waiting for P2" with no button. Now the top bar says
    whose move plays out and who is next, and Continue goes on to the pass screen at once."""
    hands = [["blue", "blue", "red", "red"], ["white"] * 4]
    options = rig(hands, EU_ROW, then=["red", "green", "black"])  # no blue, no wild: +0
    table = start(app, agents=(None, None), options=options)
    app.settings = Settings(animation_speed="normal", ai_delay=0.0)
    click(app, app.top.ready_button)  # type: ignore[union-attr]
    assert table.viewer == 0
    table.submit(ClaimRoute("munchen-venezia", "blue", 0))
    run_frames(app, 3)
    assert app.top is table and table.animations.busy  # the turned cards play out
    assert table.continue_button.visible and not table.suggest_button.visible
    assert table.status_text() == "P1's move, then P2 takes the device"
    click(app, table.continue_button)
    run_frames(app, 1)
    assert isinstance(app.top, PassDeviceScene) and app.top.seat == 1
