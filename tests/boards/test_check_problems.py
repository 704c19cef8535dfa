"""``boards check`` lists every problem of a map in one run, in plain words, and refuses what
would crash later (issue 26 item 3, the outsider's report): each check names the object.

The boards are an outside author's (``tests/boards/data``): ``lakes_of_poland.tmx`` (Europe
rules) and ``masurian_tour.tmx`` (Great Tour) pass; ``broken_lakes.tmx`` has 16 mistakes (and
``tunnel="yes"``). Each refusal below is one edit of a good board.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tabletop.boards import MapError
from tabletop.games.board_check import check_board
from tabletop.games.catalog import BoardMissing, engine_on, open_board
from tabletop.games.great_tour.board import load_great_tour_board
from tabletop.games.ttr.board import load_ttr_board
from tabletop.resources import maps_dir

DATA = Path(__file__).parent / "data"


def _variant(tmp_path: Path, board: str, *edits: tuple[str, str]) -> Path:
    """A copy of ``board`` with each (old, new) replaced once (the old text must be there)."""
    text = (DATA / board).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    path = tmp_path / board
    path.write_text(text, encoding="utf-8")
    return path


def test_the_outsiders_boards_pass() -> None:
    for name in ("lakes_of_poland.tmx", "masurian_tour.tmx"):
        report = check_board(DATA / name)
        assert report.problems == [], report.problems


def test_one_run_lists_every_mistake_of_the_sixteen_mistake_file() -> None:
    report = check_board(DATA / "broken_lakes.tmx")
    text = "\n".join(report.problems)
    expected = [
        "layer 'background': the file '../boards/lakes_bg.png' is outside the map's folder",
        "object 'elk': the custom property 'id' has the name of a built-in Tiled attribute",
        "object 'torun': this id is used by 2 objects (Tiled ID 10 at (360, 430), Tiled ID 11",
        "object 'R05': length is 5 but the line has 4 car spaces",
        "object 'R09': 'ferry_locomotives' is 2, so 'locomotive_spaces' must name 2",
        "object 'R11': unknown colour 'turquoise'",
        "object 'R12': property 'tunnel' must be true or false, not 'yes'",
        "object 'R13': unknown colour 'purple'",
        "object 'R14': both ends are 'elk'",
        "object 'R21': property 'length' must be a whole number, not 'six'",
        "object 'R22': end 'b' is 'augustw', which is not a city (did you mean 'augustow'?)",
        "object 'R26': double group 'lonely' has 1 track",
        "object 'T03': 'to' is 'atlantis', which is not a city",
        "object 'T10': 'points' must be positive, not -3",
        "object 'T16': missing property 'long'",
        "layer 'ui', object 'market': the table needs this rectangle",
        "layer 'cities': no route reaches hel",
    ]
    missing = [words for words in expected if words not in text]
    assert missing == [], text
    # A name near none of the cities gets no guess, but where the cities are and how to add it.
    assert (
        "'atlantis', which is not a city — use the name of a point of layer 'cities', or add a "
        "city named 'atlantis' there\n"
    ) in text + "\n"
    assert all(problem.startswith("broken_lakes.tmx") for problem in report.problems)
    assert "Traceback" not in text and "(0,)" not in text and "invalid literal" not in text


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("six", "property 'length' must be a whole number, not 'six'"),
        ("", "property 'length' must be a whole number; it is empty"),
    ],
)
def test_a_typed_value_that_does_not_parse_hides_nothing_else(
    tmp_path: Path, value: str, words: str
) -> None:
    path = _variant(
        tmp_path,
        "lakes_of_poland.tmx",
        (
            '<property name="length" type="int" value="4"/>',
            f'<property name="length" type="int" value="{value}"/>',
        ),
        ('<property name="color" value="white"/>', '<property name="color" value="turquoise"/>'),
    )
    problems = check_board(path).problems
    assert any(words in p and "layer 'routes'" in p for p in problems), problems
    assert any("unknown colour 'turquoise'" in p for p in problems), problems


@pytest.mark.parametrize("value", ["yes", "maybe", "", "1"])
def test_a_bool_must_be_true_or_false(tmp_path: Path, value: str) -> None:
    path = _variant(
        tmp_path,
        "lakes_of_poland.tmx",
        ('name="tunnel" type="bool" value="true"', f'name="tunnel" type="bool" value="{value}"'),
    )
    problems = check_board(path).problems
    assert (
        len(problems) == 1
        and "object 'R12': property 'tunnel' must be true or false" in (problems[0])
    ), problems


#: case → (board, edits, the words of the problem, the object it names)
REFUSALS: dict[str, tuple[str, list[tuple[str, str]], str, str]] = {
    "a city drawn as a rectangle": (
        "lakes_of_poland.tmx",
        [('name="elk" x="1000" y="300">', 'name="elk" x="1000" y="300" width="20" height="20">')],
        "a city must be a point",
        "layer 'cities', object 'elk'",
    ),
    "a route both tunnel and ferry": (
        "lakes_of_poland.tmx",
        [
            (
                '<property name="tunnel" type="bool" value="false"/>\n'
                '    <property name="ferry_locomotives" type="int" value="1"/>',
                '<property name="tunnel" type="bool" value="true"/>\n'
                '    <property name="ferry_locomotives" type="int" value="1"/>',
            )
        ],
        "cannot be both a tunnel and a ferry",
        "layer 'routes', object 'R09'",
    ),
    "a length with no score": (
        "lakes_of_poland.tmx",
        [
            (
                '<property name="length" type="int" value="8"/>',
                '<property name="length" type="int" value="9"/>',
            )
        ],
        "no score for length 9: route lengths run 1–8",
        "layer 'routes', object",
    ),
    "a players panel over the board": (
        "lakes_of_poland.tmx",
        [('name="players" x="1216" y="16"', 'name="players" x="1000" y="16"')],
        "it overlaps the rectangle 'board'",
        "layer 'ui', object 'players'",
    ),
    "too few tickets for the fewest players": (
        "lakes_of_poland.tmx",
        [('name="long" type="bool" value="true"', 'name="long" type="bool" value="false"')] * 3,
        "too few tickets to deal 2 players their starting tickets",
        "layer 'tickets'",
    ),
    "a Great Tour colour not written #rrggbb": (
        "masurian_tour.tmx",
        [('name="card_colour_hex" value="#7A3FA0"', 'name="card_colour_hex" value="purple"')],
        "'card_colour_hex' must be a colour written #rrggbb",
        "layer 'cities', object 'OLS'",
    ),
    "a Great Tour board without board_height": (
        "masurian_tour.tmx",
        [('<property name="board_height" type="int" value="1000"/>', "")],
        "the map property 'board_height' (a whole number, type int) is missing",
        "masurian_tour.tmx:",
    ),
    "a Great Tour red-only waypoint on a plain segment": (
        "masurian_tour.tmx",
        [
            (
                '<property name="red" type="bool" value="true"/>',
                '<property name="red" type="bool" value="false"/>',
            )
        ],
        "it reaches the red-only waypoint",
        "layer 'segments', object",
    ),
    "a Great Tour road whose segments do not join up": (
        "masurian_tour.tmx",
        [
            (
                '<property name="b" value="gizy"/>\n    <property name="road" value="R02"/>',
                '<property name="b" value="gizy"/>\n    <property name="road" value="R01"/>',
            )
        ],
        "do not join up into one line",
        "layer 'segments', object",
    ),
    "a Great Tour segment with an empty road": (
        "masurian_tour.tmx",
        [('<property name="road" value="R02"/>', '<property name="road" value=""/>')],
        "'road' is empty: give the segment the name of the road it belongs to",
        "layer 'segments', object",
    ),
}


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_each_new_check_refuses_naming_the_object(tmp_path: Path, case: str) -> None:
    board, edits, words, where = REFUSALS[case]
    problems = check_board(_variant(tmp_path, board, *edits)).problems
    assert any(words in p and where in p for p in problems), problems


def test_car_spaces_piled_on_one_spot_are_refused(tmp_path: Path) -> None:
    text = (DATA / "lakes_of_poland.tmx").read_text(encoding="utf-8")
    start = text.index('name="R07"')
    line = text.index("<polyline points=", start)
    end = text.index('"/>', line)
    path = tmp_path / "piled.tmx"
    path.write_text(text[:line] + '<polyline points="0,0 0,0 0,0 0,0 0,0 0,0' + text[end:])
    problems = check_board(path).problems
    assert any("object 'R07': car spaces 0 and 1 are only 0 map units apart" in p for p in problems)


def test_car_spaces_far_from_their_city_are_refused_with_the_tolerance(tmp_path: Path) -> None:
    text = (DATA / "lakes_of_poland.tmx").read_text(encoding="utf-8")
    start = text.index('name="R07"')
    head = text.index(' x="', start)
    tail = text.index('"', head + 4)
    x = float(text[head + 4 : tail])
    path = tmp_path / "far.tmx"
    path.write_text(text[: head + 4] + f"{x - 400:g}" + text[tail:])
    problems = check_board(path).problems
    assert any(
        "object 'R07'" in p and "map units from the city" in p and "(at most 150)" in p
        for p in problems
    ), problems


def test_the_summary_says_which_player_counts_the_tickets_deal_for() -> None:
    report = check_board(DATA / "lakes_of_poland.tmx")
    assert (
        "Deals the starting tickets for 2–4 players (5 players need 1 more long ticket)"
        in report.summary
    )


def test_a_board_that_deals_for_the_fewest_players_only_says_one_count(tmp_path: Path) -> None:
    """Paris deals 4 tickets to 2 players and 6 to 3: a board of 5 once read "for 2–2
    players"."""
    text = (maps_dir() / "examples" / "ttr_example.tmx").read_text(encoding="utf-8")
    layer = text.index('name="tickets" visible="0">')
    start = text.index("<object ", layer)
    for _ in range(5):  # past the first five tickets
        start = text.index("</object>", start) + len("</object>")
    end = text.index("</objectgroup>", start)
    path = tmp_path / "five_tickets.tmx"
    path.write_text(text[:start] + "\n " + text[end:], encoding="utf-8")
    report = check_board(path)
    assert report.ok, report.problems
    assert any(
        line.startswith("Deals the starting tickets for 2 players only (3 players need")
        for line in report.summary
    ), report.summary


def test_too_few_tickets_and_a_bad_colour_are_refused_by_the_loaders(tmp_path: Path) -> None:
    few = _variant(
        tmp_path,
        "lakes_of_poland.tmx",
        *[('name="long" type="bool" value="true"', 'name="long" type="bool" value="false"')] * 3,
    )
    with pytest.raises(MapError, match="too few tickets to deal 2 players"):
        load_ttr_board(few)
    colour = _variant(
        tmp_path,
        "masurian_tour.tmx",
        ('name="card_colour_hex" value="#7A3FA0"', 'name="card_colour_hex" value="purple"'),
    )
    with pytest.raises(MapError, match="#rrggbb"):
        load_great_tour_board(colour)
    # The app's way in: the board is refused with every problem listed, never a traceback.
    with pytest.raises(BoardMissing, match="#rrggbb"):
        engine_on(open_board(colour))


def test_a_refused_file_stops_the_check_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "entity.tmx"
    path.write_text('<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "b">]><map/>')
    problems = check_board(path).problems
    assert len(problems) == 1 and "the check stopped here" in problems[0]


def test_the_copy_in_the_users_folder_of_a_sixteen_mistake_board_is_listed_with_its_problems(
    tmp_path: Path,
) -> None:
    from tabletop.resources import user_maps_dir

    folder = user_maps_dir()
    folder.mkdir(parents=True)
    shutil.copy(DATA / "broken_lakes.tmx", folder / "broken_lakes.tmx")
    board = open_board(folder / "broken_lakes.tmx")
    with pytest.raises(BoardMissing) as refused:
        engine_on(board)
    assert "no route reaches hel" in str(refused.value)
    assert "market" in str(refused.value)


def test_two_maps_with_one_name_are_warned_about_and_refused_by_that_name() -> None:
    from tabletop.games.catalog import lookup, same_name_warnings
    from tabletop.ui.scenes.board_picker import board_label
    from tests.boards.test_catalog import user_board

    first = user_board("lakes_a", name="Lakes", author="Ada")
    second = user_board("lakes_b", name="Lakes", author="Ada")
    with pytest.raises(BoardMissing) as refused:
        lookup("Lakes")
    assert str(first) in str(refused.value) and str(second) in str(refused.value)
    assert lookup(str(second)).path == second  # the file is never ambiguous
    assert any(
        "lakes_b.tmx in your maps folder has the same name" in line
        for line in same_name_warnings(first)
    )
    labels = {board_label(lookup(str(path)), same_name=True) for path in (first, second)}
    assert len(labels) == 2


def test_the_example_game_is_not_among_the_known_boards() -> None:
    from tabletop.games.catalog import lookup

    with pytest.raises(BoardMissing) as refused:
        lookup("no such board")
    assert "branch_line" not in str(refused.value) and "ttr_europe" in str(refused.value)


def test_a_broken_replacement_copy_falls_back_saying_every_problem(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tabletop.boards import user_maps
    from tabletop.resources import maps_dir
    from tests.boards.test_catalog import user_board

    monkeypatch.setattr(user_maps, "_problems", {})
    copy = user_board("ttr_paris")
    text = copy.read_text(encoding="utf-8")
    text = text.replace(
        '<property name="color" value="red"/>', '<property name="color" value="teal"/>', 1
    )
    second = text.index('name="R02"')  # another route: each route reports its first problem
    text = text[:second] + text[second:].replace(
        'name="tunnel" type="bool" value="false"', 'name="tunnel" type="bool" value="maybe"', 1
    )
    copy.write_text(text, encoding="utf-8")
    board = user_maps.load_map("ttr_paris", load_ttr_board)
    assert board.path == maps_dir() / "ttr_paris.tmx"  # the shipped board, whole
    told = (user_maps.map_problem("ttr_paris") or "").splitlines()
    assert len(told) == 2, told
    assert any("unknown colour 'teal'" in line for line in told)
    assert any("property 'tunnel' must be true or false, not 'maybe'" in line for line in told)


def test_a_great_tour_ticket_naming_a_city_by_a_typo_is_told_the_near_id(tmp_path: Path) -> None:
    path = _variant(
        tmp_path,
        "masurian_tour.tmx",
        ('<property name="to" value="OLS"/>', '<property name="to" value="OLZ"/>'),
    )
    problems = check_board(path).problems
    assert any(
        "object 'T01': property 'to' names unknown city 'OLZ' (did you mean 'OLS'?)" in problem
        for problem in problems
    ), problems


def test_a_board_its_loader_cannot_build_still_lists_places_and_tickets_nothing_joins(
    tmp_path: Path,
) -> None:
    # A duplicated city id stops the loader before the engine is built; the lonely city 'hel'
    # and the ticket to it were listed only once that was fixed (a second run).
    path = _variant(
        tmp_path,
        "lakes_of_poland.tmx",
        ('name="elblag" x="470"', 'name="gdansk" x="470"'),
        (
            '<object id="1" name="gdansk" x="260" y="110">',
            '<object id="900" name="hel" x="300" y="40">\n'
            '   <properties><property name="label" value="Hel"/></properties>\n'
            "   <point/>\n  </object>\n"
            '  <object id="1" name="gdansk" x="260" y="110">',
        ),
        ('<property name="to" value="bialystok"/>', '<property name="to" value="hel"/>'),
    )
    text = "\n".join(check_board(path).problems)
    assert "object 'gdansk': this id is used by 2 objects" in text, text
    assert "layer 'cities': no route reaches hel — add a route" in text, text
    assert "object 'L1': no routes join gdansk and hel, so it can never be completed" in text


def test_a_great_tour_board_with_a_broken_segment_still_lists_a_ticket_nothing_completes(
    tmp_path: Path,
) -> None:
    path = _variant(
        tmp_path,
        "masurian_tour.tmx",
        ('name="card_colour_hex" value="#7A3FA0"', 'name="card_colour_hex" value="purple"'),
        (
            '<object id="30" name="GDA"',
            '<object id="900" name="HEL" x="100" y="40"><properties>'
            '<property name="label" value="Hel"/><property name="card_colour" value="grey"/>'
            '<property name="card_colour_hex" value="#6E6E6E"/></properties><point/></object>\n'
            '  <object id="30" name="GDA"',
        ),
        ('<property name="to" value="OLS"/>', '<property name="to" value="HEL"/>'),
    )
    text = "\n".join(check_board(path).problems)
    assert "'card_colour_hex' must be a colour written #rrggbb" in text, text
    assert "no segment reaches HEL" in text, text
    assert "object 'T01': no start can reach a destination" in text, text


def test_a_great_tour_ticket_whose_only_way_passes_another_city_is_refused(tmp_path: Path) -> None:
    # Gdańsk – Suwałki on this board runs only through Olsztyn: a graph path, but no journey
    # (a journey passes through no other city), so nobody could ever complete the ticket.
    path = _variant(
        tmp_path,
        "masurian_tour.tmx",
        ('<property name="from" value="GDA,OLS"/>', '<property name="from" value="GDA"/>'),
    )
    problems = check_board(path).problems
    assert len(problems) == 1, problems
    assert (
        "object 'T06': no journey joins a start to a destination (a journey passes" in (problems[0])
    )
    assert "add a road between them through waypoints only" in problems[0]


def test_the_summary_names_the_tickets_only_five_or_six_players_can_complete() -> None:
    report = check_board(maps_dir() / "examples" / "great_tour_example.tmx")
    assert report.ok, report.problems
    assert (
        "3 tickets only 5–6 players can complete (each journey needs a red segment): T08, T10, T13"
    ) in report.summary


#: case → (board, edits, the problem's words, what to do)
FIXES: dict[str, tuple[str, list[tuple[str, str]], str, str]] = {
    "a route to a city nowhere near another": (
        "lakes_of_poland.tmx",
        [('<property name="b" value="elblag"/>', '<property name="b" value="gdynia"/>')],
        "end 'b' is 'gdynia', which is not a city",
        " — use the name of a point of layer 'cities', or add a city named 'gdynia' there",
    ),
    "a car space on the map's edge": (
        "lakes_of_poland.tmx",
        [("0.00,0.00 52.50,7.50 105.00,15.00", "0.00,0.00 52.50,-97.00 105.00,15.00")],
        "object 'R01': a car space at (340, 5) lies outside the map or too near its edge (keep "
        "it at least 10 in from each edge, in map units)",
        ", so the table cuts that car off — move the point further in",
    ),
    "a ui rectangle missing": (
        "lakes_of_poland.tmx",
        [('name="market"', 'name="markets"')],
        "layer 'ui', object 'market': the table needs this rectangle",
        " — add a rectangle named 'market' to layer 'ui' (the example map of this game has each",
    ),
    "a background picture missing": (
        "lakes_of_poland.tmx",
        [
            (
                ' <objectgroup id="1" name="cities">',
                ' <imagelayer id="9" name="background">\n'
                '  <image source="lakes_art.png" width="1200" height="800"/>\n </imagelayer>\n'
                ' <objectgroup id="1" name="cities">',
            )
        ],
        "layer 'background': the background image 'lakes_art.png' is missing",
        " — put it in the map's folder, or delete the image layer (a board without a picture",
    ),
    "a Great Tour segment to no place": (
        "masurian_tour.tmx",
        [('<property name="b" value="gizy"/>', '<property name="b" value="bern"/>')],
        "end 'bern' is no city or waypoint",
        " — use the name of a point of layer 'cities' or 'waypoints', or add a waypoint named "
        "'bern' there",
    ),
    "a Great Tour ticket to no city": (
        "masurian_tour.tmx",
        [('<property name="to" value="OLS"/>', '<property name="to" value="ROM"/>')],
        "property 'to' names unknown city 'ROM'",
        " — use the name of a point of layer 'cities', or add a city named 'ROM' there",
    ),
}


@pytest.mark.parametrize("case", sorted(FIXES))
def test_a_problem_says_what_to_do_about_it(tmp_path: Path, case: str) -> None:
    board, edits, words, fix = FIXES[case]
    problems = check_board(_variant(tmp_path, board, *edits)).problems
    assert any(words + fix in problem for problem in problems), problems


def test_the_summary_warns_of_tickets_dealt_out_and_of_more_trains_than_car_spaces(
    tmp_path: Path,
) -> None:
    # Four regular tickets made long: 12 regular, 4 players are dealt all 12 at the start.
    long = ('name="long" type="bool" value="false"', 'name="long" type="bool" value="true"')
    report = check_board(_variant(tmp_path, "lakes_of_poland.tmx", *[long] * 4))
    assert "Car spaces: 138" in report.summary
    summary = report.warnings
    assert (
        "With 4 players every regular ticket is dealt at the start: none is left to draw during "
        "the game — add regular tickets"
    ) in summary
    # 3 players hold 135 trains; with only one track of each double, 128 spaces can be claimed.
    assert any(
        line.startswith(
            "With 3 players the trains (135) outnumber the car spaces that can be claimed (128)"
        )
        and line.endswith(
            "games end when nobody can move rather than by the final round — add routes"
        )
        for line in summary
    ), summary
    assert any(", and more so with more players:" in line for line in summary), summary
    # Paris's pieces are buses; at its largest count there is no "more so". The example without
    # the second tracks of its five double routes: 46 spaces.
    text = (maps_dir() / "examples" / "ttr_example.tmx").read_text(encoding="utf-8")
    for second in range(19, 24):
        start = text.rindex("  <object ", 0, text.index(f'name="R{second}"'))
        text = text[:start] + text[text.index("</object>\n", start) + len("</object>\n") :]
    text = re.sub(r'name="double_group" value="[^"]*"', 'name="double_group" value=""', text)
    (tmp_path / "paris_singles.tmx").write_text(text, encoding="utf-8")
    paris = check_board(tmp_path / "paris_singles.tmx").warnings
    assert (
        "With 4 players the buses (60) outnumber the spaces that can be claimed (46): the routes "
        "run out first, and games end when nobody can move rather than by the final round — add "
        "routes"
    ) in paris
    shipped = check_board(maps_dir() / "ttr_europe.tmx")
    assert "Car spaces: 300" in shipped.summary
    assert shipped.warnings == [], shipped.warnings
