"""Animations of The Great Tour's moves (decoration over a board already drawn from the view):
cards flying from a deck to a hand or a player, cards paid onto the path, the big coach
driving along its journey, a new ticket dropping into the future row, banners for the rest."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from tabletop.controller.great_tour import CityTarget, SeatTarget
from tabletop.core import Action, Event
from tabletop.core.i18n import _
from tabletop.games.great_tour import events as E
from tabletop.games.great_tour import rules as R
from tabletop.ui import anim, theme
from tabletop.ui.theme import Space

from . import art
from . import layout as L

if TYPE_CHECKING:
    from .table import GreatTourTable


@dataclass(kw_only=True)
class CoachDrive(anim.Animation):
    """A big coach driving along a journey: the board does not draw that coach at its city
    until the drive is over."""

    seat: int


def _together(animations: list[anim.Animation]) -> list[anim.Animation]:
    group = object()
    for a in animations:
        a.group = group
    return animations


def _banner(table: GreatTourTable, seat: int, line: str) -> anim.Animation:
    rect = table.board_panel.rect
    anchor = (rect.centerx, rect.top + theme.px(Space.M))
    return anim.banner(f"{table.seat_name(seat)}: {line}", table.seat_color(seat), anchor)


def _card_size(table: GreatTourTable) -> tuple[int, int]:
    rect = table.hand_panel.slots.get(R.JOKER)
    return rect.size if rect is not None else (theme.px(Space.XXXL), theme.px(Space.XXXL))


def _path_middle(table: GreatTourTable, path: Sequence[str]) -> tuple[float, float]:
    if not path:
        return table.board_panel.rect.center
    point, _angle, _length = table.board_panel.segment_frame(path[len(path) // 2])
    return point


def _deck_center(table: GreatTourTable, deck: str) -> tuple[int, int]:
    pile = table.decks_panel.piles.get(deck)
    return pile.center if pile is not None else table.decks_panel.rect.center


def for_action(
    table: GreatTourTable, seat: int, action: Action, events: tuple[Event, ...]
) -> list[anim.Animation]:
    mine = seat == table.viewer
    out: list[anim.Animation] = []
    size = _card_size(table)
    small = (max(12, size[0] * 3 // 4), max(16, size[1] * 3 // 4))
    hand, players = table.hand_panel, table.players_panel
    for event in events:
        match event:
            case E.CardsDrawn(deck=deck, cards=cards):  # only the drawer sees which cards
                start = _deck_center(table, deck)
                flights = [
                    anim.fly(
                        art.card_face(table.palette, card, size),
                        start,
                        hand.center_of(card),
                        0.45 + 0.08 * i,
                    )
                    for i, card in enumerate(cards)
                ]
                out += _together(flights)
            case E.CardsDrawnBlind(deck=deck, count=count) if not mine:
                start = _deck_center(table, deck)
                back = art.card_back(deck, small)
                flights = [
                    anim.fly(back, start, players.anchor(seat), 0.45 + 0.08 * i)
                    for i in range(count)
                ]
                line = table.describe_event(event) or _("drew cards")
                out += _together([*flights, _banner(table, seat, line)])
            case E.JourneyBegun(path=path, start=start_city) if not mine:
                out += _together(
                    [
                        _trace(table, path, start_city, table.seat_color(seat)),
                        _banner(table, seat, table.describe_event(event) or _("set out")),
                    ]
                )
            case E.CardPaid(card=card):
                start = hand.center_of(card) if mine else players.anchor(seat)
                image = art.card_face(table.palette, card, small)
                journey = table.tour_view["journey"]
                paying = journey["path"] if journey else getattr(action, "path", ())
                out.append(anim.fly(image, start, _path_middle(table, paying), 0.3, arc=0.05))
            case E.JourneyCompleted(path=path, start=start_city, destination=destination):
                out.append(_drive(table, seat, path, start_city))
                spot = table.board_panel.rect_of(CityTarget(destination))
                if spot is not None:
                    out.append(anim.pulse(spot, table.seat_color(seat)))
                if not mine:
                    line = table.describe_event(event) or _("travelled")
                    out.append(_banner(table, seat, line))
            case E.TicketRevealed(ticket=ticket):
                rect = table.tickets_panel.future.get(ticket)
                if rect is not None:
                    new = table.board.ticket(ticket)
                    image = pygame.Surface(rect.size, pygame.SRCALPHA)
                    art.ticket_card(
                        image,
                        table.palette,
                        image.get_rect(),
                        new.starts,
                        new.destinations,
                        new.points,
                        compact=True,
                    )
                    out.append(anim.drop_in(image, rect.center))
            case E.TokenTaken():
                row = players.rect_of(SeatTarget(seat))
                if row is not None:
                    out.append(anim.pulse(row, table.seat_color(seat), 0.5))
            case E.BonusTaken() | E.FinalRoundStarted():
                described = table.describe_event(event)
                if described:
                    out.append(_banner(table, seat, described))
            case E.JourneyCancelled() | E.Passed() if not mine:
                described = table.describe_event(event)
                if described:
                    out.append(_banner(table, seat, described))
    return out


def _node_ids(table: GreatTourTable, path: Sequence[str], start: str) -> list[str]:
    return table.controller.path_nodes(path, start)


def _on_board(surface: pygame.Surface, table: GreatTourTable) -> pygame.Rect:
    """Clip ``surface`` to the board panel (a zoomed board's pieces end at its edge); returns
    the clip to restore."""
    clip = surface.get_clip()
    surface.set_clip(table.board_panel.rect.clip(clip))
    return clip


def _trace(
    table: GreatTourTable, path: Sequence[str], start: str, color: theme.Color
) -> anim.Animation:
    """A bright spark running along a path just chosen (placed through the board's zoom at
    every frame, so a zoom or pan during it keeps it on the road)."""
    nodes = _node_ids(table, path, start)
    board = table.board_panel

    def paint(surface: pygame.Surface, t: float) -> None:
        points = board.polyline(nodes)
        if len(points) < 2:
            return
        clip = _on_board(surface, table)
        for k in range(6):
            (x, y), _a = board.point_along(points, anim.ease_in_out(t) - k * 0.025)
            r = max(2, theme.px(L.SPARK_R) - k)
            pygame.draw.circle(
                surface, theme.mix(color, (255, 255, 255), 0.4 + 0.1 * k), (round(x), round(y)), r
            )
        surface.set_clip(clip)

    return anim.Animation(0.8, paint)


def _drive(table: GreatTourTable, seat: int, path: Sequence[str], start: str) -> CoachDrive:
    """The big coach drives along the journey to its destination (through the board's zoom)."""
    nodes = _node_ids(table, path, start)
    board = table.board_panel

    def paint(surface: pygame.Surface, t: float) -> None:
        points = board.polyline(nodes)
        if len(points) < 2:
            return
        size = board.big_coach_size()
        clip = _on_board(surface, table)
        (x, y), _a = board.point_along(points, anim.ease_in_out(t))
        color, mark = table.seat_color(seat), table.seat_mark(seat)
        art.draw_big_coach(surface, (x, y - size * 0.6), size, color, seat + 1, mark=mark)
        surface.set_clip(clip)

    return CoachDrive(0.5 + 0.12 * len(nodes), paint, seat=seat)
