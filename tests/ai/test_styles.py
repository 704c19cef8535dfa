"""Playing styles (issue 28 item 2): each family's styles are data in one registry, every style
changes play the way its name says and never what is legal, a seat names its style in its
agent name (saves, arena, worker), and *surprise me* is drawn from the game seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.ai.styles import (
    BALANCED,
    SURPRISE,
    agent_spec,
    draw_style,
    split_agent,
)
from tabletop.arena import build_agent
from tabletop.arena import main as arena_main
from tabletop.core import GameConfig, Rng, Seat
from tabletop.games import agent_styles, get_game, known_agent, make_agent, resolve_agent
from tabletop.games.great_tour.actions import BeginJourney, DrawCards
from tabletop.games.great_tour.knowledge import STYLES as TOUR_STYLES
from tabletop.games.great_tour.knowledge import GreatTourKnowledge
from tabletop.games.metro.actions import PlaceTile
from tabletop.games.metro.knowledge import STYLES as METRO_STYLES
from tabletop.games.metro.knowledge import MetroKnowledge, MetroStyle
from tabletop.games.ttr import TTR_EUROPE, TTR_PARIS, ClaimRoute, DrawTickets, TtrState
from tabletop.games.ttr.knowledge import TtrKnowledge
from tabletop.games.ttr.position import Position
from tabletop.games.ttr.style import STYLES as TTR_STYLES
from tabletop.play import Match, load_save
from tabletop.saves import SaveError, read_save
from tests.games.ttr.scenario import (
    EUROPE,
    burn_pieces,
    give_routes,
    rigged,
    set_hand,
    set_tickets,
)
from tests.support.playout import random_playout

FAMILIES = {
    "ttr_europe": ["balanced", "long_routes", "ticket_hunter", "blocker"],
    "ttr_paris": ["balanced", "long_routes", "ticket_hunter", "blocker"],
    "metro": ["balanced", "long_lines", "blocker"],
    "great_tour": ["balanced", "tickets_first", "vip_tokens"],
}


# ------------------------------------------------------------------ the registry
@pytest.mark.parametrize(("game_id", "names"), FAMILIES.items())
def test_the_searching_levels_offer_their_familys_styles_balanced_first(
    game_id: str, names: list[str]
) -> None:
    for level in ("strong", "expert"):
        styles = agent_styles(game_id, level)
        assert list(styles) == names
        assert all(info.title and info.description for info in styles.values())
        for name in names:
            agent = make_agent(game_id, agent_spec(level, name))
            assert agent.style_name == name  # type: ignore[attr-defined]
    # The levels that do not search play no style: the Standard levels of Metro and the
    # Great Tour are the greedy agents, which have no knobs to shift.
    for level in ("beginner", "standard", "greedy", "random"):
        assert not agent_styles(game_id, level)


def test_a_seat_names_its_agent_and_style_in_one_string_balanced_plain() -> None:
    assert agent_spec("strong", "blocker") == "strong:blocker"
    assert agent_spec("strong", BALANCED) == "strong"
    assert split_agent("strong:blocker") == ("strong", "blocker")
    assert split_agent("strong") == ("strong", BALANCED)
    assert known_agent("metro", "expert:long_lines")
    assert known_agent("metro", "strong:surprise")
    assert not known_agent("metro", "strong:ticket_hunter")  # a TTR style
    assert not known_agent("metro", "standard:blocker")  # Standard plays no style
    with pytest.raises(ValueError, match="no style 'ticket_hunter' for strong in metro"):
        make_agent("metro", "strong:ticket_hunter")


# ------------------------------------------------------------------ each style changes play
def test_a_ttr_blocker_claims_the_gap_in_a_rivals_network_where_balanced_draws() -> None:
    """The rival holds Brest–Paris and Marseille–Zürich; Marseille–Paris joins the two pieces.
    The blocker pays it with its four pink cards; balanced keeps drawing for its own plan
    (Stockholm–Wien, far away)."""
    s = set_tickets(rigged(EUROPE, 2), 0, ["stockholm-wien"])
    s = give_routes(s, 1, ["brest-paris", "marseille-zurich"])
    s = set_hand(s, 0, {"pink": 4})
    pos = Position.of_state(s)
    blocker = TtrKnowledge(EUROPE, TTR_STYLES["blocker"][1]).policy.best(pos)
    balanced = TtrKnowledge(EUROPE, TTR_STYLES[BALANCED][1]).policy.best(pos)
    assert blocker == ClaimRoute("marseille-paris", "pink", 0)
    assert not isinstance(balanced, ClaimRoute)


def test_a_ttr_long_routes_player_claims_a_long_route_where_balanced_draws() -> None:
    s = set_tickets(rigged(EUROPE, 2), 0, ["stockholm-wien"])
    s = set_hand(s, 0, {"pink": 4})
    pos = Position.of_state(s)
    long_routes = TtrKnowledge(EUROPE, TTR_STYLES["long_routes"][1]).policy.best(pos)
    balanced = TtrKnowledge(EUROPE, TTR_STYLES[BALANCED][1]).policy.best(pos)
    assert isinstance(long_routes, ClaimRoute)
    assert EUROPE.tables.rlen[EUROPE.tables.route_index[long_routes.route]] >= 4
    assert not isinstance(balanced, ClaimRoute)


def _ticket_half_joined() -> TtrState:
    """Seat 0 holds Amsterdam–Pamplona with Amsterdam–Paris built: its plan still needs
    Pamplona–Paris (4 cars), and it has no card for it."""
    s = set_tickets(rigged(EUROPE, 2), 0, ["amsterdam-pamplona"])
    return give_routes(s, 0, ["amsterdam-bruxelles", "bruxelles-paris-red"])


def _best(style: str, s: TtrState) -> object:
    return TtrKnowledge(EUROPE, TTR_STYLES[style][1]).policy.best(Position.of_state(s))


def test_a_ttr_ticket_hunter_draws_tickets_before_its_plan_is_done_balanced_does_not() -> None:
    """Four cars short of its ticket with 42 pieces: the ticket hunter draws more tickets
    already; balanced draws cards for its plan and takes tickets only once it is joined."""
    s = _ticket_half_joined()
    assert s.pieces == [42, 45]
    assert _best("ticket_hunter", s) == DrawTickets()
    assert _best(BALANCED, s) != DrawTickets()


def test_a_ttr_ticket_hunter_draws_no_tickets_it_has_too_few_pieces_to_join() -> None:
    """Its ticket joined and 12 pieces left: a ticket drawn now would most likely be kept and
    failed (it kept such tickets and lost by 50 points), so the ticket hunter, like balanced,
    plays on instead."""
    s = set_tickets(rigged(EUROPE, 2), 0, ["amsterdam-pamplona"])
    built = ["amsterdam-bruxelles", "bruxelles-paris-red", "pamplona-paris-blue"]
    s = burn_pieces(give_routes(s, 0, built), 0, 12, avoid=built)
    assert s.pieces[0] == 12
    assert _best("ticket_hunter", s) != DrawTickets()
    assert _best(BALANCED, s) != DrawTickets()


def test_a_ttr_ticket_hunter_draws_no_tickets_once_a_rival_nears_the_end() -> None:
    """Four cars short with 42 pieces, but the rival has 14 left (a few turns of game): no
    time to join a new ticket, so the ticket hunter draws cards for its plan."""
    s = burn_pieces(_ticket_half_joined(), 1, 14, avoid=["pamplona-paris-blue"])
    assert s.pieces == [42, 14]
    assert _best("ticket_hunter", s) != DrawTickets()


def test_a_ttr_styles_evaluation_weighs_route_and_ticket_points_its_own_way() -> None:
    s = set_tickets(rigged(EUROPE, 2), 0, ["amsterdam-pamplona"])
    s = give_routes(s, 0, ["amsterdam-bruxelles", "bruxelles-paris-red", "pamplona-paris-blue"])
    balanced = TtrKnowledge(EUROPE).evaluator.scores(s)[0]
    routes = TtrKnowledge(EUROPE, TTR_STYLES["long_routes"][1]).evaluator.scores(s)[0]
    tickets = TtrKnowledge(EUROPE, TTR_STYLES["ticket_hunter"][1]).evaluator.scores(s)[0]
    assert tickets > balanced  # a joined ticket counts more for the ticket hunter
    assert routes != balanced


def _metro_positions(players: int, seed: int) -> list[tuple[object, list[PlaceTile]]]:
    """Every position of a Metro game the balanced policy plays, with its placements."""
    game = get_game("metro")
    knowledge = MetroKnowledge(game)  # type: ignore[arg-type]
    state = game.new_state(GameConfig(players), seed)
    out = []
    for ply in range(game.spec.max_actions):
        if game.outcome(state) is not None:
            return out
        legal = game.legal_actions(state)
        places = [a for a in legal if isinstance(a, PlaceTile)]
        if places:
            out.append((state, places))
        state = game.apply(state, knowledge.playout_action(state, legal, Rng(ply))).state
    raise AssertionError("the game never ended")


def _metro_pick(knowledge: MetroKnowledge, state: object, places: list[PlaceTile]) -> PlaceTile:
    values = knowledge.placement_values(state, places)  # type: ignore[arg-type]
    return places[values.index(max(values))]


def test_a_metro_blocker_cuts_rivals_lines_shorter_than_balanced_does() -> None:
    """Where the blocker places differently, its placement adds less to the rivals' lines (a
    consequence of weighing their gains 1.6 times: it is never more generous to them)."""
    game = get_game("metro")
    blocker = MetroKnowledge(game, style=METRO_STYLES["blocker"][1])  # type: ignore[arg-type]
    balanced = MetroKnowledge(game)  # type: ignore[arg-type]
    own_only = MetroKnowledge(game, style=MetroStyle(opp_scale=0.0))  # type: ignore[arg-type]
    differed = 0
    for state, places in _metro_positions(2, seed=4):
        mine, theirs = _metro_pick(blocker, state, places), _metro_pick(balanced, state, places)
        if mine == theirs:
            continue
        differed += 1
        own = own_only.placement_values(state, [mine, theirs])  # type: ignore[arg-type]
        net = balanced.placement_values(state, [mine, theirs])  # type: ignore[arg-type]
        rivals_gain = [o - n for o, n in zip(own, net, strict=True)]
        assert rivals_gain[0] <= rivals_gain[1] + 1e-9
    assert differed >= 2


def test_metro_long_lines_places_differently_and_counts_open_lines_worth_more() -> None:
    game = get_game("metro")
    long_lines = MetroKnowledge(game, style=METRO_STYLES["long_lines"][1])  # type: ignore[arg-type]
    balanced = MetroKnowledge(game)  # type: ignore[arg-type]
    positions = _metro_positions(2, seed=4)
    differed = [
        state
        for state, places in positions
        if _metro_pick(long_lines, state, places) != _metro_pick(balanced, state, places)
    ]
    assert len(differed) >= 2
    middle = positions[len(positions) // 3][0]
    assert sum(long_lines.expected_scores(middle)) > sum(balanced.expected_scores(middle))  # type: ignore[arg-type]


def test_the_great_tour_vip_and_tokens_style_draws_the_vip_deck_balanced_the_regular() -> None:
    """Wherever both policies draw in a game's positions, the VIP & tokens style draws from
    the VIP deck (bar the policy's random draws), balanced hardly ever."""
    game = get_game("great_tour")
    vip = GreatTourKnowledge(game, TOUR_STYLES["vip_tokens"][1])  # type: ignore[arg-type]
    balanced = GreatTourKnowledge(game)  # type: ignore[arg-type]
    draws = vip_draws = plain_vip_draws = 0
    for state, _seat, _action, _next in random_playout(game, 3, 4):
        if state.journey is not None or state.over:
            continue
        legal = game.legal_actions(state)
        mine = vip.playout_action(state, legal, Rng(1))
        theirs = balanced.playout_action(state, legal, Rng(1))
        if isinstance(mine, DrawCards) and isinstance(theirs, DrawCards):
            draws += 1
            vip_draws += mine == DrawCards("vip")
            plain_vip_draws += theirs == DrawCards("vip")
    assert draws >= 50
    assert vip_draws >= 0.8 * draws
    assert plain_vip_draws <= 0.2 * draws


def test_the_great_tour_tickets_first_style_travels_where_balanced_still_draws() -> None:
    """Over a game's positions: somewhere the tickets-first policy begins a journey while
    balanced draws (it takes a journey at a lower value per card)."""
    game = get_game("great_tour")
    tickets = GreatTourKnowledge(game, TOUR_STYLES["tickets_first"][1])  # type: ignore[arg-type]
    balanced = GreatTourKnowledge(game)  # type: ignore[arg-type]
    found = 0
    for state, _seat, _action, _next in random_playout(game, 3, 4):
        if state.journey is not None or state.over:
            continue
        legal = game.legal_actions(state)
        mine = tickets.playout_action(state, legal, Rng(1))
        theirs = balanced.playout_action(state, legal, Rng(1))
        if isinstance(mine, BeginJourney) and isinstance(theirs, DrawCards):
            found += 1
    assert found >= 3


# ------------------------------------------------------------------ never legality
@pytest.mark.parametrize(
    ("game", "style"), [(g, s) for g in (TTR_EUROPE, TTR_PARIS) for s in TTR_STYLES]
)
def test_every_ttr_style_plays_only_legal_moves(game: object, style: str) -> None:
    knowledge = TtrKnowledge(game, TTR_STYLES[style][1])  # type: ignore[arg-type]
    rng = Rng(3)
    for state, _seat, _action, _next in random_playout(game, 3, 12):  # type: ignore[arg-type]
        legal = game.legal_actions(state)  # type: ignore[attr-defined]
        assert knowledge.playout_action(state, legal, rng) in legal
        pos = Position.of_state(state)
        assert all(action in legal for _s, action in knowledge.policy.options(pos))
        assert all(action in legal for action in knowledge.candidates(state, legal))
    # A whole game the style's policy plays, every move legal, to the end.
    state = game.new_state(GameConfig(2), 8)  # type: ignore[attr-defined]
    for _ in range(game.spec.max_actions):  # type: ignore[attr-defined]
        if state.result is not None:
            break
        legal = game.legal_actions(state)  # type: ignore[attr-defined]
        action = knowledge.playout_action(state, legal, rng)
        assert action in legal
        state = game.apply(state, action).state  # type: ignore[attr-defined]
    assert state.result is not None


@pytest.mark.parametrize(
    ("game_id", "style"),
    [("metro", s) for s in METRO_STYLES] + [("great_tour", s) for s in TOUR_STYLES],
)
def test_every_metro_and_great_tour_style_plays_only_legal_moves(game_id: str, style: str) -> None:
    game = get_game(game_id)
    table = METRO_STYLES if game_id == "metro" else TOUR_STYLES
    knowledge = (
        MetroKnowledge(game, style=table[style][1])  # type: ignore[arg-type]
        if game_id == "metro"
        else GreatTourKnowledge(game, table[style][1])  # type: ignore[arg-type]
    )
    rng = Rng(5)
    for state, _seat, _action, _next in random_playout(game, 3, 13):
        legal = game.legal_actions(state)
        assert knowledge.playout_action(state, legal, rng) in legal
        assert all(action in legal for action in knowledge.candidates(state, legal))


@pytest.mark.parametrize("game_id", ["metro", "great_tour", "ttr_paris"])
def test_a_styled_strong_agent_answers_with_a_legal_move(game_id: str) -> None:
    """The searches themselves, with each style: a few decisions from the seat's view."""
    game = get_game(game_id)
    for style in agent_styles(game_id, "strong"):
        spec = agent_spec("strong", style)
        agent = build_agent(game_id, spec + ("{worlds=2;rounds=1}" if "ttr" in game_id else ""))
        plies = [p for p in random_playout(game, 2 if game_id != "great_tour" else 3, 21)]
        for state, seat, _action, _next in plies[10:40:10]:
            legal = game.legal_actions(state)
            view = game.view(state, seat)
            assert agent.choose(view, legal, Rng(seat), float("inf")) in legal


# ------------------------------------------------------------------ seats, saves, surprise
def test_surprise_me_is_drawn_from_the_seed_the_same_every_time() -> None:
    styles = tuple(agent_styles("ttr_europe", "strong"))
    drawn = [draw_style(styles, seed, 1) for seed in range(40)]
    assert drawn == [draw_style(styles, seed, 1) for seed in range(40)]
    assert set(drawn) == set(styles)  # every style is drawn for some game
    assert [draw_style(styles, 7, seat) for seat in range(5)] != [draw_style(styles, 7, 0)] * 5
    assert resolve_agent("ttr_europe", "strong:surprise", 7, 1) == agent_spec(
        "strong", draw_style(styles, 7, 1)
    )
    assert resolve_agent("ttr_europe", "strong:blocker", 7, 1) == "strong:blocker"


def test_a_match_plays_the_style_surprise_drew_and_a_reload_draws_it_again(
    tmp_path: Path,
) -> None:
    seats = [
        Seat("Ala", "#f2c531", "strong:blocker"),
        Seat("Olek", "#2f7fd8", "strong:surprise"),
    ]
    for seed in range(3, 9):
        match = Match.new("metro", GameConfig(2), seats, seed, saves_dir=tmp_path)
        drawn = match.played_agents.get(1)
        assert drawn is not None and split_agent(drawn)[0] == "strong"
        assert split_agent(drawn)[1] in agent_styles("metro", "strong")
        assert match._agents[1].style_name == split_agent(drawn)[1]  # type: ignore[attr-defined]
        assert match.played_agents.get(0) == "strong:blocker"
        again = Match.new("metro", GameConfig(2), seats, seed, saves_dir=tmp_path)
        assert again.played_agents.get(1) == drawn


def test_styles_survive_a_save_and_load_and_old_saves_play_balanced(tmp_path: Path) -> None:
    seats = [
        Seat("Ala", "#f2c531", "strong:long_lines"),
        Seat("Olek", "#2f7fd8", "strong:surprise"),
        Seat("Ewa", "#d13b3b", "strong"),  # as every save before styles names a level
    ]
    match = Match.new("metro", GameConfig(3), seats, 11, saves_dir=tmp_path, autosave=True)
    for _ in range(3):
        match.step_ai()
    path = match.save_as("styles")
    data = read_save(path)
    assert [s.agent for s in data.seats] == ["strong:long_lines", "strong:surprise", "strong"]
    loaded = load_save(path, saves_dir=tmp_path)
    assert [s.agent for s in loaded.seats] == [s.agent for s in seats]
    assert [loaded.played_agents.get(i) for i in range(3)] == [
        match.played_agents.get(i) for i in range(3)
    ]
    assert loaded._agents[2].style_name == BALANCED  # type: ignore[attr-defined]
    assert loaded.log == match.log
    loaded.close()
    match.close()


def test_a_save_naming_a_style_this_tabletop_lacks_is_refused_clearly(tmp_path: Path) -> None:
    seats = [Seat("Ala", "#f2c531", "strong"), Seat("Olek", "#2f7fd8", "strong")]
    match = Match.new("metro", GameConfig(2), seats, 1, saves_dir=tmp_path)
    path = match.save_as("dragon")
    match.close()
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["seats"][1]["agent"] = "strong:dragon"
    path.write_text(json.dumps(doc), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError, match="strong:dragon"):
        read_save(path)
    assert path.read_bytes() == before


# ------------------------------------------------------------------ the arena
def test_the_arena_measures_a_style_by_its_seat_name(capsys: pytest.CaptureFixture[str]) -> None:
    agent = build_agent("metro", "strong:blocker{settings.iterations=5}")
    assert agent.style_name == "blocker"
    assert agent.search.settings.iterations == 5
    code = arena_main(
        ["--game", "metro", "--players", "2", "--agents", "strong:dragon,greedy", "--games", "2"]
    )
    assert code != 0
    assert "no style 'dragon' for strong in metro" in capsys.readouterr().err
    assert SURPRISE not in agent_styles("metro", "strong")  # surprise is drawn per game only
