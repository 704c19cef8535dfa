"""Line following and scoring against a brute-force walk written from the reference data
alone (its neighbour table, station list and central stations), on random boards."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.games.metro import METRO
from tabletop.games.metro.lines import trace_all
from tabletop.games.metro.scoring import line_points

T = METRO.tables
CELLS = [divmod(c, 8) for c in T.playable]


def brute_force(data: dict, board: dict[tuple[int, int], tuple[str, int]]):
    """station → (complete, passes, points), walking squares and points step by step."""
    match = {int(k): v for k, v in data["edge_points_convention"]["neighbour_match"].items()}
    offsets = data["edge_points_convention"]["neighbour_offset"]
    side_of = ["top", "top", "right", "right", "bottom", "bottom", "left", "left"]
    centre = {tuple(c) for c in data["board"]["center"]}
    pairs = {d["id"]: d["pairs"] for d in data["tile_designs"]}
    centrals = {
        (tuple(c["adjacent_square"]), c["arrival_point"]): c["id"] for c in data["central_stations"]
    }
    arrivals = {(s["row"], s["col"], s["arrival_point"]): s["number"] for s in data["stations"]}
    out = {}
    for station in data["stations"]:
        square, point = (station["row"], station["col"]), station["point"]
        result = None
        for step in range(1000):
            if square not in board:
                result = (False, step, 0)
                break
            design, rot = board[square]
            partner = {}
            for a, b in pairs[design]:
                a2, b2 = (a + 2 * rot) % 8, (b + 2 * rot) % 8
                partner[a2], partner[b2] = b2, a2
            leave = partner[point]
            passes = step + 1
            dr, dc = offsets[side_of[leave]]
            nxt = (square[0] + dr, square[1] + dc)
            if not (0 <= nxt[0] < 8 and 0 <= nxt[1] < 8):
                assert (square[0], square[1], leave) in arrivals
                result = (True, passes, passes)
                break
            if nxt in centre:
                assert (square, leave) in centrals
                result = (True, passes, 2 * passes)
                break
            square, point = nxt, match[leave]
        assert result is not None, "a line from a station never loops"
        out[station["number"]] = result
    return out


boards = st.dictionaries(
    st.sampled_from(CELLS),
    st.tuples(st.sampled_from(T.design_ids), st.integers(0, 3)),
    min_size=0,
    max_size=60,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(board=boards)
def test_line_scoring_matches_a_brute_force_walk(metro_data, board) -> None:
    cells = [-1] * 64
    for (row, col), (design, rot) in board.items():
        cells[row * 8 + col] = T.variant(design, rot)
    fronts, paths, ends = trace_all(T, cells)
    expected = brute_force(metro_data, board)
    for i in range(32):
        complete, passes, points = expected[i + 1]
        assert bool(ends[i]) == complete
        assert len(paths[i]) == passes
        if complete:
            assert line_points(len(paths[i]), ends[i]) == points
            assert fronts[i] == -1
        else:
            assert fronts[i] >= 0 and cells[fronts[i] >> 3] == -1
