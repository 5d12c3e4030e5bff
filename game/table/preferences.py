"""The player's preferences as data: what the Options screen lists. No pygame.

Each :class:`Preference` names one field of :class:`game.settings.Settings`, how the
screen offers it (a switch, or one value of a short list) and its label. The Options
screen draws every entry of :data:`PREFERENCES` in order, so a feature adds its
preference by adding its settings field and one entry here; nothing else lists them.

Invariants: every ``field`` is a field of ``Settings``; a ``CHOICE`` lists at least two
values, each a valid value of that field; an ``idle_when`` names a bool field of ``Settings``
(while it is on, the preference has no effect and the screen shows its controls inactive).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.i18n import N_


class PreferenceKind(Enum):
    """How the Options screen offers a preference."""

    SWITCH = "switch"  # a bool field: On / Off
    CHOICE = "choice"  # one of ``choices``: a row of buttons


@dataclass(frozen=True)
class Choice:
    """One value of a ``CHOICE`` preference and its label (an ``N_`` message id)."""

    value: object
    label: str


@dataclass(frozen=True)
class Preference:
    """One line of the Options screen: ``field`` of the settings, its ``label`` and ``help``
    (``N_`` message ids) and, for a ``CHOICE``, the values offered. ``idle_when`` names the
    bool setting that, while on, makes this one have no effect (the volume while muted)."""

    field: str
    kind: PreferenceKind
    label: str
    help: str = ""
    choices: tuple[Choice, ...] = ()
    idle_when: str = ""


PREFERENCES: tuple[Preference, ...] = (
    Preference(
        "volume",
        PreferenceKind.CHOICE,
        N_("Sound volume"),
        N_("How loud the sound effects play."),
        (
            Choice(0.0, N_("0%")),
            Choice(0.25, N_("25%")),
            Choice(0.5, N_("50%")),
            Choice(0.7, N_("70%")),
            Choice(1.0, N_("100%")),
        ),
        idle_when="muted",
    ),
    Preference("muted", PreferenceKind.SWITCH, N_("Mute sound"), N_("No sound effects at all, whatever the volume.")),
    Preference(
        "auto_pass",
        PreferenceKind.SWITCH,
        N_("Pass automatically"),
        N_("When nothing you hold beats the table, pass for you after a short pause."),
    ),
    Preference(
        "four_colour",
        PreferenceKind.SWITCH,
        N_("Four-colour deck"),
        N_("Each suit in its own colour: spades black, hearts red, diamonds blue, clubs green."),
    ),
    Preference(
        "large_cards",
        PreferenceKind.SWITCH,
        N_("Large cards"),
        N_("Bigger cards in your hand and bigger letters on every card."),
    ),
    Preference(
        "card_counter",
        PreferenceKind.SWITCH,
        N_("Card counter"),
        N_("Show how many cards of each rank you have not seen yet."),
    ),
    Preference(
        "speed",
        PreferenceKind.CHOICE,
        N_("Speed"),
        N_("How fast the computer plays and the cards move."),
        (
            Choice("slow", N_("Slow")),
            Choice("normal", N_("Normal")),
            Choice("fast", N_("Fast")),
            Choice("instant", N_("Instant")),
        ),
    ),
    Preference(
        "reduced_motion",
        PreferenceKind.SWITCH,
        N_("Reduced motion"),
        N_("Cards fade in and out instead of flying, and nothing shakes."),
    ),
)
"""Every preference, in the order the Options screen shows them."""
