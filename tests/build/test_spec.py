"""The PyInstaller spec that tools/build_app.py generates, for each platform (issue 14). Only
Linux can be built here; the Windows and macOS specs are read as the Python they are."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tabletop import __version__
from tools import build_app

REPO = Path(__file__).resolve().parents[2]
ENTRY = Path("/work/tabletop_app.py")


@pytest.fixture(scope="module")
def reached() -> frozenset[str]:
    """What the app's code reaches (``build_app.modules_reached``): every module of tabletop
    parsed, a second and a half; read once here, never changed by a test."""
    return frozenset(build_app.modules_reached())


def _calls(spec: str) -> dict[str, ast.Call]:
    """The spec's top-level calls by function name (Analysis, PYZ, EXE, COLLECT, BUNDLE)."""
    calls: dict[str, ast.Call] = {}
    for node in ast.walk(ast.parse(spec)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls[node.func.id] = node
    return calls


def _keyword(call: ast.Call, name: str) -> Any:
    for keyword in call.keywords:
        if keyword.arg == name:
            try:
                return ast.literal_eval(keyword.value)
            except ValueError:
                return ast.unparse(keyword.value)
    raise AssertionError(f"{name}= missing from {ast.unparse(call.func)}(…)")


@pytest.mark.parametrize("platform", build_app.PLATFORMS)
def test_every_spec_packs_the_data_and_leaves_out_what_is_not_needed(
    platform: str, reached: frozenset[str]
) -> None:
    calls = _calls(build_app.make_spec(platform, ENTRY))
    analysis = calls["Analysis"]
    assert ast.literal_eval(analysis.args[0]) == [str(ENTRY)]
    datas = dict(_keyword(analysis, "datas"))
    assert datas[str(REPO / "maps")] == "tabletop/maps"
    assert datas[str(REPO / "assets")] == "tabletop/assets"  # fonts and icons
    assert datas[str(REPO / "LICENSE")] == "."  # tabletop's licence, inside the app too
    for source in datas:
        assert Path(source).exists(), source
    # Table packages are imported by name at run time: every module must be packed.
    assert _keyword(analysis, "hiddenimports") == "collect_submodules('tabletop')"
    excludes = set(_keyword(analysis, "excludes"))
    assert {"tkinter", "numpy", "pytest", "unittest", "pygame.tests"} <= excludes
    assert not any(name.startswith("tabletop") for name in excludes)
    assert build_app.unsafe_excludes(excludes, set(reached)) == []
    exe, collect = calls["EXE"], calls["COLLECT"]
    assert _keyword(exe, "name") == "tabletop" == _keyword(collect, "name")
    assert _keyword(exe, "exclude_binaries") is True  # one folder, not one file
    assert _keyword(exe, "upx") is False


def test_nothing_the_app_reaches_is_left_out_of_the_build(reached: frozenset[str]) -> None:
    """Derived from the app's own code: history (sqlite3), sound (pygame.mixer), every game and
    every screen; the build script refuses to run when this fails."""
    assert {"sqlite3", "pygame.mixer", "pygame.mixer.music", "pytmx", "platformdirs"} <= reached
    assert {"tabletop.history.store", "tabletop.ui.sound", "tabletop.games.great_tour"} <= reached
    assert build_app.unsafe_excludes(build_app.EXCLUDES, set(reached)) == []


def test_an_exclusion_the_app_needs_is_found(reached: frozenset[str]) -> None:
    """What the build once left out, and what it may: named as the build would see them."""
    assert build_app.unsafe_excludes(
        ["sqlite3", "pygame.mixer", "pygame", "numpy", "pygame.surfarray", "tkinter"],
        set(reached),
    ) == ["pygame", "pygame.mixer", "sqlite3"]
    # A submodule reached by attribute, a function-local import, a relative import.
    found = build_app.modules_reached(REPO / "tabletop" / "ui")
    assert "pygame.mixer.music" in found  # pygame.mixer.music.load(…) in ui/sound.py


def test_the_build_refuses_an_exclusion_the_app_needs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build_app, "EXCLUDES", (*build_app.EXCLUDES, "sqlite3"))
    assert build_app.build(tmp_path / "dist", tmp_path / "work") == 2
    assert not (tmp_path / "work").exists()


def test_the_windows_exe_has_the_icon_and_no_console() -> None:
    calls = _calls(build_app.make_spec("windows", ENTRY))
    exe = calls["EXE"]
    assert _keyword(exe, "console") is False
    icon = Path(_keyword(exe, "icon"))
    assert icon == REPO / "assets" / "icons" / "tabletop.ico" and icon.is_file()
    assert "BUNDLE" not in calls


def test_macos_gets_an_app_bundle_with_the_icns_icon() -> None:
    calls = _calls(build_app.make_spec("macos", ENTRY))
    assert _keyword(calls["EXE"], "console") is False
    bundle = calls["BUNDLE"]
    assert _keyword(bundle, "name") == "Tabletop.app"
    assert Path(_keyword(bundle, "icon")) == REPO / "assets" / "icons" / "tabletop.icns"
    # The application id, with "-" for the "_" Apple does not allow (tabletop/desktop.py).
    assert _keyword(bundle, "bundle_identifier") == "io.github.tabletop-games.Tabletop"
    assert _keyword(bundle, "version") == __version__
    info = _keyword(bundle, "info_plist")
    assert info["CFBundleShortVersionString"] == info["CFBundleVersion"] == __version__
    assert info["CFBundleName"] == "Tabletop" and info["NSHighResolutionCapable"] is True


def test_linux_is_a_plain_folder_with_stripped_libraries() -> None:
    calls = _calls(build_app.make_spec("linux", ENTRY))
    assert "BUNDLE" not in calls
    assert _keyword(calls["EXE"], "icon") is None  # the desktop entry names the hicolor icon
    assert _keyword(calls["COLLECT"], "strip") is True


def test_catalogs_are_packed_when_there_are_any(tmp_path: Path) -> None:
    for folder in ("maps", "assets", "tabletop/locale/pl/LC_MESSAGES"):
        (tmp_path / folder).mkdir(parents=True)
    datas = dict(build_app.data_folders(tmp_path))
    assert datas[str(tmp_path / "tabletop" / "locale")] == "tabletop/locale"
    assert (
        str(REPO / "tabletop" / "locale") not in dict(build_app.data_folders(REPO))
        or (REPO / "tabletop" / "locale").is_dir()
    )


def test_the_built_folder_gets_tabletops_licence_beside_the_executable(tmp_path: Path) -> None:
    placed = build_app.add_notices(tmp_path)
    assert placed == tmp_path / "LICENSE"
    assert placed.read_bytes() == (REPO / "LICENSE").read_bytes()


def test_an_unknown_platform_is_refused() -> None:
    with pytest.raises(ValueError, match="platform must be one of"):
        build_app.make_spec("beos", ENTRY)


def test_spec_only_writes_each_platforms_spec(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reached: frozenset[str]
) -> None:
    # Another system's spec from the command line (a build for it is refused: the next test)…
    other = "windows" if sys.platform != "win32" else "linux"
    result = subprocess.run(
        [
            sys.executable,
            "tools/build_app.py",
            "--spec-only",
            "--platform",
            other,
            "--work",
            str(tmp_path),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    # …and every other one through the same main(), reading the app's modules once, not per spec.
    monkeypatch.setattr(build_app, "modules_reached", lambda *_package: set(reached))
    for platform in build_app.PLATFORMS:
        if platform != other:
            argv = ["--spec-only", "--platform", platform, "--work", str(tmp_path)]
            assert build_app.main(argv) == 0
    for platform in build_app.PLATFORMS:
        spec = tmp_path / f"tabletop-{platform}.spec"
        assert spec.read_text(encoding="utf-8") == build_app.make_spec(
            platform, tmp_path / "tabletop_app.py"
        )
    entry = (tmp_path / "tabletop_app.py").read_text(encoding="utf-8")
    assert "from tabletop.__main__ import main" in entry


def test_building_for_another_platform_is_refused(tmp_path: Path) -> None:
    other = "windows" if sys.platform != "win32" else "linux"
    result = subprocess.run(
        [sys.executable, "tools/build_app.py", "--platform", other, "--work", str(tmp_path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert "builds for the system it runs on" in result.stderr


def test_the_phones_page_is_packed_beside_its_package() -> None:
    files = dict(build_app.data_files(REPO))
    page = REPO / "tabletop" / "lan" / "phone.html"
    assert page.is_file() and files[str(page)] == "tabletop/lan"


def test_a_developer_commands_imports_count_only_when_the_app_imports_it(tmp_path: Path) -> None:
    package = tmp_path / "tabletop"
    (package / "ai").mkdir(parents=True)
    (package / "__init__.py").write_text("import pygame\n")
    (package / "ai" / "__init__.py").write_text("")
    (package / "ai" / "train.py").write_text("import numpy as np\nnp.zeros(1)\n")
    assert "numpy" not in build_app.modules_reached(package)
    (package / "app.py").write_text("from tabletop.ai import train\n")
    assert {"numpy", "numpy.zeros"} <= build_app.modules_reached(package)


def test_a_whole_suite_run_collects_the_build_tests() -> None:
    # pytest skips folders named "build" by default: tests/build once never ran in CI.
    import fnmatch
    import tomllib

    config = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    patterns = config["tool"]["pytest"]["ini_options"]["norecursedirs"]
    folders = [p.name for p in Path(__file__).parents[1].iterdir() if p.is_dir()]
    assert "build" in folders
    assert not [f for f in folders for pattern in patterns if fnmatch.fnmatch(f, pattern)]


def test_every_file_the_package_reads_is_packed_where_the_app_looks() -> None:
    """PyInstaller packs Python modules by itself, but a data file only when the spec names it:
    each non-Python file in the package (the phones' page, the catalogs) and each file of
    maps/ (the examples too: docs/BOARDS.md sends standalone map authors to them) and assets/
    must lie under one of ``data_folders``/``data_files``, at its place beside the package."""
    packed = build_app.data_folders(REPO) + build_app.data_files(REPO)

    def destination(path: Path) -> str | None:
        for source, target in packed:
            source_path = Path(source)
            if path == source_path:
                return f"{target}/{path.name}".removeprefix("./")
            if source_path in path.parents:
                return f"{target}/{path.relative_to(source_path).as_posix()}"
        return None

    package = REPO / "tabletop"
    wanted = {
        path: f"tabletop/{path.relative_to(package).as_posix()}"
        for path in package.rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts
    }
    for folder in ("maps", "assets"):
        wanted |= {
            path: f"tabletop/{path.relative_to(REPO).as_posix()}"
            for path in (REPO / folder).rglob("*")
            if path.is_file()
        }
    assert REPO / "maps" / "examples" / "ttr_example.tmx" in wanted
    missing = {str(p): where for p, where in wanted.items() if destination(p) != where}
    assert not missing, missing
