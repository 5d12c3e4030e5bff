"""The Options screen's list of preferences names real settings fields with valid values."""

from __future__ import annotations

import dataclasses

from game.settings import Settings
from game.table.preferences import PREFERENCES, PreferenceKind


def test_every_preference_is_a_settings_field_with_valid_values() -> None:
    fields = {field.name: field for field in dataclasses.fields(Settings)}
    defaults = Settings()
    assert len({pref.field for pref in PREFERENCES}) == len(PREFERENCES)
    for pref in PREFERENCES:
        assert pref.field in fields, pref.field
        value = getattr(defaults, pref.field)
        if pref.kind is PreferenceKind.SWITCH:
            assert isinstance(value, bool)
        else:
            assert len(pref.choices) >= 2
            assert value in {choice.value for choice in pref.choices}
        if pref.idle_when:
            assert isinstance(getattr(defaults, pref.idle_when), bool), pref.idle_when
