"""Widgets react to real pygame events the way a desktop user expects."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import theme
from tabletop.ui.app import App
from tabletop.ui.fonts import FACES, font, font_path
from tabletop.ui.text_input import TextInput
from tabletop.ui.widgets import Button, Choice, ColorPicker, ScrollList


def _down(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def _up(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def test_button_clicks_on_press_and_release_inside(app: App) -> None:
    clicks = []
    button = Button("Go", lambda: clicks.append(1))
    button.rect = pygame.Rect(100, 100, 120, 40)
    button.handle(_down((110, 110)))
    assert button.pressed and not clicks
    button.handle(_up((115, 115)))
    assert clicks == [1] and not button.pressed
    # Pressed inside, released outside: no click (the user changed their mind).
    button.handle(_down((110, 110)))
    button.handle(_up((400, 400)))
    assert clicks == [1]
    # A disabled button never fires.
    button.enabled = False
    button.handle(_down((110, 110)))
    button.handle(_up((110, 110)))
    assert clicks == [1]
    assert button.colors() == (theme.DISABLED, theme.TEXT_DISABLED)


def test_button_states_have_distinct_looks(app: App) -> None:
    button = Button("Go", lambda: None, style="primary")
    button.rect = pygame.Rect(0, 0, 100, 40)
    normal = button.colors()
    button.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0)))
    hover = button.colors()
    button.handle(_down((5, 5)))
    pressed = button.colors()
    assert len({normal, hover, pressed}) == 3


def test_choice_steps_both_ways_and_stops_at_the_ends(app: App) -> None:
    seen = []
    choice = Choice([(1, "one"), (2, "two"), (3, "three")], 2, seen.append)
    choice.rect = pygame.Rect(0, 0, 200, 40)
    right, left = choice.right_rect().center, choice.left_rect().center
    choice.handle(_down(right))
    choice.handle(_up(right))
    assert choice.value == 3
    choice.handle(_down(right))
    choice.handle(_up(right))
    assert choice.value == 3  # no wrapping round to the first
    for _ in range(3):
        choice.handle(_down(left))
        choice.handle(_up(left))
    assert choice.value == 1 and seen == [3, 2, 1]  # and none past the first
    assert not choice.can_step(-1) and choice.can_step(1)


def test_text_input_takes_polish_letters_and_backspace(app: App) -> None:
    field = TextInput("", max_length=10)
    field.rect = pygame.Rect(0, 0, 200, 40)
    assert not field.handle(pygame.event.Event(pygame.TEXTINPUT, text="x"))  # not focused
    field.handle(_down((10, 10)))
    assert field.focused
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="Zażółć gęślą"))
    assert field.text == "Zażółć gęś"  # cut at max_length
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    assert field.text == "Zażółć gę"
    field.handle(_down((500, 500)))  # a click elsewhere ends the editing
    assert not field.focused


def test_a_long_name_reads_from_its_first_letter_when_the_field_is_not_in_use(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    name = "Konstantynopolitańczykowianeczka Brzęczyszczykiewicz"
    field = TextInput("", max_length=60)
    field.rect = pygame.Rect(0, 0, 160, 40)
    field.set_text(name)
    field.caret = len(name)  # where typing left it
    surface = pygame.Surface((400, 40))
    starts: list[int] = []
    real_write = theme.write

    def spy(target, text, f, ink, pos, **kw):  # type: ignore[no-untyped-def]
        starts.append(pos[0])
        return real_write(target, text, f, ink, pos, **kw)

    monkeypatch.setattr(theme, "write", spy)
    field.draw(surface)
    assert starts[-1] == field._inner().left
    # Typing in it, the end (and the caret) is in sight: the text is scrolled left.
    field.focused = True
    field.draw(surface)
    assert starts[-1] < field._inner().left
    # A click on the start of the name as it was drawn puts the caret there, not at the end.
    field.focused = False
    field.handle(_down((field._inner().left + 2, 20)))
    assert field.focused and field.caret <= 1


def _clicks_at(field: TextInput, x: int, times: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """``times`` clicks at window x ``x``, 100 ms apart (a double click's pace), a second after
    any click before them."""
    start = field._last_click_ticks + 1_000
    for i in range(times):
        monkeypatch.setattr(pygame.time, "get_ticks", lambda i=i: start + 100 * i)
        field.handle(_down((x, 20)))


def _x_of(field: TextInput, chars: int) -> int:
    """The window x just after the first ``chars`` characters of the field's text."""
    return field._text_x(theme.font("body")) + theme.font("body").size(field.text[:chars])[0]


def test_a_double_click_selects_the_word_and_typing_replaces_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    field = TextInput("Player 1", max_length=24)
    field.rect = pygame.Rect(0, 0, 300, 40)
    _clicks_at(field, _x_of(field, 3), 2, monkeypatch)  # inside "Player"
    assert field.selection == (0, 6) and not field.all_selected
    field.handle(pygame.event.Event(pygame.TEXTINPUT, text="Ania"))
    assert field.text == "Ania 1" and field.caret == 4 and field.selection is None
    # A double click just after a word's last letter picks that word, as editors do.
    _clicks_at(field, _x_of(field, 6), 2, monkeypatch)
    assert field.selection == (5, 6)
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b"))
    assert field.text == "Ania " and field.caret == 5


def test_a_triple_click_selects_everything_and_slow_clicks_only_move_the_caret(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    field = TextInput("Player 1", max_length=24)
    field.rect = pygame.Rect(0, 0, 300, 40)
    _clicks_at(field, _x_of(field, 2), 3, monkeypatch)
    assert field.all_selected
    field.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    assert field.selection is None and field.caret == 0  # Left: to the selection's start
    # Two clicks a second apart are two clicks: the caret moves, nothing is selected.
    for ticks in (field._last_click_ticks + 1_000, field._last_click_ticks + 2_000):
        monkeypatch.setattr(pygame.time, "get_ticks", lambda t=ticks: t)
        field.handle(_down((_x_of(field, 3), 20)))
    assert field.selection is None and field.caret == 3
    # A click elsewhere ends the editing and drops a selection.
    _clicks_at(field, _x_of(field, 3), 2, monkeypatch)
    field.handle(_down((500, 500)))
    assert not field.focused and field.selection is None


def test_the_selected_word_is_drawn_on_the_focus_colour(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    field = TextInput("Player 1", max_length=24)
    field.rect = pygame.Rect(0, 0, 300, 40)
    surface = pygame.Surface((300, 40))

    def focus_columns() -> set[int]:
        surface.fill((0, 0, 0))
        field.draw(surface)
        inner = field._inner()
        focus = theme.FOCUS[:3]
        return {x for x in range(inner.left, inner.right) if surface.get_at((x, 20))[:3] == focus}

    field.focused = True
    assert not focus_columns()
    _clicks_at(field, _x_of(field, 3), 2, monkeypatch)
    band = focus_columns()
    assert band and min(band) < _x_of(field, 1) and max(band) < _x_of(field, 7)


def test_color_picker_refuses_a_taken_colour(app: App) -> None:
    colors = theme.player_colors("metro")
    picker = ColorPicker(colors, colors[0][1])
    picker.rect = pygame.Rect(0, 0, 240, 40)
    picker.taken = {colors[1][1]}
    discs = picker.disc_rects()
    picker.handle(_down(discs[1].center))
    picker.handle(_up(discs[1].center))
    assert picker.value == colors[0][1]
    picker.handle(_down(discs[2].center))
    picker.handle(_up(discs[2].center))
    assert picker.value == colors[2][1]


def test_scroll_list_selects_and_activates_on_double_click(app: App) -> None:
    activated = []
    items = [f"row {i}" for i in range(30)]
    rows = ScrollList(lambda *a: None, row_height=40, on_activate=activated.append)
    rows.rect = pygame.Rect(0, 0, 300, 200)
    rows.set_items(items)
    target = rows.row_rect(2).center
    for _ in range(2):
        rows.handle(_down(target))
        rows.handle(_up(target))
    assert rows.selected_item == "row 2" and activated == ["row 2"]
    rows.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert rows.scroll > 0
    rows.select(29)
    assert rows.row_rect(29).bottom <= rows.rect.bottom


def test_bundled_fonts_cover_polish_letters(app: App) -> None:
    for face in FACES:
        assert font_path(face).is_file()
        f = font(face, 20)
        assert all(metric is not None for metric in f.metrics("ĄĆĘŁŃÓŚŹŻąćęłńóśźż"))
    licence = font_path("regular").parent / "LICENSE.txt"
    assert "Bitstream" in licence.read_text(encoding="utf-8")


def test_layout_scales_with_the_window() -> None:
    theme.set_window_size((1280, 800))
    assert theme.px(100) == 100
    theme.set_window_size((1920, 1080))
    assert theme.px(100) == 135
    theme.set_window_size((640, 400))
    assert theme.px(100) == 70  # bounded: text stays readable
    theme.set_window_size((1280, 800))


@pytest.mark.parametrize(
    "rect",
    [(100, 80, 300, 200), (5, 5, 40, 12), (600, 300, 500, 30), (-20, 340, 200, 100)],
    ids=["a-card", "tiny", "a-strip", "over-the-edge"],
)
@pytest.mark.parametrize("alpha", [False, True], ids=["window", "layer"])
def test_a_panel_looks_as_when_its_whole_shadow_was_blended_under_it(
    monkeypatch: pytest.MonkeyPatch, rect: tuple[int, int, int, int], alpha: bool
) -> None:
    """The shadow is blended only where the panel leaves it showing: the same pixels as
    blitting all of it first, on the window and on a layer with its own alpha, at the
    smallest, the reference and a large window's scale."""
    monkeypatch.setattr(theme, "_scale", 1.0)
    background = pygame.Surface((640, 400), pygame.SRCALPHA if alpha else 0)
    for x in range(0, 640, 8):
        pygame.draw.rect(background, (x % 256, 200 - x % 200, 90, 40 + x % 200), (x, 0, 8, 400))
    real = theme.blit_around

    def blit_all(
        surface: pygame.Surface, source: pygame.Surface, dest: tuple[int, int], hole: object
    ) -> None:
        surface.blit(source, dest)

    for window in [(960, 600), (1280, 800), (2560, 1600)]:
        theme.set_window_size(window)
        monkeypatch.setattr(theme, "blit_around", real)
        drawn = background.copy()
        theme.panel(drawn, pygame.Rect(rect))
        monkeypatch.setattr(theme, "blit_around", blit_all)
        whole = background.copy()
        theme.panel(whole, pygame.Rect(rect))
        shown = pygame.image.tobytes(drawn, "RGBA")
        assert shown == pygame.image.tobytes(whole, "RGBA"), window
        assert shown != pygame.image.tobytes(background, "RGBA")
