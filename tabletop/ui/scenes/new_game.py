"""New game: the game (with a picture of its board), the player count, each seat's name,
colour and player (a human at the table, a human on their phone, or an AI agent, with the
style a searching level plays in: ``tabletop.ai.styles``), the game's options; Start opens
the table; Rules (or F1) shows how to play the chosen game. Who starts is chosen beside the
buttons (``first_player.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.ai.styles import BALANCED, SURPRISE_INFO, StyleInfo, agent_spec
from tabletop.core import GameConfig, GameSpec, OptionSpec, Seat, TabletopError
from tabletop.core.first_player import FIRST_PLAYER, FirstPlayerRule
from tabletop.core.i18n import _
from tabletop.games import GAMES, agent_names, agent_styles, descriptor, offered
from tabletop.games.catalog import DEFAULT, Board
from tabletop.play import Match

from .. import theme
from ..scene import Scene
from ..theme import Space
from ..thumbnails import thumbnail
from ..widgets import Button, Choice, Pressable
from ..words import (
    agent_name,
    default_name,
    game_title,
    on_off,
    player_count,
    player_range,
)
from .board_picker import BoardPicker, caption_lines, draw_caption
from .first_player import FirstPlayerPicker
from .game_over import fresh_seed
from .remembered import PlayersMemory
from .rules import has_rules, open_rules
from .seat_row import HUMAN, SeatRow, SeatSetup, default_agent, offered_agents

if TYPE_CHECKING:
    from ..app import App

#: Lines kept under the seats for the AI level's description.
LEVEL_LINES = 2
#: Named sizes (reference pixels): the "played by" choice of a seat (its arrows take 2 × its
#: height), an option's choice, and an option row.
PLAYER_CHOICE_W = 240
OPTION_CHOICE_W = 170
OPTION_ROW_H = 64
#: The games column at most; a game's card in it; the room under the board's picture for its
#: title line, and where the cards start below the picture.
GAMES_WIDTH = 400
GAME_CARD_HEIGHT = 68
PREVIEW_CAPTION = 40
CARDS_BELOW_PREVIEW = 44
#: The player-count stepper; a control of a seat row (its height, and its drop in the row).
COUNT_CHOICE_SIZE = (220, 40)
CONTROL_HEIGHT = 40
CONTROL_DROP = 5
NAME_FIELD_HEIGHT = 42
#: A seat row; the seats' column headings (their row, and their middle); the seat number's
#: disc (its radius, also the width of the number column with its gap: twice that + margin).
SEAT_ROW = 52
SEAT_HEADINGS = 40
HEADINGS_MIDDLE = 22
NUMBER_RADIUS = 14
NUMBER_COLUMN = 40
#: The name field's and the "played by" choice's shares of the seats' width, and the style
#: choice's (a searching level's, beside it) at most and as a share; the colours take what is
#: left.
NAME_SHARE = 0.25
PLAYER_SHARE = 0.25
STYLE_CHOICE_W = 170
STYLE_SHARE = 0.19
#: Between the colour swatches and the "played by" choice.
COLOUR_GAP = 20
#: The "Options" heading's row above the options, and its middle in that row (room above
#: it: the AI level's line ends just over the row).
OPTIONS_HEADING = 56
OPTIONS_HEADING_MIDDLE = 28
#: The buttons at the bottom.
START_WIDTH = 190
RULES_WIDTH = 150
BACK_WIDTH = 150


def agent_description(game_id: str, agent: str) -> str:
    """The AI's one line saying how it plays in this game (translated), "" if it has none:
    its ``descriptions`` entry for the game where it has one (a caveat of another game's
    would only puzzle), else its ``description``."""
    factory = descriptor(game_id).agents.get(agent)
    line = getattr(factory, "descriptions", {}).get(game_id) or getattr(factory, "description", "")
    return _(line) if isinstance(line, str) and line else ""


def option_label(value: object) -> str:
    if isinstance(value, bool):
        return on_off(value)
    return str(value)


def option_choices(option: OptionSpec) -> list[tuple[object, str]]:
    return [(choice, option_label(choice)) for choice in option.choices]


class GameCard(Pressable):
    """One game in the list: a small board picture, the title and the player range."""

    def __init__(self, spec: GameSpec, on_pick: Callable[[str], None]) -> None:
        super().__init__()
        self.spec = spec
        self.on_pick = on_pick
        self.selected = False

    def clicked(self) -> None:
        self.on_pick(self.spec.id)

    def draw(self, surface: pygame.Surface) -> None:
        r = theme.px(theme.RADIUS)
        fill = (
            theme.ROW_SELECTED
            if self.selected
            else (theme.PANEL_RAISED if self.hovered else theme.PANEL)
        )
        pygame.draw.rect(surface, fill, self.rect, border_radius=r)
        border = theme.ACCENT if self.selected else theme.PANEL_BORDER
        pygame.draw.rect(surface, border, self.rect, 2 if self.selected else 1, border_radius=r)
        pad = theme.px(Space.M)
        th = self.rect.height - 2 * pad
        tw = round(th * 1.5)
        title = game_title(self.spec.title)
        image = thumbnail(self.spec.id, title, (tw, th))
        surface.blit(image, (self.rect.x + pad, self.rect.y + pad))
        x = self.rect.x + 2 * pad + tw + theme.px(Space.XS)
        width = self.rect.right - x - pad
        f = theme.font("body_bold")
        lines = theme.wrap(title, f, width)[:2]
        players = player_range(self.spec.min_players, self.spec.max_players)
        line_h = f.get_linesize()
        y = self.rect.centery - (line_h * len(lines) + theme.font("small").get_linesize()) // 2
        for line in lines:
            theme.text(surface, line, "body_bold", theme.TEXT, (x, y), max_width=width)
            y += line_h
        theme.text(surface, players, "small", theme.TEXT_MUTED, (x, y))


class NewGameScene(Scene):
    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)

        # The games players are offered: an example game (the template) is never among them.
        self.specs = [found.game.spec for found in offered()]
        if not self.specs:
            raise RuntimeError("no games are registered")
        self.cards = [GameCard(spec, self.pick_game) for spec in self.specs]
        self.back_button = Button(_("Back"), self.app.pop)
        self.start_button = Button(_("Start game"), self.start, style="primary")
        self.rules_button = Button(_("Rules"), self.show_rules)
        #: The chosen game's tutorial (ui/tutorial_start.py), over the board's picture.
        self.learn_button = Button(_("Learn this game"), self.learn_game, role="body_bold")
        self.game_id = ""
        self.spec = self.specs[0]
        self.palette: list[tuple[str, str]] = []
        self.agents: list[str] = []
        self.offered: list[str] = []
        #: The seat whose AI level is explained under the seats (the last one changed).
        self.described: int | None = None
        self.setups: list[SeatSetup] = []
        self.players: Choice[int] = Choice([(2, "2")], 2)
        self.rows: list[SeatRow] = []
        self.options: list[tuple[OptionSpec, Choice[Any]]] = []
        self.first = FirstPlayerPicker(FirstPlayerRule(""), [""])
        self.left = self.right = self.preview = pygame.Rect(0, 0, 0, 0)
        self.level_box = pygame.Rect(0, 0, 0, 0)
        self.memory = PlayersMemory(self)  # players remembered (remembered.py)
        self.board_picker = BoardPicker(app, self.pick_board)
        remembered = getattr(app, "last_new_game", None) or {}
        self.pick_game(game_id or remembered.get("game") or self.specs[0].id)
        if not game_id and remembered.get("board"):
            self.board_picker.show(self.game_id, remembered["board"])

    # ------------------------------------------------------------------ state
    def pick_game(self, game_id: str) -> None:
        if game_id not in {spec.id for spec in self.specs}:
            game_id = self.specs[0].id
        if game_id == self.game_id:
            return
        old_players = self.players.value if self.game_id else 2
        self.game_id = game_id
        self.spec = GAMES[game_id].spec
        self.palette = list(theme.player_colors(game_id))
        self.agents = agent_names(game_id)
        self.offered = offered_agents(self.agents)
        ai = default_agent(self.agents)
        old = self.setups
        self.setups = []
        for i in range(self.spec.max_players):
            agent = HUMAN if i == 0 or ai is None else ai
            name = default_name(i, agent)
            named = phone = False
            style = BALANCED
            if i < len(old):  # keep what the user typed and chose, where this game allows it
                agent = old[i].agent if old[i].agent in (None, *self.agents) else agent
                phone = old[i].phone and agent is None
                named = old[i].named and bool(old[i].name)
                name = old[i].name if named else default_name(i, agent)
                style = old[i].style
            color = self.palette[i % len(self.palette)][1]
            self.setups.append(SeatSetup(name, color, agent, named, phone, style))
        count = max(self.spec.min_players, min(self.spec.max_players, old_players))
        counts = range(self.spec.min_players, self.spec.max_players + 1)
        self.players = Choice(
            [(n, player_count(n)) for n in counts], count, lambda _n: self.rebuild()
        )
        self.options = []
        for opt in self.spec.options:
            if opt.name != FIRST_PLAYER:  # a control of its own, naming the seats
                self.options.append((opt, Choice(option_choices(opt), opt.default)))
        self.first = FirstPlayerPicker(descriptor(game_id).first_player, self.seat_names())
        self.first.visible = any(opt.name == FIRST_PLAYER for opt in self.spec.options)
        for card in self.cards:
            card.selected = card.spec.id == game_id
        self.rules_button.enabled = has_rules(game_id)
        from ..tutorial_start import has_tutorial  # lazily: the tutorials load with a game

        self.learn_button.visible = has_tutorial(game_id)
        self.memory.restore(game_id)
        self.board_picker.show(game_id)
        self.board_picker.fit_players(self.players, self.spec)
        self.rebuild()

    def pick_board(self, board: Board) -> None:
        """A board chosen or opened: its game is picked too (a map says which it is for)."""
        self.pick_game(board.game_id)
        self.board_picker.show(board.game_id, board.key)
        self.board_picker.fit_players(self.players, self.spec)
        self.rebuild()

    def retranslate(self) -> None:
        """Buttons, choices and the default names in the new language (what the player typed
        and chose stays)."""
        self.back_button.label = _("Back")
        self.start_button.label = _("Start game")
        self.rules_button.label = _("Rules")
        self.board_picker.retranslate()
        self.learn_button.label = _("Learn this game")
        self.players.choices = [(n, player_count(n)) for n, _label in self.players.choices]
        for opt, choice in self.options:
            choice.choices = option_choices(opt)
        for index, setup in enumerate(self.setups):
            if not setup.named:
                setup.name = default_name(index, setup.agent)
        self.rebuild()

    def rebuild(self) -> None:
        self.rows = [SeatRow(self, i) for i in range(self.players.value)]
        self.update_taken()
        self.name_first_player()
        self.widgets = [
            *self.cards,
            *self.board_picker.widgets,
            self.players,
            *(w for row in self.rows for w in row.widgets),
            *(choice for _, choice in self.options),
            self.first,
            self.back_button,
            self.rules_button,
            self.start_button,
            self.learn_button,
        ]
        self.layout(self.app.size)

    def update_taken(self) -> None:
        """Every seat's colour is its own: the others' colours are taken."""
        active = self.setups[: len(self.rows)]
        for row in self.rows:
            row.color.taken = {s.color for j, s in enumerate(active) if j != row.index}
        # A seat count change can leave two seats on one colour: move the later seat.
        used: set[str] = set()
        for row in self.rows:
            setup = self.setups[row.index]
            if setup.color in used:
                free = [c for _, c in self.palette if c not in used and c not in row.color.taken]
                if free:
                    setup.color = free[0]
                    row.color.value = free[0]
            used.add(setup.color)
        for row in self.rows:
            row.color.taken = {s.color for j, s in enumerate(active) if j != row.index}

    def styles(self, agent: str | None) -> dict[str, StyleInfo]:
        """The styles ``agent`` plays in this game (none for a human or an unstyled level)."""
        return dict(agent_styles(self.game_id, agent)) if agent is not None else {}

    def played_style(self, setup: SeatSetup) -> str:
        """The style the seat's level plays: the one chosen if the level has it (or *surprise
        me*), else balanced."""
        styles = self.styles(setup.agent)
        chosen = setup.style in styles or (bool(styles) and setup.style == SURPRISE_INFO.name)
        return setup.style if chosen else BALANCED

    def seats(self) -> list[Seat]:
        out = []
        for i in range(self.players.value):
            setup = self.setups[i]
            name = setup.name.strip() or default_name(i, setup.agent)
            agent = setup.agent
            if agent is not None:
                agent = agent_spec(agent, self.played_style(setup))
            out.append(Seat(name, setup.color, agent, setup.phone and setup.agent is None))
        return out

    def seat_names(self) -> list[str]:
        return [seat.name for seat in self.seats()]

    def name_first_player(self) -> None:
        """The first-player choices name the seats as they are now."""
        self.first.set_names(self.seat_names())

    def config(self) -> GameConfig:
        options = {opt.name: choice.value for opt, choice in self.options}
        if self.first.visible:
            options[FIRST_PLAYER] = self.first.option
        return GameConfig(self.players.value, options)

    def start(self) -> None:
        seats = self.seats()
        # Two seats of one name: the log, the results and the statistics (one player per
        # name) could not tell them apart.
        seen: set[str] = set()
        for seat in seats:
            if seat.name.casefold() in seen:
                self.app.toast(
                    _(
                        "Two seats have the same name, “{name}”: give each player a name of "
                        "their own (the statistics tell players apart by name)."
                    ).format(name=seat.name),
                    "error",
                    seconds=6,
                )
                return
            seen.add(seat.name.casefold())
        try:
            match = Match.new(
                self.game_id,
                self.config(),
                seats,
                fresh_seed(),
                autosave=self.app.autosave,
                saves_dir=self.app.saves_dir,
                board=self.board_picker.key,
            )
        except (TabletopError, ValueError) as error:
            self.app.toast(_("Cannot start: {problem}").format(problem=error), "error")
            return
        self.app.last_new_game = {  # type: ignore[attr-defined]
            "game": self.game_id,
            "board": self.board_picker.key,
        }
        self.memory.remember()
        self.app.start_match(match, back=self.reopen)

    def reopen(self) -> None:
        """The game just started is taken back (its phones' join screen): this screen again,
        over the title, with every choice as it was."""
        self.app.go_to_title()
        self.app.push(self)

    def learn_game(self) -> None:
        from ..tutorial_start import start_tutorial  # lazily: the tutorials load with a game

        start_tutorial(self.app, self.game_id)

    def show_rules(self) -> None:
        open_rules(self.app, self.game_id)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.show_rules()
            return
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and not any(row.name.focused for row in self.rows):
            self.start()
            return
        if self.memory.handle(event):
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.memory.update()

    # ------------------------------------------------------------------ layout
    def toast_bottom(self) -> int | None:
        """Toasts stand above the button row: a word about the maps never hides *Start game*."""
        return self.start_button.rect.top - theme.px(Space.M)

    def toast_area(self, size: tuple[int, int]) -> pygame.Rect:
        """Toasts stand over the players' column, up from the button row: a map's long
        warnings spanned the window over the screen's title and, in Polish at the smallest
        window, went past its top edge (the games and boards on the left stay in view)."""
        bottom = self.toast_bottom() or size[1]
        return pygame.Rect(self.right.x, self.right.y, self.right.width, bottom - self.right.y)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        margin, gap = theme.px(theme.SCREEN_MARGIN), theme.px(Space.XXL)
        top = theme.px(theme.SCREEN_CONTENT_TOP)
        bh = theme.px(theme.BUTTON_HEIGHT)
        bottom = h - margin - bh - theme.px(Space.XXL)
        left_w = min(theme.px(GAMES_WIDTH), (w - 2 * margin) * 2 // 5)
        self.left = pygame.Rect(margin, top, left_w, bottom - top)
        self.right = pygame.Rect(
            self.left.right + gap, top, w - margin - self.left.right - gap, bottom - top
        )
        pad = theme.px(theme.PAD)
        # Left: the chosen game's board, then the list of games.
        card_h = theme.px(GAME_CARD_HEIGHT)
        control_h = theme.px(CONTROL_HEIGHT)
        # The games, then the board row under them.
        list_h = len(self.cards) * (card_h + theme.px(Space.M)) + control_h
        # A board's name wrapped under the picture takes its lines from the picture.
        caption_lines = len(self._caption_lines(self.left.width - 2 * pad)[0])
        self.caption_extra = (caption_lines - 1) * theme.font("body_bold").get_linesize()
        preview_h = min(
            round((self.left.width - 2 * pad) * 0.62),
            self.left.height - list_h - 2 * pad - theme.px(PREVIEW_CAPTION) - self.caption_extra,
        )
        self.preview = pygame.Rect(
            self.left.x + pad, self.left.y + pad, self.left.width - 2 * pad, max(0, preview_h)
        )
        learn_w = theme.font("body_bold").size(self.learn_button.label)[0] + 2 * pad
        self.learn_button.rect = pygame.Rect(0, 0, learn_w, theme.px(theme.BUTTON_HEIGHT))
        self.learn_button.rect.bottomright = self.preview.inflate(-pad, -pad).bottomright
        y = self.preview.bottom + theme.px(CARDS_BELOW_PREVIEW) + self.caption_extra
        for card in self.cards:
            card.rect = pygame.Rect(self.left.x + pad, y, self.left.width - 2 * pad, card_h)
            y += card_h + theme.px(Space.M)
        # Under the games: the chosen game's board and "Open a map…".
        self.board_picker.layout(
            pygame.Rect(self.left.x + pad, y, self.left.width - 2 * pad, control_h)
        )
        # Right: players, seats, options.
        x0 = self.right.x + pad + theme.px(Space.XS)
        inner_w = self.right.width - 2 * pad - theme.px(Space.M)
        count_w, count_h = map(theme.px, COUNT_CHOICE_SIZE)
        self.players.rect = pygame.Rect(
            self.right.right - pad - count_w, self.right.y + pad, count_w, count_h
        )
        row_h = theme.px(SEAT_ROW)
        y = self.players.rect.bottom + theme.px(SEAT_HEADINGS)
        self.seat_columns = {
            "num": x0,
            "name": x0 + theme.px(NUMBER_COLUMN),
            "color": x0 + theme.px(NUMBER_COLUMN) + round(inner_w * NAME_SHARE) + theme.px(Space.L),
        }
        name_w = round(inner_w * NAME_SHARE)
        player_w = min(theme.px(PLAYER_CHOICE_W), round(inner_w * PLAYER_SHARE))
        style_w = min(theme.px(STYLE_CHOICE_W), round(inner_w * STYLE_SHARE))
        style_gap = theme.px(Space.S)
        color_x = self.seat_columns["color"]
        color_w = x0 + inner_w - player_w - style_w - style_gap - theme.px(COLOUR_GAP) - color_x
        self.seat_columns["player"] = x0 + inner_w - player_w - style_w - style_gap
        self.seat_columns["style"] = x0 + inner_w - style_w
        for i, row in enumerate(self.rows):
            ry = y + i * row_h
            row.name.rect = pygame.Rect(
                self.seat_columns["name"],
                ry + theme.px(Space.XS),
                name_w,
                theme.px(NAME_FIELD_HEIGHT),
            )
            drop, control_h = theme.px(CONTROL_DROP), theme.px(CONTROL_HEIGHT)
            row.color.rect = pygame.Rect(color_x, ry + drop, color_w, control_h)
            row.player.rect = pygame.Rect(
                self.seat_columns["player"], ry + drop, player_w, control_h
            )
            row.style.rect = pygame.Rect(self.seat_columns["style"], ry + drop, style_w, control_h)
        self.seats_bottom = y + len(self.rows) * row_h
        # Options in two columns under the seats and the AI level's line.
        y = self.seats_bottom + theme.px(OPTIONS_HEADING) + self._level_height(x0, inner_w)
        col_w = (inner_w - theme.px(Space.XXL)) // 2
        self.option_x: list[int] = []
        #: Per option: the lowest y its help may reach (the next row, or the tips line).
        self.option_bottom: list[int] = []
        tips_top = self.right.bottom - pad - theme.font("small").get_linesize() - theme.px(Space.M)
        for i, (_opt, choice) in enumerate(self.options):
            cx = x0 + (i % 2) * (col_w + theme.px(Space.XXL))
            self.option_x.append(cx)
            cy = y + (i // 2) * theme.px(OPTION_ROW_H)
            choice.rect = pygame.Rect(
                cx + col_w - theme.px(OPTION_CHOICE_W),
                cy,
                theme.px(OPTION_CHOICE_W),
                theme.px(CONTROL_HEIGHT),
            )
            below = i + 2 < len(self.options)
            self.option_bottom.append(cy + theme.px(OPTION_ROW_H) if below else tips_top)
        # An option's help that has no room above the tips line (Metro's, at 960×600) takes
        # the tips' place: it says what a choice here does, the tips only what keys do later.
        last = range(len(self.options) - 2 + len(self.options) % 2, len(self.options))
        self.show_tips = all(self._help_end(i) <= tips_top for i in last if i >= 0)
        if not self.show_tips:
            for i in last:
                self.option_bottom[i] = self.right.bottom - pad
        bw = theme.px(START_WIDTH)
        by = bottom + theme.px(Space.XXL)
        self.start_button.rect = pygame.Rect(w - margin - bw, by, bw, bh)
        rw = theme.px(RULES_WIDTH)
        self.rules_button.rect = pygame.Rect(
            self.start_button.rect.x - theme.px(Space.L) - rw, by, rw, bh
        )
        self.back_button.rect = pygame.Rect(margin, by, theme.px(BACK_WIDTH), bh)
        # Who starts: between Back and Rules, the last thing decided before Start.
        first_x = self.back_button.rect.right + theme.px(Space.XXL)
        self.first.layout(
            pygame.Rect(first_x, by, self.rules_button.rect.x - theme.px(Space.XL) - first_x, bh)
        )

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        theme.text(
            surface,
            _("New game"),
            "title",
            theme.TEXT,
            (theme.px(theme.SCREEN_MARGIN), theme.px(theme.SCREEN_TITLE_TOP)),
        )
        theme.panel(surface, self.left)
        theme.panel(surface, self.right)
        self._draw_preview(surface)
        pad = theme.px(theme.PAD)
        x0 = self.right.x + pad + theme.px(Space.XS)
        theme.text(
            surface, _("Players"), "heading", theme.TEXT, (x0, self.players.rect.centery), "midleft"
        )
        header_y = self.players.rect.bottom + theme.px(HEADINGS_MIDDLE)
        c = self.seat_columns
        headings = (
            ("name", _("NAME")),
            ("color", _("COLOUR")),
            ("player", _("PLAYED BY")),
            ("style", _("STYLE")),
        )
        styled = any(row.style.visible for row in self.rows)
        for key, label in headings if styled else headings[:3]:
            theme.text(surface, label, "label", theme.TEXT_MUTED, (c[key], header_y), "midleft")
        for row in self.rows:
            color = theme.hex_to_rgb(self.setups[row.index].color)
            center = (c["num"] + theme.px(NUMBER_RADIUS), row.name.rect.centery)
            pygame.draw.circle(surface, color, center, theme.px(NUMBER_RADIUS))
            theme.text(
                surface, str(row.index + 1), "body_bold", theme.readable_on(color), center, "center"
            )
        self._draw_level_line(surface)
        if self.options:
            y = self.seats_bottom + theme.px(OPTIONS_HEADING_MIDDLE) + self.level_box.height
            theme.text(surface, _("Options"), "heading", theme.TEXT, (x0, y), "midleft")
            placed = zip(self.options, self.option_x, self.option_bottom, strict=True)
            for (opt, choice), col_x, bottom in placed:
                width = choice.rect.x - col_x - theme.px(Space.L)
                theme.text(
                    surface,
                    _(opt.label),
                    "body_bold",
                    theme.TEXT,
                    (col_x, choice.rect.y + theme.px(Space.XXS)),
                    max_width=width,
                )
                y, lines = self._help_lines(opt, choice, col_x, bottom)
                for line in lines:  # wrapped, never cut: it says what the option does
                    theme.text(surface, line, "small", theme.TEXT_MUTED, (col_x, y))
                    y += theme.font("small").get_linesize()
        tips = _(
            "In game: Esc menu  ·  F1 rules  ·  Ctrl+Z take back a move  ·  Ctrl+S save a copy  ·  "
            "F11 full screen"
        )
        if self.show_tips:
            theme.text(
                surface,
                tips,
                "small",
                theme.TEXT_MUTED,
                (x0, self.right.bottom - pad),
                "bottomleft",
                max_width=self.right.width - 2 * pad,
            )
        for widget in self.widgets:
            widget.draw(surface)
        self.memory.draw(surface)

    def _help_lines(
        self, opt: OptionSpec, choice: Choice[Any], col_x: int, bottom: int
    ) -> tuple[int, list[str]]:
        """Where an option's help starts and its lines: beside the choice's label, or, with
        no room there above ``bottom``, under the choice across the column's width."""
        if not opt.help:
            return choice.rect.bottom, []
        f = theme.font("small")
        y = choice.rect.y + theme.px(Space.XXL)
        lines = theme.wrap(_(opt.help), f, choice.rect.x - col_x - theme.px(Space.L))
        if y + len(lines) * f.get_linesize() > bottom:
            y = choice.rect.bottom + theme.px(Space.XS)
            lines = theme.wrap(_(opt.help), f, choice.rect.right - col_x)
        return y, lines

    def _help_end(self, index: int) -> int:
        """The lowest y option ``index``'s help reaches where it is laid out now."""
        opt, choice = self.options[index]
        y, lines = self._help_lines(opt, choice, self.option_x[index], self.option_bottom[index])
        return y + len(lines) * theme.font("small").get_linesize()

    def described_seat(self) -> int | None:
        """The AI seat whose level is explained: the last one changed, else the first AI."""
        ai = [row.index for row in self.rows if self.setups[row.index].agent is not None]
        if self.described in ai:
            return self.described
        return ai[0] if ai else None

    def level_line(self) -> str:
        """'Standard: Plays the best-looking…' for the described seat's AI, "" for none."""
        seat = self.described_seat()
        if seat is None:
            return ""
        setup = self.setups[seat]
        agent = setup.agent
        assert agent is not None
        style = self.played_style(setup)
        if style != BALANCED:
            info = SURPRISE_INFO if style == SURPRISE_INFO.name else self.styles(agent)[style]
            # Translators: under the seats: a seat's AI level and style, and how it plays.
            return _("Seat {n} ({level}, {style}): {description}").format(
                n=seat + 1,
                level=agent_name(agent),
                style=_(info.title),
                description=_(info.description),
            )
        words = agent_description(self.game_id, agent)
        if not words:
            return ""
        # Translators: under the seats: which seat's AI level is explained, and how it plays.
        return _("Seat {n} ({level}): {description}").format(
            n=seat + 1, level=agent_name(agent), description=words
        )

    def _level_height(self, x: int, width: int) -> int:
        """Place the level's line under the seats: as many lines as it needs (at most
        LEVEL_LINES); returns its height."""
        f = theme.font("small")
        line = self.level_line()
        lines = min(LEVEL_LINES, len(theme.wrap(line, f, width))) if line else 0
        self.level_box = pygame.Rect(x, self.seats_bottom, width, lines * f.get_linesize())
        return self.level_box.height

    def _draw_level_line(self, surface: pygame.Surface) -> None:
        line = self.level_line()
        if line:
            theme.text_block(surface, line, "small", theme.TEXT_MUTED, self.level_box)

    def _caption_lines(self, width: int) -> tuple[list[str], str]:
        """The caption under the board's picture (``board_picker.caption_lines``)."""
        counts = [n for n, _label in self.players.choices]  # the chosen board's
        title = self.board_picker.caption(game_title(self.spec.title))
        return caption_lines(title, player_range(counts[0], counts[-1]), width)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        rect = self.preview
        if rect.height <= 0:
            return
        title = game_title(self.spec.title)
        board = self.board_picker.board
        tmx = board.path if board is not None and board.key != DEFAULT else None
        image = thumbnail(
            self.spec.id, board.name if tmx is not None and board else title, rect.size, tmx
        )
        surface.blit(image, rect)
        pygame.draw.rect(surface, theme.PANEL_BORDER, rect, 1)
        lines, players = self._caption_lines(rect.width)
        draw_caption(surface, lines, players, rect, rect.bottom + theme.px(PREVIEW_CAPTION) // 2)
