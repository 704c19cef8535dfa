"""The one bounded, typed reader every file comes in through (``tabletop.core.files``): what
it refuses, that it never blocks or reads without end, and what it cleans."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tabletop.core.files import (
    MAX_DEPTH,
    FileProblem,
    FileRefused,
    JsonProblem,
    JsonRefused,
    clean_text,
    moment,
    number,
    parse_json,
    read_bytes,
    regular_file_or_nothing,
)


def _refused(path: Path, problem: FileProblem, **options: object) -> FileRefused:
    with pytest.raises(FileRefused) as caught:
        read_bytes(path, 1024, **options)  # type: ignore[arg-type]
    assert caught.value.problem == problem
    assert caught.value.strerror  # said in a few words, for the caller's sentence
    return caught.value


def test_a_fifo_or_a_device_is_refused_before_anything_is_read(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo.json")  # opening it for reading would wait for a writer
    _refused(tmp_path / "fifo.json", FileProblem.NOT_REGULAR)
    os.symlink("/dev/zero", tmp_path / "zero.json")  # reading it never ends
    _refused(tmp_path / "zero.json", FileProblem.NOT_REGULAR)
    (tmp_path / "folder.json").mkdir()
    _refused(tmp_path / "folder.json", FileProblem.NOT_REGULAR)
    with pytest.raises(FileRefused):
        regular_file_or_nothing(tmp_path / "fifo.json")
    assert regular_file_or_nothing(tmp_path / "missing") is False


def test_a_file_larger_than_its_cap_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "sparse.json"
    with open(path, "wb") as handle:
        handle.truncate(1 << 40)  # a terabyte that takes no room
    refused = _refused(path, FileProblem.TOO_LARGE)
    assert (refused.size, refused.limit) == (1 << 40, 1024)
    path.write_bytes(b"x" * 1024)
    assert read_bytes(path, 1024) == b"x" * 1024


def test_links_are_refused_or_kept_inside_their_folder(tmp_path: Path) -> None:
    folder = tmp_path / "config"
    folder.mkdir()
    outside = tmp_path / "secret.json"
    outside.write_text("{}")
    (folder / "inside.json").write_text('{"a": 1}')
    os.symlink(outside, folder / "out.json")
    os.symlink(folder / "inside.json", folder / "in.json")
    _refused(folder / "out.json", FileProblem.OUTSIDE, inside=folder)
    _refused(folder / "in.json", FileProblem.LINK, follow_links=False)
    assert read_bytes(folder / "in.json", 1024, inside=folder) == b'{"a": 1}'
    assert read_bytes(folder / "out.json", 1024) == b"{}"  # followed only when asked to


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (b"", JsonProblem.EMPTY),
        (b"\xff\xfe{}", JsonProblem.NOT_TEXT),
        (b'{"a": ', JsonProblem.SYNTAX),
        (b"[" * 100_000, JsonProblem.TOO_DEEP),
        (b"[" * (MAX_DEPTH + 1) + b"]" * (MAX_DEPTH + 1), JsonProblem.TOO_DEEP),
        (b'{"n": ' + b"9" * 5000 + b"}", JsonProblem.BAD_NUMBER),
        (b'{"n": ' + b"9" * 41 + b"}", JsonProblem.BAD_NUMBER),
        (b'{"n": 1e999}', JsonProblem.BAD_NUMBER),
        (b'{"n": 0.' + b"1" * 60 + b"}", JsonProblem.BAD_NUMBER),
        (b'{"n": NaN}', JsonProblem.BAD_NUMBER),
        (b"[Infinity]", JsonProblem.BAD_NUMBER),
    ],
)
def test_json_beyond_the_bounds_is_refused(text: bytes, problem: JsonProblem) -> None:
    with pytest.raises(JsonRefused) as caught:
        parse_json(text)
    assert caught.value.problem == problem


def test_json_within_the_bounds_is_read_with_every_string_made_safe() -> None:
    deepest = b"[" * MAX_DEPTH + b"]" * MAX_DEPTH
    assert parse_json(deepest) is not None
    assert parse_json(b'\xef\xbb\xbf{"seed": ' + b"9" * 40 + b"}") == {"seed": int("9" * 40)}
    text = rb'{"n\u0000a\ud800me": ["A\u0000la", {"x": "\udfffOla"}], "ok": "\ud83d\ude00"}'
    doc = parse_json(text)
    assert doc == {"name": ["Ala", {"x": "Ola"}], "ok": "\U0001f600"}  # a real pair is kept
    json.dumps(doc).encode("utf-8")  # nothing left that UTF-8 cannot hold


def test_times_are_aware_and_within_what_every_clock_shows() -> None:
    assert moment("2025-05-03T14:32:00+02:00") == datetime(2025, 5, 3, 12, 32, tzinfo=UTC)
    assert moment("2025-05-03T14:32:00") == datetime(2025, 5, 3, 14, 32, tzinfo=UTC)
    for impossible in ("0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00", "1969-07-20"):
        assert moment(impossible) is None
    assert moment("0001-01-01T00:00:00+05:00") is None  # the year 0 in UTC: no overflow here
    assert moment("not a time") is None and moment(20250503) is None and moment("9" * 100) is None


def test_typed_values_say_no_to_what_does_not_fit() -> None:
    assert number(0.5, 0, 1) == 0.5 and number(1, 0, 1) == 1.0
    assert number(True, 0, 1) is None and number("0.5", 0, 1) is None and number(2, 0, 1) is None
    assert clean_text("Ala\x00\x07 \t Kot\ud800", 20) == "Ala Kot"
    assert clean_text("Z" * 10_000, 20) == "Z" * 19 + "…"
    assert clean_text(["a list"], 20) == ""
