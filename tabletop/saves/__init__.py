"""Save files: JSON setup + action log, validated by replay; stored under the user data dir."""

from .format import FORMAT, FORMAT_VERSION, SaveData, SaveError, encode, read_save, state_digest
from .store import (
    SaveInfo,
    Signature,
    autosave_path,
    delete_save,
    latest_autosave,
    list_saves,
    named_path,
    saves_dir,
    write_document,
)

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "SaveData",
    "SaveError",
    "SaveInfo",
    "Signature",
    "autosave_path",
    "delete_save",
    "encode",
    "latest_autosave",
    "list_saves",
    "named_path",
    "read_save",
    "saves_dir",
    "state_digest",
    "write_document",
]
