"""What each column of a game's final score means, in the player's words.

The engines name the parts of a final score (``Outcome.breakdown`` keys: ``routes``,
``tickets``, ``cards``…); the game-over screen heads its columns with ``part_title`` and
explains each in its "Scoring" section with ``part_explanation``, from the rules pages
(``docs/rules/*.md``, "Final scoring" / "Scoring" / "End") and the rules' own numbers.
"""

from __future__ import annotations

from tabletop.core.i18n import N_, _, ngettext
from tabletop.games.great_tour import rules as R
from tabletop.games.metro.rules import CENTRAL_MULTIPLIER, POINTS_PER_PASSAGE
from tabletop.games.ttr.rules import EUROPE, PARIS, ROUTE_SCORES

#: ``(game id or None for every game, part)`` → the column's title.
TITLES: dict[tuple[str | None, str], str] = {
    (None, "routes"): N_("Routes"),
    (None, "tickets"): N_("Tickets"),
    (None, "longest_path"): N_("Express"),
    (None, "stations"): N_("Stations"),
    (None, "flags"): N_("Flags"),
    (None, "lines"): N_("Lines"),
    (None, "bonuses"): N_("Bonuses"),
    (None, "cards"): N_("Cards"),
}


def part_title(game_id: str, part: str) -> str:
    """A breakdown column's title (a part no table names: its key in words)."""
    found = TITLES.get((game_id, part)) or TITLES.get((None, part))
    return _(found) if found is not None else part.replace("_", " ").capitalize()


def _route_scores() -> str:
    return ", ".join(f"{length}→{points}" for length, points in ROUTE_SCORES.items())


def part_explanation(game_id: str, part: str) -> str | None:
    """One sentence saying where a column's points come from (None: nothing to say)."""
    if game_id in ("ttr_europe", "ttr_paris"):
        rules = EUROPE if game_id == "ttr_europe" else PARIS
        if part == "routes":
            return _(
                "Each route claimed scores by its length in cars (length→points: {table})."
            ).format(table=_route_scores())
        if part == "tickets":
            return _(
                "A ticket whose two cities are joined by the player's routes adds its value; "
                "a ticket not joined takes it away."
            )
        if part == "longest_path":
            return ngettext(
                "European Express: {points} point to each player with the longest continuous "
                "path of their own routes.",
                "European Express: {points} points to each player with the longest continuous "
                "path of their own routes.",
                rules.express_bonus,
            ).format(points=rules.express_bonus)
        if part == "stations":
            return ngettext(
                "{points} point for each station never built.",
                "{points} points for each station never built.",
                rules.unbuilt_station_points,
            ).format(points=rules.unbuilt_station_points)
        if part == "flags":
            return ngettext(
                "French flags: {points} point for each set of a blue, a white and a red card "
                "completed during play.",
                "French flags: {points} points for each set of a blue, a white and a red card "
                "completed during play.",
                rules.flag_points,
            ).format(points=rules.flag_points)
    if game_id == "metro" and part == "lines":
        return _(
            "Each completed line scores {points} per tile it passes (a tile passed twice counts "
            "twice), times {times} when it ends at the central station."
        ).format(points=POINTS_PER_PASSAGE, times=CENTRAL_MULTIPLIER)
    if game_id == "great_tour":
        if part == "tickets":
            return _(
                "The points of every ticket taken on completed journeys (a blank ticket: {blank})."
            ).format(blank=R.BLANK_POINTS)
        if part == "bonuses":
            return _(
                "Bonus cards: {frequent} for each frequent traveller card, {first} for being "
                "first in all five cities, {most} for the most city tokens."
            ).format(
                frequent=R.FREQUENT_TRAVELLER_POINTS,
                first=R.FIRST_ALL_FIVE_POINTS,
                most=R.MOST_TOKENS_POINTS,
            )
        if part == "cards":
            return ngettext(
                "1 point for every {cards} route card still in hand at the end.",
                "1 point for every {cards} route cards still in hand at the end.",
                R.CARDS_PER_POINT,
            ).format(cards=R.CARDS_PER_POINT)
    return None
