"""Put tabletop in the desktop's application menu, and take it out again.

``tabletop --install-desktop`` / ``tabletop --uninstall-desktop``, for a pip install and for the
standalone build alike (the entry starts whichever tabletop ran the command):

- Linux and other freedesktop systems, under ``$XDG_DATA_HOME`` (``~/.local/share`` by
  default): the entry ``applications/<APP_ID>.desktop``, its AppStream description
  ``metainfo/<APP_ID>.metainfo.xml`` (shipped in ``assets/metainfo``) and the icon at every size
  as ``icons/hicolor/<size>/apps/<APP_ID>.png``. The entry's ``StartupWMClass`` is the window's
  class (``ui/identity.py`` sets it to ``APP_ID`` too), so the running window is matched to it.
  An entry an earlier tabletop wrote under the old name ``tabletop.desktop`` is removed, so an
  upgrade leaves one menu item.
- Windows: a Start-menu shortcut, ``%APPDATA%\\Microsoft\\Windows\\Start Menu\\Programs\\
  Tabletop.lnk``, made through PowerShell's ``WScript.Shell`` (no extra package).
- macOS: ``~/Applications/Tabletop.app``, a small bundle (``Info.plist``, the ``.icns`` icon and
  a launcher script) that starts this tabletop.

Every file and folder that installing creates is recorded in ``desktop-install.json`` in the
user data folder, and uninstalling removes exactly those (folders only when empty), then the
record. Installing again removes what the record holds that the new install no longer writes.
Nothing here imports pygame: it runs before any window exists.
"""

from __future__ import annotations

import json
import os
import plistlib
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from tabletop import __version__
from tabletop.core.i18n import DEFAULT_LANGUAGE, LANGUAGES, N_, _, translated
from tabletop.resources import assets_dir

#: The command (the script, the standalone executable) and the name of the user's folders of
#: saves, settings and logs: it stays ``tabletop`` whatever the application id.
COMMAND = "tabletop"
APP_NAME = "Tabletop"
#: The project's address: chosen for it, to be confirmed by its maintainers. pyproject.toml's
#: ``[project.urls]`` and the metainfo name the same one.
HOMEPAGE = "https://github.com/tabletop-games/tabletop"
#: The application id, reverse-DNS of HOMEPAGE as AppStream asks (its "-" written "_", which
#: the desktop entry spec allows): the desktop entry's file name, the metainfo's ``<id>``, the
#: installed icon's name, the window's class and Wayland app id, the Windows taskbar's id.
APP_ID = "io.github.tabletop_games.Tabletop"
#: The macOS bundle identifier: the same id with "-" for "_" (Apple allows no "_" in one). The
#: standalone .app uses it; the launcher bundle of a pip install adds ``.launcher``.
BUNDLE_ID = APP_ID.replace("_", "-")
#: The entry's name before the application id: an install or uninstall removes one we wrote.
LEGACY_ENTRY = f"{COMMAND}.desktop"
#: What the menu says under the name, in every language of the catalog.
COMMENT = N_("Ticket to Ride Europe and Paris, Metro and The Great Tour: hot-seat and AI, offline")
GENERIC_NAME = N_("Board games")
# Translators: search words for the applications menu, separated by semicolons; any number of
# them, and they need not be translations of the English ones.
KEYWORDS = N_("board;game;boardgame;ticket;ride;train;railway;metro;tiles;tour;europe;paris;")
RECORD = "desktop-install.json"
#: Marks a .desktop file as ours (a file of the same name that lacks it is never replaced).
MARK_KEY = "X-Tabletop-Installed-By"


class DesktopError(Exception):
    """Installing or removing the menu entry failed; the message says why in plain words."""


def platform_kind(platform: str = sys.platform) -> str:
    """``"windows"``, ``"macos"`` or ``"linux"`` (any other Unix uses freedesktop too)."""
    if platform == "win32":
        return "windows"
    if platform == "darwin":
        return "macos"
    return "linux"


def frozen() -> bool:
    """True in the standalone build (PyInstaller sets ``sys.frozen``)."""
    return bool(getattr(sys, "frozen", False))


def launch_command() -> list[str]:
    """The command that starts this tabletop: the standalone executable, or this Python with
    ``-m tabletop`` (on Windows its windowless ``pythonw.exe`` when there is one)."""
    if frozen():
        return [sys.executable]
    python = Path(sys.executable)
    if platform_kind() == "windows":
        windowless = python.with_name("pythonw.exe")
        if windowless.is_file():
            python = windowless
    return [str(python), "-m", "tabletop"]


#: The names of the installed scripts (pyproject.toml's gui and console scripts).
SCRIPT_NAMES = frozenset({"tabletop", "tabletop-cli"})


def command_line(
    option: str,
    *,
    frozen: bool | None = None,
    executable: str | None = None,
    script: str | None = None,
    platform_name: str | None = None,
) -> str:
    """The very tabletop that is running with ``option``, as a line to type in a terminal: the
    standalone executable's path, or the installed script's, or this Python with ``-m
    tabletop``. A bare ``tabletop …`` works only where that folder is on PATH, which a copied
    standalone folder never is. The keywords stand in for ``sys.frozen``, ``sys.executable``,
    ``sys.argv[0]`` and ``sys.platform`` in tests."""
    frozen = bool(getattr(sys, "frozen", False)) if frozen is None else frozen
    executable = sys.executable if executable is None else executable
    script = sys.argv[0] if script is None else script
    platform_name = platform_name or sys.platform
    if frozen:
        command = [executable]
    elif Path(script).stem in SCRIPT_NAMES:
        path = Path(os.path.abspath(script))
        # Windows' tabletop.exe is windowless (a gui script) and prints nothing; its console
        # twin beside it does.
        console = path.with_name("tabletop-cli" + path.suffix)
        if platform_name == "win32" and console.is_file():
            path = console
        command = [str(path)]
    else:  # python -m tabletop (its argv[0] is the package's __main__.py)
        command = [executable, "-m", "tabletop"]
    command.append(option)
    if platform_name == "win32":
        return subprocess.list2cmdline(command)
    return shlex.join(command)


def record_path() -> Path:
    return Path(platformdirs.user_data_dir(COMMAND)) / RECORD


# ---------------------------------------------------------------------- freedesktop
#: Characters that make an Exec argument need quotes (Desktop Entry spec, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def exec_quote(argument: str) -> str:
    """One Exec argument, quoted as the Desktop Entry spec asks when it must be."""
    argument = argument.replace("%", "%%")
    if not argument or any(ch in _RESERVED for ch in argument):
        escaped = "".join("\\" + ch if ch in '"`$\\' else ch for ch in argument)
        argument = f'"{escaped}"'
    # The whole value is a "string" too, whose own escape is the backslash.
    return argument.replace("\\", "\\\\")


def _string_value(text: str) -> str:
    """Text as a Desktop Entry string: backslash, newline, tab and return escaped."""
    escapes = {"\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}
    return "".join(escapes.get(ch, ch) for ch in text.strip())


def _list_value(text: str) -> str:
    """A Desktop Entry list: its items separated and ended by ";", none empty."""
    items = (item.strip() for item in text.split(";"))
    return "".join(_string_value(item) + ";" for item in items if item)


def _localized(key: str, message: str, tidy: Callable[[str], str] = _string_value) -> list[str]:
    """``key=message`` and ``key[code]=…`` in each other language of the catalog."""
    lines = [f"{key}={tidy(message)}"]
    for code in LANGUAGES:
        if code != DEFAULT_LANGUAGE:
            lines.append(f"{key}[{code}]={tidy(translated(message, code))}")
    return lines


def desktop_entry(command: list[str]) -> str:
    """The ``<APP_ID>.desktop`` file that starts ``command``."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        # The name is the same in every language; said for each, it is not "untranslated".
        *_localized("Name", APP_NAME),
        *_localized("GenericName", GENERIC_NAME),
        *_localized("Comment", COMMENT),
        "Exec=" + " ".join(exec_quote(part) for part in command),
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        *_localized("Keywords", KEYWORDS, _list_value),
        f"StartupWMClass={APP_ID}",
        f"{MARK_KEY}={COMMAND} {__version__}",
        "",
    ]
    return "\n".join(lines)


def icon_sizes() -> list[int]:
    """The sizes of the shipped hicolor icons, smallest first."""
    root = assets_dir() / "icons" / "hicolor"
    sizes = [int(folder.name.split("x")[0]) for folder in root.iterdir() if folder.is_dir()]
    return sorted(sizes)


def shipped_icon(size: int) -> Path:
    return assets_dir() / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{COMMAND}.png"


def shipped_metainfo() -> Path:
    """The AppStream description of the app (``appstreamcli validate`` accepts it)."""
    return assets_dir() / "metainfo" / f"{APP_ID}.metainfo.xml"


# ---------------------------------------------------------------------- Windows
def start_menu_shortcut() -> Path:
    appdata = os.environ.get("APPDATA") or str(Path.home() / "AppData" / "Roaming")
    return Path(appdata) / "Microsoft" / "Windows" / "Start Menu" / "Programs" / f"{APP_NAME}.lnk"


def _ps_quote(text: str) -> str:
    """A PowerShell single-quoted string (a quote inside is doubled)."""
    return "'" + text.replace("'", "''") + "'"


def shortcut_script(shortcut: Path, command: list[str], icon: Path, workdir: Path) -> str:
    """PowerShell that writes a ``.lnk`` starting ``command`` with ``icon``."""
    arguments = subprocess.list2cmdline(command[1:])
    return "; ".join(
        [
            "$s = (New-Object -ComObject WScript.Shell)"
            f".CreateShortcut({_ps_quote(str(shortcut))})",
            f"$s.TargetPath = {_ps_quote(command[0])}",
            f"$s.Arguments = {_ps_quote(arguments)}",
            f"$s.IconLocation = {_ps_quote(str(icon) + ',0')}",
            f"$s.WorkingDirectory = {_ps_quote(str(workdir))}",
            f"$s.Description = {_ps_quote(_(COMMENT))}",
            "$s.Save()",
        ]
    )


def _windows_icon(command: list[str]) -> Path:
    # The standalone .exe carries the icon; a pip install points at the shipped .ico.
    return Path(command[0]) if frozen() else assets_dir() / "icons" / f"{COMMAND}.ico"


# ---------------------------------------------------------------------- macOS
def applications_bundle() -> Path:
    return Path.home() / "Applications" / f"{APP_NAME}.app"


def launcher_script(command: list[str]) -> str:
    """The bundle's executable: a shell script that becomes ``command``."""
    quoted = " ".join("'" + part.replace("'", "'\\''") + "'" for part in command)
    return f'#!/bin/sh\nexec {quoted} "$@"\n'


def info_plist() -> bytes:
    return plistlib.dumps(
        {
            "CFBundleName": APP_NAME,
            "CFBundleDisplayName": APP_NAME,
            "CFBundleIdentifier": BUNDLE_ID + ".launcher",
            "CFBundleExecutable": COMMAND,
            "CFBundleIconFile": f"{COMMAND}.icns",
            "CFBundlePackageType": "APPL",
            "CFBundleShortVersionString": __version__,
            "CFBundleVersion": __version__,
            "LSApplicationCategoryType": "public.app-category.board-games",
            "NSHighResolutionCapable": True,
        }
    )


# ---------------------------------------------------------------------- the plan
@dataclass
class Plan:
    """The files one platform's entry consists of, and what to run once they are written."""

    #: path → bytes to write, or the shipped file to copy.
    files: dict[Path, bytes | Path] = field(default_factory=dict)
    #: Files made by a program (the .lnk): path → command that makes it.
    made: dict[Path, list[str]] = field(default_factory=dict)
    executables: set[Path] = field(default_factory=set)
    #: Where the desktop looks for the entry (said to the user).
    summary: Path | None = None


def plan(kind: str | None = None, command: list[str] | None = None) -> Plan:
    """What installing writes on platform ``kind`` (default: this one)."""
    kind = kind or platform_kind()
    command = command or launch_command()
    result = Plan()
    if kind == "linux":
        data = platformdirs.user_data_path()
        entry = data / "applications" / f"{APP_ID}.desktop"
        result.files[entry] = desktop_entry(command).encode("utf-8")
        result.files[data / "metainfo" / f"{APP_ID}.metainfo.xml"] = shipped_metainfo()
        for size in icon_sizes():
            target = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
            result.files[target] = shipped_icon(size)
        result.summary = entry
    elif kind == "macos":
        bundle = applications_bundle()
        contents = bundle / "Contents"
        result.files[contents / "Info.plist"] = info_plist()
        launcher = contents / "MacOS" / COMMAND
        result.files[launcher] = launcher_script(command).encode("utf-8")
        result.executables.add(launcher)
        icns = assets_dir() / "icons" / f"{COMMAND}.icns"
        result.files[contents / "Resources" / f"{COMMAND}.icns"] = icns
        result.summary = bundle
    elif kind == "windows":
        shortcut = start_menu_shortcut()
        script = shortcut_script(shortcut, command, _windows_icon(command), Path.home())
        result.made[shortcut] = [
            "powershell",
            "-NoProfile",
            "-NonInteractive",
            "-ExecutionPolicy",
            "Bypass",
            "-Command",
            script,
        ]
        result.summary = shortcut
    else:
        raise DesktopError(
            _("tabletop cannot add a menu entry on {platform}").format(platform=kind)
        )
    return result


# ---------------------------------------------------------------------- record
@dataclass
class Record:
    """What an install created: files, and the folders that did not exist before."""

    files: list[str] = field(default_factory=list)
    folders: list[str] = field(default_factory=list)
    #: The command the entry starts (``mend``: a moved standalone folder leaves it pointing
    #: at nothing); empty in a record an earlier tabletop wrote.
    command: list[str] = field(default_factory=list)

    @classmethod
    def read(cls, path: Path) -> Record:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):  # read at every start of the standalone build
                raise ValueError(f"a JSON {type(data).__name__}, not an object")
        except FileNotFoundError:
            return cls()
        except (OSError, ValueError) as error:
            raise DesktopError(
                _("the record of the menu entry {path} cannot be read ({error})").format(
                    path=path, error=error
                )
            ) from error
        command = data.get("command")
        return cls(
            list(data.get("files", [])),
            list(data.get("folders", [])),
            [str(part) for part in command] if isinstance(command, list) else [],
        )

    def write(self, path: Path) -> None:
        data = {"files": self.files, "folders": self.folders, "command": self.command}
        path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")

    def add_file(self, path: Path) -> None:
        if str(path) not in self.files:
            self.files.append(str(path))


def _make_folder(folder: Path, record: Record) -> None:
    """Create ``folder`` and its missing parents, recording each one created."""
    missing: list[Path] = []
    current = folder
    while not current.exists():
        missing.append(current)
        current = current.parent
    for path in reversed(missing):
        path.mkdir()
        if str(path) not in record.folders:
            record.folders.append(str(path))


def _marked(path: Path) -> bool:
    """Is ``path`` a .desktop file that tabletop wrote (it carries MARK_KEY)?"""
    if path.suffix != ".desktop" or not path.is_file():
        return False
    try:
        return f"\n{MARK_KEY}=" in path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False


def _ours(path: Path, record: Record) -> bool:
    """May ``path`` be replaced: it is absent, ours by record, or a .desktop file we marked."""
    return not path.exists() or str(path) in record.files or _marked(path)


def legacy_entries(kind: str | None = None) -> list[Path]:
    """Entries an earlier tabletop wrote under the old name (``tabletop.desktop``) that are
    there now; a file of that name we did not mark is not ours and is left alone."""
    if (kind or platform_kind()) != "linux":
        return []
    entry = platformdirs.user_data_path() / "applications" / LEGACY_ENTRY
    return [entry] if _marked(entry) else []


def _remove_files(paths: Iterable[Path]) -> list[Path]:
    """Delete each file (or link) that is there; the ones deleted."""
    removed: list[Path] = []
    for path in paths:
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
    return removed


@dataclass(frozen=True)
class Outcome:
    """What an install or uninstall did, for the command line to say."""

    message: str
    paths: tuple[Path, ...] = ()


def install(kind: str | None = None, command: list[str] | None = None) -> Outcome:
    """Add the menu entry for this tabletop (again: it is rewritten in place)."""
    command = command or launch_command()
    todo = plan(kind, command)
    record_file = record_path()
    record = Record.read(record_file)
    record.command = list(command)
    every = [*todo.files, *todo.made]
    for path in every:
        if not _ours(path, record):
            raise DesktopError(
                _("{path} exists and was not made by tabletop; remove it first").format(path=path)
            )
    # What an earlier install wrote that this one does not (the old entry and icon names).
    stale = [Path(name) for name in record.files if Path(name) not in every]
    try:
        _remove_files([*stale, *legacy_entries(kind)])
        record.files = [name for name in record.files if Path(name) in every]
        _make_folder(record_file.parent, record)
        for path in every:
            _make_folder(path.parent, record)
        for path, content in todo.files.items():
            record.add_file(path)
            if isinstance(content, Path):
                shutil.copyfile(content, path)
            else:
                path.write_bytes(content)
            if path in todo.executables:
                path.chmod(0o755)
        for path, maker in todo.made.items():
            record.add_file(path)
            _run(maker)
            if not path.exists():
                raise DesktopError(_("the shortcut {path} was not created").format(path=path))
    except OSError as error:
        raise DesktopError(str(error)) from error
    finally:
        if record.files or record.folders:
            record.write(record_file)
    _refresh(todo.files)
    return Outcome(
        _("Tabletop is in your applications menu ({path}).").format(path=todo.summary),
        tuple(every),
    )


def mend() -> Outcome | None:
    """Point the menu entry at this tabletop when the program it starts is gone: the
    standalone folder was moved, or replaced by a new version unpacked elsewhere, and the menu
    item did nothing. An entry of another copy that is still there is left to it. None when
    there was nothing to mend (no entry, or one whose program is there)."""
    record = Record.read(record_path())
    if not record.command or Path(record.command[0]).exists():
        return None
    return install()


def _run(command: list[str]) -> None:
    flags = getattr(subprocess, "CREATE_NO_WINDOW", 0)
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=60, creationflags=flags
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise DesktopError(
            _("{program} could not be run ({error})").format(program=command[0], error=error)
        ) from error
    if done.returncode != 0:
        raise DesktopError(
            _("{program} failed: {output}").format(
                program=command[0], output=(done.stderr or done.stdout).strip()
            )
        )


def _refresh(paths: Iterable[Path]) -> None:
    """Nudge desktops that cache icons: touch the hicolor folders we wrote into (GTK checks
    their time; a missing theme index makes ``gtk-update-icon-cache`` pointless here)."""
    for path in paths:
        for parent in path.parents:
            if parent.name == "hicolor" and parent.exists():
                os.utime(parent)
                return


def uninstall() -> Outcome:
    """Remove exactly what ``install`` created, then its record."""
    record_file = record_path()
    record = Record.read(record_file)
    legacy = legacy_entries()
    if not record.files and not record.folders and not legacy:
        return Outcome(_("Tabletop has no menu entry to remove."))
    try:
        removed = _remove_files([*map(Path, record.files), *legacy])
        record_file.unlink(missing_ok=True)
        for name in sorted(record.folders, key=lambda f: len(Path(f).parts), reverse=True):
            folder = Path(name)
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
    except OSError as error:
        raise DesktopError(str(error)) from error
    return Outcome(_("Tabletop's menu entry is removed."), tuple(removed))


def is_installed() -> bool:
    """True when an entry is recorded (or, on macOS, the standalone app is already in an
    Applications folder, where Launchpad and Spotlight find it by themselves)."""
    if record_path().is_file():
        return True
    if frozen() and platform_kind() == "macos":
        return any(part == "Applications" for part in Path(sys.executable).parts)
    return False


def main(action: str) -> int:
    """``--install-desktop`` (action ``"install"``) or ``--uninstall-desktop``: say what was
    done in one line; exit 0, or 1 with the reason."""
    try:
        outcome = install() if action == "install" else uninstall()
    except DesktopError as error:
        print(_("tabletop: {error}").format(error=error), file=sys.stderr)
        return 1
    print(outcome.message)
    return 0
