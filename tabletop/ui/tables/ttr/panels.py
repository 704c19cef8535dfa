"""The panels around the TTR board: players, face-up row, decks, hand, tickets, log.

Each panel has a ``*_slots`` / ``*_rows`` function giving its items' rectangles (the table's
hit-testing and the tests use them) and a ``draw_*`` function painting it from the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.ui import fonts, theme

from . import art

if TYPE_CHECKING:
    from .table import TtrTable

CARD_ASPECT = 0.68  # width / height of a train card


def _pad() -> int:
    return theme.px(10)


def _header_h() -> int:
    return theme.px(24)


def _inner(rect: pygame.Rect) -> pygame.Rect:
    return rect.inflate(-2 * _pad(), -2 * _pad())


def _body(rect: pygame.Rect) -> pygame.Rect:
    inner = _inner(rect)
    return pygame.Rect(inner.x, inner.y + _header_h(), inner.width, inner.height - _header_h())


def _header(
    surface: pygame.Surface,
    rect: pygame.Rect,
    title: str,
    right: str = "",
    right_color: theme.Color = theme.TEXT_MUTED,
) -> None:
    inner = _inner(rect)
    theme.text(
        surface, title, "label", theme.TEXT_MUTED, (inner.x, inner.y + theme.px(8)), "midleft"
    )
    if right:
        theme.text(
            surface, right, "label", right_color, (inner.right, inner.y + theme.px(8)), "midright"
        )


def _glow(surface: pygame.Surface, rect: pygame.Rect, color: theme.Color) -> None:
    pygame.draw.rect(
        surface,
        color,
        rect.inflate(theme.px(6), theme.px(6)),
        max(2, theme.px(2)),
        border_radius=theme.px(12),
    )


# ------------------------------------------------------------------ players
def player_rows(table: TtrTable) -> list[pygame.Rect]:
    rect = table.rects["players"]
    body = _body(rect)
    n = len(table.match.seats)
    row_h = min(theme.px(66), body.height // max(1, n))
    return [
        pygame.Rect(body.x, body.y + i * row_h, body.width, row_h - theme.px(3)) for i in range(n)
    ]


def draw_players(table: TtrTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view = table.view
    theme.panel(surface, rect)
    final = bool(view.get("final_round") and not view.get("over"))
    _header(surface, rect, "PLAYERS", "FINAL ROUND" if final else "", theme.WARN)
    to_act = view.get("to_act")
    last = set(view.get("last_round_seats", []))
    for seat, row in enumerate(player_rows(table)):
        _player_row(table, surface, seat, row, final, seat in last, seat == to_act)


def _player_row(
    table: TtrTable,
    surface: pygame.Surface,
    seat: int,
    row: pygame.Rect,
    final: bool,
    last_turn: bool,
    acting: bool,
) -> None:
    """One seat: colour and marker, name, score; a line of pieces, stations, cards, tickets
    (and the French flag set in Paris); the final-round tag. Tight rows use smaller type."""
    p = table.view["players"][seat]
    color = table.seat_color(seat)
    fill = theme.ROW_SELECTED if acting else theme.ROW_ALT
    pygame.draw.rect(surface, fill, row, border_radius=theme.px(8))
    if acting:
        pygame.draw.rect(surface, theme.ACCENT, row, max(1, theme.px(2)), border_radius=theme.px(8))
    tight = row.height < theme.px(44)
    name_font = "label" if tight else "body_bold"
    score_font = "body_bold" if tight else "heading"
    stat_font = fonts.font("regular", theme.px(12)) if tight else theme.font("small")
    isz = theme.px(11) if tight else theme.px(14)
    cy = row.y + round(row.height * (0.3 if tight else 0.32))
    sy = row.y + round(row.height * (0.74 if tight else 0.75))
    r = theme.px(8) if tight else theme.px(10)
    sx = row.x + theme.px(8) + r
    theme.swatch(surface, (sx, row.centery if tight else cy), r, color)
    art.symbol(
        surface,
        art.seat_marker(seat),
        (sx, row.centery if tight else cy),
        r * 0.5,
        art.ink_on(color),
    )
    seat_info = table.match.seats[seat]
    tags = [] if seat_info.is_human else ["AI"]
    if seat == table.viewer:
        tags.append("you")
    name_x = sx + r + theme.px(8)
    score = theme.text(
        surface,
        str(p["score"]),
        score_font,
        theme.ACCENT,
        (row.right - theme.px(10), row.centery if tight else cy),
        "midright",
    )
    theme.text(
        surface,
        seat_info.name + (f"  ·  {' · '.join(tags)}" if tags else ""),
        name_font,
        theme.TEXT,
        (name_x, cy),
        "midleft",
        max_width=score.x - name_x - theme.px(8),
    )
    if acting:
        theme.text(
            surface, "▶", "small", theme.ACCENT, (row.x - theme.px(1), row.centery), "midright"
        )
    x = name_x
    for icon, value in _stats(table, p):
        icon(surface, (x + isz // 2, sy), isz, theme.TEXT_MUTED)
        image = stat_font.render(value, True, theme.TEXT)
        surface.blit(image, image.get_rect(midleft=(x + isz + theme.px(3), sy)))
        x += isz + theme.px(3) + image.get_width() + theme.px(10)
    if not table.europe:
        flag = pygame.Rect(x, sy - isz // 2, round(isz * 1.8), isz)
        art.icon_flag(surface, flag, p["flags"], theme.TEXT_MUTED)
    if final:
        tag, tag_color = ("last turn", theme.WARN) if last_turn else ("done", theme.TEXT_DISABLED)
        image = stat_font.render(tag, True, tag_color)
        right = score.x - theme.px(10) if tight else row.right - theme.px(10)
        surface.blit(image, image.get_rect(midright=(right, sy)))


def _stats(table: TtrTable, p: dict) -> list[tuple]:
    stats = [(art.icon_train, str(p["pieces"]))]
    if table.europe:
        stats.append((art.icon_station, str(p["stations_left"])))
    stats += [(art.icon_cards, str(p["hand_size"])), (art.icon_ticket, str(p["ticket_count"]))]
    return stats


# ------------------------------------------------------------------ market and decks
def market_slots(table: TtrTable) -> list[pygame.Rect]:
    body = _body(table.rects["market"])
    n = table.rules.face_up
    gap = theme.px(8)
    card_w = min((body.width - gap * (n - 1)) / n, (body.height - theme.px(4)) * CARD_ASPECT)
    card_h = card_w / CARD_ASPECT
    total = n * card_w + (n - 1) * gap
    x0 = body.x + (body.width - total) / 2
    y0 = body.y + (body.height - card_h) / 2
    return [
        pygame.Rect(round(x0 + i * (card_w + gap)), round(y0), round(card_w), round(card_h))
        for i in range(n)
    ]


def _second_draw(table: TtrTable) -> bool:
    return table.view.get("pending") == "second_draw" and table.can_act


def draw_market(table: TtrTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view = table.view
    theme.panel(surface, rect)
    second = _second_draw(table)
    if second:
        _glow(surface, rect, theme.ACCENT)
    title = "FACE-UP CARDS"
    hint = "TAKE A SECOND CARD" if second else ""
    _header(surface, rect, title, hint, theme.ACCENT)
    wild = table.rules.wild
    for slot, card_rect in enumerate(market_slots(table)):
        color = view["face_up"][slot] if slot < len(view["face_up"]) else None
        if color is None:
            pygame.draw.rect(surface, theme.PANEL_BORDER, card_rect, 1, border_radius=theme.px(6))
            continue
        hovered = table.hover == ("face_up", slot)
        shown = card_rect.move(0, -theme.px(4)) if hovered else card_rect
        image = art.card_face(
            color, card_rect.width, card_rect.height, table.words.color_label(color)
        )
        surface.blit(image, shown)
        if second and color == wild:
            dim = pygame.Surface(card_rect.size, pygame.SRCALPHA)
            pygame.draw.rect(dim, (10, 12, 18, 170), dim.get_rect(), border_radius=theme.px(6))
            surface.blit(dim, shown)
            c = shown.center
            r = min(card_rect.width, card_rect.height) // 3
            pygame.draw.circle(surface, theme.DANGER, c, r, max(2, theme.px(3)))
            d = round(r * 0.7)
            pygame.draw.line(
                surface,
                theme.DANGER,
                (c[0] - d, c[1] + d),
                (c[0] + d, c[1] - d),
                max(2, theme.px(3)),
            )
        elif hovered and table.can_act:
            pygame.draw.rect(
                surface, theme.ACCENT, shown.inflate(4, 4), 2, border_radius=theme.px(7)
            )


def deck_hit(table: TtrTable, rect: pygame.Rect) -> pygame.Rect:
    return rect


def _count_badge(surface: pygame.Surface, center: tuple[int, int], value: int, r: int) -> None:
    pygame.draw.circle(surface, (16, 18, 26), center, r + 2)
    pygame.draw.circle(surface, theme.ACCENT, center, r)
    f = fonts.font("bold", max(9, round(r * (1.15 if value < 100 else 0.9))))
    image = f.render(str(value), True, theme.TEXT_DARK)
    surface.blit(image, image.get_rect(center=(center[0], center[1] + 1)))


def _deck(
    surface: pygame.Surface,
    rect: pygame.Rect,
    image: pygame.Surface,
    count: int,
    title: str,
    hint: str,
    hovered: bool,
) -> None:
    """A pile (3 deep while there are cards) with its size on a badge, its name and a hint."""
    inner = _inner(rect)
    w, h = image.get_size()
    lift = theme.px(3) if hovered else 0
    x, y = inner.x + theme.px(2), inner.centery - h // 2 - lift + theme.px(3)
    if count:
        for k in range(min(3, count) - 1, -1, -1):
            surface.blit(image, (x + k * theme.px(3), y - k * theme.px(3)))
    else:
        pygame.draw.rect(surface, theme.PANEL_BORDER, (x, y, w, h), 1, border_radius=theme.px(6))
    r = theme.px(12)
    _count_badge(surface, (x + w + theme.px(2), y + theme.px(4)), count, r)
    tx = x + w + r + theme.px(12)
    width = inner.right - tx
    theme.text(
        surface,
        title,
        "body_bold",
        theme.TEXT,
        (tx, inner.centery - theme.px(9)),
        "midleft",
        max_width=width,
    )
    theme.text(
        surface,
        hint,
        "small",
        theme.TEXT_MUTED,
        (tx, inner.centery + theme.px(11)),
        "midleft",
        max_width=width,
    )


def draw_train_deck(table: TtrTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view = table.view
    theme.panel(surface, rect)
    hovered = table.hover == ("deck",)
    if _second_draw(table):
        _glow(surface, rect, theme.ACCENT)
    inner = _inner(rect)
    h = inner.height - theme.px(8)
    image = art.card_back(round(h * CARD_ASPECT), h, "train")
    hint = f"{view['discard']} used"
    _deck(surface, rect, image, view["deck"], "Deck", hint, hovered)
    if hovered and table.can_act:
        pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=theme.px(theme.RADIUS))


def draw_ticket_deck(table: TtrTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view = table.view
    theme.panel(surface, rect)
    hovered = table.hover == ("tickets",)
    inner = _inner(rect)
    h = round((inner.height - theme.px(8)) * 0.62)
    image = art.card_back(round(h * 1.45), h, "ticket")
    hint = f"draw {table.rules.draw_tickets}, keep {table.rules.draw_keep}+"
    if _inner(rect).width < theme.px(170):
        hint = f"keep {table.rules.draw_keep}+"
    _deck(surface, rect, image, view["ticket_deck"], "Tickets", hint, hovered)
    if hovered and table.can_act:
        pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=theme.px(theme.RADIUS))


# ------------------------------------------------------------------ hand
def hand_slots(table: TtrTable) -> dict[str, pygame.Rect]:
    view = table.view
    if table.viewer is None:
        return {}
    hand = view.get("hand", {})
    colors = [c for c in table.rules.cards if hand.get(c, 0) > 0]
    if not colors:
        return {}
    body = _body(table.rects["hand"])
    gap = theme.px(8)
    n = len(colors)
    card_h: float = body.height - theme.px(10)
    card_w = card_h * CARD_ASPECT
    if n * card_w + (n - 1) * gap > body.width:
        card_w = (body.width - (n - 1) * gap) / n
        card_h = min(card_h, card_w / CARD_ASPECT)
    y = body.y + theme.px(6)
    return {
        color: pygame.Rect(
            round(body.x + i * (card_w + gap)), round(y), round(card_w), round(card_h)
        )
        for i, color in enumerate(colors)
    }


def draw_hand(table: TtrTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    view = table.view
    theme.panel(surface, rect)
    if table.viewer is None:
        _header(surface, rect, "HAND")
        message = (
            "Hidden while the device is passed"
            if table.passing_to is not None
            else "Watching: no hand"
        )
        theme.text(surface, message, "body", theme.TEXT_MUTED, _body(rect).center, "center")
        return
    hand = view.get("hand", {})
    total = sum(hand.values())
    name = table.seat_name(table.viewer)
    _header(surface, rect, f"{name.upper()}'S HAND", f"{total} CARDS")
    slots = hand_slots(table)
    if not slots:
        theme.text(surface, "No cards yet", "body", theme.TEXT_MUTED, _body(rect).center, "center")
        return
    for color, card_rect in slots.items():
        hovered = table.hover == ("hand", color)
        shown = card_rect.move(0, -theme.px(3)) if hovered else card_rect
        image = art.card_face(
            color, card_rect.width, card_rect.height, table.words.color_label(color)
        )
        surface.blit(image, shown)
        r = max(theme.px(11), card_rect.width // 5)
        _count_badge(
            surface, (shown.right - r + theme.px(3), shown.y + r - theme.px(3)), hand[color], r
        )


# ------------------------------------------------------------------ tickets
def _ticket_grid(table: TtrTable) -> tuple[pygame.Rect, int, int, int]:
    """(body, columns, row height, rows visible)."""
    body = _body(table.rects["tickets"])
    row_h = theme.px(26)
    cols = 2 if body.width >= theme.px(460) else 1
    rows = max(1, body.height // row_h)
    return body, cols, row_h, rows


def ticket_slots(table: TtrTable) -> dict[str, pygame.Rect]:
    body, cols, row_h, rows = _ticket_grid(table)
    tickets = [t for t, _d, _p in table.tickets]
    per_page = cols * rows
    most = max(0, (len(tickets) - per_page + cols - 1) // cols)
    table.ticket_scroll = min(table.ticket_scroll, most)
    start = table.ticket_scroll * cols
    gap = theme.px(8)
    bar = theme.px(10) if len(tickets) > per_page else 0  # room for the scrollbar
    col_w = (body.width - bar - gap * (cols - 1)) // cols
    out = {}
    for k, ticket in enumerate(tickets[start : start + per_page]):
        row, col = divmod(k, cols)
        out[ticket] = pygame.Rect(
            body.x + col * (col_w + gap), body.y + row * row_h, col_w, row_h - theme.px(4)
        )
    return out


def draw_tickets(table: TtrTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    theme.panel(surface, rect)
    if table.viewer is None:
        _header(surface, rect, "TICKETS")
        theme.text(surface, "Hidden", "body", theme.TEXT_MUTED, _body(rect).center, "center")
        return
    done = sum(1 for _t, d, _p in table.tickets if d)
    _header(
        surface,
        rect,
        "TICKETS",
        f"{done} OF {len(table.tickets)} COMPLETE" if table.tickets else "",
        theme.GOOD if table.tickets and done == len(table.tickets) else theme.TEXT_MUTED,
    )
    slots = ticket_slots(table)
    if not table.tickets:
        theme.text(surface, "None kept yet", "body", theme.TEXT_MUTED, _body(rect).center, "center")
        return
    status = {t: d for t, d, _p in table.tickets}
    board = table.game.board
    for ticket, row in slots.items():
        t = board.tickets[ticket]
        hovered = table.hover == ("ticket", ticket)
        art.ticket_paper(surface, row, t.long)
        if hovered:
            pygame.draw.rect(surface, theme.ACCENT, row.inflate(2, 2), 2, border_radius=theme.px(6))
        ok = status[ticket]
        icon = (row.x + theme.px(16), row.centery)
        if ok:
            pygame.draw.circle(surface, theme.GOOD, icon, theme.px(8))
            art.icon_check(surface, icon, theme.px(10), (255, 255, 255))
        else:
            pygame.draw.circle(surface, (150, 134, 110), icon, theme.px(8), max(1, theme.px(2)))
        badge_r = theme.px(9)
        art.points_badge(
            surface, (row.right - badge_r - theme.px(5), row.centery), t.points, badge_r
        )
        theme.text(
            surface,
            table.words.ticket(ticket),
            "small",
            art.TICKET_INK,
            (row.x + theme.px(30), row.centery),
            "midleft",
            max_width=row.width - theme.px(30) - 2 * badge_r - theme.px(10),
        )
    body, cols, row_h, rows = _ticket_grid(table)
    total_rows = -(-len(table.tickets) // cols)
    if total_rows > rows:  # a thin scrollbar: the mouse wheel shows the others
        bar_h = max(theme.px(16), body.height * rows // total_rows)
        top = body.y + (body.height - bar_h) * table.ticket_scroll // max(1, total_rows - rows)
        track = pygame.Rect(body.right - theme.px(4), body.y, theme.px(4), body.height)
        pygame.draw.rect(surface, theme.ROW_ALT, track, border_radius=theme.px(2))
        pygame.draw.rect(
            surface, theme.TEXT_MUTED, (track.x, top, track.width, bar_h), border_radius=theme.px(2)
        )


# ------------------------------------------------------------------ log
def draw_log(table: TtrTable, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The game log as sentences ("Anna claimed …"), newest at the bottom, each with the
    acting seat's colour and marker."""
    log = table.log
    log.rect = rect
    theme.panel(surface, rect)
    _header(surface, rect, "GAME LOG")
    body = _body(rect)
    f = theme.font("small")
    line_h = f.get_linesize() + theme.px(1)
    text_x = body.x + theme.px(16)
    width = body.right - text_x
    rows: list[tuple[int, str, bool]] = []
    for seat, text in table.log_lines(table.viewer):
        for i, line in enumerate(theme.wrap(text, f, width)):
            rows.append((seat, line, i == 0))
    fit = max(0, body.height // line_h)
    log.scroll = min(log.scroll, max(0, len(rows) - fit))
    start = max(0, len(rows) - fit - log.scroll)
    while start < len(rows) and not rows[start][2]:  # never open on a wrapped entry's tail
        start += 1
    shown = rows[start : len(rows) - log.scroll]
    if not rows:
        theme.text(surface, "No moves yet.", "small", theme.TEXT_DISABLED, (text_x, body.y))
    y = body.y
    for seat, line, first in shown:
        if first:
            color = table.seat_color(seat)
            c = (body.x + theme.px(6), y + line_h // 2)
            theme.swatch(surface, c, theme.px(5), color)
        surface.blit(f.render(line, True, theme.TEXT), (text_x, y))
        y += line_h


# ------------------------------------------------------------------ tooltip
def tooltip_surface(title: str, lines: list[tuple[str, theme.Color]]) -> pygame.Surface:
    title_f = theme.font("body_bold")
    f = theme.font("small")
    pad = theme.px(10)
    max_w = theme.px(320)
    wrapped: list[tuple[str, theme.Color]] = []
    for text, color in lines:
        wrapped += [(line, color) for line in theme.wrap(text, f, max_w)]
    width = max([title_f.size(title)[0]] + [f.size(t)[0] for t, _c in wrapped]) + 2 * pad
    height = title_f.get_linesize() + len(wrapped) * f.get_linesize() + 2 * pad + theme.px(2)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(
        surface, (*theme.PANEL_RAISED, 245), surface.get_rect(), border_radius=theme.px(8)
    )
    pygame.draw.rect(surface, theme.PANEL_BORDER, surface.get_rect(), 1, border_radius=theme.px(8))
    surface.blit(title_f.render(title, True, theme.TEXT), (pad, pad))
    y = pad + title_f.get_linesize() + theme.px(2)
    for text, color in wrapped:
        surface.blit(f.render(text, True, color), (pad, y))
        y += f.get_linesize()
    return surface
