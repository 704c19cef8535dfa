"""A table's phones (issue 24): the server and the pages of its game's phone seats, and what the
big screen shows of them.

``TablePhones`` starts the ``PhoneHub`` (its daemon thread) only when a game with phone seats
opens at the table (``TableScene.open_phones``), so the firewall's question comes when the
player understands why; it closes with the table. The table pumps the ``PhoneSession`` every
frame it plays (``pump``) and says ``changed`` after an undo; moves, whoever made them, reach
the session through the match's listener. The hub's server thread never touches the game: a
phone's message only wakes the window's loop (``PHONE_MESSAGE``) to pump on its own thread.

While a phone seat is to act, its player may also click the big screen as a hot-seat player
would (``click``): the table's controller says what the click points at (an ``Aim``) and the
session matches it against the seat's legal actions — played when it is the one move there,
else finished on the seat's phone (the strip says so: "Anna: choose how to pay on your
phone"). The big screen never learns the hand: a click with no move is refused here in neutral
words, and the reason goes to the phone.

``qr_surface`` draws a seat's join code into a pygame surface; ``PhoneStrip`` is the line
beside the board saying which phone is asleep or not joined, each with its *Re-pair*, and which
phone has a move to finish.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.aim import Aim, AimAsk
from tabletop.controller.reply import Reply, ReplyKind, Target
from tabletop.core.i18n import _, language
from tabletop.lan import (
    Aimed,
    LanAddress,
    LinkState,
    PhoneHub,
    PhoneSession,
    Reach,
    lan_addresses,
)

from . import theme
from .phone_tag import PhoneMark
from .theme import Space, px, readable_on
from .widgets import Button, Widget

if TYPE_CHECKING:
    from .table import TableScene

#: Posted (from the hub's thread) when a phone's message arrives: it only wakes the loop.
PHONE_MESSAGE = pygame.event.custom_type()
#: Light modules round a QR code (the standard's quiet zone).
QUIET_ZONE = 4
#: Where the window listens when the machine has no other address (only this machine reaches
#: it: phones cannot, and the join screen says so through its list).
LOOPBACK = LanAddress("127.0.0.1", "lo", Reach.LOOPBACK)
#: A line of the strip beside the board, and its Re-pair button (reference pixels).
LINE_HEIGHT = 34
REPAIR_WIDTH = 96


def _wake() -> None:
    """Called on the hub's thread: wake the window's loop (posting an event is thread-safe)."""
    if pygame.display.get_init():
        pygame.event.post(pygame.event.Event(PHONE_MESSAGE))


def qr_surface(modules: Sequence[Sequence[bool]], size: int) -> pygame.Surface:
    """The QR code of ``modules`` (``PhoneHub.qr``) as a square surface at most ``size`` pixels
    wide, dark on white with its quiet zone; every module the same whole number of pixels, so
    a camera reads it sharp."""
    count = len(modules) + 2 * QUIET_ZONE
    cell = max(1, size // count)
    surface = pygame.Surface((cell * count, cell * count))
    surface.fill((255, 255, 255))
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                rect = ((x + QUIET_ZONE) * cell, (y + QUIET_ZONE) * cell, cell, cell)
                surface.fill((0, 0, 0), rect)
    return surface


def typed_address(url: str) -> str:
    """The join address as a player types it in a phone's browser (no ``http://``)."""
    return url.removeprefix("http://")


class TablePhones:
    """The phone seats of ``table``'s game: their hub and session (see the module's doc)."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.seats = table.phone_seats()
        #: This machine's addresses, the likeliest for a phone first (the player may pick
        #: another on the join screen).
        self.addresses: list[LanAddress] = lan_addresses() or [LOOPBACK]
        self.address = self.addresses[0]
        self.hub: PhoneHub | None = None
        self.session: PhoneSession | None = None
        #: Why the server could not listen on ``address`` (None: it listens, or never tried).
        self.problem: str | None = None
        #: Bumped whenever the join codes change (a new address, a re-pair): drawn codes are
        #: made again.
        self.codes = 0
        #: Each seat's phone as last drawn (a change repaints the table's cached panels).
        self._marks: tuple[PhoneMark, ...] = ()

    # ------------------------------------------------------------------ life
    def start(self, address: LanAddress | None = None) -> bool:
        """Listen on ``address`` (else the one chosen), with new links for every seat; False
        (and ``problem`` says why) when it cannot."""
        self.stop()
        if address is not None:
            self.address = address
        hub = PhoneHub(self.seats, self.address.ip)
        try:
            hub.start()
        except OSError as error:
            self.problem = _("tabletop cannot listen on {address}: {reason}").format(
                address=self.address.ip, reason=error.strerror or error
            )
            hub.close()
            return False
        hub.on_incoming = _wake
        table = self.table
        self.session = PhoneSession(
            table.match,
            hub,
            language=language(),
            colorblind=table.app.settings.colorblind,
            undo=table.take_back_for_phone,
        )
        self.hub = hub
        self.problem = None
        self.codes += 1
        self.session.publish()
        return True

    def stop(self) -> None:
        """Stop serving: every link of this table dies."""
        if self.session is not None:
            self.session.close()
            self.session = None
        if self.hub is not None:
            self.hub.on_incoming = None
            self.hub.close()
            self.hub = None

    # ------------------------------------------------------------------ each frame
    def pump(self) -> None:
        """The phones' messages handled, their pages sent when the game changed; a phone
        joined, asleep or gone makes the table draw its seats' tags again."""
        if self.session is not None:
            self.session.pump()
        marks = tuple(self.mark(seat) for seat in self.seats)
        if marks != self._marks:
            self._marks = marks
            self.table.touch()

    def changed(self) -> None:
        """The game changed outside the phones' sight (an undo at the table)."""
        if self.session is not None:
            self.session.changed()

    # ------------------------------------------------------------------ the big screen's clicks
    def click(self, seat: int, target: Target) -> Reply:
        """A click on ``target`` by phone seat ``seat``'s player (the seat to act), on the
        screen that shows only the public view: what it points at goes to the seat's session
        (see the module's doc). A click withdraws the move the phone was asked to finish;
        a second click on the same target only does that."""
        table, session = self.table, self.session
        if session is None:
            return Reply.nothing()
        asked = session.asking(seat)
        session.withdraw(seat)
        aim = table.controller.aim(target, table.view)
        if isinstance(aim, Reply):
            if aim.kind is not ReplyKind.NOTHING:
                table.carry_out(target, aim)  # a refusal everyone may know, as for anyone
            return aim
        if aim == asked:
            return Reply.changed()
        outcome = session.aim(seat, aim)
        if outcome is Aimed.REFUSED:
            # The reason may speak of the hand: it is on the phone only.
            message = _("Not possible now — see your phone.")
            table.app.toast(message, "info")
            return Reply.refuse(message=message)
        return Reply.changed()

    def asking(self, seat: int) -> Aim | None:
        """The move clicked on the big screen that ``seat``'s phone is to finish, or None."""
        return self.session.asking(seat) if self.session is not None else None

    def asking_text(self, seat: int) -> str | None:
        """The big screen's line while ``seat``'s phone finishes a move (no card named)."""
        aim = self.asking(seat)
        if aim is None:
            return None
        name = self.table.seat_name(seat)
        if aim.ask is AimAsk.PAY:
            return _("{name}: choose how to pay on your phone").format(name=name)
        return _("{name}: choose your move on your phone").format(name=name)

    # ------------------------------------------------------------------ seats
    def link(self, seat: int) -> LinkState:
        return self.hub.link(seat) if self.hub is not None else LinkState.WAITING

    def mark(self, seat: int) -> PhoneMark:
        """``seat``'s phone as its row in the players panel tags it."""
        state = self.link(seat)
        if state is LinkState.CONNECTED:
            return PhoneMark.JOINED
        return PhoneMark.ASLEEP if state is LinkState.ASLEEP else PhoneMark.NOT_JOINED

    def all_joined(self) -> bool:
        """Every phone seat's phone is connected now."""
        return self.hub is not None and all(
            self.link(seat) is LinkState.CONNECTED for seat in self.seats
        )

    def url(self, seat: int) -> str:
        return self.hub.url(seat) if self.hub is not None else ""

    def qr(self, seat: int) -> tuple[tuple[bool, ...], ...]:
        return self.hub.qr(seat) if self.hub is not None else ()

    def repair(self, seat: int) -> None:
        """A new link for ``seat`` (a lost phone, a shared address): the old one is closed."""
        if self.hub is not None:
            self.hub.repair(seat)
            self.codes += 1

    def state_text(self, seat: int) -> str:
        """How ``seat``'s phone is, in a few words beside the seat."""
        name = self.table.seat_name(seat)
        state = self.link(seat)
        if state is LinkState.CONNECTED:
            return _("{name}'s phone is connected").format(name=name)
        if state is LinkState.ASLEEP:
            return _("{name}'s phone is asleep").format(name=name)
        return _("Waiting for {name}'s phone").format(name=name)


class PhoneStrip(Widget):
    """Along the board's foot: a line per phone seat whose phone is not connected ("Anna's
    phone is asleep"), in the seat's colour, each with *Re-pair* (a new code on the join
    screen); and a line per phone seat finishing on its phone a move clicked on the big screen
    ("Anna: choose how to pay on your phone"). Nothing shows while every phone is connected
    and none is asked anything."""

    def __init__(self, phones: TablePhones, on_repair: Callable[[int], None]) -> None:
        super().__init__()
        self.phones = phones
        self.on_repair = on_repair
        self.buttons = {
            seat: Button(_("Re-pair"), partial(on_repair, seat), role="small")
            for seat in phones.seats
        }
        #: Per seat shown: its line's rect and words (a seat asleep and asked shows asleep:
        #: its phone cannot answer).
        self.lines: dict[int, tuple[pygame.Rect, str]] = {}

    def down(self) -> list[int]:
        """The phone seats whose phone is not connected now."""
        return [s for s in self.phones.seats if self.phones.link(s) is not LinkState.CONNECTED]

    def shown(self) -> list[tuple[int, str, bool]]:
        """(seat, words, with Re-pair) per line, top to bottom."""
        down = self.down()
        out = [(seat, self.phones.state_text(seat), True) for seat in down]
        for seat in self.phones.seats:
            asking = self.phones.asking_text(seat)
            if asking is not None and seat not in down:
                out.append((seat, asking, False))
        return out

    def place(self) -> None:
        """Lay the lines out upward from the board's bottom-left corner (every frame: links
        come and go, and the table lays its board out its own way)."""
        board = self.phones.table.board_rect
        line_h, gap = px(LINE_HEIGHT), px(Space.S)
        # As wide as its word needs in the language spoken now ("Połącz ponownie").
        word = theme.font("small").size(_("Re-pair"))[0] + 2 * px(Space.L)
        button_w = max(px(REPAIR_WIDTH), word)
        f = theme.font("body_bold")
        y = board.bottom - px(Space.M)
        self.lines = {}
        for seat, words, repair in reversed(self.shown()):
            text_w = f.size(words)[0] + px(Space.XXXL)
            extra = button_w + px(Space.L) if repair else px(Space.L)
            width = min(board.width - px(Space.L), text_w + extra)
            rect = pygame.Rect(board.x + px(Space.M), y - line_h, width, line_h)
            self.lines[seat] = (rect, words)
            if repair:
                button = self.buttons[seat]
                button.label = _("Re-pair")  # in the language spoken now
                button.rect = pygame.Rect(
                    rect.right - button_w - px(Space.XS),
                    rect.y + px(Space.XS),
                    button_w,
                    line_h - 2 * px(Space.XS),
                )
            y -= line_h + gap
        down = set(self.down())
        for seat, button in self.buttons.items():
            button.visible = seat in down

    def handle(self, event: pygame.event.Event) -> bool:
        self.place()
        return any(button.handle(event) for button in self.buttons.values() if button.visible)

    def draw(self, surface: pygame.Surface) -> None:
        self.place()
        for seat, (rect, words) in self.lines.items():
            color = self.phones.table.seat_color(seat)
            button = self.buttons[seat]
            # A move to finish on the phone: the line is the seat's colour; a phone down: a
            # panel edged with it.
            fill, ink = (theme.PANEL, theme.TEXT) if button.visible else (color, readable_on(color))
            pygame.draw.rect(surface, fill, rect, border_radius=px(theme.RADIUS))
            pygame.draw.rect(surface, color, rect, px(2), border_radius=px(theme.RADIUS))
            mark = (rect.x + px(Space.XL), rect.centery)
            theme.swatch(surface, mark, px(7), color)
            right = button.rect.x if button.visible else rect.right - px(Space.S)
            theme.text(
                surface,
                words,
                "body_bold",
                ink,
                (mark[0] + px(Space.L), rect.centery),
                "midleft",
                max_width=right - mark[0] - px(Space.XL),
            )
            if button.visible:
                button.draw(surface)


__all__ = ["LOOPBACK", "PHONE_MESSAGE", "PhoneStrip", "TablePhones", "qr_surface", "typed_address"]
