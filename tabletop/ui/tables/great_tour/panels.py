"""Drawing the Great Tour table's parts from its view: board overlay, ticket column, decks,
hand, journey panel, players, bonus cards and the tooltip. Each function reads the table's
layout rects and ``table.view`` only."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.games.great_tour import BLANK, Pass
from tabletop.games.great_tour import rules as R
from tabletop.ui import fonts, theme

from . import art
from .text import render, text, wrapped

if TYPE_CHECKING:
    from .table import GreatTourTable

START_COLOR = (120, 200, 255)
DEST_COLOR = art.PATH


def _header(surface: pygame.Surface, rect: pygame.Rect, title: str, right: str = "") -> None:
    pad = theme.px(12)
    left = text(surface, title, "label", theme.TEXT_MUTED, (rect.x + pad, rect.y + theme.px(10)))
    if right and left.right + theme.px(12) + render(
        right, "small", theme.TEXT_MUTED
    ).get_width() < (rect.right - pad):
        text(
            surface,
            right,
            "small",
            theme.TEXT_MUTED,
            (rect.right - pad, rect.y + theme.px(10)),
            "topright",
        )


# ------------------------------------------------------------------ board
def draw_board(table: GreatTourTable, surface: pygame.Surface) -> None:
    bv = table.board_view
    view = table.view
    surface.blit(bv.static_layer(), bv.rect)
    clip = surface.get_clip()
    surface.set_clip(bv.rect)
    plan = table.controller.plan
    players = view.get("players", [])
    colors = table.seat_colors
    # A journey another player is paying for: their path, in their colour.
    journey = view.get("journey")
    to_act = view.get("to_act")
    paths: list[tuple[tuple[str, ...], theme.Color]] = []
    if journey and (plan is None or not plan.pending) and to_act is not None:
        paths.append((tuple(journey["path"]), colors[to_act]))
    if plan is not None and plan.path is not None:
        paths.append((plan.path, art.PATH if plan.affordable else (200, 200, 200)))
    if paths:

        def paint_paths(s: pygame.Surface) -> None:
            for p, c in paths:
                bv.draw_path(s, p, c)

        layer = bv.cached_layer("paths", tuple(paths), paint_paths)
        surface.blit(layer, bv.rect)
    hidden = table.moving_seats()
    shown = [p if i not in hidden else {**p, "city": None} for i, p in enumerate(players)]
    key = (
        tuple(tuple(p["coaches"]) for p in players),
        tuple(p.get("city") for p in shown),
        tuple(colors),
    )

    def paint(layer: pygame.Surface) -> None:
        bv.draw_coaches(layer, players, colors)
        bv.draw_big_coaches(layer, shown, colors)

    surface.blit(bv.cached_layer("pieces", key, paint), bv.rect)
    if plan is not None and plan.path is not None:
        bv.draw_costs(surface, plan.path, plan.costs)
    elif journey and to_act is not None:
        bv.draw_costs(surface, journey["path"], journey.get("cost") or [])
    # Cities to click next, and the chosen ends.
    phase = table.phase()
    if table.can_act and plan is not None:
        starts, dests = table.controller.candidate_cities(view)
        for city in starts:
            bv.draw_ring(surface, city, START_COLOR, phase)
        for city in dests:
            if city != plan.destination:
                bv.draw_ring(surface, city, DEST_COLOR, phase)
        for w in plan.via:
            bv.draw_ring(surface, w, art.PATH, 0.0, dashed=True)
        avoid = bv.cost_spots(plan.path) if plan.path else []
        if plan.start:
            bv.draw_flag(surface, plan.start, "START", START_COLOR, avoid)
        if plan.destination:
            bv.draw_flag(surface, plan.destination, "DESTINATION", DEST_COLOR, avoid)
    hover = table.hover
    if hover is not None and hover[0] in ("city", "waypoint"):
        bv.draw_ring(surface, hover[1], theme.TEXT, 0.25)
    surface.set_clip(clip)


# ------------------------------------------------------------------ ticket column
def draw_tickets(table: GreatTourTable, surface: pygame.Surface) -> None:
    rect = table.tickets_rect
    theme.panel(surface, rect)
    view = table.view
    legal = table.legal
    plan = table.controller.plan
    _header(surface, rect, "ACTIVE TICKETS", "click one to travel" if table.can_act else "")
    margin = theme.px(4)
    for ticket, r in table.ticket_rects.items():
        card = table.board.ticket(ticket)
        ready = table.controller.ticket_ready(ticket, legal)
        image = art.ticket_image(
            table.palette,
            r.size,
            card.starts,
            card.destinations,
            card.points,
            selected=plan is not None and plan.ticket == ticket,
            dim=bool(legal) and not ready and not (plan is not None and plan.ticket == ticket),
        )
        lift = theme.px(2) if _hovered(table, ("ticket", ticket)) else 0
        surface.blit(image, (r.x - margin, r.y - margin - lift))
        if bool(legal) and ready:
            pygame.draw.circle(
                surface, theme.GOOD, (r.right - theme.px(9), r.bottom - theme.px(9)), theme.px(4)
            )
    text(
        surface,
        "FUTURE TICKETS",
        "label",
        theme.TEXT_MUTED,
        (rect.x + theme.px(12), table.future_header_y),
    )
    for ticket, r in table.future_rects.items():
        card = table.board.ticket(ticket)
        image = art.ticket_image(
            table.palette,
            r.size,
            card.starts,
            card.destinations,
            card.points,
            compact=True,
            dim=True,
        )
        surface.blit(image, (r.x - margin, r.y - margin))
    art.ticket_pile(surface, table.pile_rect, view.get("ticket_pile", 0))
    blank_left = view.get("blank_left", 0)
    art.blank_ticket(
        surface,
        table.blank_rect.move(0, -theme.px(2) if _hovered(table, ("blank",)) else 0),
        blank_left,
        selected=plan is not None and plan.ticket == BLANK,
        dim=bool(legal)
        and not table.controller.ticket_ready(BLANK, legal)
        and not (plan is not None and plan.ticket == BLANK),
    )
    if view.get("final_round"):
        left = view.get("turns_left")
        msg = "FINAL ROUND" + (f" · {left} turn{'s' if left != 1 else ''} left" if left else "")
        r = pygame.Rect(0, 0, rect.width - theme.px(24), theme.px(24))
        r.midbottom = (rect.centerx, table.pile_rect.y - theme.px(8))
        pygame.draw.rect(surface, theme.DANGER, r, border_radius=r.height // 2)
        text(surface, msg, "label", theme.TEXT, r.center, "center", max_width=r.width - 8)


def _hovered(table: GreatTourTable, target) -> bool:
    return table.can_act and table.hover == target


# ------------------------------------------------------------------ decks
def draw_decks(table: GreatTourTable, surface: pygame.Surface) -> None:
    rect = table.decks_rect
    theme.panel(surface, rect)
    _header(surface, rect, "ROUTE CARDS", "click to draw" if table.can_act else "")
    view = table.view
    sizes = view.get("decks", {})
    discards = view.get("discards", {})
    drawable = table.controller.drawable(table.legal)
    for deck, r in table.deck_rects.items():
        size = sizes.get(deck, 0)
        lift = theme.px(3) if _hovered(table, ("deck", deck)) else 0
        back = art.card_back(deck, r.size)
        layers = 3 if size > 8 else 2 if size > 2 else 1 if size else 0
        for k in range(layers, 0, -1):
            shadow = r.move(theme.px(2) * k, -theme.px(2) * k - lift)
            surface.blit(back, shadow)
        face = r.move(0, -lift)
        if size or discards.get(deck):
            surface.blit(back, face)
        else:
            pygame.draw.rect(surface, theme.PANEL_BORDER, face, 1, border_radius=theme.px(6))
        if table.can_act and deck not in drawable:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((20, 24, 36, 150))
            surface.blit(veil, face)
        if size:
            art.count_badge(
                surface,
                (face.right - theme.px(3), face.y + theme.px(3)),
                size,
                max(theme.px(10), r.width // 5),
            )
        name = {"regular": "Regular", "joker": "Joker", "vip": "VIP"}[deck]
        draws = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))[deck]
        text(
            surface,
            name,
            "label",
            theme.TEXT,
            (r.centerx, r.bottom + theme.px(11)),
            "center",
            max_width=r.width + theme.px(16),
        )
        text(
            surface,
            f"draw {draws}",
            "small",
            theme.TEXT_MUTED,
            (r.centerx, r.bottom + theme.px(27)),
            "center",
            max_width=r.width + theme.px(16),
        )


# ------------------------------------------------------------------ hand
def draw_hand(table: GreatTourTable, surface: pygame.Surface) -> None:
    rect = table.hand_rect
    theme.panel(surface, rect)
    view = table.view
    hand = view.get("hand") or {}
    if table.viewer is None:
        title = "HAND HIDDEN" if table.passing_to is not None else "SPECTATING"
        _header(surface, rect, title)
        text(
            surface,
            "Cards are shown to their owner only.",
            "body",
            theme.TEXT_MUTED,
            rect.center,
            "center",
            max_width=rect.width - theme.px(24),
        )
        return
    total = sum(hand.values())
    who = (
        "YOUR HAND" if not table.multi_human else f"{table.seat_name(table.viewer).upper()}'S HAND"
    )
    plan = table.controller.plan
    note = f"{total} card{'s' if total != 1 else ''}"
    if plan is not None and plan.pending and table.can_act:
        note = "click a lit card to pay"
    _header(surface, rect, who, note)
    payable = table.controller.payable_cards(table.legal)
    paying = plan is not None and plan.pending
    badge_r = max(theme.px(8), table.hand_rects[R.JOKER].width // 6)
    for card, r in table.hand_rects.items():
        count = hand.get(card, 0)
        if count <= 0:
            pygame.draw.rect(surface, theme.ROW_ALT, r, border_radius=theme.px(6))
            pygame.draw.rect(surface, theme.PANEL_BORDER, r, 1, border_radius=theme.px(6))
            _ghost(table, surface, card, r)
            continue
        lift = 0
        if paying and card in payable:
            lift = theme.px(4)
        if _hovered(table, ("hand", card)):
            lift = theme.px(6)
        face = art.card_face(table.palette, card, r.size)
        spot = r.move(0, -lift)
        if count > 1:  # a second card peeking out: a stack
            surface.blit(face, spot.move(theme.px(3), -theme.px(3)))
        surface.blit(face, spot)
        if paying and card not in payable:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 24, 36, 150), veil.get_rect(), border_radius=theme.px(6))
            surface.blit(veil, spot)
        elif paying:
            pygame.draw.rect(
                surface,
                art.PATH,
                spot.inflate(4, 4),
                max(2, theme.px(2)),
                border_radius=theme.px(7),
            )
        art.count_badge(surface, (spot.right - theme.px(2), spot.y + theme.px(2)), count, badge_r)


def _ghost(table: GreatTourTable, surface: pygame.Surface, card: str, r: pygame.Rect) -> None:
    """A faint mark of the card type an empty slot holds (where drawn cards will go)."""
    city = table.palette.city_of(card)
    color = (
        theme.mix(table.palette.colors[city], theme.ROW_ALT, 0.7) if city else theme.PANEL_BORDER
    )
    if city:
        art.symbol(surface, table.palette.shapes[city], r.center, r.width * 0.2, color)
    else:
        text(surface, "J", "body_bold", color, r.center, "center")
    if card.endswith("*"):
        text(surface, "VIP", "small", color, (r.centerx, r.bottom - theme.px(10)), "center")


# ------------------------------------------------------------------ journey panel
def draw_journey(table: GreatTourTable, surface: pygame.Surface) -> None:
    rect = table.journey_rect
    theme.panel(surface, rect, theme.PANEL_RAISED if table.can_act else theme.PANEL)
    pad = theme.px(12)
    width = rect.width - 2 * pad
    x, y = rect.x + pad, rect.y + theme.px(10)
    plan = table.controller.plan
    words = table.words
    view = table.view
    if table.match.is_over():
        text(surface, "GAME OVER", "label", theme.TEXT_MUTED, (x, y))
        wrapped(
            surface,
            "Open Results (top bar) to see the scores.",
            "body",
            theme.TEXT,
            (x, y + theme.px(24)),
            width,
        )
        return
    if not table.can_act:
        seat = table.match.to_act()
        text(surface, "TURN", "label", theme.TEXT_MUTED, (x, y))
        if seat is None:
            return
        theme.swatch(
            surface, (x + theme.px(8), y + theme.px(36)), theme.px(7), table.seat_color(seat)
        )
        text(
            surface,
            table.seat_name(seat),
            "body_bold",
            theme.TEXT,
            (x + theme.px(22), y + theme.px(36)),
            "midleft",
            max_width=width - theme.px(22),
        )
        journey = view.get("journey")
        if table.passing_to is not None:
            status = "takes the device…"
        elif journey:
            status = (
                f"pays for {words.city(journey['start'])} → "
                f"{words.city(journey['destination'])}: {len(journey['path'])} segments, "
                f"{sum(journey.get('cost') or [])} cards"
            )
        else:
            status = "is thinking…" if not table.match.seats[seat].is_human else "is playing…"
        wrapped(surface, status, "small", theme.TEXT_MUTED, (x, y + theme.px(52)), width, 3)
        return
    if plan is None:
        text(surface, "YOUR TURN", "label", theme.ACCENT, (x, y))
        if Pass() in table.legal:
            wrapped(
                surface,
                "You can neither draw nor travel: pass.",
                "body",
                theme.TEXT,
                (x, y + theme.px(24)),
                width,
                3,
            )
            return
        y = wrapped(
            surface,
            "• Click a deck to draw route cards.",
            "body",
            theme.TEXT,
            (x, y + theme.px(24)),
            width,
            2,
        )
        wrapped(
            surface,
            "• Or click an active ticket (or the blank tickets) to travel.",
            "body",
            theme.TEXT,
            (x, y + theme.px(4)),
            width,
            3,
        )
        return
    title = "BLANK TICKET" if plan.ticket == BLANK else "TICKET"
    points = R.BLANK_POINTS if plan.ticket == BLANK else table.board.ticket(plan.ticket).points
    text(surface, f"{title} · {points} PT", "label", theme.ACCENT, (x, y))
    y += theme.px(22)
    if plan.start is None or plan.destination is None:
        route = words.city(plan.start) if plan.start else "?"
        text(surface, f"{route} → ?", "body_bold", theme.TEXT, (x, y), max_width=width)
        missing = "start" if plan.start is None else "destination"
        wrapped(
            surface,
            f"Click the {missing} city (ringed on the board).",
            "body",
            theme.TEXT_MUTED,
            (x, y + theme.px(26)),
            width,
            3,
        )
        return
    text(
        surface,
        f"{words.city(plan.start)} → {words.city(plan.destination)}",
        "body_bold",
        theme.TEXT,
        (x, y),
        max_width=width,
    )
    y += theme.px(24)
    if plan.path is None:
        wrapped(surface, "No path between these cities.", "body", theme.WARN, (x, y), width)
        return
    extra = plan.cost - len(plan.costs)
    line = f"{len(plan.path)} segments · {plan.cost} card{'s' if plan.cost != 1 else ''}"
    if extra and render(f"{line} (+{extra} to overtake)", "small", theme.TEXT).get_width() <= width:
        line += f" (+{extra} to overtake)"
    elif extra:
        line += f" (+{extra})"
    text(surface, line, "small", theme.TEXT, (x, y), max_width=width)
    y += theme.px(20)
    if plan.pending:
        paid = plan.paid
        n = sum(paid.values())
        label = text(
            surface,
            f"Paid {n}:" if n else "Click cards to pay",
            "small",
            theme.TEXT_MUTED,
            (x, table.paid_rect.centery),
            "midleft",
        )
        _draw_paid(table, surface, paid, label.right + theme.px(6))
    elif not plan.affordable:
        wrapped(
            surface,
            "Your cards cannot pay this path: draw cards or pick another path.",
            "small",
            theme.WARN,
            (x, y),
            width,
            2,
        )
    else:
        wrapped(
            surface,
            "Click waypoints to change the path, then a card (or Auto-pay) to pay.",
            "small",
            theme.TEXT_MUTED,
            (x, y),
            width,
            2,
        )


def _draw_paid(table: GreatTourTable, surface: pygame.Surface, paid, x: int) -> None:
    r = table.paid_rect
    h = r.height
    w = round(h * 0.7)
    for card, n in sorted(paid.items()):
        for _ in range(n):
            if x + w > r.right:
                text(surface, "…", "body_bold", theme.TEXT, (x, r.centery), "midleft")
                return
            surface.blit(art.card_face(table.palette, card, (w, h)), (x, r.y))
            x += w - theme.px(6) if w > theme.px(20) else w


# ------------------------------------------------------------------ players
def draw_players(table: GreatTourTable, surface: pygame.Surface) -> None:
    rect = table.players_rect
    theme.panel(surface, rect)
    view = table.view
    players = view.get("players", [])
    _header(surface, rect, "PLAYERS", "ticket points")
    to_act = view.get("to_act")
    bonuses = view.get("bonuses", {})
    leaders = set(view.get("most_tokens_seats") or [])
    for seat, (player, row) in enumerate(zip(players, table.player_rects, strict=False)):
        color = table.seat_color(seat)
        if seat == to_act:
            pygame.draw.rect(surface, theme.ROW_SELECTED, row, border_radius=theme.px(8))
            pygame.draw.rect(
                surface, color, (row.x, row.y + theme.px(6), theme.px(4), row.height - theme.px(12))
            )
        elif seat % 2:
            pygame.draw.rect(surface, theme.ROW_ALT, row, border_radius=theme.px(8))
        x = row.x + theme.px(12)
        top = row.y + theme.px(6)
        theme.swatch(surface, (x + theme.px(8), top + theme.px(9)), theme.px(8), color)
        f_small = theme.font("small")
        text(
            surface,
            str(seat + 1),
            "label",
            theme.readable_on(color),
            (x + theme.px(8), top + theme.px(10)),
            "center",
        )
        info = table.match.seats[seat]
        name = info.name + ("" if info.is_human else "  · AI")
        score_w = theme.px(54)
        text(
            surface,
            name,
            "body_bold",
            theme.TEXT,
            (x + theme.px(22), top),
            max_width=row.right - x - theme.px(22) - score_w,
        )
        points = player.get("ticket_points", 0)
        text(
            surface,
            str(points),
            "heading",
            theme.ACCENT,
            (row.right - theme.px(8), top - 2),
            "topright",
        )
        blanks = player.get("blank_tickets", 0)
        tickets = len(player.get("tickets", []))
        where = table.words.city(player["city"]) if player.get("city") else "no journey yet"
        detail = f"{tickets} ticket{'s' if tickets != 1 else ''}"
        if blanks:
            detail += f" + {blanks} blank"
        cards = player.get("hand_size", 0)
        detail += f" · {cards} card{'s' if cards != 1 else ''} · {where}"
        y2 = top + theme.px(21)
        text(
            surface,
            detail,
            "small",
            theme.TEXT_MUTED,
            (x + theme.px(22), y2),
            max_width=row.right - x - theme.px(30),
        )
        # City tokens: symbol chips with counts; bonus cards held at the right.
        y3 = y2 + f_small.get_linesize() + theme.px(4)
        if y3 + theme.px(14) > row.bottom:
            continue
        tx = x + theme.px(22)
        chip = theme.px(15)
        for city in table.palette.cities:
            n = player.get("tokens", {}).get(city, 0)
            ccolor = table.palette.colors[city]
            if not n:
                ccolor = theme.mix(ccolor, theme.PANEL, 0.65)
            art.symbol(
                surface,
                table.palette.shapes[city],
                (tx + chip / 2, y3 + chip / 2),
                chip * 0.45,
                ccolor,
                (20, 20, 26) if n else None,
            )
            text(
                surface,
                str(n),
                "label",
                theme.TEXT if n else theme.TEXT_DISABLED,
                (tx + chip + theme.px(2), y3 + chip // 2),
                "midleft",
            )
            tx += chip + theme.px(20)
        held = _held_bonuses(table, seat, bonuses, leaders)
        bx = row.right - theme.px(8)
        for label, fill, provisional in reversed(held):
            image = render(label, "label", theme.readable_on(fill))
            box = image.get_rect().inflate(theme.px(8), theme.px(2))
            box.midright = (bx, y3 + chip // 2)
            if box.x < tx:
                break
            pygame.draw.rect(
                surface, fill, box, 0 if not provisional else 1, border_radius=box.height // 2
            )
            surface.blit(
                render(label, "label", theme.readable_on(fill) if not provisional else fill),
                image.get_rect(center=box.center),
            )
            bx = box.x - theme.px(4)


def _held_bonuses(table: GreatTourTable, seat: int, bonuses, leaders) -> list:
    out = []
    for city in table.palette.cities:
        if bonuses.get(R.frequent_traveller(city)) == seat:
            out.append((f"FT {city}", table.palette.colors[city], False))
    if bonuses.get(R.FIRST_ALL_FIVE) == seat:
        out.append(("ALL 5", art.GOLD, False))
    most = bonuses.get(R.MOST_TOKENS)
    if most == seat:
        out.append(("MOST", art.GOLD, False))
    elif most is None and seat in leaders:
        out.append(("MOST?", art.GOLD, True))
    return out


# ------------------------------------------------------------------ bonus cards
def draw_bonuses(table: GreatTourTable, surface: pygame.Surface) -> None:
    rect = table.bonus_rect
    theme.panel(surface, rect)
    view = table.view
    bonuses = view.get("bonuses", {})
    leaders = view.get("most_tokens_seats") or []
    _header(surface, rect, "BONUS CARDS", "holder below")
    cities = table.palette.cities
    ids = [R.frequent_traveller(c) for c in cities] + [R.FIRST_ALL_FIVE, R.MOST_TOKENS]
    pad = theme.px(12)
    top = rect.y + theme.px(30)
    gap = theme.px(5)
    w = (rect.width - 2 * pad - gap * (len(ids) - 1)) // len(ids)
    h = rect.bottom - theme.px(8) - top - theme.px(16)
    for i, bonus in enumerate(ids):
        r = pygame.Rect(rect.x + pad + i * (w + gap), top, w, h)
        if i < len(cities):
            city = cities[i]
            fill = table.palette.colors[city]
            pygame.draw.rect(surface, fill, r, border_radius=theme.px(5))
            art.symbol(
                surface,
                table.palette.shapes[city],
                (r.centerx, r.y + r.height * 0.38),
                min(w, h) * 0.2,
                (250, 248, 240),
                (20, 20, 26),
            )
            value = R.FREQUENT_TRAVELLER_POINTS
        else:
            pygame.draw.rect(surface, (60, 52, 30), r, border_radius=theme.px(5))
            pygame.draw.rect(surface, art.GOLD, r, max(1, theme.px(2)), border_radius=theme.px(5))
            label = "ALL" if bonus == R.FIRST_ALL_FIVE else "MOST"
            size = theme.px(14)
            f = fonts.font("bold", size)
            while f.size(label)[0] > r.width - theme.px(4) and size > 7:
                size -= 1
                f = fonts.font("bold", size)
            image = f.render(label, True, art.GOLD)
            surface.blit(image, image.get_rect(center=(r.centerx, round(r.y + r.height * 0.38))))
            value = R.FIRST_ALL_FIVE_POINTS if bonus == R.FIRST_ALL_FIVE else R.MOST_TOKENS_POINTS
        text(
            surface, str(value), "label", theme.TEXT, (r.centerx, r.bottom - theme.px(9)), "center"
        )
        holder = bonuses.get(bonus)
        spot = (r.centerx, r.bottom + theme.px(9))
        if holder is not None:
            theme.swatch(surface, spot, theme.px(6), table.seat_color(holder))
        elif bonus == R.MOST_TOKENS and leaders:
            for k, seat in enumerate(leaders[:3]):
                pygame.draw.circle(
                    surface,
                    table.seat_color(seat),
                    (spot[0] + (k - (len(leaders[:3]) - 1) / 2) * theme.px(9), spot[1]),
                    theme.px(4),
                    1,
                )
        else:
            text(surface, "–", "small", theme.TEXT_DISABLED, spot, "center")


# ------------------------------------------------------------------ tooltip
def tooltip_text(table: GreatTourTable) -> str | None:
    hover = table.hover
    view = table.view
    words = table.words
    if hover is None:
        seg = table.hover_segment
        if seg is None or not view.get("players"):
            return None
        segment = table.board.segment(seg)
        owners = [table.seat_name(i) for i, p in enumerate(view["players"]) if seg in p["coaches"]]
        viewer = table.viewer
        others = [
            table.seat_name(i)
            for i, p in enumerate(view["players"])
            if seg in p["coaches"] and i != viewer
        ]
        name = f"{_node(table, segment.a)} – {_node(table, segment.b)}"
        if segment.red:
            name += " (red: 5–6 players)"
        if not owners:
            return f"{name}: free, costs 1 card"
        cost = 1 + len(others)
        return f"{name}: {', '.join(owners)} · costs {'you ' if viewer is not None else ''}{cost}"
    kind = hover[0]
    if kind == "player":
        return _player_tooltip(table, hover[1])
    if kind == "city":
        here = [
            table.seat_name(i)
            for i, p in enumerate(view.get("players", []))
            if p.get("city") == hover[1]
        ]
        line = words.city(hover[1])
        return line + (f" · big coach: {', '.join(here)}" if here else "")
    if kind == "waypoint":
        return table.board.waypoint(hover[1]).label + " (waypoint)"
    if kind in ("ticket", "future"):
        card = table.board.ticket(hover[1])
        return f"{hover[1]}: {words.ticket(hover[1])}, {card.points} points"
    if kind == "blank":
        return "Blank ticket: travel to any other city with any cards; 1 point, no token"
    if kind == "deck":
        size = view.get("decks", {}).get(hover[1], 0)
        draws = dict(zip(R.DECKS, R.DRAW_SIZE, strict=True))[hover[1]]
        what = {
            "regular": "city cards",
            "joker": "city cards and jokers",
            "vip": "city cards, VIP cards and VIP jokers",
        }[hover[1]]
        return f"{words.deck(hover[1]).capitalize()} deck ({what}): {size} left, draw {draws}"
    if kind == "hand":
        n = view.get("hand", {}).get(hover[1], 0)
        extra = {"J": " (any city)", "J*": " (any city; pays a segment alone)"}.get(hover[1], "")
        if hover[1].endswith("*") and hover[1] != "J*":
            extra = " (pays a segment alone)"
        return f"{words.card(hover[1])}{extra} ×{n}"
    return None


def _player_tooltip(table: GreatTourTable, seat: int) -> str | None:
    """A player's tickets, one a line (everyone's tickets are public)."""
    players = table.view.get("players", [])
    if seat >= len(players):
        return None
    player = players[seat]
    tickets = player.get("tickets", [])
    blanks = player.get("blank_tickets", 0)
    lines = [f"{table.seat_name(seat)}: {player.get('ticket_points', 0)} ticket points"]
    for ticket in tickets:
        card = table.board.ticket(ticket)
        lines.append(f"{table.words.ticket(ticket)}  · {card.points} pt")
    if blanks:
        lines.append(f"{blanks} blank ticket{'s' if blanks != 1 else ''}  · {blanks} pt")
    if not tickets and not blanks:
        lines.append("no tickets yet")
    return "\n".join(lines)


def _node(table: GreatTourTable, node: str) -> str:
    if node in table.palette.colors:
        return table.words.city(node)
    return table.board.waypoint(node).label


def draw_tooltip(table: GreatTourTable, surface: pygame.Surface) -> None:
    if table.app.top is not table or table.animations.busy:
        return
    value = tooltip_text(table)
    if not value:
        return
    images = [render(line, "small", theme.TEXT, theme.px(460)) for line in value.split("\n")]
    line_h = theme.font("small").get_linesize()
    width = max(image.get_width() for image in images)
    box = pygame.Rect(0, 0, width + theme.px(16), line_h * len(images) + theme.px(10))
    box.topleft = (table.mouse[0] + theme.px(16), table.mouse[1] + theme.px(18))
    if box.right > surface.get_width():  # near the right edge: open to the left
        box.topright = (table.mouse[0] - theme.px(8), box.y)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (12, 15, 24), box.move(2, 3), border_radius=theme.px(6))
    pygame.draw.rect(surface, theme.PANEL_RAISED, box, border_radius=theme.px(6))
    pygame.draw.rect(surface, theme.PANEL_BORDER, box, 1, border_radius=theme.px(6))
    y = box.y + theme.px(5)
    for image in images:
        surface.blit(image, (box.x + theme.px(8), y))
        y += line_h
