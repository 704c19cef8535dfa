"""Save files: JSON setup + action log, validated by replay; stored under the user data dir.

One file per game (rewritten after every move, held by the one window that plays it) plus the
copies a player saves by name; the folder is listed through a small index so start-up never
replays history.
"""

from .format import (
    FORMAT,
    FORMAT_VERSION,
    KIND_COPY,
    KIND_GAME,
    SaveData,
    SaveError,
    clean_name,
    earlier_board,
    encode,
    read_save,
    scores_so_far,
    state_digest,
)
from .lock import GameOpenElsewhere, held_elsewhere
from .store import (
    SaveFolder,
    SaveInfo,
    Signature,
    autosave_path,
    delete_save,
    free_name,
    game_name,
    game_path,
    latest_unfinished,
    list_saves,
    named_path,
    saves_dir,
    signature,
    write_document,
)

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "GameOpenElsewhere",
    "KIND_COPY",
    "KIND_GAME",
    "SaveData",
    "SaveError",
    "SaveFolder",
    "SaveInfo",
    "Signature",
    "autosave_path",
    "clean_name",
    "delete_save",
    "earlier_board",
    "encode",
    "free_name",
    "game_name",
    "game_path",
    "held_elsewhere",
    "latest_unfinished",
    "list_saves",
    "named_path",
    "read_save",
    "saves_dir",
    "scores_so_far",
    "signature",
    "state_digest",
    "write_document",
]
