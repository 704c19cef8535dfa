"""The title screen: Continue, New game, Load, Settings, Quit."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _
from tabletop.desktop import APP_NAME
from tabletop.saves import SaveFolder

from .. import theme
from ..scene import Scene
from ..widgets import Button
from ..words import game_title, when

if TYPE_CHECKING:
    from tabletop.saves import SaveInfo

    from ..app import App

#: Decorative railway lines behind the menu (colour, vertical position as a share of height).
_LINES = (
    (theme.ACCENT, 0.70),
    ((47, 127, 216), 0.76),
    ((211, 59, 50), 0.82),
    ((58, 166, 85), 0.88),
)
#: The About button in the bottom-left corner, at the reference window (at least).
ABOUT_BUTTON_SIZE = (96, 32)
# The rest of the layout, in reference pixels.
MENU_BUTTON_SIZE = (320, 54)  # New game, Continue, Load… in a column
MENU_CARD_RADIUS = 16  # the card behind the menu's buttons
LOGO_SHADOW_OFFSET = (3, 4)  # the logo's drop shadow, right and down
LINE_WIDTH = 7  # the decorative railway lines


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.autosave: SaveInfo | None = None
        self.continue_button = Button("", self.continue_game, style="primary")
        self.new_button = Button("", self.new_game, style="primary")
        self.load_button = Button("", self.load_game)
        self.statistics_button = Button("", self.open_statistics)
        self.settings_button = Button("", self.open_settings)
        self.quit_button = Button("", self.quit)
        self.widgets = [
            self.continue_button,
            self.new_button,
            self.load_button,
            self.statistics_button,
            self.settings_button,
            self.quit_button,
        ]
        self._told_settings_problem = False
        # Outside the menu card (not in self.widgets, which the card is laid out from).
        self.about_button = Button("", self.open_about, style="ghost", role="small")
        #: The tutorials (ui/tutorial_start.py), in the other bottom corner.
        self.learn_button = Button("", self.learn_to_play, style="secondary", role="body_bold")
        self.retranslate()

    def retranslate(self) -> None:
        self.continue_button.label = _("Continue")
        self.new_button.label = _("New game")
        self.load_button.label = _("Load game")
        self.statistics_button.label = _("Statistics")
        self.settings_button.label = _("Settings")
        self.quit_button.label = _("Quit")
        self.about_button.label = _("About")
        self.learn_button.label = _("Learn to play")

    def on_enter(self) -> None:
        self.app.retry_unsaved_endings()
        self.find_autosave()
        if self.app.settings_problem and not self._told_settings_problem:
            self._told_settings_problem = True
            self.app.toast(self.app.settings_problem, "error", seconds=6)

    def on_resume(self) -> None:
        self.app.retry_unsaved_endings()
        self.find_autosave()

    def find_autosave(self) -> None:
        """The game Continue opens: the most recently played unfinished game (read from the
        saves folder's index — start-up never replays the saves) that no other window plays
        and that this one has not finished (a finished game whose end could not be written
        yet still says "unfinished" in its file)."""
        finished_here = [match.game_file for match in self.app.unsaved_endings if match.game_file]
        try:
            self.autosave = SaveFolder(self.app.saves_dir).latest_unfinished(finished_here)
        except OSError:
            self.autosave = None
        self.continue_button.enabled = self.autosave is not None
        # With nothing to continue, New game is the one highlighted action.
        self.continue_button.style = "primary"
        self.new_button.style = "secondary" if self.autosave else "primary"

    # ------------------------------------------------------------------ actions
    def continue_game(self) -> None:
        if self.autosave is None:
            return
        self.app.screens.open_save(self.autosave.path)

    def new_game(self) -> None:
        self.app.screens.new_game()

    def load_game(self) -> None:
        self.app.screens.load()

    def open_statistics(self) -> None:
        self.app.screens.statistics()

    def open_settings(self) -> None:
        self.app.screens.settings()

    def open_about(self) -> None:
        self.app.screens.about()

    def learn_to_play(self) -> None:
        from ..tutorial_start import learn_to_play  # lazily: not needed at start-up

        learn_to_play(self.app)

    def quit(self) -> None:
        self.app.running = False

    def on_escape(self) -> None:
        pass  # Esc on the title does nothing: quitting takes the Quit button

    def handle(self, event: pygame.event.Event) -> None:
        if self.about_button.handle(event) or self.learn_button.handle(event):
            return
        super().handle(event)

    # ------------------------------------------------------------------ layout and drawing
    def toast_bottom(self) -> int | None:
        """Toasts stand just above Continue, over the menu card's empty head (the card reaches
        the window's foot: at its foot a toast would cover Quit and the line under Continue
        naming the saved game; above the card's edge one would cover the line of games under
        the logo)."""
        return self.continue_button.rect.top - theme.px(theme.Space.M)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = map(theme.px, MENU_BUTTON_SIZE)
        gap = theme.px(theme.Space.L)
        top = round(h * 0.40)
        for i, button in enumerate(self.widgets):
            button.rect = pygame.Rect(0, 0, bw, bh)
            button.rect.midtop = (w // 2, top + i * (bh + gap) + (gap if i >= 2 else 0))
        corner = theme.px(theme.Space.XL)
        # As wide as its word needs (Polish "O programie" is longer than "About").
        about_w, about_h = map(theme.px, ABOUT_BUTTON_SIZE)
        words_w = theme.font("small").size(self.about_button.label)[0] + theme.px(theme.Space.XXL)
        self.about_button.rect = pygame.Rect(0, 0, max(about_w, words_w), about_h)
        self.about_button.rect.bottomleft = (corner, h - corner)
        learn_w = theme.font("body_bold").size(self.learn_button.label)[0] + 2 * theme.px(
            theme.Space.XL
        )
        self.learn_button.rect = pygame.Rect(0, 0, learn_w, theme.px(theme.BUTTON_HEIGHT))
        # Above the F11 hint of that corner.
        hint_top = h - theme.px(theme.Space.L) - theme.font("small").get_linesize()
        self.learn_button.rect.bottomright = (w - corner, hint_top - theme.px(theme.Space.S))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(theme.background((w, h)), (0, 0))
        self._draw_lines(surface)
        # Logo with a soft drop shadow and an accent rule.
        logo_y = round(h * 0.19)
        theme.text(
            surface,
            APP_NAME,
            "logo",
            (8, 10, 16),
            (w // 2 + theme.px(LOGO_SHADOW_OFFSET[0]), logo_y + theme.px(LOGO_SHADOW_OFFSET[1])),
            "center",
        )
        rect = theme.text(surface, APP_NAME, "logo", theme.TEXT, (w // 2, logo_y), "center")
        rule = pygame.Rect(0, 0, rect.width // 3, theme.px(theme.Stroke.THICK))
        rule.midtop = (w // 2, rect.bottom + theme.px(theme.Space.S))
        pygame.draw.rect(surface, theme.ACCENT, rule, border_radius=theme.px(theme.Space.XXS))
        theme.text(
            surface,
            # Translators: the games under the logo (their titles as each edition prints them).
            _("Ticket to Ride Europe  ·  Ticket to Ride Paris  ·  Metro  ·  The Great Tour"),
            "body",
            theme.TEXT_MUTED,
            (w // 2, rule.bottom + theme.px(theme.Space.XL)),
            "midtop",
            max_width=w - 2 * theme.px(theme.Space.XL),
        )
        menu = self.widgets[0].rect.unionall([b.rect for b in self.widgets[1:]])
        card = menu.inflate(2 * theme.px(theme.Space.XXL), 2 * theme.px(theme.Space.XXL))
        info = self.continue_lines(card.width - theme.px(theme.Space.XXL))
        if info:
            card.height += theme.px(theme.Space.S) + len(info) * theme.font("small").get_linesize()
        layer = pygame.Surface(card.size, pygame.SRCALPHA)
        radius = theme.px(MENU_CARD_RADIUS)
        pygame.draw.rect(layer, (*theme.PANEL, 236), layer.get_rect(), border_radius=radius)
        pygame.draw.rect(
            layer, (*theme.PANEL_BORDER, 255), layer.get_rect(), 1, border_radius=radius
        )
        surface.blit(layer, card)
        for widget in self.widgets:
            widget.draw(surface)
        if info:  # what Continue opens: game, turn, when; the players
            y = self.quit_button.rect.bottom + theme.px(theme.Space.L)
            for line in info:
                theme.text(
                    surface,
                    line,
                    "small",
                    theme.TEXT_MUTED,
                    (w // 2, y),
                    "midtop",
                    max_width=card.width - theme.px(theme.Space.XXL),
                )
                y += theme.font("small").get_linesize()
        self.about_button.draw(surface)
        self.learn_button.draw(surface)
        theme.text(
            surface,
            _("F11 full screen"),
            "small",
            theme.TEXT_DISABLED,
            (w - theme.px(theme.Space.XL), h - theme.px(theme.Space.L)),
            "bottomright",
        )

    def continue_lines(self, width: int) -> list[str]:
        """What Continue opens, in lines that fit ``width``: the game, its turn and when it was
        played (on one line, or the game on a line of its own), then the players."""
        info = self.autosave
        if info is None:
            return []
        game, saved = game_title(info.title), when(info.saved_at)
        # The round as the table's top bar counts it (a file from before saves said it: its
        # turn, until it is read again).
        if info.round:
            progress = _("round {round}").format(round=info.round)
        else:
            progress = _("turn {turn}").format(turn=info.turn)
        one = _("{game}  ·  {progress}  ·  {when}").format(game=game, progress=progress, when=saved)
        if theme.font("small").size(one)[0] <= width:
            lines = [one]
        else:
            lines = [game, _("{progress}  ·  {when}").format(progress=progress, when=saved)]
        return [*lines, theme.seat_line(info.seats, theme.font("small"), width)]

    def _draw_lines(self, surface: pygame.Surface) -> None:
        """Four railway lines winding across the lower screen, with stations."""
        w, h = surface.get_size()
        width = max(3, theme.px(LINE_WIDTH))
        for index, (color, share) in enumerate(_LINES):
            base = h * share
            dim = theme.mix(color, theme.BG_BOTTOM, 0.55)
            points = []
            for i in range(0, 41):
                x = w * i / 40
                y = base + math.sin(i / 40 * math.pi * 2 + index * 0.9) * h * 0.035
                points.append((x, y))
            pygame.draw.lines(surface, dim, False, points, width)
            for i in range(3 + index, 40, 7):
                x, y = points[i]
                pygame.draw.circle(
                    surface,
                    theme.mix(theme.TEXT, theme.BG_BOTTOM, 0.4),
                    (x, y),
                    width + theme.px(theme.Stroke.MEDIUM),
                )
                pygame.draw.circle(surface, dim, (x, y), width)
