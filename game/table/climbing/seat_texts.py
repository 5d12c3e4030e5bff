"""The climbing table's sentences about the viewer: whole "you" sentences. No pygame.

The engine names seats "Player {number}" in its event phrases. The table swaps those for
the seat's name (:mod:`game.table.seat_names`); when the viewer is the subject of a
sentence that does not read right with "You" in place of a name ("You plays ..."), the
whole sentence is swapped for its own "you" message id from :data:`YOU_FORMS` (a
subject key and the new message id, which has no field for that key). Sentences that
read right ("You: choose ...") keep their message id with "You"; the viewer as an object
("... to {receiver}") reads "you".
"""

from __future__ import annotations

from game.i18n import N_

YOU_FORMS: dict[str, tuple[str, str]] = {
    "{player} plays {play}": ("player", N_("You play {play}")),
    "{player} passes": ("player", N_("You pass")),
    "{player} leads": ("player", N_("You lead")),
    "{player} holds the 3♦ and leads": ("player", N_("You hold the 3♦ and lead")),
    "{player} is out": ("player", N_("You are out")),
    "{player} falls to Beggar": ("player", N_("You fall to Beggar")),
    "{player} discards {cards}": ("player", N_("You discard {cards}")),
    "{player} does not stop": ("player", N_("You do not stop")),
    "{player} names {rank}": ("player", N_("You name {rank}")),
    "{player} picks up {cards}": ("player", N_("You pick up {cards}")),
    "{player} takes {cards}": ("player", N_("You take {cards}")),
    "{player} takes a card from {target}": ("player", N_("You take a card from {target}")),
    "{player} gives {cards} to {target}": ("player", N_("You give {cards} to {target}")),
    "{player} passes a card to {target}": ("player", N_("You pass a card to {target}")),
    "4 Stop! {player} plays {play}": ("player", N_("4 Stop! You play {play}")),
    "Lucky Seven! {player} becomes President": ("player", N_("Lucky Seven! You become President")),
    "Relief Supplies: {player} takes {cards}": ("player", N_("Relief Supplies: you take {cards}")),
    "{giver} gives {cards} to {receiver}": ("giver", N_("You give {cards} to {receiver}")),
    "{giver} gives {count} card(s) to {receiver}": ("giver", N_("You give {count} card(s) to {receiver}")),
}
SUBJECT_KEYS = frozenset({"player", "giver"})
"""Parameter keys that name the one who acts: "You" there, "you" under any other key."""
YOU_OBJECT = N_("you")
"""The viewer as the object of a sentence ("... gives 3♠ to you")."""
