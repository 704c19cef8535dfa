"""Animations of The Great Tour's moves (decoration over a board already drawn from the view):
cards flying from a deck to a hand or a player, cards paid onto the path, the big coach
driving along its journey, a new ticket dropping into the future row, banners for the rest."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.core import Action, Event
from tabletop.games.great_tour import events as E
from tabletop.ui import anim, theme

from . import art

if TYPE_CHECKING:
    from .table import GreatTourTable


def _together(animations: list[anim.Animation]) -> list[anim.Animation]:
    group = object()
    for a in animations:
        a.group = group
    return animations


def _banner(table: GreatTourTable, seat: int, line: str) -> anim.Animation:
    anchor = (table.board_view.rect.centerx, table.board_view.rect.top + theme.px(8))
    return anim.banner(f"{table.seat_name(seat)}: {line}", table.seat_color(seat), anchor)


def _card_size(table: GreatTourTable) -> tuple[int, int]:
    rect = table.hand_rects.get("J")
    return rect.size if rect is not None else (theme.px(40), theme.px(56))


def _path_middle(table: GreatTourTable, path) -> tuple[float, float]:
    if not path:
        return table.board_view.rect.center
    point, _angle, _length = table.board_view.segment_frame(path[len(path) // 2])
    return point


def for_action(
    table: GreatTourTable, seat: int, action: Action, events: tuple[Event, ...]
) -> list[anim.Animation]:
    mine = seat == table.viewer
    out: list[anim.Animation] = []
    size = _card_size(table)
    small = (max(12, size[0] * 3 // 4), max(16, size[1] * 3 // 4))
    for event in events:
        if isinstance(event, E.CardsDrawn):  # only the drawer sees which cards
            start = (
                table.deck_rects[event.deck].center if event.deck in table.deck_rects else (0, 0)
            )
            flights = [
                anim.fly(
                    art.card_face(table.palette, card, size),
                    start,
                    table.hand_center(card),
                    0.45 + 0.08 * i,
                )
                for i, card in enumerate(event.cards)
            ]
            out += _together(flights)
        elif isinstance(event, E.CardsDrawnBlind) and not mine:
            start = (
                table.deck_rects[event.deck].center if event.deck in table.deck_rects else (0, 0)
            )
            back = art.card_back(event.deck, small)
            flights = [
                anim.fly(back, start, table.player_anchor(seat), 0.45 + 0.08 * i)
                for i in range(event.count)
            ]
            line = table.describe_event(event) or "drew cards"
            out += _together([*flights, _banner(table, seat, line)])
        elif isinstance(event, E.JourneyBegun) and not mine:
            out += _together(
                [
                    _trace(table, event.path, event.start, table.seat_color(seat)),
                    _banner(table, seat, table.describe_event(event) or "sets out"),
                ]
            )
        elif isinstance(event, E.CardPaid):
            start = table.hand_center(event.card) if mine else table.player_anchor(seat)
            image = art.card_face(table.palette, event.card, small)
            journey = table.view.get("journey")
            path = journey["path"] if journey else getattr(action, "path", ())
            out.append(anim.fly(image, start, _path_middle(table, path), 0.3, arc=0.05))
        elif isinstance(event, E.JourneyCompleted):
            out.append(_drive(table, seat, event.path, event.start))
            dest = table.board_view.node_at(event.destination)
            r = round(table.board_view.city_radius)
            out.append(
                anim.pulse(
                    pygame.Rect(dest[0] - r, dest[1] - r, 2 * r, 2 * r), table.seat_color(seat)
                )
            )
            if not mine:
                out.append(_banner(table, seat, table.describe_event(event) or "travelled"))
        elif isinstance(event, E.TicketRevealed):
            rect = table.future_rects.get(event.ticket)
            if rect is not None:
                card = table.board.ticket(event.ticket)
                image = pygame.Surface(rect.size, pygame.SRCALPHA)
                art.ticket_card(
                    image,
                    table.palette,
                    image.get_rect(),
                    card.starts,
                    card.destinations,
                    card.points,
                    compact=True,
                )
                out.append(anim.drop_in(image, rect.center))
        elif isinstance(event, E.TokenTaken):
            if 0 <= seat < len(table.player_rects):
                out.append(anim.pulse(table.player_rects[seat], table.seat_color(seat), 0.5))
        elif isinstance(
            event, (E.BonusTaken, E.FinalRoundStarted, E.JourneyCancelled, E.Passed)
        ) and (not mine or isinstance(event, (E.BonusTaken, E.FinalRoundStarted))):
            described = table.describe_event(event)
            if described:
                out.append(_banner(table, seat, described))
    return out


def _nodes(table: GreatTourTable, path, start: str) -> list[tuple[float, float]]:
    nodes = table.controller.path_nodes(path)
    if nodes and nodes[0] != start:
        nodes.reverse()
    return table.board_view.polyline(nodes)


def _trace(table: GreatTourTable, path, start: str, color: theme.Color) -> anim.Animation:
    """A bright spark running along a path just chosen."""
    points = _nodes(table, path, start)

    def paint(surface: pygame.Surface, t: float) -> None:
        if len(points) < 2:
            return
        for k in range(6):
            (x, y), _a = table.board_view.point_along(points, anim.ease_in_out(t) - k * 0.025)
            r = max(2, theme.px(7) - k)
            pygame.draw.circle(
                surface, theme.mix(color, (255, 255, 255), 0.4 + 0.1 * k), (round(x), round(y)), r
            )

    return anim.Animation(0.8, paint)


def _drive(table: GreatTourTable, seat: int, path, start: str) -> anim.Animation:
    """The big coach drives along the journey to its destination."""
    points = _nodes(table, path, start)
    color = table.seat_color(seat)
    size = table.board_view.big_coach_size()

    def paint(surface: pygame.Surface, t: float) -> None:
        if len(points) < 2:
            return
        (x, y), _a = table.board_view.point_along(points, anim.ease_in_out(t))
        art.draw_big_coach(surface, (x, y - size * 0.6), size, color, seat + 1)

    animation = anim.Animation(0.5 + 0.12 * len(points), paint)
    animation.hides_big_coach = seat  # type: ignore[attr-defined]
    return animation
