"""The tutorials at their tables, driven by posted mouse clicks: each step's ringed target
clicked as a newcomer would, the coach marks' buttons, what a tutorial keeps out of the saves
and the statistics, and the title's and new-game screen's ways in."""

from __future__ import annotations

import pygame
import pytest

from tabletop.tutorial import TUTORIALS
from tabletop.tutorial.tally import FINISHED, LEFT_AT, SKIPPED, STARTED
from tabletop.ui.app import App
from tabletop.ui.scene import Modal
from tabletop.ui.scenes.dialogs import ConfirmDialog
from tabletop.ui.scenes.menu import GameMenu
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.scenes.tutorial_offer import TutorialOffer, offer_tutorial
from tabletop.ui.theme import Space, px
from tabletop.ui.tutorial_check import MAX_CLICKS, dialog_clicks, ready
from tabletop.ui.tutorial_marks import DIM_ALPHA, CoachMarks, dim_around
from tabletop.ui.tutorial_start import TutorialPicker, start_tutorial
from tabletop.ui.tutorial_stats import tutorials_table
from tests.support.pilot import (
    click,
    double_click,
    hover,
    post_click,
    post_key,
    post_window_close,
    run_frames,
    run_until,
)

SHIPPED = sorted(TUTORIALS)


def marks_of(app: App) -> CoachMarks:
    table = app.table()
    assert table is not None and isinstance(table.overlay, CoachMarks)
    return table.overlay


def wait_ready(app: App, marks: CoachMarks) -> None:
    run_until(app, lambda: ready(app, marks), seconds=60)


def click_taught_move(app: App, marks: CoachMarks) -> None:
    """Click what the step rings: the target on the table, and in the dialog it opens (or
    the dialog the move is made in) the taught choice."""
    coach, table = marks.coach, marks.table
    move = coach.move
    assert move is not None
    taught = coach.taught_action()
    assert taught is not None
    if not move.in_dialog:
        before = coach.player_moves()
        for _click in range(MAX_CLICKS):  # a journey: its ticket, its destination, then a card
            target = move.target(table.view, table.controller)
            assert target is not None
            ringed = marks.target_rect()
            rect = table.rect_of(target)
            assert rect is not None and ringed == rect
            assert not marks.bubble.colliderect(rect)
            click(app, rect, frames=2)
            if coach.player_moves() > before:
                return
            if app.top is not table:
                break
        else:
            raise AssertionError(f"the ringed clicks never made {taught}")
    dialog = app.top
    assert dialog is not table and isinstance(dialog, Modal)
    assert not marks.bubble.colliderect(marks.target_rect() or pygame.Rect(0, 0, 0, 0))
    for rect in dialog_clicks(app, dialog, taught):
        click(app, rect, frames=2)


def play_by_clicks(app: App, game_id: str) -> CoachMarks:
    table = start_tutorial(app, game_id)
    marks = marks_of(app)
    assert table.overlay is marks
    while not marks.coach.done:
        wait_ready(app, marks)
        if marks.coach.done:
            break
        before = marks.coach.player_moves()
        step = marks.coach.step
        assert step is not None
        if not step.moves:
            click(app, marks.next_button)
            continue
        click_taught_move(app, marks)
        run_until(app, lambda b=before: marks.coach.player_moves() > b, seconds=10)
    return marks


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_tutorial_is_played_to_its_end_by_clicks_on_the_ringed_targets(
    app: App, game_id: str
) -> None:
    marks = play_by_clicks(app, game_id)
    assert marks.free_play and not marks.shown()
    table = marks.table
    assert table.gate is None
    assert table.match.autosave  # played on: it is a saved game from here
    counts = app.settings.tutorial_counts[game_id]
    assert (counts[STARTED], counts[FINISHED]) == (1, 1)
    run_until(app, lambda: table.can_act, seconds=60)
    run_until(app, lambda: table.suggested is not None, seconds=60)  # Suggest is on


def test_a_move_other_than_the_taught_one_is_refused_with_the_steps_reason(app: App) -> None:
    marks = marks_of_started(app)
    click(app, marks.skip_step_button, frames=2)  # the tickets kept for the player
    wait_ready(app, marks)
    assert marks.coach.step is not None and marks.coach.step.key == "draw"
    table = marks.table
    from tabletop.controller.ttr.targets import DECK

    rect = table.rect_of(DECK)
    assert rect is not None
    plies = table.match.ply
    click(app, rect, frames=2)
    assert table.match.ply == plies
    assert app.toasts[-1].text == "First, take the face-up green card, then a card from the deck."


def test_back_shows_the_mark_before_and_now_returns(app: App) -> None:
    marks = marks_of_started(app)
    assert not marks.back_button.enabled
    click(app, marks.skip_step_button, frames=2)
    wait_ready(app, marks)
    current = marks.mark()
    click(app, marks.back_button)
    assert marks.mark() == TUTORIALS["ttr_europe"].steps[0].mark
    assert marks.back_button.label == "Now"
    click(app, marks.back_button)
    assert marks.mark() == current


def pass_step(app: App, marks: CoachMarks) -> None:
    """Pass the step shown as a player in a hurry: Next on a tip to read, Skip step on a step
    that asks for a move."""
    step = marks.coach.step
    assert step is not None
    click(app, marks.skip_step_button if step.moves else marks.next_button, frames=2)
    wait_ready(app, marks)


def marks_of_started(app: App, game_id: str = "ttr_europe") -> CoachMarks:
    start_tutorial(app, game_id)
    marks = marks_of(app)
    wait_ready(app, marks)
    run_frames(app, 2)
    return marks


#: The two tutorials with dialogs and journeys of several clicks.
SKIP_GAMES = ("ttr_europe", "great_tour")
#: Where the default suite leaves them: at the first step (nothing skipped), at a step with
#: moves after some skipped (Europe's tunnel payment is in a dialog, the Great Tour's journey
#: takes several clicks) and at the last step (every step before it skipped, so every step's
#: Skip runs). The other steps run in the slow set (the full sweep below).
LEAN_SKIP_STEPS = {"ttr_europe": (0, 5, 10), "great_tour": (0, 3, 9)}


def _leave_after_skipping_to(app: App, game_id: str, at: int) -> None:
    """Skip step after step up to step ``at``, leave there: a normal game goes on. The last
    tip has no Skip tutorial (it would do what Play on does): Play on finishes there."""
    marks = marks_of_started(app, game_id)
    for _step in range(at):  # Skip step (Next on a tip), step after step, up to step ``at``
        pass_step(app, marks)
    assert marks.coach.index == at
    key = TUTORIALS[game_id].steps[at].key
    last = at == len(TUTORIALS[game_id].steps) - 1
    click(app, marks.next_button if last else marks.leave_button, frames=2)
    table = marks.table
    assert table.gate is None
    assert table.overlay is (marks if last else None)  # finished: Suggest at each turn
    assert table.match.autosave  # a normal game now, saved
    counts = app.settings.tutorial_counts[game_id]
    assert counts.get(LEFT_AT, {}) == ({} if last else {key: 1})
    assert counts.get(FINISHED, 0) == (1 if last else 0)
    skipped = {s.key: 1 for s in TUTORIALS[game_id].steps[:at] if s.moves}  # tips: read
    assert counts.get(SKIPPED, {}) == skipped
    run_until(app, lambda: table.can_act or app.top is not table, seconds=60)
    if app.top is table:  # the player plays any legal move the rules allow
        assert table.submit(table.legal()[-1])


def test_the_lean_skip_steps_are_steps_of_each_tutorial_and_include_its_last() -> None:
    for game_id in SKIP_GAMES:
        steps = LEAN_SKIP_STEPS[game_id]
        assert set(steps) <= set(range(len(TUTORIALS[game_id].steps)))
        assert 0 in steps and len(TUTORIALS[game_id].steps) - 1 in steps


@pytest.mark.parametrize(
    ("game_id", "at"), [(game_id, at) for game_id in SKIP_GAMES for at in LEAN_SKIP_STEPS[game_id]]
)
def test_skipping_the_tutorial_at_its_first_a_middle_and_its_last_step_leaves_a_normal_game(
    app: App, game_id: str, at: int
) -> None:
    """The lean version of the sweep below, in the default suite."""
    _leave_after_skipping_to(app, game_id, at)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game_id", "at"),
    [
        (game_id, at)
        for game_id in SKIP_GAMES
        for at in range(len(TUTORIALS[game_id].steps))
        if at not in LEAN_SKIP_STEPS[game_id]
    ],
)
def test_skipping_the_tutorial_at_any_step_leaves_a_normal_game_full_sweep(
    app: App, game_id: str, at: int
) -> None:
    """The full sweep: with the lean test above, leaving at every step of both tutorials."""
    _leave_after_skipping_to(app, game_id, at)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_tutorial_stays_out_of_the_saves_and_the_statistics(app: App, game_id: str) -> None:
    marks = marks_of_started(app, game_id)
    while marks.table.match.ply == 0:  # steps skipped up to the first move made
        pass_step(app, marks)
    assert not marks.table.match.autosave and marks.table.match.game_file is None
    assert not marks.table.records_history
    app.go_to_title()
    run_frames(app, 2)
    assert isinstance(app.top, TitleScene) and app.top.autosave is None  # nothing to continue


def test_the_title_leads_to_the_tutorial(app: App) -> None:
    app.push(TitleScene(app))
    run_frames(app, 1)
    title = app.top
    assert isinstance(title, TitleScene)
    click(app, title.learn_button, frames=2)
    picker = app.top
    assert isinstance(picker, TutorialPicker)
    assert picker.games == ["ttr_europe", "ttr_paris", "metro", "great_tour"]  # the registry's
    panel = picker.panel
    assert all(panel.contains(button.rect) for button in [*picker.game_buttons, picker.cancel])
    assert not any(button.rect.colliderect(picker.cancel.rect) for button in picker.game_buttons)
    click(app, picker.game_buttons[3], frames=2)
    table = app.table()
    assert table is not None and table.match.game_id == "great_tour"
    assert isinstance(table.overlay, CoachMarks)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_the_new_game_screen_offers_learn_this_game(app: App, game_id: str) -> None:
    app.push(TitleScene(app))
    app.screens.new_game(game_id)
    run_frames(app, 1)
    scene = app.top
    button = scene.learn_button  # type: ignore[union-attr]
    assert button.visible
    click(app, button, frames=2)
    table = app.table()
    assert table is not None and table.match.game_id == game_id
    assert isinstance(table.overlay, CoachMarks)


def test_the_first_start_offers_the_tutorial_once(app: App) -> None:
    app.push(TitleScene(app))
    assert offer_tutorial(app)
    offer = app.top
    assert isinstance(offer, TutorialOffer)
    click(app, offer.cancel)
    assert app.settings.tutorial_offered
    assert not offer_tutorial(app)


def test_learning_from_the_first_start_offer_keeps_the_title_under_the_picker(app: App) -> None:
    """Accepting the offer closed it twice (the dialog's own close, then the offer's), taking
    the title with it: the picker stood alone, and its Cancel closed the app."""
    app.push(TitleScene(app))
    assert offer_tutorial(app)
    offer = app.top
    assert isinstance(offer, TutorialOffer)
    click(app, offer.confirm, frames=2)
    assert app.settings.tutorial_offered
    assert [type(scene) for scene in app.stack] == [TitleScene, TutorialPicker]
    picker = app.top
    assert isinstance(picker, TutorialPicker)
    click(app, picker.cancel, frames=2)
    assert [type(scene) for scene in app.stack] == [TitleScene]


def test_a_double_click_on_the_offer_does_not_pick_a_game(app: App) -> None:
    """The picker's last game button lies under the offer's *Learn to play*: the second click
    of a double click landed on it and started that game's tutorial."""
    app.push(TitleScene(app))
    assert offer_tutorial(app)
    offer = app.top
    assert isinstance(offer, TutorialOffer)
    spot = double_click(app, offer.confirm)
    picker = app.top
    assert isinstance(picker, TutorialPicker)
    assert any(b.rect.collidepoint(spot) for b in picker.game_buttons)
    assert app.table() is None
    run_until(app, lambda: app.accepts_input, seconds=5)
    click(app, picker.game_buttons[1], frames=2)  # a deliberate click still picks
    table = app.table()
    assert table is not None and table.match.game_id == picker.games[1]


def test_a_double_click_on_the_offers_not_now_opens_nothing_under_it(app: App) -> None:
    """The title's *Load* lies under the offer's *Not now*: the second click of a double click
    landed on it and opened the Load screen (seen in a real window)."""
    title = TitleScene(app)
    app.push(title)
    assert offer_tutorial(app)
    offer = app.top
    assert isinstance(offer, TutorialOffer)
    spot = double_click(app, offer.cancel)
    under = [b for b in title.widgets if b.visible and b.enabled and b.rect.collidepoint(spot)]
    assert under, "a title button lies under Not now"
    assert app.stack == [title]
    run_until(app, lambda: app.accepts_input, seconds=5)
    click(app, under[0], frames=2)  # a deliberate click still acts
    assert app.top is not title


def test_a_double_click_on_the_pickers_cancel_opens_nothing_under_it(app: App) -> None:
    """The title's Statistics lies under the picker's Cancel: the second click of a double
    click opened the statistics (seen in a real window under Xvfb)."""
    title = TitleScene(app)
    app.push(title)
    click(app, title.learn_button)
    picker = app.top
    assert isinstance(picker, TutorialPicker)
    spot = double_click(app, picker.cancel)
    assert any(b.enabled and b.rect.collidepoint(spot) for b in title.widgets)
    assert app.stack == [title]


def test_a_double_click_on_skip_step_skips_one_step(app: App) -> None:
    """Skip step stays where it was for the next step: the second click of a double click
    skipped that one too, laying a tile the player never chose (Metro, seen in a real window
    under Xvfb)."""
    marks = marks_of_started(app, "metro")
    while not marks.coach.step.moves:  # the tips before the first move
        click(app, marks.next_button)
        wait_ready(app, marks)
    at = marks.coach.index
    spot = marks.skip_step_button.rect.center
    click(app, marks.skip_step_button, frames=1)
    wait_ready(app, marks)  # the rival has answered: the next step takes input
    assert marks.coach.index == at + 1
    post_click(spot)  # the second click of the double click
    run_frames(app, 2)
    assert marks.coach.index == at + 1
    assert len(app.settings.tutorial_counts["metro"][SKIPPED]) == 1


def test_a_double_click_on_next_shows_the_next_tip(app: App) -> None:
    """The Great Tour opens with two tips: the second click of a double click on Next passed
    the second unread."""
    marks = marks_of_started(app, "great_tour")
    assert not marks.coach.step.moves and not TUTORIALS["great_tour"].steps[1].moves
    spot = double_click(app, marks.next_button)
    assert marks.next_button.visible and marks.next_button.rect.collidepoint(spot)
    assert marks.coach.index == 1  # the second tip, not passed unread


def test_a_tip_to_read_offers_next_alone_and_a_step_with_a_move_skip_step_alone(app: App) -> None:
    """Skip step beside Next on a tip that only informs did the same thing as Next: two
    buttons for one thing confused a new player (Metro's first tip, in a real window)."""
    marks = marks_of_started(app, "metro")
    assert not marks.coach.step.moves  # "Your stations are the yellow ones…"
    assert marks.next_button.visible and not marks.skip_step_button.visible
    spot = marks.skip_step_button.rect.center  # where Skip step stood: nothing there now
    post_click(spot)
    run_frames(app, 2)
    assert marks.coach.index == 0 and not app.settings.tutorial_counts["metro"].get(SKIPPED)
    click(app, marks.next_button)
    wait_ready(app, marks)
    assert marks.coach.step.moves  # the first tile to lay: Skip step, no Next
    assert marks.skip_step_button.visible and not marks.next_button.visible
    click(app, marks.back_button)  # the tip before, again: nothing to skip or pass there
    assert not marks.skip_step_button.visible and not marks.next_button.visible
    click(app, marks.back_button)  # Now
    assert marks.skip_step_button.visible


@pytest.mark.parametrize("game_id", ["ttr_paris", "great_tour"])
def test_the_last_tip_offers_play_on_alone_and_counts_a_finished_tutorial(
    app: App, game_id: str
) -> None:
    """Skip tutorial on the last tip did what Next did, and counted a tutorial read to its
    end as one left at its last tip: there the tip offers Back and Play on alone."""
    marks = marks_of_started(app, game_id)
    steps = TUTORIALS[game_id].steps
    while marks.coach.index < len(steps) - 1:
        pass_step(app, marks)
    run_frames(app, 2)
    assert marks.next_button.visible and marks.next_button.label == "Play on"
    assert not marks.leave_button.visible and not marks.skip_step_button.visible
    # One row of buttons at the bubble's foot: no empty row where Skip tutorial stood.
    assert marks.back_button.rect.top == marks.next_button.rect.top
    assert marks.bubble.bottom - marks.next_button.rect.bottom == px(Space.M)
    click(app, marks.next_button, frames=2)
    counts = app.settings.tutorial_counts[game_id]
    assert counts.get(FINISHED) == 1 and not counts.get(LEFT_AT)
    assert marks.free_play and not marks.shown()


def test_the_statistics_say_how_the_tutorials_go() -> None:
    document = {
        "ttr_europe": {
            "started": 3,
            "finished": 1,
            "left_at": {"ferry": 2},
            "skipped": {"tunnel": 1},
        },
        "great_tour": {"started": 2, "left_at": {"vip": 1}},
    }
    (row,) = [r for r in tutorials_table(document).rows if r.cells[0] == "Ticket to Ride: Europe"]
    assert row.cells[1:] == ("3", "1", "2", "Tip 7", "1")
    (tour,) = [r for r in tutorials_table(document).rows if r.cells[0].startswith("The Great Tour")]
    assert tour.cells[1:] == ("2", "0", "1", "Tip 6", "0")


def test_the_pointer_over_the_bubble_points_at_nothing_under_it(app: App) -> None:
    marks = marks_of_started(app, "great_tour")  # the bubble lies over a corner of the map
    table = marks.table
    box = marks.bubble
    under = next(
        (x, y)
        for x in range(box.left + 4, box.right - 4, 4)
        for y in range(box.top + 4, box.bottom - 4, 4)
        if table.target_at((x, y)) is not None
        and not any(b.rect.collidepoint((x, y)) for b in marks.buttons)
    )
    hover(app, under, frames=3)
    assert table.hover is None  # no tooltip of a road or a city through the bubble
    hover(app, (box.right + 40, box.top - 40), frames=3)
    hover(app, under, frames=3)
    assert table.hover is None


def test_the_great_tour_refuses_another_deck_with_the_steps_reason(app: App) -> None:
    from tabletop.controller.great_tour.targets import DeckTarget

    marks = marks_of_started(app, "great_tour")
    for _read in ("goal", "tickets"):
        click(app, marks.next_button, frames=2)
    wait_ready(app, marks)
    assert marks.coach.step is not None and marks.coach.step.key == "decks"
    table = marks.table
    joker = table.rect_of(DeckTarget("joker"))
    assert joker is not None and marks.target_rect() == table.rect_of(DeckTarget("regular"))
    plies = table.match.ply
    click(app, joker, frames=2)
    assert table.match.ply == plies
    assert app.toasts[-1].text == "First, draw from the regular deck, then from the VIP deck."


@pytest.mark.parametrize(
    "hole",
    [(300, 200, 120, 80), (-40, 300, 200, 300), (100, -500, 50, 50), (0, 0, 640, 400)],
    ids=["inside", "over-the-corner", "above-the-window", "the-whole-window"],
)
def test_the_dim_darkens_everything_but_the_ringed_hole(hole: tuple[int, int, int, int]) -> None:
    """The same pixels as one veil with the hole cut out, blitted over the whole window."""
    background = pygame.Surface((640, 400))
    for x in range(0, 640, 16):
        pygame.draw.rect(background, (x % 256, 255 - x % 256, 90), (x, 0, 16, 400))
    veil = pygame.Surface(background.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, DIM_ALPHA))
    # Clipped to the window first: pygame-ce 2.5.0 fills a rect starting left of the surface
    # as wide as it was asked (x = -40, width 200 cleared columns 0-199, not 0-159).
    veil.fill((0, 0, 0, 0), pygame.Rect(hole).clip(veil.get_rect()))
    expected = background.copy()
    expected.blit(veil, (0, 0))
    dimmed = background.copy()
    dim_around(dimmed, pygame.Rect(hole))
    assert pygame.image.tobytes(dimmed, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert pygame.image.tobytes(dimmed, "RGB") != pygame.image.tobytes(background, "RGB") or (
        hole == (0, 0, 640, 400)
    )


def test_the_bubble_stands_clear_of_the_claim_dialog(app: App) -> None:
    """Europe's claim: the dialog choosing how to pay opens over the board, and the tip stood
    over its title (the route's name) though a corner of the window was free; it moves there
    (a dialog too big to leave any corner free keeps the tip over the board)."""
    from tabletop.ui.tables.ttr.modals import ActionChooser

    marks = marks_of_started(app)
    while (step := marks.coach.step) is not None and step.key != "claim":
        before = marks.coach.player_moves()
        click_taught_move(app, marks)
        run_until(app, lambda b=before: marks.coach.player_moves() > b, seconds=10)
        wait_ready(app, marks)
    run_frames(app, 2)
    target = marks.target_rect()
    assert target is not None
    click(app, target, frames=2)
    chooser = app.top
    assert isinstance(chooser, ActionChooser)
    run_frames(app, 1)
    assert not marks.bubble.colliderect(chooser.panel), (marks.bubble, chooser.panel)
    assert not marks.bubble.colliderect(target)


@pytest.mark.parametrize("game_id", SHIPPED)
def test_a_hover_card_keeps_off_the_ringed_target_and_the_bubble(app: App, game_id: str) -> None:
    """The pointer on the ringed target (the deck, a face-up card): its hover card stood
    below right of the pointer, over the ring, and hid what the tip pointed at."""
    marks = marks_of_started(app, game_id)
    while not marks.coach.step.moves or marks.coach.move.in_dialog:
        pass_step(app, marks)
    table = marks.table
    target = marks.target_rect()
    assert target is not None
    hover(app, target.center, frames=3)
    assert table.tooltip_lines, "the ringed target has a hover card"
    card = table.tooltip.rect
    assert not card.colliderect(target), (card, target)
    assert not card.colliderect(marks.ring_rect(target))
    assert not card.colliderect(marks.bubble)
    assert pygame.Rect((0, 0), app.size).contains(card)


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("game_id", ["ttr_europe", "ttr_paris"])
def test_a_tip_names_the_route_or_city_it_rings_as_the_table_does(
    app: App, game_id: str, language: str
) -> None:
    """A tip asked for "Zürich–Venezia" where the map, the claim dialog and the log say
    "Venezia – Zurich" (Paris: "Notre-Dame–Saint-Germain" for "Saint-Germain-des-Prés –
    Notre-Dame"; "République–Luxembourg" for the ticket "République – Jardin du Luxembourg");
    in Polish "Wenecję", "Edynburg", "Londyn" where the board says Venezia, Edinburgh, London:
    a newcomer looks for the words of the tip on the board."""
    from tabletop.controller.ttr import CityTarget, RouteTarget
    from tabletop.games.ttr import KeepTickets
    from tabletop.games.ttr.why import ticket_name

    app.set_language(language)
    marks = marks_of_started(app, game_id)
    named = 0
    while not marks.coach.done:
        move = marks.coach.move
        if move is not None:
            target = move.target(marks.table.view, marks.table.controller)
            step = marks.coach.step
            assert step is not None
            names_it = isinstance(target, CityTarget) or "–" in step.mark  # "these two": none
            if isinstance(target, RouteTarget | CityTarget) and names_it:
                card = marks.table.describe_target(target)
                assert card is not None
                name = card.title.replace(" – ", "–")
                assert name in marks.mark(), (name, marks.mark())
                named += 1
            taught = marks.coach.taught_action()
            if isinstance(taught, KeepTickets):  # the tickets to keep, as the dialog names them
                board = marks.table.controller.board  # type: ignore[attr-defined]
                names = [ticket_name(board, t).replace(" – ", "–") for t in taught.tickets]
                assert any(name in marks.mark() for name in names), (names, marks.mark())
                named += 1
        pass_step(app, marks)
    assert named  # the claim at least
    app.set_language("en")


def test_quitting_to_the_title_mid_tutorial_asks_first(app: App) -> None:
    """Esc → Quit to title in the middle of a tutorial went straight to the title, its place
    lost without a word (Continue stays off: a tutorial is not saved): it is asked first."""
    marks = marks_of_started(app, "great_tour")
    table = marks.table
    post_key(pygame.K_ESCAPE)
    run_frames(app, 2)
    menu = app.top
    assert isinstance(menu, GameMenu)
    click(app, menu.quit_button, frames=2)
    ask = app.top
    assert isinstance(ask, ConfirmDialog) and ask.title == "Leave the tutorial?"
    click(app, ask.cancel, frames=2)  # Cancel: back in the menu, the tutorial where it was
    assert app.top is menu and app.table() is table and marks.coach.index == 0
    click(app, menu.quit_button, frames=2)
    ask = app.top
    assert isinstance(ask, ConfirmDialog)
    click(app, ask.confirm, frames=2)
    assert isinstance(app.top, TitleScene)


def test_quitting_after_the_tutorial_is_over_asks_nothing(app: App) -> None:
    """Once the script is left the game is a normal, saved one: Quit to title leaves at once."""
    marks = marks_of_started(app, "great_tour")
    click(app, marks.leave_button, frames=2)  # Skip tutorial: a normal game from here
    assert marks.table.overlay is None
    marks.table.leave_to_title()
    run_frames(app, 2)
    assert isinstance(app.top, TitleScene)


def _saved_metro_game(name: str) -> None:
    from tabletop.core import GameConfig, Seat
    from tabletop.play import Match

    seats = [Seat("Ala", "#f2c531", "random"), Seat("Olek", "#2f7fd8", "random")]
    match = Match.new("metro", GameConfig(2), seats, 7)
    match.step_ai()
    match.save_as(name)
    match.close()


def test_loading_a_save_from_the_menu_mid_tutorial_asks_first(app: App) -> None:
    """Esc → Load game → a save opened it at once, the tutorial's place lost without the
    question Quit to title asks: every way out of a tutorial asks the same."""
    from tabletop.ui.scenes.load import LoadScene

    _saved_metro_game("Metro evening")
    marks = marks_of_started(app, "ttr_europe")
    table = marks.table
    post_key(pygame.K_ESCAPE)
    run_frames(app, 2)
    menu = app.top
    assert isinstance(menu, GameMenu)
    click(app, menu.load_button, frames=2)
    load = app.top
    assert isinstance(load, LoadScene)
    run_until(app, lambda: bool(load.list.items))
    click(app, load.list.row_rect(0))
    click(app, load.load_button, frames=2)
    ask = app.top
    assert isinstance(ask, ConfirmDialog) and ask.title == "Leave the tutorial?"
    click(app, ask.cancel, frames=2)  # Cancel: the list again, the tutorial where it was
    assert app.top is load and app.table() is table and marks.coach.index == 0
    click(app, load.load_button, frames=2)
    click(app, app.top.confirm, frames=2)
    opened = app.table()
    assert opened is not None and opened is not table and opened.match.game_id == "metro"


def test_closing_the_window_mid_tutorial_asks_first(app: App) -> None:
    """Closing the window in the middle of a tutorial quit at once: it asks as Quit to title
    does; once asked, a second close does not stack a second question."""
    marks = marks_of_started(app, "great_tour")
    post_window_close()
    run_frames(app, 2)
    ask = app.top
    assert isinstance(ask, ConfirmDialog) and ask.title == "Leave the tutorial?"
    assert app.running
    post_window_close()
    run_frames(app, 2)
    assert app.top is ask and app.stack.count(ask) == 1
    click(app, ask.cancel, frames=2)
    assert app.top is marks.table and app.running
    post_window_close()
    run_frames(app, 2)
    click(app, app.top.confirm, frames=2)
    assert not app.running


def test_closing_the_window_after_the_tutorial_is_over_asks_nothing(app: App) -> None:
    marks = marks_of_started(app, "great_tour")
    click(app, marks.leave_button, frames=2)  # Skip tutorial: a normal game from here
    post_window_close()
    run_frames(app, 1)
    assert not app.running


def test_a_hover_card_is_drawn_over_the_tutorials_dim(app: App) -> None:
    """A hover card shown while a tip dims the table was drawn under the dim: it looked
    greyed out, as if it were not for the player. It is drawn over it, as it looks in a game."""
    from tabletop.controller.great_tour.targets import SeatTarget

    marks = marks_of_started(app, "great_tour")
    pass_step(app, marks)  # the second tip rings a future ticket: the rest is dimmed
    table = marks.table
    assert marks.target_rect() is not None
    rival = table.rect_of(SeatTarget(1))
    assert rival is not None and not rival.colliderect(marks.target_rect())
    hover(app, rival.center, frames=2)
    assert table.tooltip_lines, "the rival's row has a hover card"
    card = table.tooltip.rect
    # The card alone, drawn on a bare surface where the frame drew it: the same pixels.
    alone = pygame.Surface(app.screen.get_size())
    table.tooltip.draw(alone, table.keep_clear_of_cards())
    assert table.tooltip.rect == card
    inside = card.inflate(-2 * px(Space.S), -2 * px(Space.S))
    probes = [
        (x, y) for x in range(inside.left, inside.right, 3) for y in (inside.top, inside.bottom)
    ]
    assert all(app.screen.get_at(p) == alone.get_at(p) for p in probes)
