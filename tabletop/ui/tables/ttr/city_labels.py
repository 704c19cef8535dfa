"""The TTR board's city names (``CityLabels``): where each goes — placed once per window size
at zoom 1 where it covers the fewest car spaces, never over another name, a city's dot or the
buttons on the board if it can be helped, a size smaller when no place is free — and its
parchment plate. Names lie UNDER the cars in the board picture, so a name crossing a track loses
letters rather than the track its cars."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from tabletop.games.ttr.board import TtrBoard
from tabletop.ui import fonts, theme
from tabletop.ui.cache import SurfaceCache
from tabletop.ui.theme import px

from .geometry import Point
from .layout import Board

#: A city's name: its ink, and the room round it on its plate (sideways, up and down).
LABEL_INK = (40, 32, 24)
LABEL_PAD = (4, 1)


#: Each name's place in board units and its type size (``CityLabels.boxes`` and ``sizes``).
Placement = tuple[dict[str, tuple[float, float, float, float]], dict[str, int]]


class CityLabels:
    """Every city's name: its place in board units and its type size, and how it is drawn."""

    def __init__(self, board: TtrBoard) -> None:
        self.board = board
        #: Each name's place in board units (x, y, w, h), from the layout at zoom 1.
        self.boxes: dict[str, tuple[float, float, float, float]] = {}
        #: Each name's type size at zoom 1 (a name with no free place may be set smaller).
        self.sizes: dict[str, int] = {}
        # Every name's plate at its one placed size (a relayout may add a size's set).
        self._plates = SurfaceCache(limit=2 * len(board.cities) + 8)

    def place(
        self,
        rect: pygame.Rect,
        fit_scale: float,
        fit_point: Callable[[Point], tuple[int, int]],
        cars: pygame.mask.Mask,
        city_r: float,
        keep_out: Sequence[pygame.Rect],
    ) -> None:
        """Put each city's name where it covers the fewest car spaces (the cars are drawn over
        the names, so a name crossing a track loses letters rather than the track its cars):
        below, above, beside or diagonally off its dot, a little farther out if that helps,
        a size smaller when no place is free; never over another name or city if avoidable.
        Placed on the board's ``rect`` at zoom 1 (``fit_scale`` pixels per board unit,
        ``fit_point`` where a board point is drawn; ``cars``: every car space there, cities'
        dots of ``city_r`` board units; ``keep_out``: the buttons on the board) and kept in
        board units (a zoom only spreads them apart)."""
        self.boxes.clear()
        self.sizes.clear()
        taken = pygame.mask.Mask(rect.size)
        for out in keep_out:
            local = out.move(-rect.x, -rect.y)
            taken.draw(pygame.mask.Mask(out.size, fill=True), local.topleft)
        dots = pygame.mask.Mask(rect.size)
        ox, oy = rect.topleft
        r = max(4, round(city_r * fit_scale))
        fit_cities = {cid: fit_point((c.x, c.y)) for cid, c in self.board.cities.items()}
        for x, y in fit_cities.values():
            dot = pygame.mask.Mask((2 * r + 3, 2 * r + 3), fill=True)
            dots.draw(dot, (x - ox - r - 1, y - oy - r - 1))
        base = self.font().get_height()
        sizes = [self.font_size()]
        sizes += [size for size in (sizes[0] - 1, sizes[0] - 2) if size >= Board.LABEL_MIN]
        k = fit_scale
        for cid, c in self.board.cities.items():
            x, y = fit_cities[cid]
            best: tuple[float, pygame.Rect, int] | None = None
            for shrink, size in enumerate(sizes):
                w, h = label_size(c.name, fonts.font("bold", size))
                for spot, dislike in _spots(x, y, r, w, h, base):
                    local = spot.move(-ox, -oy)
                    plate = pygame.mask.Mask(spot.size, fill=True)
                    cost = (dislike + Board.LABEL_SHRINK * shrink) * w * h
                    cost += cars.overlap_area(plate, local.topleft)
                    cost += 4 * taken.overlap_area(plate, local.topleft)
                    cost += 3 * dots.overlap_area(plate, local.topleft)
                    if not rect.contains(spot):
                        cost += 10 * w * h
                    if best is None or cost < best[0]:
                        best = (cost, spot, size)
                if best is not None and best[0] < Board.LABEL_CORNER * w * h:
                    break  # a free place at this size, or nearly: no need to shrink
            assert best is not None
            _cost, spot, size = best
            taken.draw(pygame.mask.Mask(spot.size, fill=True), spot.move(-ox, -oy).topleft)
            self.boxes[cid] = (
                (spot.x - rect.centerx) / k + self.board.width / 2,
                (spot.y - rect.centery) / k + self.board.height / 2,
                spot.width / k,
                spot.height / k,
            )
            self.sizes[cid] = size

    def placement(self) -> Placement:
        """Where the names are now (a copy: ``take`` gives it to another table's names)."""
        return dict(self.boxes), dict(self.sizes)

    def take(self, placement: Placement) -> None:
        """Put the names where ``placement`` (from ``placement()``, for the same board laid
        out the same way) says."""
        boxes, sizes = placement
        self.boxes.clear()
        self.boxes.update(boxes)
        self.sizes.clear()
        self.sizes.update(sizes)

    def font_size(self) -> int:
        """The names' type size at zoom 1 (a little larger on a board of few cities)."""
        few = len(self.board.cities) < 30
        return max(9, round(px(Board.LABEL_FONT) * (1.15 if few else 1.0)))

    def font(self, city: str | None = None) -> pygame.font.Font:
        """The names' type at zoom 1 (``city``'s own size, once placed)."""
        size = self.sizes.get(city, 0) if city is not None else 0
        return fonts.font("bold", size or self.font_size())

    def draw(
        self, surface: pygame.Surface, text: str, f: pygame.font.Font, center: tuple[int, int]
    ) -> None:
        """A city's name on a parchment plate, centred on ``center``."""
        size = label_size(text, f)
        plate = self._plates.get(size, lambda: _plate(size))
        rect = plate.get_rect(center=center)
        surface.blit(plate, rect)
        pad_x, pad_y = LABEL_PAD
        theme.write(surface, text, f, LABEL_INK, (rect.x + pad_x, rect.y + pad_y))

    def paint(self, surface: pygame.Surface, k: float, fit_scale: float) -> None:
        """Every placed name into the board picture at ``k`` pixels per board unit, each at its
        placed size scaled from zoom 1 (``fit_scale``) to the picture's resolution."""
        ratio = k / fit_scale  # picture pixels per screen pixel at zoom 1
        for cid, (x, y, w, h) in self.boxes.items():
            size = max(1, round(self.sizes[cid] * ratio))
            center = (round((x + w / 2) * k), round((y + h / 2) * k))
            self.draw(surface, self.board.cities[cid].name, fonts.font("bold", size), center)


def _spots(x: int, y: int, r: int, w: int, h: int, step: int) -> list[tuple[pygame.Rect, float]]:
    """Places for a ``w`` × ``h`` name of the city at (x, y) with a dot of radius ``r``, each
    with how much it is disliked (a share of the name's area, weighed against the car pixels
    it would cover): below, above, right, left; the four diagonals; then the same a line
    (``step``) farther out, where the name reads less clearly as the city's."""
    spots = []
    for far, dislike in ((0, 0.0), (step, Board.LABEL_FAR)):
        d = r + 1 + far
        near = [
            pygame.Rect(x - w // 2, y + d, w, h),
            pygame.Rect(x - w // 2, y - d - h, w, h),
            pygame.Rect(x + d + 1, y - h // 2, w, h),
            pygame.Rect(x - d - 1 - w, y - h // 2, w, h),
        ]
        corners = [
            pygame.Rect(x + r // 2 + far, y + r // 2 + far, w, h),
            pygame.Rect(x - r // 2 - far - w, y + r // 2 + far, w, h),
            pygame.Rect(x + r // 2 + far, y - r // 2 - far - h, w, h),
            pygame.Rect(x - r // 2 - far - w, y - r // 2 - far - h, w, h),
        ]
        spots += [(rect, dislike + 0.001 * k) for k, rect in enumerate(near)]
        spots += [(rect, dislike + Board.LABEL_CORNER) for rect in corners]
        # Slid along their side: a name above or below a third off centre, beside half a line.
        slid = [near[0].move(dx, 0) for dx in (-w // 3, w // 3)]
        slid += [near[1].move(dx, 0) for dx in (-w // 3, w // 3)]
        slid += [near[k].move(0, dy) for k in (2, 3) for dy in (-h // 2, h // 2)]
        spots += [(rect, dislike + Board.LABEL_SLID) for rect in slid]
    return spots


def label_size(text: str, f: pygame.font.Font) -> tuple[int, int]:
    """The parchment plate of a city's name: the name with room round it."""
    w, h = f.size(text)
    return w + 2 * LABEL_PAD[0], h + 2 * LABEL_PAD[1]


def _plate(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (250, 244, 228, 215), plate.get_rect(), border_radius=h // 2)
    pygame.draw.rect(plate, (120, 100, 70, 150), plate.get_rect(), 1, border_radius=h // 2)
    return plate
