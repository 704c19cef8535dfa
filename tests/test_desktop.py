"""``tabletop --install-desktop`` / ``--uninstall-desktop`` (issue 14): the menu entry goes into
the user's data folder (a temporary ``XDG_DATA_HOME`` here, tests/conftest.py), is valid for
``desktop-file-validate`` when that is installed, and uninstalling leaves nothing behind."""

from __future__ import annotations

import os
import plistlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import desktop
from tabletop.desktop import DesktopError

REPO = Path(__file__).resolve().parents[1]
HICOLOR_SIZES = [16, 22, 24, 32, 48, 64, 128, 256, 512]


def _data_home() -> Path:
    return Path(os.environ["XDG_DATA_HOME"])


def _tree(root: Path) -> list[str]:
    """Every file and folder under ``root``, relative to it."""
    if not root.exists():
        return []
    return sorted(str(path.relative_to(root)) for path in root.rglob("*"))


def _validate(entry: Path) -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        return  # Debian's desktop-file-utils is optional; the entry's content is checked below
    result = subprocess.run([validator, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_install_writes_a_valid_entry_and_every_icon_size() -> None:
    data = _data_home()
    outcome = desktop.install("linux", ["/opt/tabletop/tabletop"])
    entry = data / "applications" / "tabletop.desktop"
    assert entry in outcome.paths and str(entry) in outcome.message
    text = entry.read_text(encoding="utf-8")
    assert "\nExec=/opt/tabletop/tabletop\n" in text
    assert "\nIcon=tabletop\n" in text
    assert "\nStartupWMClass=tabletop\n" in text  # the window's class (ui/identity.py)
    assert "\nCategories=Game;BoardGame;\n" in text
    _validate(entry)
    for size in HICOLOR_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "tabletop.png"
        assert icon.read_bytes() == desktop.shipped_icon(size).read_bytes()


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
    entry = _data_home() / "applications" / "tabletop.desktop"
    assert "Exec=/opt/new/tabletop\n" in entry.read_text(encoding="utf-8")
    desktop.uninstall()
    assert not _data_home().exists()


def test_a_foreign_entry_of_the_same_name_is_never_replaced() -> None:
    entry = _data_home() / "applications" / "tabletop.desktop"
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


def test_an_entry_for_an_awkward_path_is_still_valid() -> None:
    command = ["/home/ann/My Games/100% fun/python", "-m", "tabletop"]
    desktop.install("linux", command)
    _validate(_data_home() / "applications" / "tabletop.desktop")


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
    entry = _data_home() / "applications" / "tabletop.desktop"
    assert f"Exec={sys.executable} -m tabletop\n" in entry.read_text(encoding="utf-8")
    _validate(entry)
    removed = _cli("--uninstall-desktop")
    assert removed.returncode == 0, removed.stderr
    assert removed.stdout.strip() == "Tabletop's menu entry is removed."
    assert not _data_home().exists()


def test_the_command_line_says_why_it_cannot_install() -> None:
    entry = _data_home() / "applications" / "tabletop.desktop"
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=other\n")
    result = _cli("--install-desktop")
    assert result.returncode == 1
    assert result.stderr.strip().startswith("tabletop: ")
    assert "was not made by tabletop" in result.stderr
    assert "Traceback" not in result.stderr
