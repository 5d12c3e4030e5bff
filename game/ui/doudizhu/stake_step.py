"""The B.5 steps on screen: call / grab in the auction, the doubling and the open hand.

One :class:`StakeButtons` row holds a button for every choice a step can offer (docs/RULES.md
B.5); only the moves the engine lists as legal for the human now are enabled, and a step's
buttons show only while that step runs. Every press goes through the table controller's
``human_stake`` (a refusal comes back as a translated reason, shown on the message line).

The step is the controller's ``stake_step`` (a call, a grab, the caller's last word, a double,
the open hand) and the moves its ``human_stakes``.

Keys (also in the README): Y takes the "yes" choice of the step (call, grab, show the hand),
N or 0 the "no" one (no call, no grab, let it go, no double, keep closed); in the doubling D or 2
doubles and S or 4 super doubles; O shows the hand. The arrows and Tab move the focus ring
over the usable buttons, Enter or Space presses the focused one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game.ai.doudizhu.stakes import StakeStep
from game.core.reason import Reason
from game.doudizhu.moves import Call, Double, Grab, Move, OpenHand, StakeMove
from game.doudizhu.rules import DOUBLE_FACTOR, SUPER_DOUBLE_FACTOR, DoublingKind, TableRules
from game.i18n import N_, _
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus, usable

AUCTION_STEPS = frozenset({StakeStep.CALL, StakeStep.GRAB, StakeStep.LAST_WORD})
"""The steps of the bidding scene."""
PLAY_STEPS = frozenset({StakeStep.DOUBLE, StakeStep.OPEN})
"""The steps of the play scene, before the first play."""
STAKE_BUTTON_SIZE = (236, 56)
"""Wider and taller than the bid buttons: the labels say the factor too, and a thumb finds them."""
GAP = 18


@dataclass(frozen=True)
class StakeChoice:
    """One button of a step: the move, its label (an ``N_`` id) and the keys that press it."""

    step: StakeStep
    move: StakeMove
    label: str
    keys: tuple[int, ...]
    accent: bool


CHOICES: tuple[StakeChoice, ...] = (
    StakeChoice(StakeStep.CALL, Call(False), N_("No call"), (pygame.K_n, pygame.K_0), False),
    StakeChoice(StakeStep.CALL, Call(True), N_("Call the landlord"), (pygame.K_y,), True),
    StakeChoice(StakeStep.GRAB, Grab(False), N_("No grab"), (pygame.K_n, pygame.K_0), False),
    StakeChoice(StakeStep.GRAB, Grab(True), N_("Grab (x2)"), (pygame.K_y, pygame.K_g), True),
    StakeChoice(StakeStep.LAST_WORD, Grab(False), N_("Let it go"), (pygame.K_n, pygame.K_0), False),
    StakeChoice(StakeStep.LAST_WORD, Grab(True), N_("Grab again (x2)"), (pygame.K_y, pygame.K_g), True),
    StakeChoice(StakeStep.DOUBLE, Double(1), N_("No double"), (pygame.K_n, pygame.K_0), False),
    StakeChoice(StakeStep.DOUBLE, Double(2), N_("Double (x2)"), (pygame.K_d, pygame.K_2), True),
    StakeChoice(StakeStep.DOUBLE, Double(4), N_("Super double (x4)"), (pygame.K_s, pygame.K_4), True),
    StakeChoice(StakeStep.OPEN, OpenHand(False), N_("Keep closed"), (pygame.K_n, pygame.K_0), False),
    StakeChoice(StakeStep.OPEN, OpenHand(True), N_("Show hand (x2)"), (pygame.K_y, pygame.K_o), True),
)
"""Every choice, in the order its step shows it (the "no" choice first, as for bids)."""


def stake_label(move: Move) -> str | None:
    """The translated button label of a stake move (also what the table shows for a seat's
    choice); ``None`` for any other move."""
    choice = next((choice for choice in CHOICES if choice.move == move), None)
    return None if choice is None else _(choice.label)


class StakeButtons:
    """The buttons of the B.5 ``steps`` a scene serves, in one row centred under the table at ``y``.

    Invariant after :meth:`refresh`: a button is visible only while its step runs (a step
    the table does not offer, such as super doubling off, never shows its button) and
    enabled only for a move the engine lists as legal for the human now.
    """

    def __init__(
        self,
        step: Callable[[], StakeStep | None],
        rules: Callable[[], TableRules],
        legal: Callable[[], Sequence[StakeMove]],
        apply: Callable[[StakeMove], Reason | None],
        refused: Callable[[Reason], None],
        y: int,
        steps: frozenset[StakeStep],
    ) -> None:
        self._step = step
        self._rules = rules
        self._legal = legal
        self._apply = apply
        self._refused = refused
        self.y = y
        self.steps = steps
        self.buttons: dict[StakeChoice, Button] = {
            choice: Button(
                pygame.Rect((0, y), STAKE_BUTTON_SIZE),
                partial(_, choice.label),
                partial(self.choose, choice.move),
                accent=choice.accent,
            )
            for choice in CHOICES
        }
        self.focus = GridFocus([], [], wrap=True)
        self.step: StakeStep | None = None

    def offered(self, step: StakeStep) -> list[StakeChoice]:
        """The choices the table offers at ``step`` (super doubling only with ``SUPER``)."""
        top = SUPER_DOUBLE_FACTOR if self._rules().doubling is DoublingKind.SUPER else DOUBLE_FACTOR
        return [
            choice
            for choice in CHOICES
            if choice.step is step and not (isinstance(choice.move, Double) and choice.move.factor > top)
        ]

    def choose(self, move: StakeMove) -> None:
        reason = self._apply(move)
        if reason is not None:
            self._refused(reason)
        self.refresh()

    def refresh(self) -> None:
        """Lay out and enable the row for the step the deal is in now."""
        step = self._step()
        if step not in self.steps:
            step = None
        if step is not self.step:
            self.step = step
            shown = self.offered(step) if step is not None else []
            total = len(shown) * STAKE_BUTTON_SIZE[0] + max(0, len(shown) - 1) * GAP
            left = 640 - total // 2
            for i, choice in enumerate(shown):
                self.buttons[choice].rect.topleft = (left + i * (STAKE_BUTTON_SIZE[0] + GAP), self.y)
            self.focus = GridFocus([], [self.buttons[choice] for choice in shown], wrap=True)
        legal = set(self._legal())
        for choice, button in self.buttons.items():
            button.visible = choice.step is step and button in self.focus.buttons
            button.enabled = button.visible and choice.move in legal
        focused = self.focus.button
        if focused is not None and not usable(focused):
            self.focus.step(1)

    @property
    def showing(self) -> bool:
        return self.step is not None

    def visible_buttons(self) -> list[Button]:
        return [button for button in self.buttons.values() if button.visible]

    def handle_key(self, key: int, mod: int = 0) -> bool:
        """A step's key: its choice (when shown), the focus ring, Enter / Space. True when used."""
        if self.step is None:
            return False
        for choice in CHOICES:
            if choice.step is self.step and key in choice.keys and self.buttons[choice].visible:
                self.choose(choice.move)
                return True
        if key in ACTIVATE_KEYS:
            self.focus.activate()
            return True
        return self.focus.handle_key(key, mod)

    def draw(self, surface: pygame.Surface) -> None:
        for button in self.visible_buttons():
            button.draw(surface)

    def draw_focus(self, surface: pygame.Surface) -> None:
        if self.step is not None and any(button.enabled for button in self.visible_buttons()):
            self.focus.draw(surface)
