"""Paying is deliberate (new-player review #4, #14): in the payment chooser a click (or a digit)
only selects a way, and the visible Pay button (or Enter) pays it, whether "Confirm claims" is on
or off; the way that spends no locomotive and the fewest cards comes first and is marked "best";
the help line says how it works. Both the list (nine ways at most) and the grid of tiles."""

from __future__ import annotations

import pygame
import pytest

from tabletop.games import make_agent
from tabletop.games.ttr import ClaimRoute
from tabletop.games.ttr import why as ttr_why
from tabletop.play import Match
from tabletop.play.suggest import SUGGEST_LEVEL, Hint
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr import modals
from tabletop.ui.tables.ttr.modals import ActionChooser
from tests.support.pilot import click, headless_app, hover, press, run_frames, scene_texts

from .hands import GRAY_TWO, TWELVE_WAYS, cards, table_with_hand
from .mouse import route_point

#: A gray route of four spaces.
GRAY_FOUR = "berlin-danzig"
#: Pays it as 3 red + 1 locomotive, 4 pink or 3 pink + 1 locomotive (the engine lists red first).
RED_OR_PINK = cards(red=3, pink=4, locomotive=1)


def open_chooser(app, table, route: str, *, confirm: bool = True) -> ActionChooser:  # type: ignore[no-untyped-def]
    app.settings = Settings(animation_speed="off", ai_delay=60.0, confirm_claims=confirm)
    click(app, route_point(table, route))
    chooser = app.top
    assert isinstance(chooser, ActionChooser)
    return chooser


def index_of(chooser: ActionChooser, action: ClaimRoute) -> int:
    return [option.action for option in chooser.options].index(action)


@pytest.mark.parametrize("confirm", [True, False])
def test_a_click_on_a_way_selects_it_and_pay_pays(confirm: bool) -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, RED_OR_PINK)
        chooser = open_chooser(app, table, GRAY_FOUR, confirm=confirm)
        assert not chooser.picker.tiles
        ply = table.match.ply
        red = index_of(chooser, ClaimRoute(GRAY_FOUR, "red", 1))
        click(app, chooser.picker.option_rect(red).center)
        assert app.top is chooser and table.match.ply == ply, "one click paid"
        assert chooser.picker.focus == red
        press(app, pygame.K_1)  # a digit selects too
        assert app.top is chooser and table.match.ply == ply and chooser.picker.focus == 0
        click(app, chooser.picker.option_rect(red).center)
        assert chooser.pay.visible and chooser.panel.contains(chooser.pay.rect)
        click(app, chooser.pay.rect.center)
        assert app.top is table
        assert table.match.log[-1] == (0, ClaimRoute(GRAY_FOUR, "red", 1))


def test_the_way_without_locomotives_comes_first_and_is_marked_best(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, RED_OR_PINK)
        chooser = open_chooser(app, table, GRAY_FOUR)
        assert [o.action for o in chooser.options] == [
            ClaimRoute(GRAY_FOUR, "pink", 0),
            ClaimRoute(GRAY_FOUR, "red", 1),
            ClaimRoute(GRAY_FOUR, "pink", 1),
        ]
        assert chooser.picker.best is chooser.options[0] and chooser.picker.focus == 0
        texts = scene_texts(monkeypatch, chooser, app.size)
        assert "best" in texts and "Pay" in texts
        assert "Pay" in chooser.hint() and "Enter" in chooser.hint()
        press(app, pygame.K_RETURN)  # Enter pays the selected (best) way
        assert table.match.log[-1] == (0, ClaimRoute(GRAY_FOUR, "pink", 0))


def test_the_grid_selects_on_click_moves_with_arrows_and_pays_on_enter(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with headless_app((960, 600), autosave=False) as app:
        table = table_with_hand(app, TWELVE_WAYS)
        chooser = open_chooser(app, table, GRAY_TWO, confirm=True)
        picker = chooser.picker
        assert picker.tiles and len(picker.options) == 12
        first = picker.options[0]
        assert first.wilds == 0 and picker.best is first
        assert "best" in scene_texts(monkeypatch, chooser, app.size)
        ply = table.match.ply
        last = len(picker.options) - 1
        click(app, picker.option_rect(last).center)
        assert app.top is chooser and table.match.ply == ply, "one click on a tile paid"
        assert picker.focus == last
        press(app, pygame.K_LEFT)
        chosen = picker.options[last - 1].action
        assert "Pay" in chooser.hint() and chooser.pay.visible
        press(app, pygame.K_RETURN)
        assert app.top is table and table.match.log[-1] == (0, chosen)


def test_hovering_a_way_does_not_change_what_enter_pays() -> None:
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, RED_OR_PINK)
        chooser = open_chooser(app, table, GRAY_FOUR)
        hover(app, chooser.picker.option_rect(2).center)
        press(app, pygame.K_RETURN)
        assert table.match.log[-1] == (0, ClaimRoute(GRAY_FOUR, "pink", 0))


def test_the_claim_dialog_selects_and_rings_the_way_suggest_said(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rivals review: Suggest said "Claim Danzig – Warszawa with 2 green"; a click on that
    route opened the payment dialog with "Pay 2 yellow" selected and nothing marked, so Enter
    paid the cards Suggest had kept. The suggested way is now selected and ringed. (The
    worker's answer is fixed here: the Strong level takes seconds to think.)"""
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(yellow=2, green=2, pink=2))
        green = ClaimRoute(GRAY_TWO, "green", 0)
        assert green in table.match.legal_actions()
        monkeypatch.setattr(Match, "request_suggestion", lambda self: None)
        monkeypatch.setattr(Match, "hint", property(lambda self: Hint(green)))
        press(app, pygame.K_h)
        assert table.suggested_action == green
        chooser = open_chooser(app, table, GRAY_TWO)
        assert chooser.options[0].action != green  # the cheapest ways tie: yellow is listed first
        assert chooser.picker.focused is not None and chooser.picker.focused.action == green
        rings: list[pygame.Rect] = []
        ring = modals.suggestion_ring
        monkeypatch.setattr(
            modals,
            "suggestion_ring",
            lambda surface, rect: (rings.append(rect), ring(surface, rect)),
        )
        run_frames(app, 1)
        assert rings == [chooser.picker.option_rect(index_of(chooser, green))]
        press(app, pygame.K_RETURN)
        assert table.match.log[-1] == (0, green)


def test_a_suggested_payment_that_spends_a_locomotive_never_says_it_keeps_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Rivals review: Suggest said "Claim Marseille – Paris with 3 blue + 1 locomotive — Keeps
    your locomotive: another payment would spend it." It spends one: it keeps the second that
    the next dearer way (2 + 2 locomotives) would spend too, and says so. (What a claim is for
    comes first — "On the way for your ticket …" — so the plan is set aside here to read the
    payment's own reason.)"""
    monkeypatch.setattr(ttr_why, "_policy_why", lambda *args: None)
    with headless_app((1280, 800), autosave=False) as app:
        table = table_with_hand(app, cards(blue=3, orange=2, locomotive=3))
        match = table.match
        legal = match.legal_actions()
        one = ClaimRoute(GRAY_FOUR, "blue", 1)
        assert one in legal and ClaimRoute(GRAY_FOUR, "blue", 0) not in legal
        agent = make_agent("ttr_europe", SUGGEST_LEVEL, match.game)
        why = agent.why(match.view(0), legal, one)  # type: ignore[attr-defined]
        assert why is not None
        assert why.words() == "Spends 1 locomotive where another payment would spend 2."
        plain = ClaimRoute("constantinople-sofia", "blue", 0)  # three blue: the blue cards pay
        assert plain in legal
        kept = agent.why(match.view(0), legal, plain)  # type: ignore[attr-defined]
        assert kept is not None and kept.words().startswith("Keeps your locomotive")
