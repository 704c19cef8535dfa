"""Build tabletop as a standalone app that runs with no Python installed (PyInstaller).

    python -m pip install ".[build]"          # once: PyInstaller
    python tools/build_app.py [--dist DIR]    # → DIR/tabletop/ (default: dist/tabletop/)

The result is one folder, ``DIR/tabletop/``: the ``tabletop`` executable (``tabletop.exe`` on
Windows) and tabletop's ``LICENSE`` beside it, with Python, pygame-ce and SDL inside
``_internal/``, and tabletop's maps, art, fonts, icons, AppStream metainfo and catalogs
(``tabletop/locale``, when there are any) beside its code. Copy the folder anywhere and
double-click ``tabletop``; ``tabletop --install-desktop`` adds it to the menu (the app also
offers this on its first start), ``tabletop --check`` checks it. The version, the names and the
macOS bundle id come from the package itself (``tabletop.__version__``, ``tabletop.desktop``).

PyInstaller builds for the system it runs on, so run this script on each platform:

- **Linux**: ``dist/tabletop/tabletop``. Libraries come from the build machine, so build on
  the oldest system you want to support (glibc is only ever backwards compatible).
- **Windows**: ``dist\\tabletop\\tabletop.exe`` with the app icon and no console window
  (started from a terminal it still prints ``--version`` and ``--check`` there).
- **macOS**: ``dist/Tabletop.app`` (and the plain folder beside it); drag the app into
  Applications. It is not signed: the first start needs right-click → Open.

``--spec-only`` writes the PyInstaller spec and stops; ``--platform`` chooses the spec's
platform (to read another platform's spec: a build always targets this system). The spec is
generated here, not kept in the repository, so it always lists the folders as they are.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
import time
from collections import deque
from collections.abc import Iterable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))  # the version and the names come from the package itself

from tabletop import __version__  # noqa: E402
from tabletop.desktop import APP_NAME, BUNDLE_ID, COMMAND, platform_kind  # noqa: E402

PLATFORMS = ("linux", "windows", "macos")
#: The target for one folder, in bytes (issue 14: ≤ 80 MB).
SIZE_TARGET = 80 * 1000 * 1000

#: Modules the app never uses that PyInstaller would otherwise pack: GUI toolkits and the test
#: suites of the standard library (not ``ssl``: the phones' websocket server imports it), the
#: test and art tools, numpy (pygame's optional arrays, which tabletop never draws with),
#: pygame's camera, MIDI, examples and tests. Nothing the app reaches may be here:
#: ``unsafe_excludes`` derives that from the app's own code, and the build refuses to run
#: otherwise (the standalone build once had no history and no sound because ``sqlite3`` and
#: ``pygame.mixer`` were left out).
EXCLUDES = (
    "tkinter",
    "_tkinter",
    "turtle",
    "turtledemo",
    "idlelib",
    "lib2to3",
    "pydoc_data",
    "test",
    "unittest",
    "doctest",
    "distutils",
    "setuptools",
    "pkg_resources",
    "pip",
    "numpy",
    "scipy",
    "shapefile",
    "babel",
    "hatchling",
    "pytest",
    "_pytest",
    "hypothesis",
    "mypy",
    "ruff",
    "tests",
    "tools",
    "pygame.tests",
    "pygame.examples",
    "pygame.docs",
    "pygame.sndarray",
    "pygame.surfarray",
    "pygame.camera",
    "pygame._camera",
    "pygame._camera_opencv",
    "pygame.midi",
    "pygame.pypm",
)


#: Developer commands inside the package (``python -m tabletop.ai.train``: training needs
#: numpy, the test extra's): what they import counts only if the app's own code imports them.
DEVELOPER_COMMANDS = ("tabletop.ai.train",)


def modules_reached(package: Path = REPO / "tabletop") -> set[str]:
    """Every module the app's code names, as dotted names: each import (at the top of a module
    or inside a function; relative ones resolved) and each attribute path from an imported
    module (``pygame.mixer.Sound(…)`` reaches ``pygame.mixer``, which ``import pygame`` loads
    only when it can). A developer command's names count only when the rest reaches it."""
    paths = sorted(package.rglob("*.py"))

    def dotted(path: Path) -> str:
        return ".".join(path.relative_to(package.parent).with_suffix("").parts)

    app = [p for p in paths if dotted(p) not in DEVELOPER_COMMANDS]
    reached = _names_in(app, package)
    commands = [p for p in paths if dotted(p) in DEVELOPER_COMMANDS and dotted(p) in reached]
    return reached | _names_in(commands, package)


def _names_in(paths: Iterable[Path], package: Path) -> set[str]:
    """The dotted names the modules at ``paths`` import or reach (``modules_reached``)."""
    reached: set[str] = set()
    for path in paths:
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        own = parts[:-1]  # the module's package (a package's __init__ is its own)
        aliases: dict[str, str] = {}
        #: (name, attributes) of each attribute path from a plain name: ``a.b.c`` once,
        #: not again as ``a.b`` (its names are the same path's first ones).
        paths_from_names: list[tuple[str, list[str]]] = []
        # One walk, breadth first as ast.walk (a name imported twice keeps the later binding
        # as before), that does not go down the attribute paths it has read.
        queue: deque[ast.AST] = deque([ast.parse(path.read_text(encoding="utf-8"))])
        while queue:
            node = queue.popleft()
            if isinstance(node, ast.Import):
                for alias in node.names:
                    reached.add(alias.name)
                    aliases[alias.asname or alias.name.split(".")[0]] = (
                        alias.name if alias.asname else alias.name.split(".")[0]
                    )
            elif isinstance(node, ast.ImportFrom):
                base = own[: len(own) - (node.level - 1)] if node.level else []
                module = ".".join(base + ([node.module] if node.module else []))
                for alias in node.names:
                    reached |= {module, f"{module}.{alias.name}"}
                    aliases[alias.asname or alias.name] = f"{module}.{alias.name}"
            elif isinstance(node, ast.Attribute):
                chain: list[str] = []
                root: ast.AST = node
                while isinstance(root, ast.Attribute):
                    chain.insert(0, root.attr)
                    root = root.value
                if isinstance(root, ast.Name):
                    paths_from_names.append((root.id, chain))
                queue.append(root)  # what the path starts from (a call, say) is read too
                continue
            queue.extend(ast.iter_child_nodes(node))
        for name, chain in paths_from_names:
            if name in aliases:
                dotted = aliases[name].split(".") + chain
                reached |= {".".join(dotted[:n]) for n in range(1, len(dotted) + 1)}
    return {name for name in reached if name}


def unsafe_excludes(excludes: Iterable[str], reached: set[str] | None = None) -> list[str]:
    """The excluded modules that the app reaches (or a module inside one of them)."""
    reached = modules_reached() if reached is None else reached
    return sorted(
        name
        for name in excludes
        if any(module == name or module.startswith(name + ".") for module in reached)
    )


def data_folders(repo: Path = REPO) -> list[tuple[str, str]]:
    """(source folder, folder in the app) for everything tabletop reads at run time. The app
    finds them beside its package (``tabletop/resources.py``, ``tabletop/core/i18n.py``)."""
    folders = [
        (str(repo / "maps"), "tabletop/maps"),
        (str(repo / "assets"), "tabletop/assets"),
    ]
    locale = repo / "tabletop" / "locale"
    if locale.is_dir():
        folders.append((str(locale), "tabletop/locale"))
    return folders


def data_files(repo: Path = REPO) -> list[tuple[str, str]]:
    """(source file, folder in the app): tabletop's licence, inside the app (on macOS in the
    bundle's Resources, before PyInstaller signs it; the fonts' licence is in the assets), and
    the phones' page, which the phone server reads beside its package (``tabletop/lan``)."""
    return [
        (str(repo / "LICENSE"), "."),
        (str(repo / "tabletop" / "lan" / "phone.html"), "tabletop/lan"),
    ]


def add_notices(folder: Path, repo: Path = REPO) -> Path:
    """Put tabletop's licence beside the executable too, where whoever is given the folder
    sees it; returns its path there."""
    target = folder / "LICENSE"
    shutil.copyfile(repo / "LICENSE", target)
    return target


def icon_for(platform: str, repo: Path = REPO) -> str | None:
    """The executable's icon: .ico on Windows, .icns for the macOS bundle, none on Linux (its
    desktop entry names the hicolor icon instead)."""
    icons = repo / "assets" / "icons"
    return {"windows": str(icons / f"{COMMAND}.ico"), "macos": str(icons / f"{COMMAND}.icns")}.get(
        platform
    )


def entry_script() -> str:
    """The program PyInstaller freezes: tabletop's own command line.

    ``multiprocessing.freeze_support()`` comes first: the searching AI seats think in a process
    of their own, started with "spawn", which in a frozen app starts this executable again (for
    the worker and for multiprocessing's resource tracker). PyInstaller's runtime hook makes
    ``freeze_support`` run those children on every platform; without it the app's own command
    line refused their arguments, and every game with a Strong or Expert seat crashed at its
    first AI move."""
    return (
        "import multiprocessing\n"
        "import sys\n\n"
        "multiprocessing.freeze_support()\n\n"
        "from tabletop.__main__ import main\n\n"
        "sys.exit(main())\n"
    )


def make_spec(platform: str, entry: Path, repo: Path = REPO) -> str:
    """The PyInstaller spec for ``platform`` (``linux``, ``windows`` or ``macos``)."""
    if platform not in PLATFORMS:
        raise ValueError(f"platform must be one of {', '.join(PLATFORMS)}, not {platform!r}")
    windowed = platform in ("windows", "macos")
    icon = icon_for(platform, repo)
    # strip: debug symbols out of Linux's shared libraries (no strip tool on Windows; macOS
    # code signing dislikes stripped libraries).
    strip = platform == "linux"
    lines = [
        f"# PyInstaller spec for tabletop {__version__} on {platform}.",
        "# Generated by tools/build_app.py: change the script, not this file.",
        "from PyInstaller.utils.hooks import collect_submodules",
        "",
        "a = Analysis(",
        f"    [{str(entry)!r}],",
        f"    pathex=[{str(repo)!r}],",
        "    binaries=[],",
        f"    datas={data_folders(repo) + data_files(repo)!r},",
        "    # Table packages are imported by name (tabletop/ui/tables/__init__.py).",
        '    hiddenimports=collect_submodules("tabletop"),',
        f"    excludes={list(EXCLUDES)!r},",
        "    noarchive=False,",
        ")",
        "pyz = PYZ(a.pure)",
        "exe = EXE(",
        "    pyz,",
        "    a.scripts,",
        "    [],",
        "    exclude_binaries=True,",
        f"    name={COMMAND!r},",
        f"    console={not windowed!r},",
        f"    icon={icon!r},",
        f"    strip={strip!r},",
        "    upx=False,",
        "    argv_emulation=False,",
        ")",
        "coll = COLLECT(",
        "    exe,",
        "    a.binaries,",
        "    a.datas,",
        f"    strip={strip!r},",
        "    upx=False,",
        f"    name={COMMAND!r},",
        ")",
    ]
    if platform == "macos":
        info = {
            "CFBundleName": APP_NAME,
            "CFBundleDisplayName": APP_NAME,
            "CFBundleShortVersionString": __version__,
            "CFBundleVersion": __version__,
            "LSApplicationCategoryType": "public.app-category.board-games",
            "NSHighResolutionCapable": True,
        }
        lines += [
            "app = BUNDLE(",
            "    coll,",
            f"    name={APP_NAME + '.app'!r},",
            f"    icon={icon!r},",
            f"    bundle_identifier={BUNDLE_ID!r},",
            f"    version={__version__!r},",
            f"    info_plist={info!r},",
            ")",
        ]
    return "\n".join(lines) + "\n"


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) under ``folder``, not following links."""
    total = count = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(root) / name
            if not path.is_symlink():
                total += path.stat().st_size
                count += 1
    return total, count


def build(dist: Path, work: Path, platform: str | None = None, *, spec_only: bool = False) -> int:
    """Write the spec into ``work`` and, unless ``spec_only``, run PyInstaller into ``dist``."""
    here = platform_kind()
    platform = platform or here
    if platform != here and not spec_only:
        print(
            f"build_app: PyInstaller builds for the system it runs on ({here}); run this on "
            f"{platform}, or add --spec-only to write its spec",
            file=sys.stderr,
        )
        return 2
    unsafe = unsafe_excludes(EXCLUDES)
    if unsafe:
        print(
            f"build_app: the app uses {', '.join(unsafe)}, which EXCLUDES leaves out: take "
            "them out of EXCLUDES",
            file=sys.stderr,
        )
        return 2
    work.mkdir(parents=True, exist_ok=True)
    entry = work / "tabletop_app.py"
    entry.write_text(entry_script(), encoding="utf-8")
    spec = work / f"tabletop-{platform}.spec"
    spec.write_text(make_spec(platform, entry), encoding="utf-8")
    print(f"build_app: spec {spec}")
    if spec_only:
        return 0
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print(
            'build_app: PyInstaller is not installed; run: python -m pip install ".[build]"',
            file=sys.stderr,
        )
        return 2
    started = time.perf_counter()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
        str(spec),
    ]
    done = subprocess.run(command, cwd=REPO)
    if done.returncode != 0:
        print(f"build_app: PyInstaller failed (exit {done.returncode})", file=sys.stderr)
        return done.returncode
    folder = dist / COMMAND
    add_notices(folder)
    size, files = folder_size(folder)
    elapsed = time.perf_counter() - started
    print(
        f"build_app: built {folder} in {elapsed:.0f} s: {size / 1e6:.1f} MB in {files} files"
        + ("" if size <= SIZE_TARGET else f" (over the {SIZE_TARGET / 1e6:.0f} MB target)")
    )
    if platform == "macos":
        print(f"build_app: app bundle {dist / (APP_NAME + '.app')}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the standalone tabletop app.")
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="output folder (dist)")
    parser.add_argument(
        "--work", type=Path, default=REPO / "build", help="PyInstaller's work folder (build)"
    )
    parser.add_argument("--platform", choices=PLATFORMS, help="the spec's platform (this one)")
    parser.add_argument("--spec-only", action="store_true", help="write the spec and stop")
    args = parser.parse_args(argv)
    return build(args.dist.resolve(), args.work.resolve(), args.platform, spec_only=args.spec_only)


if __name__ == "__main__":
    sys.exit(main())
