"""``tabletop --check``: a self-check of an installed copy (a wheel or the standalone build),
with no display.

For every registered game: a match of AI seats played to the end through the game's real
table scene (frames rendered, game-over screen reached), saved, reloaded and compared. Then
what a player reaches from the title: the finished games are in the history database and the
Statistics screen shows them, a searching AI seat thinks in its worker process, every sound
loads and one is heard (through SDL's disk audio driver, into a file read back), a phone page
is served, the file manager the crash screen
starts would get the system's libraries (not the build's), and the Polish catalog speaks.
Anything the app logs at error level fails the check, as does any exception; a warning is
printed on stderr. One summary line and exit 0, or the error and exit 1. Saves and the history
go to a temporary folder.
"""

from __future__ import annotations

import array
import logging
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tabletop.core import GameConfig, TabletopError
from tabletop.core.formats import format_number
from tabletop.core.i18n import _, language, ngettext
from tabletop.games import GAMES
from tabletop.games.catalog import DEFAULT, lookup
from tabletop.play import Match, load_save
from tabletop.saves import state_digest

from . import crash
from .app import App
from .scenes.game_over import GameOverScene
from .scenes.statistics import StatisticsScene
from .scenes.title import TitleScene
from .screenshot import ai_seats
from .settings import Settings
from .sound import SoundName, SoundPlayer

#: Frames with no new move before a game counts as stuck.
STALL_SECONDS = 30.0
#: Seconds the history worker, the Statistics screen and the sound loader may take.
WORKER_SECONDS = 60.0
#: Seconds of the game-over sound listened to for it (it starts at once; it lasts 2.25 s),
#: and of the silence listened to while the sound is off.
HEAR_SECONDS = 1.0
HUSH_SECONDS = 0.25
#: The check's sound: 44.1 kHz, two channels of 16-bit samples (``PygameMixer.open``).
AUDIO_BYTES_PER_SECOND = 44_100 * 2 * 2
#: A sample louder than this (of 32768) is sound, not silence.
AUDIBLE = 256


class CheckError(Exception):
    pass


class LogWatcher(logging.Handler):
    """Everything the app logs while the check runs: an error fails the check (the standalone
    build once logged four tracebacks of a missing ``sqlite3`` and still said "ok"); a warning
    is said on stderr."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.errors: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            text += f" ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})"
        if record.levelno >= logging.ERROR:
            self.errors.append(text)
        print(f"{record.levelname.lower()}: {record.name}: {text}", file=sys.stderr)


def _until(done: Callable[[], bool], app: App, what: str) -> None:
    """Run frames until ``done()``; ``CheckError`` after ``WORKER_SECONDS``."""
    deadline = time.monotonic() + WORKER_SECONDS
    while not done():
        if time.monotonic() > deadline:
            raise CheckError(_("{what}: nothing after {seconds} s").format(what=what, seconds=60))
        app.frame(dt=0.05)
        time.sleep(0.01)


def check_game(app: App, game_id: str, seed: int, saves: Path, board: str = DEFAULT) -> str:
    """Play one game through its table (on ``board``, a key of ``tabletop.games.catalog``); a
    short report, or ``CheckError``."""

    spec = GAMES[game_id].spec
    players = spec.min_players
    match = Match.new(
        game_id,
        GameConfig(players),
        ai_seats(game_id, players, "random"),
        seed,
        autosave=True,
        saves_dir=saves,
        board=board,
    )
    table = app.start_match(match)
    last_ply, last_change = -1, time.monotonic()
    while not isinstance(app.top, GameOverScene):
        app.frame(dt=0.05)
        if match.thinking:
            time.sleep(0.0005)  # give the agent's thread the interpreter (no frame cap here)
        if match.ply != last_ply:
            last_ply, last_change = match.ply, time.monotonic()
        elif time.monotonic() - last_change > STALL_SECONDS:
            raise CheckError(
                _("no move for {seconds} s at move {number}").format(
                    seconds=f"{STALL_SECONDS:.0f}", number=match.ply
                )
            )
        if match.ply > spec.max_actions:
            raise CheckError(
                ngettext("more than {n} move", "more than {n} moves", spec.max_actions).format(
                    n=spec.max_actions
                )
            )
        if app.top is not table and not isinstance(app.top, GameOverScene):
            raise CheckError(
                _("unexpected screen {screen} over the table").format(screen=type(app.top).__name__)
            )
    outcome = match.outcome()
    if outcome is None:
        raise CheckError(_("the game-over screen opened before the game ended"))
    for _frame in range(3):
        app.frame(dt=0.05)
    path = match.save_as(f"check {game_id}")
    reloaded = load_save(path, saves_dir=saves)
    if reloaded.log != match.log:
        raise CheckError(_("the reloaded save has a different move log"))
    if state_digest(reloaded.game, reloaded.state) != state_digest(match.game, match.state):
        raise CheckError(_("the reloaded save does not reach the same position"))
    if reloaded.outcome() != outcome:
        raise CheckError(_("the reloaded save has a different result"))
    autosaved = load_save(match.autosave_path, saves_dir=saves)
    if autosaved.log != match.log:
        raise CheckError(_("the autosave is behind the game"))
    reloaded.close()
    autosaved.close()
    return ngettext("{game} {players}p {n} move", "{game} {players}p {n} moves", match.ply).format(
        game=game_id, players=players, n=match.ply
    )


def check_history(app: App, games: int) -> str:
    """The finished games are recorded in the history database, and the Statistics screen
    opens on them."""
    recordings = list(app.history.recordings)
    if len(recordings) != games:
        raise CheckError(
            ngettext(
                "the history was offered {n} of {games} finished game",
                "the history was offered {n} of {games} finished games",
                games,
            ).format(n=len(recordings), games=games)
        )
    _until(lambda: all(future.done() for future in recordings), app, _("recording the history"))
    for future in recordings:
        if future.exception() is not None:
            raise CheckError(
                _("a finished game was not recorded: {problem}").format(problem=future.exception())
            )
    counted = app.history.submit(lambda history: history.game_count())
    _until(counted.done, app, _("reading the history"))
    if counted.result() != games:
        raise CheckError(
            _("games in the history: {n}, not {games}").format(n=counted.result(), games=games)
        )
    statistics = StatisticsScene(app)
    app.push(statistics)
    _until(
        lambda: statistics.page is not None or statistics.failed is not None,
        app,
        _("the Statistics screen"),
    )
    if statistics.failed is not None or app.top is not statistics:
        raise CheckError(
            _("the Statistics screen did not open: {problem}").format(
                problem=statistics.failed or type(app.top).__name__
            )
        )
    app.frame(dt=0.05)
    app.pop()
    return ngettext(
        "{n} game in the history and on the Statistics screen",
        "{n} games in the history and on the Statistics screen",
        games,
    ).format(n=games)


@contextmanager
def _disk_audio(path: Path) -> Iterator[None]:
    """SDL's "disk" audio driver for the mixer opened inside: it writes what it would play to
    ``path`` (signed 16-bit samples), as fast as a sound card would take them. SDL's notice
    that this driver is in use is kept off stderr; the environment is put back after."""
    names = ("SDL_AUDIODRIVER", "SDL_DISKAUDIOFILE", "SDL_LOGGING")
    before = {name: os.environ.get(name) for name in names}
    os.environ.update(
        SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(path), SDL_LOGGING="audio=quiet"
    )
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _listen(path: Path, start: int, seconds: float) -> int:
    """The loudest sample (of 32768) the driver wrote to ``path`` after byte ``start``: once
    one is louder than ``AUDIBLE``, or when ``seconds`` of sound have been written."""
    wanted = round(seconds * AUDIO_BYTES_PER_SECOND)
    deadline = time.monotonic() + WORKER_SECONDS
    while True:
        data = path.read_bytes()[start:] if path.exists() else b""
        samples = array.array("h", data[: len(data) // 2 * 2])
        loudest = max(map(abs, samples), default=0)
        if loudest > AUDIBLE or len(data) >= wanted:
            return loudest
        if time.monotonic() > deadline:
            raise CheckError(_("no sound: the audio driver took no sound for 60 s"))
        time.sleep(0.01)


def check_sound(app: App, folder: Path) -> str:
    """Every sound loads, and one is heard: the game-over sound is played through SDL's disk
    driver, which writes to a file in ``folder`` the samples a sound card would get, and they
    are read back (the standalone build must carry the files, their decoder and the mixer);
    with the sound off, nothing is heard. Then the app's own player starts, on the driver the
    check runs with (SDL's dummy driver when there is no sound card), for the games."""
    heard = folder / "heard.raw"
    with _disk_audio(heard):
        player = SoundPlayer(music=False)
        try:
            player.start()
            if not player.wait_ready(WORKER_SECONDS) or not player.available:
                raise CheckError(_("no sound: the audio device could not be opened"))
            if player.missing:
                raise CheckError(
                    _("no sound: {names} could not be loaded").format(
                        names=", ".join(player.missing)
                    )
                )
            player.set_muted(True)
            start = heard.stat().st_size if heard.exists() else 0
            player.play(SoundName.GAME_OVER)
            if _listen(heard, start, HUSH_SECONDS) > AUDIBLE:
                raise CheckError(_("the game-over sound was heard with the sound off"))
            player.set_muted(False)
            start = heard.stat().st_size if heard.exists() else 0
            if not player.play(SoundName.GAME_OVER):
                raise CheckError(_("no sound: the game-over sound did not play"))
            if _listen(heard, start, HEAR_SECONDS) <= AUDIBLE:
                raise CheckError(_("no sound: the game-over sound played, but nothing was heard"))
        finally:
            player.close()
    app.sound.start()
    if not app.sound.wait_ready(WORKER_SECONDS) or not app.sound.available:
        raise CheckError(_("no sound: the audio device could not be opened"))
    return _("a sound played and heard, none with the sound off")


def check_searching_seat(saves: Path) -> str:
    """A searching AI seat (Strong) makes its moves in its worker process, a process of its
    own (the standalone build once could not start that process: every game with a Strong or
    Expert seat crashed at its first AI move, while this check, whose seats do not search,
    said "ok")."""
    game_id = next(iter(GAMES))
    players = GAMES[game_id].spec.min_players
    match = Match.new(
        game_id, GameConfig(players), ai_seats(game_id, players, "strong"), 1, saves_dir=saves
    )
    match.timed_agents = False  # its fixed budget: the same worker, a second rather than several
    try:
        deadline = time.monotonic() + WORKER_SECONDS
        while match.ply < players:  # every seat has searched once
            if time.monotonic() > deadline:
                raise CheckError(_("a Strong seat made no move in {seconds} s").format(seconds=60))
            match.poll()
            time.sleep(0.01)
    finally:
        match.close()
    return _("a Strong seat searched in its own process")


def check_phones() -> str:
    """A phone seat's server starts and serves its page (the standalone build once left out
    ``ssl``, which the websocket server imports: every game with a phone seat failed)."""
    from urllib.request import urlopen  # lazily: only the check fetches a page

    from tabletop.lan.hub import PhoneHub  # lazily: only games with phone seats load it

    hub = PhoneHub([0], "127.0.0.1")
    try:
        hub.start()
        with urlopen(hub.url(0), timeout=WORKER_SECONDS) as reply:
            page = reply.read()
        if reply.status != 200 or b"<html" not in page.lower():
            raise CheckError(_("the phone page was not served"))
    except OSError as error:
        raise CheckError(_("no phone seats: {problem}").format(problem=error)) from None
    finally:
        hub.close()
    return _("a phone page served")


def check_opener_env() -> str:
    """The programs of the system the app starts (the file manager that shows the log folder)
    get the system's libraries: the standalone build puts its own folder first on
    ``LD_LIBRARY_PATH``, and a file manager that inherited it would load the build's libssl or
    libstdc++ in place of its own, and fail to start."""
    bundle = getattr(sys, "_MEIPASS", None)
    seen = crash.external_env().get("LD_LIBRARY_PATH", "")  # what ``open_folder`` gives
    if bundle is not None and any(
        part and Path(part).resolve().is_relative_to(Path(bundle).resolve())
        for part in seen.split(os.pathsep)
    ):
        raise CheckError(
            _("a folder opener would get this app's libraries: LD_LIBRARY_PATH={path}").format(
                path=seen
            )
        )
    return _("a folder opener gets the system's libraries")


def check_polish(app: App) -> str:
    """The Polish catalog is there and speaks: the title screen is drawn in Polish."""

    spoken = language()
    app.set_language("pl")
    try:
        if _("Statistics") == "Statistics":
            raise CheckError(_("the Polish catalog is missing"))
        app.push(TitleScene(app))
        for _frame in range(2):
            app.frame(dt=0.05)
        app.pop()
    finally:
        app.set_language(spoken)
    return _("Polish spoken")


def run_check(size: tuple[int, int] = (1280, 800), board: str | None = None) -> int:
    """Play every game (or only ``board``: a board's name or a map file) through its table."""
    started = time.perf_counter()
    reports: list[str] = []
    game_id = _("(setup)")
    watcher = LogWatcher()
    logging.getLogger("tabletop").addHandler(watcher)
    with tempfile.TemporaryDirectory(prefix="tabletop-check-") as tmp:
        try:
            app = App(
                size,
                settings=Settings(animation_speed="fast", ai_delay=0.0),
                saves_dir=Path(tmp),
                autosave=True,
            )
            try:
                extras = [check_sound(app, Path(tmp))]
                boards = [(g, DEFAULT) for g in GAMES]
                if board is not None:
                    found = lookup(board)
                    boards = [(found.game_id, found.key)]
                for seed, (game_id, key) in enumerate(boards, start=1):
                    report = check_game(app, game_id, seed, Path(tmp), key)
                    if board is not None:  # say which board was played: a user's map, perhaps
                        report = _("{board}: {report}").format(board=found.name, report=report)
                    reports.append(report)
                game_id = _("(the title screen's features)")
                extras += [
                    check_history(app, len(reports)),
                    check_searching_seat(Path(tmp)),
                    check_phones(),
                    check_opener_env(),
                    check_polish(app),
                ]
            finally:
                app.close()
            if watcher.errors:
                raise CheckError(
                    ngettext(
                        "{n} error was logged, the first: {error}",
                        "{n} errors were logged, the first: {error}",
                        len(watcher.errors),
                    ).format(n=len(watcher.errors), error=watcher.errors[0])
                )
        except Exception as error:  # any failure is the check's answer, reported plainly
            first, *more = str(error).splitlines() or [""]
            if more:  # a map's every problem, one a line, listed as ``boards check`` lists them
                print(_("tabletop check FAILED in {game}:").format(game=game_id))
                print("\n".join(f"  - {line}" for line in (first, *more)))
            else:
                print(
                    _("tabletop check FAILED in {game}: {problem}").format(
                        game=game_id, problem=first
                    )
                )
            if not isinstance(error, (TabletopError, CheckError)):
                traceback.print_exc(file=sys.stderr)  # a refusal in plain words needs no trace
            return 1
        finally:
            logging.getLogger("tabletop").removeHandler(watcher)
    elapsed = time.perf_counter() - started
    print(
        ngettext(
            "tabletop check ok: {n} game played, saved and reloaded ({reports}); {extras}; in "
            "{seconds} s",
            "tabletop check ok: {n} games played, saved and reloaded ({reports}); {extras}; in "
            "{seconds} s",
            len(reports),
        ).format(
            n=len(reports),
            reports="; ".join(reports),
            extras="; ".join(extras),
            seconds=format_number(elapsed, decimals=1),
        )
    )
    return 0
