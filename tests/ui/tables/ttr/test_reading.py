"""The TTR table reads well for everyone: the ticket panel says what is out of sight and how
far each open ticket has come, texts fit (wrapped or resized, never cut), plurals are right,
city names never hide a route's cars, captions of other players' moves cover no control, the
game-over map draws the selected player's own European Express path, and a big game (five
players with the longest names, 20 cards in hand) fits at 960×600."""

from __future__ import annotations

import pygame
import pytest

from tabletop.controller.hover import Tone
from tabletop.controller.ttr import (
    TicketTarget,
)
from tabletop.controller.ttr.words import Words
from tabletop.core import GameConfig, Seat
from tabletop.games import GAMES
from tabletop.games.catalog import engine
from tabletop.games.ttr import ClaimRoute
from tabletop.games.ttr import events as ev
from tabletop.games.ttr.helpers import TicketProgress, ticket_progress
from tabletop.play import Match
from tabletop.ui import anim, fonts, textfit, theme
from tabletop.ui.app import MIN_SIZE, App
from tabletop.ui.cache import SurfaceCache
from tabletop.ui.settings import Settings
from tabletop.ui.tables.ttr import art
from tabletop.ui.tables.ttr import board as ttr_board
from tabletop.ui.tables.ttr.board import EXPRESS
from tabletop.ui.tables.ttr.game_over import LONGEST, TtrGameOverScene
from tabletop.ui.tables.ttr.modals import ActionChooser
from tabletop.ui.tables.ttr.ticket_choice import TicketChooser
from tabletop.ui.tables.ttr.tickets import progress_words
from tests.support.pilot import (
    click,
    headless_app,
    hover,
    run_frames,
    run_until,
    scene_texts,
    wheel,
)
from tests.support.textfit import speaking

from .hands import LONG_NAMES, NINE_KINDS, cards, table_with_hand
from .mouse import route_point
from .test_table import EU_ROW, rig, start


def test_the_ticket_panel_says_how_many_tickets_are_out_of_sight(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(app, options=rig([["red"] * 4, ["green"] * 4], EU_ROW))
    panel = table.ticket_list
    hidden = len(table.view["tickets"]) - len(panel.slots())
    assert hidden > 0, "the panel should be too small for every ticket"
    assert f"{hidden} more ↓" in scene_texts(monkeypatch, panel, app.size)
    wheel(app, panel.rect.center, -10)
    assert f"{hidden} more ↑" in scene_texts(monkeypatch, panel, app.size)


def test_open_tickets_show_the_cities_joined_and_the_cars_still_needed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    options = rig([["pink"] * 4, ["green"] * 4], EU_ROW)
    options["rigged"]["tickets"] = ["madrid-dieppe", "amsterdam-pamplona", "brest-venezia"]
    table = start(app, options=options)
    click(app, route_point(table, "dieppe-paris"))
    click(app, app.top.picker.option_rect(0).center)
    assert table.match.log[-1] == (0, ClaimRoute("dieppe-paris", "pink", 0))
    progress = table.progress["madrid-dieppe"]
    assert progress == ticket_progress(table.game, table.view, "madrid-dieppe")
    assert progress.cities[0] == "madrid" and progress.cities[-2:] == ("paris", "dieppe")
    assert progress.joined == ("paris", "dieppe") and progress.cars > 0
    texts = scene_texts(monkeypatch, table.ticket_list, app.size)
    assert f"{progress.cars} trains" in texts
    hover(app, table.rect_of(TicketTarget("madrid-dieppe")).center)
    card = table.hover_card(TicketTarget("madrid-dieppe"))
    assert card is not None
    assert f"Still needed on the cheapest way: {progress.cars} trains" in card.texts
    way = " – ".join(table.words.city(c) for c in progress.cities)
    assert f"Cheapest way: {way}" in card.texts
    joined = [line for line in card.lines if line.text == "Joined so far: Paris, Dieppe"]
    assert joined and joined[0].tone is Tone.GOOD


def test_the_game_over_map_draws_the_shown_players_own_longest_path(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    colors = theme.player_colors("ttr_europe")
    seats = [Seat(f"Bot {i}", colors[i][1], "greedy") for i in range(3)]
    match = Match.new("ttr_europe", GameConfig(3), seats, 4)
    while match.step_ai():
        pass
    app.start_match(match)
    run_until(app, lambda: isinstance(app.top, TtrGameOverScene))
    scene = app.top
    assert isinstance(scene, TtrGameOverScene)
    longest = match.view(None)["longest"]
    best = max(item["length"] for item in longest)
    drawn: list[tuple[tuple[int, ...], int]] = []
    real = pygame.draw.lines

    def spy(surface, color, closed, points, width=1):  # type: ignore[no-untyped-def]
        drawn.append((tuple(color)[:3], len(points)))
        return real(surface, color, closed, points, width)

    monkeypatch.setattr(pygame.draw, "lines", spy)
    for seat in range(3):
        click(app, scene.tabs[seat].rect.center)
        assert scene.shown == seat
        drawn.clear()
        scene.draw(pygame.Surface(app.size))
        holder = longest[seat]["length"] == best
        color = EXPRESS if holder else LONGEST
        lines = [n for c, n in drawn if c == color]
        # One line per route of this seat's own path (each from city to city over its cars).
        board = match.game.board
        want = sorted(len(board.routes[r].spaces) + 2 for r in longest[seat]["routes"])
        assert sorted(lines) == want, (seat, holder)
        assert scene.holds_express() == holder


def painted(animation: anim.Animation, size: tuple[int, int], t: float) -> pygame.Surface:
    """``animation`` at ``t`` alone on a transparent surface."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    animation.paint(layer, t)
    return layer


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_captions_of_other_players_moves_cover_no_control_and_are_whole(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    with headless_app(size, autosave=False) as app:
        table = table_with_hand(app, cards(red=2, blue=2), players=3, names=LONG_NAMES)
        route = "kobenhavn-stockholm-yellow"
        event = ev.RouteClaimed(1, route, "yellow", 0, 7)
        sentence = table.describe_event(event)
        assert sentence is not None and LONG_NAMES[1] in sentence
        animations = table.animations_for(1, ClaimRoute(route, "yellow", 0), (event,))
        caption = animations[-1]  # after the trains: the caption in words
        controls = [w.rect for w in table.widgets if w.visible]
        assert table.claim_button.rect in controls
        texts: list[str] = []
        real = theme.text

        def spy(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
            texts.append(value)
            return real(surface, value, *args, **kwargs)

        monkeypatch.setattr(theme, "text", spy)
        for t in (0.0, 0.1, 0.5, 0.9):
            texts.clear()
            layer = painted(caption, size, t)
            assert " ".join(texts) == sentence  # wrapped, never cut
            for rect in controls:
                assert layer.subsurface(rect).get_bounding_rect().size == (0, 0), rect
            assert table.board_rect.contains(layer.get_bounding_rect())


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1920, 1080)])
def test_every_cards_word_is_whole_with_nine_kinds_in_hand(size: tuple[int, int]) -> None:
    """ "Locomotive" on a narrow card: smaller type, then condensed — never "ocomotive"."""
    with headless_app(size, autosave=False) as app:
        table = table_with_hand(app, NINE_KINDS)
        slots = table.hand.slots()
        assert len(slots) == 9
        sizes = [rect.size for rect in slots.values()]
        sizes += [rect.size for rect in table.market.slots()]
        for color in table.rules.cards:
            label = table.words.color_label(color)
            natural = fonts.font("bold", art.LABEL_MIN).size(label)[0]
            for w, h in sizes:
                canvas = pygame.Surface((2 * w, 2 * h), pygame.SRCALPHA)
                f = art.card_label_font(label, w, h)
                if f is None:  # no word: even condensed, it would be too small to read
                    assert natural * art.LABEL_SQUEEZE > art.label_room(w), (label, w)
                    continue
                assert f.get_height() >= fonts.font("bold", theme.SMALLEST_TEXT).get_height()
                with textfit.recording() as drawn:
                    room = art.label_room(w)
                    rect = theme.write(
                        canvas, label, f, (0, 0, 0), (w, h), "center", room, condense=True
                    )
                assert [d.shown for d in drawn] == [label] and not textfit.violations(drawn)
                assert rect.width <= art.label_room(w) < w, (label, w)
                assert rect.width >= min(natural, art.label_room(w)), (label, w)
                assert rect.width >= 0.75 * natural, f"{label} squeezed on {w} px"


def longest_tickets(game_id: str, n: int) -> list[str]:
    """The ``n`` tickets with the longest names (regular tickets)."""
    board = GAMES[game_id].board
    regular = [t for t in board.tickets if not board.tickets[t].long]
    length = {
        t: len(board.cities[board.tickets[t].a].name + board.cities[board.tickets[t].b].name)
        for t in regular
    }
    return sorted(regular, key=lambda t: (-length[t], t))[:n]


@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris"])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_ticket_names_in_the_chooser_are_whole(
    game_id: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    with headless_app(size, autosave=False) as app:
        app.settings = Settings(animation_speed="off", ai_delay=60.0)
        colors = theme.player_colors(game_id)
        seats = [Seat(LONG_NAMES[i], colors[i][1], None if i == 0 else "greedy") for i in (0, 1)]
        config = GameConfig(2, {"rigged": {"tickets": longest_tickets(game_id, 3)}})
        app.start_match(Match.new(game_id, config, seats, 3))
        run_until(app, lambda: isinstance(app.top, TicketChooser), 5.0)
        chooser = app.top
        assert isinstance(chooser, TicketChooser)
        texts = scene_texts(monkeypatch, chooser, app.size)
        assert not [t for t in texts if t.endswith("…")]
        rects = [toggle.rect for toggle in chooser.toggles]
        for toggle in chooser.toggles:
            name = chooser.table.words.ticket(toggle.ticket)
            assert " ".join(toggle.name_lines) == name
            assert chooser.panel.contains(toggle.rect)
            assert not toggle.rect.colliderect(chooser.keep_button.rect)
            assert sum(toggle.rect.colliderect(other) for other in rects) == 1  # itself only


def test_long_paris_names_in_the_claim_dialogs_title_are_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with headless_app((960, 600), autosave=False) as app:
        table = table_with_hand(app, cards(red=2, blue=2), game_id="ttr_paris")
        click(app, route_point(table, "R19"))  # Saint-Germain-des-Prés – Jardin du Luxembourg
        chooser = app.top
        assert isinstance(chooser, ActionChooser)
        assert chooser.title == "Claim Saint-Germain-des-Prés – Jardin du Luxembourg"
        assert len(chooser.title_lines) == 2 and " ".join(chooser.title_lines) == chooser.title
        texts = scene_texts(monkeypatch, chooser, app.size)
        assert not [t for t in texts if t.endswith("…")]
        assert pygame.Rect((0, 0), app.size).contains(chooser.panel)


def _differ(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where ``a`` and ``b`` differ by more than blending's rounding and the scaled
    tracks' soft edges let through (±4 of 255: invisible)."""
    up, down = a.copy(), b.copy()
    up.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    down.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    up.blit(down, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(up, (0, 0, 0), (5, 5, 5, 255))
    same.invert()
    return same


@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_city_names_never_hide_a_routes_cars(
    game_id: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The board drawn with its names and without them: not one pixel inside a car differs
    (names lie under the cars), for empty tracks and claimed ones alike."""
    with headless_app(size, autosave=False) as app:
        table = table_with_hand(app, cards(red=2, blue=2), game_id=game_id, seed=7)
        bv = table.board_panel
        board = table.game.board
        claimed = {route: k % 2 for k, route in enumerate(list(board.routes)[::3])}
        seat_colors = table.seat_colors()
        with_names = bv.composite(claimed, {}, (), seat_colors).copy()
        assert any(
            bv.cars_mask().overlap_area(
                pygame.mask.Mask(rect.size, fill=True), rect.move(-bv.rect.x, -bv.rect.y).topleft
            )
            for rect in bv.label_rects.values()
        ), "no name crosses a track: nothing is tested"

        def no_name(
            surface: pygame.Surface, text: str, f: pygame.font.Font, center: tuple[int, int]
        ) -> None:
            return None

        monkeypatch.setattr(bv.labels, "draw", no_name)
        # Painted afresh into a cache of this test's own: the shared one keeps the names.
        monkeypatch.setattr(ttr_board, "_static_pictures", SurfaceCache(2))
        bv._composite.invalidate()
        without = bv.composite(claimed, {}, (), seat_colors)
        # The board picture is in board units × its resolution (the viewport shows it zoomed).
        k = bv.resolution
        inside = pygame.Surface(without.get_size(), pygame.SRCALPHA)
        shrink = -2.0 / k  # two pixels in from each car's edge (smoothed edges)
        for cars in bv.geo.cars.values():
            for car in cars:
                quad = [(x * k, y * k) for x, y in bv.geo.quad(car, grow=shrink)]
                pygame.draw.polygon(inside, (255, 255, 255), quad)
        cars_inside = pygame.mask.from_surface(inside)
        assert cars_inside.count() > 1000
        differ = _differ(with_names, without)
        assert differ.count() > 1000, "the names were not taken away: nothing is tested"
        assert differ.overlap_area(cars_inside, (0, 0)) == 0


class TextSpy:
    """Every ``theme.text`` call while active: the text and where it was drawn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, pygame.Rect]] = []
        real = theme.text

        def spy(surface, value, *args, **kwargs):  # type: ignore[no-untyped-def]
            rect = real(surface, value, *args, **kwargs)
            self.drawn.append((value, rect))
            return rect

        monkeypatch.setattr(theme, "text", spy)

    def cut(self) -> list[str]:
        return [text for text, _rect in self.drawn if text.endswith("…")]


def test_a_big_game_fits_at_960_by_600(monkeypatch: pytest.MonkeyPatch) -> None:
    """Five players with the longest names, 20 cards of all nine kinds: every panel's text is
    whole and inside its panel, the seat rows' lines do not run into each other."""
    with headless_app((960, 600), autosave=False) as app:
        table = table_with_hand(app, NINE_KINDS, players=5, names=LONG_NAMES)
        spy = TextSpy(monkeypatch)
        surface = pygame.Surface(app.size)
        for name, panel in table.named_panels.items():
            spy.drawn.clear()
            panel.draw(surface)
            assert not spy.cut(), (name, spy.cut())
            for text, rect in spy.drawn:
                assert panel.rect.contains(rect), (name, text, rect, panel.rect)
        spy.drawn.clear()
        table.seats_panel.draw(surface)
        rows = table.seats_panel.rows()
        for seat, row in enumerate(rows):
            name = next(r for t, r in spy.drawn if t.startswith(LONG_NAMES[seat]))
            # The stats line (pieces, stations, cards, tickets) under the name; not the score.
            stats = [
                r for t, r in spy.drawn if t.isdigit() and row.contains(r) and r.x < name.right
            ]
            assert row.contains(name) and stats and all(row.contains(r) for r in stats)
            # Boxes may share two pixels: the blank above the digits (no letter reaches it).
            assert all(name.bottom <= r.top + 2 for r in stats), (seat, name, stats)
        slots = table.hand.slots()
        assert len(slots) == 9 and all(table.hand.rect.contains(r) for r in slots.values())


def test_the_game_over_screen_fits_five_long_names_at_960_by_600(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with headless_app((960, 600), autosave=False) as app:
        colors = theme.player_colors("ttr_europe")
        seats = [Seat(LONG_NAMES[i], colors[i][1], "greedy") for i in range(5)]
        match = Match.new("ttr_europe", GameConfig(5), seats, 4)
        while match.step_ai():
            pass
        app.start_match(match)
        run_until(app, lambda: isinstance(app.top, TtrGameOverScene))
        scene = app.top
        assert isinstance(scene, TtrGameOverScene)
        spy = TextSpy(monkeypatch)
        scene.draw(pygame.Surface(app.size))
        assert not spy.cut()
        for k, tab in enumerate(scene.tabs):
            assert scene.list_rect.contains(tab.rect), tab.label
            assert not any(tab.rect.colliderect(other.rect) for other in scene.tabs[k + 1 :])
            click(app, tab.rect.center)
            assert scene.shown == k


@pytest.mark.parametrize(
    ("cars", "borrowed", "words"),
    [
        (5, (), "5 trains"),
        (1, (), "1 train"),
        (0, ("lisboa-madrid",), "needs 1 station"),
        (4, ("lisboa-madrid",), "4 trains + station"),
        (4, ("lisboa-madrid", "cadiz-lisboa"), "needs 2 stations"),
    ],
)
def test_a_tickets_row_says_when_its_way_needs_a_station(
    cars: int, borrowed: tuple[str, ...], words: str
) -> None:
    # Europe, "Stations": a ticket whose free ways are all taken is not cut off while the
    # player's stations can borrow the rivals' routes; its row says so instead of "cut off".
    progress = TicketProgress(
        "lisboa-danzig", ("lisboa", "madrid"), (), frozenset(), (), cars, borrowed
    )
    assert progress_words(progress, Words(engine("ttr_europe"))) == words


@pytest.mark.parametrize(
    ("cars", "borrowed", "words"),
    [(0, ("lisboa-madrid",), "joined with your station"), (4, ("lisboa-madrid",), "4 trains")],
)
def test_a_tickets_row_counts_a_built_station_as_done(
    cars: int, borrowed: tuple[str, ...], words: str
) -> None:
    # The station is built (a tutorial review: "needs 1 station" stayed after building it).
    progress = TicketProgress(
        "lisboa-danzig", ("lisboa", "madrid"), (), frozenset(), (), cars, borrowed, True
    )
    assert progress_words(progress, Words(engine("ttr_europe"))) == words


@pytest.mark.parametrize(("language", "words"), [("en", "3 buses"), ("pl", "3 autobusy")])
def test_a_paris_tickets_row_counts_the_buses_still_needed(language: str, words: str) -> None:
    # Paris plays with buses: its rows said "3 cars" ("3 wagoniki"), Europe's word.
    progress = TicketProgress("t01", ("louvre", "opera"), (), frozenset(), (), 3, ())
    with speaking(language):
        assert progress_words(progress, Words(engine("ttr_paris"))) == words


#: Seat 0's hand of every kind of card a game has, 20 cards or more.
EVERY_KIND = {
    "ttr_europe": NINE_KINDS,
    "ttr_paris": cards(red=3, blue=3, yellow=3, green=3, purple=3, white=3, bus=2),
}


def test_the_smallest_text_is_the_small_role_at_the_smallest_window() -> None:
    """``theme.SMALLEST_TEXT`` is no number of its own: the small type at the smallest window,
    given way as far as a long text may (``MIN_SHRINK``)."""
    with headless_app(MIN_SIZE, autosave=False):
        smallest = theme.role_font("small", theme.shrink_to_fit("W" * 200, "small", 1))
        assert smallest.get_height() == fonts.font("regular", theme.SMALLEST_TEXT).get_height()


@pytest.mark.parametrize("size", [MIN_SIZE, (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris"])
def test_card_words_in_a_full_hand_are_never_smaller_than_the_smallest_text(
    game_id: str, language: str, size: tuple[int, int]
) -> None:
    """The words on a hand's cards with 20 cards of every kind, Polish at 960×600, were set in
    6 px ("Pomarańczowa", "Fioletowa" not to be read): every card word drawn on the table is
    at least the app's smallest type, and the cards of one size (the hand's, the face-up
    row's) show every colour's word or none."""
    with speaking(language), headless_app(size, autosave=False) as app:
        with textfit.recording() as drawn:
            table = table_with_hand(app, EVERY_KIND[game_id], game_id=game_id)
            run_frames(app, 2)
        words = {table.words.color_label(color) for color in table.rules.cards}
        # A card's word is set in a type of its own (not one of the window's roles).
        on_cards = [d for d in drawn if d.value in words and d.role not in theme.FONT_ROLES]
        floor = fonts.font("bold", theme.SMALLEST_TEXT).get_height()
        assert all(d.size >= floor for d in on_cards), [(d.value, d.size) for d in on_cards]
        hand = table.hand.slots()
        assert len(hand) == len(table.rules.cards)
        card = next(iter(hand.values())).size
        said = {d.value for d in on_cards if d.area.size == card}  # painted on a hand's card
        assert said in (set(), {table.words.color_label(color) for color in hand}), said
