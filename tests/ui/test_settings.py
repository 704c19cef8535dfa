"""Settings: kept as JSON under the user config dir; a broken file falls back to defaults with
a message and is not overwritten until the user saves."""

from __future__ import annotations

import json

import pygame

from tabletop.ui.app import App
from tabletop.ui.scenes.settings import SettingsScene
from tabletop.ui.scenes.title import TitleScene
from tabletop.ui.settings import (
    AI_DELAYS,
    ANIMATION_SPEEDS,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from tabletop.ui.sound import SoundPlayer
from tests.support.pilot import click, run_frames


def test_settings_round_trip() -> None:
    chosen = Settings(animation_speed="slow", ai_delay=1.2, fullscreen=True, confirm_claims=False)
    path = save_settings(chosen)
    assert path == settings_path()
    assert "tabletop" in str(path.parent)
    assert load_settings() == (chosen, None)


def test_missing_settings_file_means_defaults_without_a_message() -> None:
    assert not settings_path().exists()
    assert load_settings() == (Settings(), None)


def test_broken_settings_file_falls_back_to_defaults_and_is_kept() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"animation_speed": "fast", "ai_delay": ', encoding="utf-8")
    settings, problem = load_settings()
    assert settings == Settings()
    assert problem is not None and "damaged" in problem
    assert path.read_text(encoding="utf-8") == '{"animation_speed": "fast", "ai_delay": '


def test_settings_with_bad_values_keep_the_good_ones() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_speed": "warp", "ai_delay": 2.0, "fullscreen": "yes"}))
    settings, problem = load_settings()
    assert settings == Settings(ai_delay=2.0)
    assert problem is not None and "animation speed" in problem and "fullscreen" in problem


def test_broken_file_is_reported_and_only_replaced_when_the_user_saves() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe not json")
    app = App((1280, 800))  # reads the settings file itself, like the real start
    try:
        assert app.settings == Settings()
        assert app.settings_problem is not None
        app.go_to_title()
        assert isinstance(app.top, TitleScene)
        app.frame(dt=0.02)
        assert any(app.settings_problem in toast.text for toast in app.toasts)
        # Opening and cancelling the settings leaves the broken file as it was.
        click(app, app.top.settings_button)
        assert isinstance(app.top, SettingsScene)
        click(app, app.top.cancel_button)
        assert path.read_bytes() == b"\xff\xfe not json"
        # Changing a setting and saving writes a good file and clears the message.
        click(app, app.top.settings_button)
        scene = app.top
        click(app, scene.speed.right_rect())
        click(app, scene.confirm)
        click(app, scene.save_button)
        assert isinstance(app.top, TitleScene)
        saved, problem = load_settings()
        assert problem is None
        assert saved == app.settings
        assert saved.confirm_claims is False and saved.animation_speed != "normal"
        assert app.settings_problem is None
    finally:
        app.close()


def test_ai_delay_setting_reaches_the_match_in_play(app: App) -> None:
    app.go_to_title()
    click(app, app.top.new_button)
    click(app, app.top.start_button)
    table = app.table()
    assert table is not None and table.match.agent_delay == 0.0
    app.push(SettingsScene(app))
    scene = app.top
    click(app, scene.delay.right_rect())
    click(app, scene.save_button)
    assert table.match.agent_delay == app.settings.ai_delay > 0


def test_colour_blind_mode_is_saved_with_the_settings() -> None:
    chosen = Settings(colorblind=True)
    save_settings(chosen)
    assert load_settings() == (chosen, None)
    assert Settings().colorblind is False


def test_the_settings_screen_turns_colour_blind_mode_on(app: App) -> None:
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    run_frames(app, 1)
    assert not scene.colorblind.value
    click(app, scene.colorblind)
    click(app, scene.save_button)
    assert app.settings.colorblind and load_settings()[0].colorblind


def test_animation_speed_steps_right_to_faster_and_stops_at_the_ends(app: App) -> None:
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    run_frames(app, 1)
    factors = [ANIMATION_SPEEDS[value] for value, _label in scene.speed.choices]
    assert factors == sorted(factors, reverse=True)  # left to right: ever shorter animations
    right = scene.speed.right_rect().center
    seen = [scene.draft.animation_speed]
    for _ in range(len(factors) + 2):  # more presses than choices
        click(app, right)
        seen.append(scene.draft.animation_speed)
    durations = [ANIMATION_SPEEDS[value] for value in seen]
    assert durations == sorted(durations, reverse=True)  # each press right: faster or same
    assert seen[-1] == seen[-2] == "off"  # it stops at the end instead of wrapping to "slow"
    left = scene.speed.left_rect().center
    for _ in range(len(factors) + 2):
        click(app, left)
    assert scene.draft.animation_speed == "slow"


def test_ai_delay_stepper_stops_at_both_ends(app: App) -> None:
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    run_frames(app, 1)
    for _ in range(len(scene.delay.choices) + 1):
        click(app, scene.delay.left_rect().center)
    assert scene.draft.ai_delay == 0.0
    for _ in range(len(scene.delay.choices) + 1):
        click(app, scene.delay.right_rect().center)
    assert scene.draft.ai_delay == max(AI_DELAYS)


class NoAudioDevice:
    """A mixer on a machine without sound: it cannot open."""

    def open(self) -> None:
        raise pygame.error("Audio target 'nonexistent' not available")


def test_the_settings_say_when_no_audio_device_was_found(app: App) -> None:
    """SDL_AUDIODRIVER=nonexistent in a real window: the app started and played silently,
    but the sound rows went on saying "M mutes all sound" with no word of why nothing sounds."""
    app.sound = SoundPlayer(NoAudioDevice())  # type: ignore[arg-type]
    app.sound.start()
    assert app.sound.wait_ready(10) and app.sound.no_device
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    run_frames(app, 1)
    helps = {label: help_text for label, help_text, _widget in scene.rows}
    assert helps["Sound effects"] == helps["Music"] == "Unavailable: no audio device was found."
    click(app, scene.save_button)  # the volumes are still kept for a device later
    assert app.settings.effects_volume == load_settings()[0].effects_volume


def test_the_settings_say_nothing_of_a_device_still_opening(app: App) -> None:
    assert not app.sound.ready and not app.sound.no_device  # not known yet: the usual help
    scene = SettingsScene(app)
    helps = {label: help_text for label, help_text, _widget in scene.rows}
    assert helps["Sound effects"] == "M mutes all sound during a game."
