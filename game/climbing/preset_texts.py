"""What a preset plays differently from the base rules, for the rules screen: per preset,
(heading, body) message ids shown after the base rules (docs/RULES.md A.2 for UECda)."""

from __future__ import annotations

from game.climbing.options import Preset
from game.i18n import N_

UECDA_NOTES: tuple[tuple[str, str], ...] = (
    (
        N_("The UECda contest"),
        N_(
            "This table plays the rules of the UEC computer Daifugo contest, where programs meet on a "
            "server: always five players, one joker, and the house rules fixed as the contest plays them."
        ),
    ),
    (
        N_("Sequences and the suit lock"),
        N_(
            "A Sequence is three or more cards of one suit in a row, of any length; the joker may fill a gap "
            "or stand one step below the 3 or above the 2. A Sequence only beats one of the same length lying "
            "wholly above it: on 5-6-7 the lowest answer is 8-9-10. When a play follows one of exactly the "
            "same suits (every card of a pair, the one suit of a Sequence), the trick is locked to those suits "
            "until it is cleared."
        ),
    ),
    (
        N_("Cuts and Revolutions"),
        N_(
            "Any play with an 8 in it clears the trick, a pair with the joker or a Sequence through the 8 "
            "too, but a lone joker is never an 8. Four or more cards of a rank, the joker counted, or a "
            "Sequence of five or more make a Revolution. On a lone joker only the 3♠ may be played; it "
            "clears the trick."
        ),
    ),
    (
        N_("Turns, exchange and points"),
        N_(
            "When everyone else has passed, the player on top may keep playing on their own cards or pass, "
            "which clears the trick. The holder of the 3♦ leads every round, after the exchange. Each round "
            "scores by place: 5 points for the first out down to 1 for the last."
        ),
    ),
)

PRESET_NOTES: dict[Preset, tuple[tuple[str, str], ...]] = {Preset.UECDA: UECDA_NOTES}
"""The presets with notes of their own (the others play the base rules as written)."""
