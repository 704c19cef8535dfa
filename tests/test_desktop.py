"""``tabletop --install-desktop`` / ``--uninstall-desktop`` (issue 14, issue 22): the menu entry
and the AppStream metainfo go into the user's data folder (a temporary ``XDG_DATA_HOME`` here,
tests/conftest.py) named by the application id, speak Polish too, pass
``desktop-file-validate`` and ``appstreamcli validate``, and uninstalling leaves nothing behind;
an upgrade from the old ``tabletop.desktop`` leaves one menu item."""

from __future__ import annotations

import configparser
import json
import os
import plistlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import __version__, desktop
from tabletop.core.i18n import translated
from tabletop.desktop import APP_ID, DesktopError

REPO = Path(__file__).resolve().parents[1]
HICOLOR_SIZES = [16, 22, 24, 32, 48, 64, 128, 256, 512]
#: The Debian packages that bring the validators (CI installs them: see README.md).
VALIDATORS = {"desktop-file-validate": "desktop-file-utils", "appstreamcli": "appstream"}


def _data_home() -> Path:
    return Path(os.environ["XDG_DATA_HOME"])


def _entry_path() -> Path:
    return _data_home() / "applications" / f"{APP_ID}.desktop"


def _tree(root: Path) -> list[str]:
    """Every file and folder under ``root``, relative to it."""
    if not root.exists():
        return []
    return sorted(str(path.relative_to(root)) for path in root.rglob("*"))


def _entry_keys(entry: Path) -> dict[str, str]:
    """The ``[Desktop Entry]`` group's keys, ``Name[pl]`` and the like included."""
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(entry.read_text(encoding="utf-8"))
    return dict(parser["Desktop Entry"])


def validator(name: str) -> str:
    """The validator's path; the test skips saying how to install it where it is missing,
    except in CI (``CI`` set), which must have it."""
    found = shutil.which(name)
    if found is None:
        why = f"{name} is not installed (Debian/Ubuntu: apt-get install {VALIDATORS[name]})"
        if os.environ.get("CI"):
            pytest.fail(f"CI must run this check: {why}")
        pytest.skip(why)
    return found


def _validate_entry(entry: Path) -> None:
    result = subprocess.run(
        [validator("desktop-file-validate"), str(entry)], capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_install_writes_the_entry_its_metainfo_and_every_icon_size_by_the_app_id() -> None:
    data = _data_home()
    outcome = desktop.install("linux", ["/opt/tabletop/tabletop"])
    entry = _entry_path()
    assert entry in outcome.paths and str(entry) in outcome.message
    keys = _entry_keys(entry)
    assert keys["Exec"] == "/opt/tabletop/tabletop"
    assert keys["Icon"] == APP_ID
    assert keys["StartupWMClass"] == APP_ID  # the window's class (ui/identity.py)
    assert keys["Categories"] == "Game;BoardGame;"
    assert keys["Terminal"] == "false"
    metainfo = data / "metainfo" / f"{APP_ID}.metainfo.xml"
    assert metainfo in outcome.paths
    assert metainfo.read_bytes() == desktop.shipped_metainfo().read_bytes()
    for size in HICOLOR_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert icon.read_bytes() == desktop.shipped_icon(size).read_bytes()


def test_the_entry_says_its_name_comment_and_keywords_in_polish_too() -> None:
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    keys = _entry_keys(_entry_path())
    assert keys["Name"] == keys["Name[pl]"] == "Tabletop"
    for key, message in (("Comment", desktop.COMMENT), ("GenericName", desktop.GENERIC_NAME)):
        assert keys[key] == message
        polish = translated(message, "pl")
        assert polish != message, f"{key}: no Polish in tabletop/locale/pl"
        assert keys[f"{key}[pl]"] == polish
    assert keys["GenericName[pl]"] == "Gry planszowe"
    for key in ("Keywords", "Keywords[pl]"):
        words = keys[key].split(";")
        assert words[-1] == "" and all(words[:-1]), keys[key]  # a list ends with ";"
    assert "planszówka" in keys["Keywords[pl]"].split(";")
    assert "board" in keys["Keywords"].split(";")


def test_entry_strings_escape_what_would_break_the_line() -> None:
    assert desktop._string_value("a\\b\nc\td") == "a\\\\b\\nc\\td"
    assert desktop._list_value(" one ;two;; three") == "one;two;three;"


def test_uninstall_removes_exactly_what_install_added() -> None:
    data = _data_home()
    # The user's own things in the same folders stay.
    own = data / "applications" / "editor.desktop"
    own.parent.mkdir(parents=True)
    own.write_text("[Desktop Entry]\nType=Application\nName=Editor\nExec=editor\n")
    saves = data / "tabletop" / "saves" / "game.json"
    saves.parent.mkdir(parents=True)
    saves.write_text("{}")
    before = _tree(data)
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    assert len(_tree(data)) > len(before)
    outcome = desktop.uninstall()
    assert "removed" in outcome.message
    assert _tree(data) == before


def test_uninstall_into_an_empty_data_folder_leaves_nothing() -> None:
    data = _data_home()
    assert not data.exists()
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    desktop.uninstall()
    assert not data.exists()
    assert desktop.uninstall().message == "Tabletop has no menu entry to remove."


def test_installing_twice_rewrites_in_place_and_one_uninstall_clears_it() -> None:
    desktop.install("linux", ["/opt/old/tabletop"])
    desktop.install("linux", ["/opt/new/tabletop"])
    assert "Exec=/opt/new/tabletop\n" in _entry_path().read_text(encoding="utf-8")
    desktop.uninstall()
    assert not _data_home().exists()


def _install_as_the_previous_version() -> list[Path]:
    """What tabletop wrote before the application id: ``tabletop.desktop`` (marked as ours),
    its icons as ``tabletop.png`` and the record of both, as that version recorded them."""
    data = _data_home()
    record = desktop.Record()
    for folder in (data, data / "tabletop"):
        if not folder.exists():
            folder.mkdir(parents=True)
            record.folders.append(str(folder))
    entry = data / "applications" / "tabletop.desktop"
    written = [entry]
    entry.parent.mkdir()
    record.folders.append(str(entry.parent))
    entry.write_text(
        "[Desktop Entry]\nType=Application\nName=Tabletop\nExec=/opt/tabletop/tabletop\n"
        "Icon=tabletop\nStartupWMClass=tabletop\nX-Tabletop-Installed-By=tabletop 0.1.0\n",
        encoding="utf-8",
    )
    for size in HICOLOR_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tabletop.png"
        for folder in reversed(icon.parents):
            if not folder.exists():
                folder.mkdir()
                record.folders.append(str(folder))
        icon.write_bytes(desktop.shipped_icon(size).read_bytes())
        written.append(icon)
    record.files = [str(path) for path in written]
    record.write(desktop.record_path())
    return written


def test_an_upgrade_from_the_old_entry_name_leaves_one_menu_item() -> None:
    old = _install_as_the_previous_version()
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    applications = _data_home() / "applications"
    assert sorted(path.name for path in applications.iterdir()) == [f"{APP_ID}.desktop"]
    assert not any(path.exists() for path in old)  # the old icons too
    recorded = json.loads(desktop.record_path().read_text(encoding="utf-8"))["files"]
    assert not set(map(str, old)) & set(recorded)
    desktop.uninstall()
    assert not _data_home().exists()


def test_an_old_entry_whose_record_is_lost_is_still_removed_by_uninstall() -> None:
    """A marked ``tabletop.desktop`` is ours even without the record (deleted by hand)."""
    _install_as_the_previous_version()
    desktop.record_path().unlink()
    old = _data_home() / "applications" / "tabletop.desktop"
    assert desktop.legacy_entries("linux") == [old]
    assert desktop.uninstall().paths == (old,)
    assert not old.exists()


def test_an_old_entry_whose_record_is_lost_is_replaced_by_install() -> None:
    _install_as_the_previous_version()
    desktop.record_path().unlink()
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    applications = _data_home() / "applications"
    assert sorted(path.name for path in applications.iterdir()) == [f"{APP_ID}.desktop"]


def test_someone_elses_tabletop_desktop_is_left_alone() -> None:
    other = _data_home() / "applications" / "tabletop.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")
    assert desktop.legacy_entries("linux") == []
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    desktop.uninstall()
    assert "Exec=other" in other.read_text()
    assert desktop.uninstall().message == "Tabletop has no menu entry to remove."


def test_a_foreign_entry_of_the_same_name_is_never_replaced() -> None:
    entry = _entry_path()
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")
    with pytest.raises(DesktopError, match="was not made by tabletop"):
        desktop.install("linux", ["/opt/tabletop/tabletop"])
    assert "Exec=other" in entry.read_text()
    assert not desktop.record_path().exists()


@pytest.mark.parametrize(
    ("argument", "written"),
    [
        ("/usr/bin/python3", "/usr/bin/python3"),
        ("/home/ann/My Games/tabletop", '"/home/ann/My Games/tabletop"'),
        ("/opt/100%/tabletop", "/opt/100%%/tabletop"),
        ('/opt/a"b$c/tabletop', '"/opt/a\\\\"b\\\\$c/tabletop"'),
    ],
)
def test_exec_arguments_are_quoted_as_the_spec_asks(argument: str, written: str) -> None:
    assert desktop.exec_quote(argument) == written


@pytest.mark.parametrize(
    "command",
    [["/opt/tabletop/tabletop"], ["/home/ann/My Games/100% fun/python", "-m", "tabletop"]],
)
def test_the_entry_passes_desktop_file_validate(command: list[str]) -> None:
    desktop.install("linux", command)
    _validate_entry(_entry_path())


def test_the_metainfo_passes_appstreamcli_validate() -> None:
    desktop.install("linux", ["/opt/tabletop/tabletop"])
    metainfo = _data_home() / "metainfo" / f"{APP_ID}.metainfo.xml"
    result = subprocess.run(
        [validator("appstreamcli"), "validate", "--no-net", "--explain", str(metainfo)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_pip_install_starts_this_python_with_dash_m() -> None:
    assert not desktop.frozen()
    assert desktop.launch_command() == [sys.executable, "-m", "tabletop"]


def test_macos_gets_an_app_bundle_in_the_users_applications(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    command = ["/Users/ann/venv/bin/python", "-m", "tabletop"]
    desktop.install("macos", command)
    bundle = tmp_path / "home" / "Applications" / "Tabletop.app" / "Contents"
    info = plistlib.loads((bundle / "Info.plist").read_bytes())
    assert info["CFBundleExecutable"] == "tabletop"
    assert info["CFBundleIconFile"] == "tabletop.icns"
    assert info["CFBundlePackageType"] == "APPL"
    assert info["CFBundleIdentifier"] == "io.github.tabletop-games.Tabletop.launcher"
    assert info["CFBundleShortVersionString"] == __version__
    launcher = bundle / "MacOS" / "tabletop"
    assert os.access(launcher, os.X_OK)
    script = launcher.read_text()
    assert script.startswith("#!/bin/sh\n")
    assert "exec '/Users/ann/venv/bin/python' '-m' 'tabletop' \"$@\"" in script
    assert (bundle / "Resources" / "tabletop.icns").read_bytes()[:4] == b"icns"
    desktop.uninstall()
    assert not (tmp_path / "home" / "Applications").exists()


def test_windows_gets_a_start_menu_shortcut_made_by_powershell(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the plan is checked here (no PowerShell on this machine): the .lnk's place and the
    script that makes it, with its target, arguments and icon."""
    monkeypatch.setenv("APPDATA", str(tmp_path / "Roaming"))
    command = ["C:\\Python311\\pythonw.exe", "-m", "tabletop"]
    todo = desktop.plan("windows", command)
    shortcut = tmp_path / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    shortcut /= "Tabletop.lnk"
    assert list(todo.made) == [shortcut] and not todo.files
    maker = todo.made[shortcut]
    assert maker[:2] == ["powershell", "-NoProfile"]
    script = maker[-1]
    assert f"CreateShortcut('{shortcut}')" in script
    assert "$s.TargetPath = 'C:\\Python311\\pythonw.exe'" in script
    assert "$s.Arguments = '-m tabletop'" in script
    assert "tabletop.ico,0'" in script
    assert script.endswith("$s.Save()")


def test_powershell_strings_double_their_quotes() -> None:
    script = desktop.shortcut_script(
        Path("C:/Users/O'Brien/Tabletop.lnk"), ["C:/x/tabletop.exe"], Path("C:/x/t.ico"), Path(".")
    )
    assert "CreateShortcut('C:/Users/O''Brien/Tabletop.lnk')" in script


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tabletop", *args],
        cwd=REPO,
        env=dict(os.environ, PYTHONPATH=str(REPO)),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_command_line_installs_and_uninstalls() -> None:
    installed = _cli("--install-desktop")
    assert installed.returncode == 0, installed.stderr
    assert installed.stdout.startswith("Tabletop is in your applications menu")
    entry = _entry_path()
    assert f"Exec={sys.executable} -m tabletop\n" in entry.read_text(encoding="utf-8")
    assert (_data_home() / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    removed = _cli("--uninstall-desktop")
    assert removed.returncode == 0, removed.stderr
    assert removed.stdout.strip() == "Tabletop's menu entry is removed."
    assert not _data_home().exists()


def test_the_command_line_says_why_it_cannot_install() -> None:
    entry = _entry_path()
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")
    result = _cli("--install-desktop")
    assert result.returncode == 1
    assert result.stderr.strip().startswith("tabletop: ")
    assert "was not made by tabletop" in result.stderr
    assert "Traceback" not in result.stderr
