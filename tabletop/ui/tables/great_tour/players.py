"""The right column's two panels: the players (name, ticket points, tickets, cards, where the big
coach stands, city tokens and bonus cards held; hover a row for its tickets) and the bonus
cards (value and holder)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

import pygame

from tabletop.controller.great_tour import SeatTarget
from tabletop.controller.reply import Target
from tabletop.core.i18n import _, ngettext
from tabletop.games.great_tour import rules as R
from tabletop.games.great_tour.view import PlayerView
from tabletop.ui import fonts, theme
from tabletop.ui.phone_tag import draw_phone_tag, tag_width
from tabletop.ui.seats import SeatRows, SeatsPanel
from tabletop.ui.theme import Space, Stroke
from tabletop.ui.widgets import Panel
from tabletop.ui.words import FULL_TAG, LEVEL_TAG, SHORT_TAG, ai_tag, says_computer

from . import art
from . import layout as L
from .common import header, seat_badge
from .context import TourTable

#: A bonus held: (label, colour, only provisional — the most-tokens leader before the end).
Held = tuple[str, theme.Color, bool]


class PlayersPanel(SeatsPanel):
    """The kit's seats panel with the tour's rows: a numbered badge, the name (an AI tag after
    it), the ticket points, a detail line, the city tokens and the bonus cards held."""

    shape = SeatRows(
        header=L.PLAYERS_HEADER_H - L.ROW_INSET,
        row_max=None,
        gap=Stroke.THIN,
        inset=L.ROW_INSET,
        striped=True,
        row=L.PLAYER_ROW_H,
    )

    table: TourTable

    def __init__(self, table: TourTable) -> None:
        super().__init__(table)
        #: The AI tags' length this frame, one for the panel (``words.ai_tag``'s tiers) so no
        #: row says "Strong" where another says only "AI": beside the names (``SHORT_TAG``:
        #: none fits there, they lead the detail lines), and in the detail lines.
        self._name_tier = self._detail_tier = FULL_TAG
        #: The levels go beside the names in small type, without a pill (``_aside_fits``).
        self._aside = False

    def draw(self, surface: pygame.Surface) -> None:
        rows = list(enumerate(self.rows()))
        self._name_tier = max((self._name_fit(seat, row) for seat, row in rows), default=FULL_TAG)
        self._detail_tier = FULL_TAG
        self._aside = self._name_tier == SHORT_TAG and all(
            self._aside_fits(seat, row) for seat, row in rows
        )
        if (
            self._name_tier == SHORT_TAG and not self._aside
        ):  # the fullest every line holds (a line that holds
            # none, a long one, is drawn smaller whatever its tag: it does not count)
            fits = [self._detail_line(seat, row, FULL_TAG)[1] for seat, row in rows]
            self._detail_tier = max((t for t in fits if t is not None), default=SHORT_TAG)
        super().draw(surface)

    def _rooms(self, seat: int, row: pygame.Rect) -> tuple[int, int, int]:
        """Where a row's name and detail line start, the name's room (left of the points)
        and the detail line's."""
        indent = row.x + theme.px(Space.L) + theme.px(L.NAME_INDENT)
        points = str(self.table.tour_view["players"][seat]["ticket_points"])
        score_x = row.right - theme.px(Space.M) - theme.font("heading").size(points)[0]
        return indent, score_x - theme.px(Space.S) - indent, row.right - indent - theme.px(Space.M)

    def _computer_name_room(self, seat: int, row: pygame.Rect) -> tuple[str, str, int] | None:
        """A computer seat's agent, its name and the name's room in ``row``; None for a human
        (a phone seat is one)."""
        info = self.table.match.seats[seat]
        if info.agent is None or self.table.phone_mark(seat) is not None:
            return None
        _indent, room, _detail = self._rooms(seat, row)
        return info.agent, self.table.seat_name(seat), room

    def _tag_width(self, tag: str) -> int:
        """The room an AI tag's pill takes after the name."""
        return theme.font("label").size(tag)[0] + theme.px(L.AI_TAG_PAD) * 2 + theme.px(Space.XS)

    def _name_fit(self, seat: int, row: pygame.Rect) -> int:
        """The fullest AI tag's tier that fits beside ``seat``'s name at full size
        (``SHORT_TAG``: none does); ``FULL_TAG`` for a human."""
        computer = self._computer_name_room(seat, row)
        if computer is None:
            return FULL_TAG
        agent, name, room = computer
        plain = says_computer(seat, name)
        for tier in (FULL_TAG, LEVEL_TAG):
            tag_w = self._tag_width(ai_tag(agent, tier, plain))
            if theme.font("body_bold").size(name)[0] <= room - tag_w:
                return tier
        return SHORT_TAG

    def _aside_fits(self, seat: int, row: pygame.Rect) -> bool:
        """Whether ``seat``'s level fits beside its name in small type (at its smallest at
        worst) where the names have no room for the tags' pills: there, not leading the
        detail line, which a blank ticket makes too long for it (Polish "komputer · 0 biletów
        + 1 pusty · 1 karta" beside rows saying "Standardowy · …"). True for a human."""
        computer = self._computer_name_room(seat, row)
        if computer is None:
            return True
        agent, name, room = computer
        level = ai_tag(agent, LEVEL_TAG, says_computer(seat, name))
        aside = room - theme.font("body_bold").size(name)[0] - theme.px(Space.S)
        return theme.line_fits(level, "small", aside)

    def _detail_line(self, seat: int, row: pygame.Rect, floor: int) -> tuple[str, int | None]:
        """``seat``'s detail line (led by its AI tag, at ``floor`` or shorter, when the names
        have no room for the tags, nor for the levels beside them) and the tag's tier it
        took."""
        info = self.table.match.seats[seat]
        agent = info.agent if self._name_tier == SHORT_TAG and not self._aside else None
        _indent, _room, room = self._rooms(seat, row)
        player = self.table.tour_view["players"][seat]
        return self._detail(player, room, agent, says_computer(seat, info.name), floor)

    @classmethod
    def height_for(cls, seats: int) -> int:
        """The header and ``PLAYER_ROW_H`` per player, scaled as one length (the bottom inset
        comes out of the rows)."""
        return theme.px(L.PLAYERS_HEADER_H + seats * L.PLAYER_ROW_H)

    def draw_header(self, surface: pygame.Surface) -> None:
        """The title line as every panel of the tour's table has it."""
        header(surface, self.rect, _("PLAYERS"), _("ticket points"))

    def target(self, seat: int) -> Target | None:
        return SeatTarget(seat)

    def anchor(self, seat: int) -> tuple[int, int]:
        """Where things fly to a player (cards drawn blind)."""
        rows = self.rows()
        if 0 <= seat < len(rows):
            r = rows[seat]
            return (r.x + r.width * 3 // 4, r.centery)
        return self.rect.center

    def draw_row(self, surface: pygame.Surface, seat: int, row: pygame.Rect) -> None:
        table = self.table
        player = table.tour_view["players"][seat]
        color = table.seat_color(seat)
        x = row.x + theme.px(Space.L)
        top = row.y + theme.px(Space.S)
        indent = x + theme.px(L.NAME_INDENT)
        badge = (x + theme.px(Space.M), top + theme.px(L.SEAT_BADGE_DROP))
        if table.seat_mark(seat) is None:
            theme.swatch(surface, badge, theme.px(Space.M), color)
            theme.text(surface, str(seat + 1), "label", theme.readable_on(color), badge, "center")
        else:  # colour-blind mode: the seat's shape, as on its coaches
            seat_badge(surface, table, seat, badge, theme.px(Space.M))
        points = (row.right - theme.px(Space.M), top - Stroke.THIN)
        score = theme.text(
            surface, str(player["ticket_points"]), "heading", theme.ACCENT, points, "topright"
        )
        self._name(surface, seat, (indent, top), score.x - theme.px(Space.S) - indent)
        detail_y = top + theme.px(L.DETAIL_DROP)
        room = row.right - indent - theme.px(Space.M)
        theme.text(
            surface,
            self._detail_line(seat, row, self._detail_tier)[0],
            "small",
            theme.TEXT_MUTED,
            (indent, detail_y),
            max_width=room,
        )
        # City tokens: symbol chips with counts; bonus cards held at the right.
        tokens_y = detail_y + theme.font("small").get_linesize() + theme.px(Space.XS)
        chip = theme.px(L.TOKEN_CHIP)
        if tokens_y + chip > row.bottom:
            return
        tx = self._tokens(surface, player, indent, tokens_y, chip)
        self._held(surface, seat, row.right - theme.px(Space.M), tokens_y + chip // 2, tx)

    def _name(self, surface: pygame.Surface, seat: int, pos: tuple[int, int], room: int) -> bool:
        """The player's name, whole (a smaller size when long), and for a computer player its
        level's tag after it ("AI · Strong", the panel's length of it) when the names have
        room for the tags at full size; else the tags go to the line below (``_detail``).
        True when the tag is drawn here."""
        table = self.table
        name = table.seat_name(seat)
        phone = table.phone_mark(seat)
        agent = table.match.seats[seat].agent
        tag, tag_w = "", 0
        if phone is not None:
            tag_w = tag_width(phone) + theme.px(Space.S)
        elif agent is not None and self._name_tier != SHORT_TAG:
            # This seat's fullest tag that fits, no longer than the panel's.
            tiers = [t for t in (FULL_TAG, LEVEL_TAG) if t >= self._name_tier]
            plain = says_computer(seat, name)
            for tier in tiers:
                tag = ai_tag(agent, tier, plain)
                tag_w = self._tag_width(tag)
                if theme.font("body_bold").size(name)[0] <= room - tag_w or tier == tiers[-1]:
                    break
        drawn = theme.text(surface, name, "body_bold", theme.TEXT, pos, max_width=room - tag_w)
        if phone is not None:  # a phone seat: how its phone is, after the name
            at = (drawn.right + theme.px(Space.S), drawn.centery)
            draw_phone_tag(surface, phone, at, pos[0] + room - at[0])
        elif agent is not None and self._aside:  # the level beside the name, small
            at = (drawn.right + theme.px(Space.S), drawn.centery)
            level = ai_tag(agent, LEVEL_TAG, says_computer(seat, name))
            muted = theme.TEXT_MUTED
            theme.text(
                surface, level, "small", muted, at, "midleft", max_width=pos[0] + room - at[0]
            )
            return True
        if not tag:
            return phone is not None
        box = pygame.Rect((0, 0), theme.font("label").size(tag))
        box.inflate_ip(theme.px(L.AI_TAG_PAD) * 2, theme.px(Space.XXS))
        box.midleft = (drawn.right + theme.px(Space.XS), drawn.centery)
        pygame.draw.rect(
            surface,
            theme.TEXT_MUTED,
            box,
            max(1, theme.px(Stroke.HAIR)),
            border_radius=box.height // 2,
        )
        theme.text(surface, tag, "label", theme.TEXT_MUTED, box.center, "center", box=box)
        return True

    def _detail(
        self,
        player: PlayerView,
        room: int,
        agent: str | None = None,
        plain: bool = False,
        floor: int = FULL_TAG,
    ) -> tuple[str, int | None]:
        """``2 tickets + 1 blank · 7 cards · Paris`` (after the AI tag, ``AI · Strong ·``, when
        the names have no room for it; under "Computer 2", ``plain``, the level alone), and
        the tag's tier it took (None: no line fits, the last is drawn smaller); where the big
        coach stands is left out when the row is too
        narrow for it (the board shows it, and the pointer over the player says
        everything), and the AI tag is shortened, from ``floor``, to the fullest that fits."""
        tickets, blanks = len(player["tickets"]), player["blank_tickets"]
        words = ngettext("{n} ticket", "{n} tickets", tickets).format(n=tickets)
        if blanks:
            words = ngettext("{tickets} + {n} blank", "{tickets} + {n} blank", blanks).format(
                tickets=words, n=blanks
            )
        cards = player["hand_size"]
        held = ngettext("{n} card", "{n} cards", cards).format(n=cards)
        city = player["city"]
        where = self.table.controller.names.city(city) if city else _("no journey yet")
        small = theme.font("small")

        def line(tier: int, at: bool) -> str:  # ``at``: with where the coach stands
            first = (ai_tag(agent, tier, plain),) if agent else ()
            return " · ".join((*first, words, held, *((where,) if at else ())))

        # The fuller AI tag first (the board shows where the coach stands), then the city.
        tiers = [t for t in (FULL_TAG, LEVEL_TAG, SHORT_TAG) if t >= floor] if agent else [floor]
        for tier in tiers:
            for at in (True, False):
                if small.size(line(tier, at))[0] <= room:
                    return line(tier, at), tier
        # None fits (drawn smaller): the panel's level where it is no wider than "AI" (said as
        # the other rows say it), else the shortest.
        said, shortest = line(max(tiers[0], LEVEL_TAG), False), line(tiers[-1], False)
        return (said if small.size(said)[0] <= small.size(shortest)[0] else shortest), None

    def _tokens(
        self, surface: pygame.Surface, player: PlayerView, x: int, y: int, chip: int
    ) -> int:
        """A chip per city with the tokens held; returns where the chips end."""
        palette = self.table.palette
        for city in palette.cities:
            n = player["tokens"].get(city, 0)
            color = palette.colors[city]
            if not n:
                color = theme.mix(color, theme.PANEL, 0.65)
            art.symbol(
                surface,
                palette.shapes[city],
                (x + chip / 2, y + chip / 2),
                chip * 0.45,
                color,
                (20, 20, 26) if n else None,
            )
            count = (x + chip + theme.px(Space.XXS), y + chip // 2)
            ink = theme.TEXT if n else theme.TEXT_DISABLED
            theme.text(surface, str(n), "label", ink, count, "midleft")
            x += theme.px(L.TOKEN_STEP)
        return x

    def _held(self, surface: pygame.Surface, seat: int, right: int, y: int, left: int) -> None:
        """The bonus cards ``seat`` holds, right to left, as far as there is room."""
        view = self.table.tour_view
        held = held_bonuses(self.table, seat, view["bonuses"], set(view["most_tokens_seats"]))
        for label, fill, provisional in reversed(held):
            ink = fill if provisional else theme.readable_on(fill)
            box = pygame.Rect((0, 0), theme.font("label").size(label))
            box.inflate_ip(theme.px(Space.M), theme.px(Space.XXS))
            box.midright = (right, y)
            if box.x < left:
                break
            width = 1 if provisional else 0
            pygame.draw.rect(surface, fill, box, width, border_radius=box.height // 2)
            theme.text(surface, label, "label", ink, box.center, "center", box=box)
            right = box.x - theme.px(Space.XS)


def held_bonuses(
    table: TourTable, seat: int, bonuses: Mapping[str, int | None], leaders: Collection[int]
) -> list[Held]:
    """The bonus cards ``seat`` holds (the most-tokens card provisionally while it leads)."""
    palette = table.palette
    out: list[Held] = []
    for city in palette.cities:
        if bonuses.get(R.frequent_traveller(city)) == seat:
            # Translators: a badge (a few letters): the frequent traveller card of {city}.
            out.append((_("FT {city}").format(city=city), palette.colors[city], False))
    if bonuses.get(R.FIRST_ALL_FIVE) == seat:
        # Translators: a badge (a few letters): the card "first in all {n} cities".
        out.append((_("ALL {n}").format(n=len(palette.cities)), art.GOLD, False))
    most = bonuses.get(R.MOST_TOKENS)
    if most == seat:
        # Translators: a badge (a few letters): the card "most city tokens".
        out.append((_("MOST"), art.GOLD, False))
    elif most is None and seat in leaders:
        out.append((_("MOST?"), art.GOLD, True))
    return out


class BonusesPanel(Panel):
    """The bonus cards in play: per city its frequent-traveller card, then the first in all
    cities and the most city tokens, each with its value and holder."""

    def __init__(self, table: TourTable) -> None:
        super().__init__()
        self.table = table

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        rect = self.rect
        theme.panel(surface, rect)
        view = table.tour_view
        bonuses = view["bonuses"]
        leaders = view["most_tokens_seats"]
        header(surface, rect, _("BONUS CARDS"), _("holder below"))
        cities = table.palette.cities
        ids = [R.frequent_traveller(c) for c in cities] + [R.FIRST_ALL_FIVE, R.MOST_TOKENS]
        inset = theme.px(L.INSET)
        top = rect.y + theme.px(L.HEADER_H)
        gap = theme.px(L.BONUS_CARD_GAP)
        w = (rect.width - 2 * inset - gap * (len(ids) - 1)) // len(ids)
        h = rect.bottom - theme.px(Space.M) - top - theme.px(L.BONUS_HOLDER_H)
        radius = theme.px(L.BONUS_CARD_RADIUS)
        for i, bonus in enumerate(ids):
            r = pygame.Rect(rect.x + inset + i * (w + gap), top, w, h)
            if i < len(cities):
                city = cities[i]
                pygame.draw.rect(surface, table.palette.colors[city], r, border_radius=radius)
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
                pygame.draw.rect(surface, (60, 52, 30), r, border_radius=radius)
                border = max(1, theme.px(Stroke.THIN))
                pygame.draw.rect(surface, art.GOLD, r, border, border_radius=radius)
                first = bonus == R.FIRST_ALL_FIVE
                # Translators: a small card's word (a few letters): "first in all five cities".
                label = _("ALL") if first else _("MOST")
                # The word is centred at 38 % of the card's height: it may be 76 % of it tall.
                f = _fitted_font(label, r.width - theme.px(Space.XS), round(r.height * 0.76))
                at = (r.centerx, round(r.y + r.height * 0.38))
                theme.write(surface, label, f, art.GOLD, at, "center", box=r)
                value = R.FIRST_ALL_FIVE_POINTS if first else R.MOST_TOKENS_POINTS
            where = (r.centerx, r.bottom - theme.px(L.BONUS_VALUE_RISE))
            theme.text(surface, str(value), "label", theme.TEXT, where, "center")
            self._holder(surface, bonuses.get(bonus), bonus, leaders, r)

    def _holder(
        self,
        surface: pygame.Surface,
        holder: int | None,
        bonus: str,
        leaders: list[int],
        card: pygame.Rect,
    ) -> None:
        table = self.table
        spot = (card.centerx, card.bottom + theme.px(L.BONUS_VALUE_RISE))
        if holder is not None:
            seat_badge(surface, table, holder, spot, theme.px(Space.S))
        elif bonus == R.MOST_TOKENS and leaders:
            shown = leaders[:3]
            step = theme.px(L.LEADER_STEP)
            for k, seat in enumerate(shown):
                x = spot[0] + (k - (len(shown) - 1) / 2) * step
                pygame.draw.circle(
                    surface, table.seat_color(seat), (x, spot[1]), theme.px(Space.XS), 1
                )
        else:
            theme.text(surface, "–", "small", theme.TEXT_DISABLED, spot, "center")


def _fitted_font(label: str, width: int, height: int) -> pygame.font.Font:
    """The largest bold size up to the label role's that shows ``label`` in ``width`` ×
    ``height``."""
    size = theme.px(L.BONUS_LABEL_MAX)
    f = fonts.font("bold", size)
    while (f.size(label)[0] > width or f.get_height() > height) and size > L.BONUS_LABEL_MIN:
        size -= 1
        f = fonts.font("bold", size)
    return f


__all__ = ["BonusesPanel", "PlayersPanel", "held_bonuses"]
