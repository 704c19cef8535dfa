"""Where the Great Tour table's panels go, and the sizes its pieces are drawn at.

The panels' rectangles come from the map's ``ui`` layer (``board``, ``tickets``, ``decks``,
``hand``, ``journey``, ``players``, ``bonuses``, ``log``), fitted to the window by the tables'
one fitter (``tabletop/ui/map_layout.py``): the board keeps its proportions and is as large as
the frame allows; the map's spans right of the board and below it stretch over the rest of the
width and height. The players panel is only as tall as its rows need, and the panels under it
in its column move up.

Every size below is in reference pixels (``theme.px``): gaps and insets come from the spacing
scale (``theme.Space``), component sizes are named here.
"""

from __future__ import annotations

from tabletop.ui.theme import Space

# ------------------------------------------------------------------ panel chrome
#: A panel's title row (the title sits ``TITLE_TOP`` below the panel's top).
HEADER_H = 30
TITLE_TOP = 10
#: A panel's inset from its border.
INSET = Space.L

# ------------------------------------------------------------------ ticket column
TICKET_HEADER_H = 26
ACTIVE_TICKET_MAX_H = 54
#: The active row gives up height to the final-round badge's room down to this.
ACTIVE_TICKET_MIN_H = 36
FUTURE_TICKET_MIN_H = 24
FUTURE_TICKET_MAX_H = 40
#: The ticket pile and the blank tickets at the foot of the column (crowded: many futures).
STACK_H = 96
STACK_CROWDED_H = 80
#: More future tickets than this and the stacks get smaller.
ROOMY_FUTURE_ROW = 4
FINAL_ROUND_BADGE_H = 24
#: The green dot on an active ticket the viewer can travel with now.
READY_DOT_INSET = 9
#: A ticket's perforated stub (points), full size and in the compact future row.
TICKET_STUB_W = 40
TICKET_STUB_COMPACT_W = 26
TICKET_CHIP_MAX_H = 24
TICKET_CHIP_COMPACT_MAX_H = 18
TICKET_CHIP_MIN_H = 11
TICKET_ARROW_W = 16
TICKET_ARROW_TIP = 5
#: Under this height a ticket shows its points without the word "pts".
TICKET_FULL_STUB_MIN_H = 44
#: A ticket's (and a ticket stack's) corner radius.
TICKET_RADIUS = 7
#: Room round a ticket image for the selection glow.
TICKET_MARGIN = Space.XS
#: The dots of a ticket's perforation.
PERFORATION_DOT = 1.5
#: A city chip on a ticket: the space between chips, the inset of its text, its padding.
CHIP_GAP = 3
CHIP_PAD = Space.S
CHIP_PAD_WITH_SYMBOL = 10
#: The smallest legible bold, for crowded ticket rows.
TINY_FONT = 11
#: How far each card or ticket under the top one of a stack shows.
STACK_STEP = 3
#: The ticket pile and the blank tickets: where their name and note sit.
STACK_LABEL_TOP = Space.XL
STACK_NOTE_RISE = 13

# ------------------------------------------------------------------ decks
#: Room under a pile for its name and draw size.
DECK_LABEL_H = 34
DECK_NAME_Y = 11
DECK_DRAW_Y = 27
#: A pile's width to its height.
PILE_ASPECT = 0.72

# ------------------------------------------------------------------ cards
#: A card's corner radius, and the smallest count badges on piles and cards.
CARD_RADIUS = Space.S
DECK_BADGE_MIN_R = 10
HAND_BADGE_MIN_R = Space.M

# ------------------------------------------------------------------ hand
CARD_ASPECT = 0.74
CARD_MIN_ASPECT = 0.66
HAND_COLUMN_GAP_MAX = 26
HAND_TOP = 32

# ------------------------------------------------------------------ journey panel
BUTTON_H = 38
PAID_ROW_H = 32
#: A line of body text, and of small text.
LINE_H = 24
SMALL_LINE_H = 20
#: The journey's title row; on another player's turn, their name and what they do.
JOURNEY_TITLE_DROP = 22
TURN_NAME_DROP = 36
TURN_STATUS_DROP = 52
TURN_SWATCH_R = 7

# ------------------------------------------------------------------ players and bonuses
PLAYERS_HEADER_H = 34
#: The room a player row takes in the panel: the panel is the header and this per row (the
#: rows share it less the bottom inset).
PLAYER_ROW_H = 70
#: A player row's inset in its panel; its name's indent past the seat badge.
ROW_INSET = 10
NAME_INDENT = 22
SEAT_BADGE_DROP = 9
#: The detail line's drop under the name.
DETAIL_DROP = 21
#: The "AI" tag after a computer player's name: its inner side padding.
AI_TAG_PAD = Space.XS
TOKEN_CHIP = 15
TOKEN_STEP = 35
BONUS_CARD_GAP = 5
BONUS_CARD_RADIUS = 5
BONUS_HOLDER_H = 16
BONUS_VALUE_RISE = 9
BONUS_LABEL_MAX = 14
BONUS_LABEL_MIN = 7
#: The most-tokens leaders' rings under the card, side by side.
LEADER_STEP = 9

# ------------------------------------------------------------------ the board
# Board pieces scale with the map (sizes in map pixels live in ``board``); these are the
# smallest they get, so a small window keeps them legible.
WAYPOINT_LABEL_MIN = 10
CITY_LABEL_MIN = 12
COST_BADGE_MIN_R = 10
COST_FONT_MIN = 12
COACH_MIN_LENGTH = 12
COACH_MIN_WIDTH = Space.M
#: Colour-blind mode: coaches wide enough for the seat's shape badge to read at 1280×800.
CB_COACH_MIN_LENGTH = 20
CB_COACH_MIN_WIDTH = Space.L
BIG_COACH_MIN = 14
#: How far beyond a city's or waypoint's marker a click still hits it.
CITY_REACH = Space.S
WAYPOINT_REACH = 7
#: The spark running along a path another player chose.
SPARK_R = 7
WAYPOINT_REACH_MIN = Space.L
#: The breathing ring round a city to click: its gap to the marker and how far it breathes.
RING_GAP = Space.S
RING_BREATH = 3
#: The START / DESTINATION caption beside a city.
FLAG_REACH = Space.M
FLAG_BELOW = 30

# ------------------------------------------------------------------ game over
RESULTS_MIN_W = 760
RESULTS_HEADER_H = 34
RESULTS_ROW_H = 34
RESULTS_SWATCH_X = 14
RESULTS_NAME_X = 28
RESULTS_NAME_W = 130
RESULTS_TICKETS_X = 164
RESULTS_TICKETS_W = 136
RESULTS_TOKENS_X = 304
RESULTS_CHIP = 13
RESULTS_CHIP_GAP = 14
#: Room kept at a row's right end for "7 cards left".
RESULTS_CARDS_W = 100
