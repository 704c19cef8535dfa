"""The phones' join screen: one card per phone seat — its colour and name, a QR code to scan,
the address to type, whether its phone has joined — the "Can't connect?" help with this
machine's other addresses, and *Start anyway*.

It opens over the table when a game with phone seats starts or is loaded (new codes: the old
links died with the last session), and again for one seat when the host presses *Re-pair*
beside the board. The game waits under it; it closes by itself once every phone shown has
joined, or when the host starts anyway (a seat whose phone is not there yet simply waits: its
turn comes when it joins, nothing blocks the other seats).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from tabletop.core.i18n import _
from tabletop.lan import LanAddress, LinkState

from .. import theme
from ..phones import TablePhones, qr_surface, typed_address
from ..scene import Scene
from ..theme import Space, px
from ..widgets import Button, Choice

if TYPE_CHECKING:
    from ..app import App
    from ..table import TableScene

#: A seat's card at most (reference pixels): its width; the name band's and the state line's
#: height; the Re-pair button's height.
CARD_WIDTH = 300
CARD_HEADER = 40
STATE_LINE = 28
REPAIR_HEIGHT = 36
#: The help panel's height and the address choice's width (reference pixels).
HELP_HEIGHT = 150
ADDRESS_CHOICE_W = 340
BUTTON_WIDTH = 220
#: Back, where New game's own Back stands (reference pixels).
BACK_WIDTH = 150


def firewall_step() -> str:
    """The firewall asks about the program that listens for the phones: the standalone build's
    own executable, named tabletop; from source, Python running tabletop."""
    if getattr(sys, "frozen", False):
        return _("Firewall: allow tabletop on private networks when asked.")
    return _("Firewall: allow tabletop (Python) on private networks when asked.")


def help_lines() -> list[str]:
    """The "Can't connect?" steps, in the language spoken now."""
    return [
        _("Same Wi-Fi: the phone on the computer's network, not a guest network or mobile data."),
        firewall_step(),
        _("VPN: turn it off on the computer and on the phone."),
        _("Still nothing: choose another address of this computer here."),
    ]


class PhoneJoinScene(Scene):
    """The QR codes of ``seats`` (all phone seats at the start; one after a re-pair)."""

    def __init__(
        self,
        app: App,
        table: TableScene,
        phones: TablePhones,
        seats: list[int] | None = None,
        back: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.table = table
        self.phones = phones
        self.seats = list(phones.seats if seats is None else seats)
        #: The game's opening (every phone joins) or one seat paired again during play.
        self.opening = seats is None
        self.start_button = Button(_("Start anyway"), self.start_anyway, style="primary")
        #: A game just set up on New game can be taken back there, unplayed (opened by mistake).
        self.back = back if self.opening else None
        self.back_button = Button(_("Back"), self.go_back)
        self.back_button.visible = self.back is not None
        self.repair_buttons = {
            seat: Button(_("Re-pair"), self._repairs(seat)) for seat in self.seats
        }
        self.address_choice: Choice[LanAddress] = Choice(
            [(a, a.label) for a in phones.addresses], phones.address, self.use_address
        )
        self.cards: dict[int, pygame.Rect] = {}
        self.qr_rects: dict[int, pygame.Rect] = {}
        self.help_rect = pygame.Rect(0, 0, 0, 0)
        self._codes: tuple[int, int] = (-1, 0)
        self._images: dict[int, pygame.Surface] = {}
        self.retranslate()
        self.widgets = [
            *self.repair_buttons.values(),
            self.address_choice,
            self.back_button,
            self.start_button,
        ]

    def retranslate(self) -> None:
        self.start_button.label = _("Start anyway") if self.opening else _("Back to the game")
        for button in self.repair_buttons.values():
            button.label = _("Re-pair")

    # ------------------------------------------------------------------ acting
    def start_anyway(self) -> None:
        """Play now: a seat whose phone has not joined waits for it."""
        if self.app.top is self:
            self.app.pop()

    def go_back(self) -> None:
        """Back to New game, its seats as they were: the game closes unplayed (nothing has
        moved under this screen, so nothing was saved) and its phones' server stops. The
        bounce of the click is ignored: New game's own Back stands where this one was."""
        if self.back is not None and self.app.top is self:
            self.back()
            self.app.guard_input(at_pointer=True)

    def _repairs(self, seat: int) -> Callable[[], None]:
        return lambda: self.repair(seat)

    def repair(self, seat: int) -> None:
        self.phones.repair(seat)

    def use_address(self, address: LanAddress) -> None:
        """Listen on another address of this machine: every seat gets a new code."""
        self.phones.start(address)
        self.table.phones_restarted()

    def on_escape(self) -> None:
        """Esc goes back, as on every screen, and never starts a game: to New game when the
        game was just set up there; else into the game, the one way on (the re-pair's button
        says *Back to the game*; a loaded game has nowhere else to go back to)."""
        if self.back_button.visible:
            self.go_back()
        else:
            self.start_anyway()

    def update(self, dt: float) -> None:
        super().update(dt)
        joined = all(self.phones.link(seat) is LinkState.CONNECTED for seat in self.seats)
        if joined and self.phones.hub is not None:
            self.start_anyway()

    def wake_in(self) -> float | None:
        """Frames keep coming (slowly) so a phone that joins is seen without input."""
        found = super().wake_in()
        return 0.25 if found is None else min(found, 0.25)

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = px(theme.SCREEN_MARGIN)
        top = px(theme.SCREEN_CONTENT_TOP) + px(Space.XXL)  # under the line of help
        bh = px(theme.BUTTON_HEIGHT)
        buttons_y = h - margin - bh
        self.help_rect = pygame.Rect(
            margin, buttons_y - px(Space.XXL) - px(HELP_HEIGHT), w - 2 * margin, px(HELP_HEIGHT)
        )
        gap = px(Space.XL)
        n = max(1, len(self.seats))
        card_w = min(px(CARD_WIDTH), (w - 2 * margin - (n - 1) * gap) // n)
        card_h = self.help_rect.y - px(Space.XXL) - top
        x = (w - (n * card_w + (n - 1) * gap)) // 2
        self.cards = {}
        self.qr_rects = {}
        words = 2 * theme.font("small").get_linesize()
        for seat in self.seats:
            card = pygame.Rect(x, top, card_w, card_h)
            self.cards[seat] = card
            inner = card.inflate(-2 * px(Space.L), 0)
            below = words + px(STATE_LINE) + px(REPAIR_HEIGHT) + 3 * px(Space.M)
            side = max(0, min(inner.width, card_h - px(CARD_HEADER) - below - px(Space.M)))
            self.qr_rects[seat] = pygame.Rect(0, card.y + px(CARD_HEADER) + px(Space.M), side, side)
            self.qr_rects[seat].centerx = card.centerx
            self.repair_buttons[seat].rect = pygame.Rect(
                inner.x,
                card.bottom - px(Space.L) - px(REPAIR_HEIGHT),
                inner.width,
                px(REPAIR_HEIGHT),
            )
            x += card_w + gap
        choice_w = min(px(ADDRESS_CHOICE_W), self.help_rect.width // 2)
        self.address_choice.rect = pygame.Rect(
            self.help_rect.right - px(theme.PAD) - choice_w,
            self.help_rect.bottom - px(theme.PAD) - px(40),
            choice_w,
            px(40),
        )
        bw = px(BUTTON_WIDTH)
        self.start_button.rect = pygame.Rect(w - margin - bw, buttons_y, bw, bh)
        self.back_button.rect = pygame.Rect(margin, buttons_y, px(BACK_WIDTH), bh)
        self._images = {}

    # ------------------------------------------------------------------ drawing
    def code_image(self, seat: int) -> pygame.Surface:
        """``seat``'s QR code at its place's size (made again after a re-pair or a resize)."""
        key = (self.phones.codes, self.qr_rects[seat].width)
        if key != self._codes:
            self._codes, self._images = key, {}
        if seat not in self._images:
            self._images[seat] = qr_surface(self.phones.qr(seat), self.qr_rects[seat].width)
        return self._images[seat]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.background(surface.get_size()), (0, 0))
        margin = px(theme.SCREEN_MARGIN)
        title = _("Join with your phones") if self.opening else _("Pair a phone again")
        theme.text(
            surface,
            title,
            "title",
            theme.TEXT,
            (margin, px(theme.SCREEN_TITLE_TOP)),
            max_width=surface.get_width() - 2 * margin,
        )
        theme.text(
            surface,
            _("Scan your code with the phone's camera, or type the address in its browser."),
            "body",
            theme.TEXT_MUTED,
            (
                margin,
                px(theme.SCREEN_TITLE_TOP) + theme.font("title").get_linesize() + px(Space.XS),
            ),
            max_width=surface.get_width() - 2 * margin,
        )
        for seat in self.seats:
            self._draw_card(surface, seat)
        self._draw_help(surface)
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_card(self, surface: pygame.Surface, seat: int) -> None:
        card = self.cards[seat]
        color = self.table.seat_color(seat)
        theme.panel(surface, card)
        band = pygame.Rect(card.x, card.y, card.width, px(CARD_HEADER))
        pygame.draw.rect(
            surface,
            color,
            band,
            border_top_left_radius=px(theme.RADIUS),
            border_top_right_radius=px(theme.RADIUS),
        )
        theme.text(
            surface,
            self.table.seat_name(seat),
            "heading",
            theme.readable_on(color),
            band.center,
            "center",
            max_width=band.width - 2 * px(Space.L),
        )
        qr = self.qr_rects[seat]
        inner_w = card.width - 2 * px(Space.L)
        if self.phones.hub is not None and qr.width > 0:
            image = self.code_image(seat)
            surface.blit(image, image.get_rect(center=qr.center))
        elif self.phones.problem:
            theme.text_block(
                surface, self.phones.problem, "small", theme.DANGER, qr.inflate(-px(Space.M), 0)
            )
        y = qr.bottom + px(Space.M)
        host, _sep, path = typed_address(self.phones.url(seat)).partition("/")
        for line in (host, "/" + path if path else ""):
            theme.text(
                surface, line, "small", theme.TEXT, (card.centerx, y), "midtop", max_width=inner_w
            )
            y += theme.font("small").get_linesize()
        state = self.phones.link(seat)
        words = {
            LinkState.CONNECTED: (_("Joined"), theme.GOOD),
            LinkState.ASLEEP: (_("Asleep: waiting for it to wake"), theme.WARN),
            LinkState.WAITING: (_("Waiting for the phone…"), theme.TEXT_MUTED),
        }[state]
        theme.text(
            surface,
            words[0],
            "body_bold",
            words[1],
            (card.centerx, y + px(Space.S)),
            "midtop",
            max_width=inner_w,
        )

    def _draw_help(self, surface: pygame.Surface) -> None:
        box = self.help_rect
        theme.panel(surface, box)
        pad = px(theme.PAD)
        theme.text(surface, _("Can't connect?"), "heading", theme.TEXT, (box.x + pad, box.y + pad))
        # A gap under the heading, as under every panel's heading: the steps are not its lines.
        heading = theme.font("heading").get_linesize() + px(Space.S)
        lines_box = pygame.Rect(
            box.x + pad,
            box.y + pad + heading,
            self.address_choice.rect.x - box.x - 2 * pad,
            box.height - 2 * pad - heading,
        )
        theme.text_block(surface, "\n".join(help_lines()), "small", theme.TEXT_MUTED, lines_box)
        theme.text(
            surface,
            _("This computer's address"),
            "label",
            theme.TEXT_MUTED,
            (self.address_choice.rect.x, self.address_choice.rect.y - px(Space.S)),
            "bottomleft",
        )


__all__ = ["PhoneJoinScene", "help_lines"]
