"""Where the TTR table's panels go, and the sizes its panels and dialogs are drawn with.

The panel rectangles are the map's ``ui`` rectangles, fitted to the window by the tables' one
fitter (``tabletop/ui/map_layout.py``): the board keeps its aspect and is as large as the frame
allows; the panels right of it stretch over the rest of the width, the panels below it over the
rest of the height (so a user's map can rearrange its panels).

Every length is in reference pixels (``theme.px``): the spacing scale ``theme.Space`` for gaps
and insets, ``theme.Stroke`` for lines, and the named component sizes below for the rest.
"""

from __future__ import annotations

from tabletop.ui import theme

#: Width / height of a train card.
CARD_ASPECT = 0.68


class Board:
    #: The drop shadow round the board, and how far down it falls.
    SHADOW = 6
    SHADOW_DROP = 3
    #: A city's highlight ring: its gap from the dot, and the dark ring under it.
    RING_GAP = 5
    RING_SHADOW = 5
    LABEL_FONT = 11
    #: The smallest type a city's name is set in (when no place is free at the usual size).
    LABEL_MIN = 9
    #: How much a name's place is disliked, as a share of its area weighed against the car
    #: pixels it would cover: diagonal to its dot, slid along its side, a line farther out,
    #: a size smaller.
    LABEL_CORNER = 0.04
    LABEL_SLID = 0.03
    LABEL_FAR = 0.12
    LABEL_SHRINK = 0.05
    #: The least distance (screen pixels) at which a track still takes a click.
    TRACK_REACH = 9.0
    #: A seat's badge on a claimed car (colour-blind mode), as a share of the car's width.
    BADGE_SHARE = 1.35
    #: The largest zoom (the wheel goes from the whole board up to this).
    MAX_ZOOM = 3.0
    #: The board picture is painted at most this many pixels per map pixel: sharp at the
    #: largest zoom in a 1920×1080 window, about 30 MB for Europe.
    MAX_RESOLUTION = 2.0


class Panels:
    """Sizes shared by the panels around the board."""

    #: The inset of a panel's content from its edge.
    INSET = 10
    #: The height of a panel's header line (title, right-hand note).
    HEADER = 24
    #: The gap left between two panels.
    GAP = 8
    #: The corner radius of highlight rings and rows.
    ROW_RADIUS = 8
    #: A count badge on a deck.
    BADGE = 12


class Seats:
    ROW_MAX = 66
    ROW_GAP = 3
    #: Rows lower than this are "tight": smaller type, one line.
    TIGHT = 44
    ICON = 14
    ICON_TIGHT = 11
    SWATCH = 10
    SWATCH_TIGHT = 8
    STAT_GAP = 10
    #: The seat's colour dot before a log line.
    LOG_SWATCH = 5


class Cards:
    #: The market's cards rise this much when hovered; a hand's and a pile's a little less.
    LIFT = 4
    HAND_LIFT = 3
    PILE_LIFT = 3
    #: Room kept round a hand's cards, and the least radius of their count badges.
    HAND_ROOM = 10
    HAND_BADGE = 11
    #: How far each card of a pile sits from the one below.
    DECK_DEPTH = 3
    #: A ticket pile's cards, as a share of the panel's height, and their width per height.
    TICKET_BACK_HEIGHT = 0.62
    TICKET_BACK_ASPECT = 1.45
    #: The least share of that size a pile's cards shrink to, to leave its words room.
    MIN_PILE = 0.55
    #: Narrower than this, a ticket pile says only "keep 1+".
    TICKET_HINT_WIDTH = 170
    TITLE_RISE = 9
    HINT_DROP = 11


class Tickets:
    ROW = 26
    #: Wider than this, the tickets panel has two columns.
    TWO_COLUMNS = 460
    #: The completed tick: its disc and its mark.
    CHECK = 8
    CHECK_MARK = 10
    TEXT_X = 30
    #: The points badge: its radius, its inset from the row's end, the room kept for it.
    POINTS = 9
    POINTS_INSET = 5
    POINTS_ROOM = 10
    SCROLLBAR = 10
    SCROLL_THUMB_MIN = 16
    #: An open ticket's way: the dots of its cities, and their spacing.
    DOT = 4
    DOT_STEP = 11


class Hud:
    """The buttons on the board."""

    BUTTON_HEIGHT = 30
    BUTTON_PAD = 28
    BUTTON_INSET = 10
    PASS_WIDTH = 320
    PASS_FROM_BOTTOM = 64


class Dialogs:
    """The table's dialogs (payment chooser, tunnel, tickets)."""

    #: Their inset: the theme's padding and a little more; where the title sits.
    INSET = theme.PAD + 4
    TITLE_TOP = theme.PAD + 2
    #: An option button: its height, the gap after its card chips, its text's right margin.
    OPTION_HEIGHT = 54
    CHIP_GAP = 3
    CHIPS_GAP = 14
    TEXT_END = 10
    #: Second lines sit this far below the middle, titles this far above it.
    HINT_DROP = 11
    TITLE_RISE = 9
    #: The least room between a dialog and the window's edge.
    WINDOW_MARGIN = 8
    # ---- the payment chooser
    CHOOSER_WIDTH = 560
    #: A way to pay as a compact tile: its cards' heights, largest first (the largest that
    #: fits is used); the tiles' scrollbar.
    TILE_CHIPS = (34, 30, 26, 22)
    SCROLLBAR = 10
    FACT_LINE = 24
    # ---- the tunnel
    TUNNEL_WIDTH = 620
    #: The two sections (the cards put down, the cards turned) above the ways to pay.
    TUNNEL_SECTIONS = 230
    SECTION = 70
    CHIPS_DROP = 36
    CHIP_HEIGHT = 40
    TUNNEL_CARD_W = 58
    TUNNEL_CARD_H = 84
    TUNNEL_CARD_GAP = 10
    LINE = 22
    EMPTY_DROP = 50
    COST_TOP = 26
    DECLINE_WIDTH = 230
    # ---- keeping tickets
    TICKETS_WIDTH = 1100
    TICKETS_TOP = 90
    TICKETS_BOTTOM = theme.PAD + 8
    RULE_LINE = 26
    TICKET_LIST_WIDTH = 380
    TICKET_ROW = 62
    TICKET_GAP = 10
    TICKET_DISC = 12
    TICKET_DISC_X = 22
    TICKET_TEXT_X = 44
    TICKET_RIGHT = 90
    TICKET_POINTS = 13
    TICKET_POINTS_X = 58
    TICK_BOX = 22
    KEEP_GAP = 14
    KEEP_WIDTH = 240
    #: The offered tickets on the small board: a kept line's width, the discs at its ends.
    KEPT_LINE = 5
    END_DISC = 10


class GameOver:
    WIDTH = 1060
    #: The details area (small board and tickets): its bounds, and the height it shares.
    DETAILS_MIN = 220
    DETAILS_MAX = 330
    ROOM = 700
    TIE_LINE = 28
    TIE_TOP = 104
    TIE_MARGIN = 60
    #: The base scene's score table: where its rows start, their pitch and height.
    SCORE_TOP = 40
    SCORE_ROW = 54
    SCORE_ROW_HEIGHT = 50
    TAB_HEIGHT = 28
    #: A player's colour disc on its tab.
    TAB_DISC = 7
    SUMMARY_TOP = 46
    LIST_TOP = 64
    ROW = 26
    TICKET_TEXT_X = 26
    TICKET_ROOM = 70
    MORE_RISE = 22
    LEGEND_LINE = 22
    LEGEND_TEXT_X = 28
    LEGEND_GAP = 18
    END_DOT = 4


class Effects:
    #: A flying card when the row is not laid out.
    CARD_W = 40
    CARD_H = 58
    BANNER_RISE = 30
    #: The tunnel's turned cards: below the track (or above it when there is no room).
    TUNNEL_GAP = 10
    TUNNEL_ROOM = 40
    TUNNEL_LABEL = 34
    TUNNEL_LABEL_DROP = 18
    STATION_LIFT = 40
    STATION_RING = 20
    FLAG_W = 180
    FLAG_H = 120
    FLAG_ROOM_W = 260
    FLAG_ROOM_H = 150
    FLAG_WAVE = 30
    WAVE = 5
    FLAG_FONT = 44
    CONFETTI_FALL = 40
    CAPTION_DROP = 28
    CAPTION_PAD = 10
