"""The source distribution holds what its tests read: every file of the repository (docs,
babel.cfg, the maps, the tools…), built as ``python -m build --sdist`` would, with hatchling."""

from __future__ import annotations

import subprocess
import sys
import tarfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _repository_files() -> set[str]:
    """What git holds, and what it would hold (new files .gitignore does not leave out)."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=REPO,
        capture_output=True,
        check=True,
        timeout=60,
    ).stdout.decode("utf-8")
    return {name for name in listed.split("\0") if name and (REPO / name).is_file()}


def test_the_sdist_carries_every_file_of_the_repository(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-t", "sdist", "-d", str(tmp_path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (archive,) = tmp_path.glob("tabletop-*.tar.gz")
    with tarfile.open(archive) as sdist:
        top = archive.name.removesuffix(".tar.gz")
        names = {m.name.removeprefix(f"{top}/") for m in sdist.getmembers() if m.isfile()}
    wanted = _repository_files()
    assert {"babel.cfg", "docs/ARCHITECTURE.md", "docs/rules/ttr.md", "README.md"} <= wanted
    assert wanted - names == set()
    # Nothing that is not the repository's (a build folder, a virtual environment, caches).
    assert {name for name in names - wanted if name != "PKG-INFO"} == set()
