"""What a balance heatmap colours, read from one finished game's spectator view.

Each board element a map author places gets one number per game; the balance lab averages them
over its games (``BalanceReport.heat``) and ``--heatmap`` draws them on the board:

- Ticket to Ride: each route, 1 when someone claimed it (its mean is the route's claim rate);
- The Great Tour: each road segment, 1 when a coach stands on it;
- Metro: nobody claims a square — every square is filled by the end of every game — so a
  square's placement rate would be 1 everywhere and teach nothing. What a Metro map author
  places is the stations (which seat gets which, where they face) and the central stations;
  what they need to see is which stations' lines score and where the scoring lines run. So
  ``station N`` is the points its line was worth, and ``square R,C`` the mean points of the
  lines passing through that square (a line passing twice counts twice).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def station_key(number: int | str) -> str:
    return f"station {number}"


def square_key(row: int, col: int) -> str:
    return f"square {row},{col}"


def heat_of(view: Mapping[str, Any]) -> dict[str, float]:
    """Each board element's number for one finished game (see the module's docstring)."""
    routes = view.get("routes")
    if isinstance(routes, Mapping):  # Ticket to Ride: route id → owner seat
        return {str(r): 1.0 for r, owner in routes.items() if owner is not None and owner >= 0}
    lines = view.get("lines")
    if isinstance(lines, Mapping):  # Metro: station number → its line
        return _metro_heat(lines)
    players = view.get("players")
    if isinstance(players, list):  # The Great Tour: each seat's coaches, by segment id
        return {
            str(s): 1.0 for p in players if isinstance(p, Mapping) for s in p.get("coaches", ())
        }
    return {}


def _metro_heat(lines: Mapping[str, Mapping[str, Any]]) -> dict[str, float]:
    heat: dict[str, float] = {}
    through: dict[str, list[int]] = {}
    for number, line in lines.items():
        points = int(line.get("points") or 0)
        heat[station_key(number)] = float(points)
        for row, col in line.get("path", ()):
            through.setdefault(square_key(row, col), []).append(points)
    for square, values in through.items():
        heat[square] = sum(values) / len(values)
    return heat
