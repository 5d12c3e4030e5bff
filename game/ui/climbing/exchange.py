"""The card exchange at the start of every round after the first.

The Beggar's two highest cards (and with 4+ players the Peasant's highest) have already
gone over automatically; the receivers give back cards of their choice. When the human
gives back, they select the cards in their hand and press "Give back". The panel lists
every transfer the human may see. "Continue" (or Enter) goes to the play once the
exchange is over.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.climbing.effects import ChoiceKind
from game.climbing.roles import Role, role_name
from game.climbing.state import Phase
from game.i18n import _, ngettext
from game.ui.climbing.layout import button_row
from game.ui.climbing.table_scene import ClimbingTableScene
from game.ui.common import theme
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch

PANEL = pygame.Rect(250, 64, 780, 312)
LOG_LINES = 7
EXCHANGE_ROLES = {
    "beggar": Role.BEGGAR,
    "president": Role.PRESIDENT,
    "peasant": Role.PEASANT,
    "prime_minister": Role.PRIME_MINISTER,
}
"""The roles the exchange's help names, by their field in the sentence."""
AUTOPLAY_WAIT = 30
"""Frames autoplay waits (after the exchange is over) before continuing."""


class ExchangeScene(ClimbingTableScene):
    name = "exchange"
    show_counter = False

    def enter(self, **kwargs: Any) -> None:
        super().enter(**kwargs)
        self.done_frames = 0
        self.launch_deal()
        rects = button_row(2)
        self.give_button = Button(rects[0], lambda: _("Give back"), self.give_back, accent=True)
        self.continue_button = Button(rects[1], lambda: _("Continue"), self.go_on, accent=True)
        self.buttons = [self.give_button, self.continue_button]
        self.refresh_buttons()

    def human_gives(self) -> int:
        """How many cards the human must still give back (0: not their turn to give)."""
        pending = self.table.human_choice()
        return pending.remaining if pending is not None and pending.kind is ChoiceKind.EXCHANGE else 0

    def exchange_over(self) -> bool:
        return self.state.phase != Phase.EXCHANGE and not self.table.busy

    def refresh_buttons(self) -> None:
        self.give_button.visible = self.human_gives() > 0
        self.give_button.enabled = len(self.hand.selected) == self.human_gives()
        self.continue_button.visible = True
        self.continue_button.enabled = self.exchange_over()

    def rule_text(self) -> str:
        """The exchange in one sentence, the roles named as the preset names them (the badges'
        names: Daihinmin ... in Daifugo, Beggar ... in President)."""
        preset = self.table.options.preset
        names = {key: role_name(role, preset).render(_, ngettext) for key, role in EXCHANGE_ROLES.items()}
        if self.table.num_players >= 4:
            return _(
                "The {beggar} gives their two best cards to the {president} and the {peasant} their best card"
                " to the {prime_minister}; both give back cards of their choice."
            ).format(**names)
        return _(
            "The {beggar} gives their two best cards to the {president}, who gives back two cards of their choice."
        ).format(**names)

    def selection_reason(self) -> str | None:
        """Why "Give back" is off: the human must give and has selected the wrong number of cards."""
        count = self.human_gives()
        selected = len(self.hand.selected)
        if not count or selected == count:
            return None
        if selected == 0:
            return ngettext("Select {count} card to give", "Select {count} cards to give", count).format(count=count)
        if selected < count:
            more = count - selected
            return ngettext(
                "Select {count} more card to give", "Select {count} more cards to give", more
            ).format(count=more)
        extra = selected - count
        return ngettext(
            "You selected {extra} card too many: give exactly {count}",
            "You selected {extra} cards too many: give exactly {count}",
            extra,
        ).format(extra=extra, count=count)

    def draw_message(self, surface: pygame.Surface) -> None:
        """The refusal message; else why "Give back" is off."""
        reason = self.selection_reason()
        if self.message is None and reason is not None:
            face = text.fitted(reason, self.message_font, self.message_width, theme.INK, bold=True)
            felt.on_dark(surface, face, face.get_rect(center=self.message_center), self.message_pad, radius=10)
            return
        super().draw_message(surface)

    def give_back(self) -> None:
        reason = self.table.pick_cards(self.hand.selected_cards(), finish=False)
        if reason is not None:
            self.show_message(reason)
            return
        self.message = None
        self.hand.clear_selection()
        self.sync_hand()

    def go_on(self) -> None:
        if self.exchange_over():
            self.app.switch("climbing_play")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if dispatch(self.buttons, event):
            self.refresh_buttons()
            return True
        if self.human_gives() and self.hand.handle_event(event):
            self.refresh_buttons()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.human_gives():
                    self.give_back()
                else:
                    self.go_on()
            elif event.key == pygame.K_LEFT:
                self.hand.move_cursor(-1)
            elif event.key == pygame.K_RIGHT:
                self.hand.move_cursor(1)
            elif event.key == pygame.K_SPACE and self.human_gives():
                self.hand.toggle_cursor()
            elif event.key == pygame.K_ESCAPE:
                self.escape()
        self.refresh_buttons()
        return True

    def is_current(self, seat: int) -> bool:
        return self.state.phase == Phase.EXCHANGE and super().is_current(seat)

    def update(self, dt_ms: int) -> None:
        """The table runs only until the exchange is over (the play waits for Continue); the
        hand shows the engine's cards all the while, the last give-back's too."""
        if not self.log_open and (self.state.phase == Phase.EXCHANGE or self.table.busy):
            super().update(dt_ms)
        else:
            self.update_motion(dt_ms)
            self.sync_hand()
        self.refresh_buttons()

    def autoplay(self, frame: int) -> None:
        if self.exchange_over():
            self.app.capture()
            self.done_frames += 1
            if self.done_frames == AUTOPLAY_WAIT:
                self.go_on()

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        self.draw_top_bar(surface)
        felt.panel(surface, PANEL, alpha=215, edge=theme.GOLD)
        title = text.fitted(_("Card exchange"), 34, PANEL.width - 40, theme.GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 16)))
        lines = text.wrap(self.rule_text(), 16, PANEL.width - 40)[:2]
        for i, line in enumerate(lines):
            rule = text.fitted(line, 16, PANEL.width - 40, theme.INK_DIM)
            surface.blit(rule, rule.get_rect(midtop=(PANEL.centerx, PANEL.y + 58 + i * 20)))
        y = PANEL.y + 104
        for phrase in self.table.log[self.table.round_log_start :][-LOG_LINES:]:
            surface.blit(text.fitted(phrase.render(_, ngettext), 19, PANEL.width - 60, theme.INK), (PANEL.x + 30, y))
            y += 28
        self.draw_viewer(surface)
        self.draw_status(surface)
        self.draw_message(surface)
        self.draw_prompt(surface)
        for button in self.buttons:
            button.draw(surface)
        self.hand.draw(surface)
        self.mark_received(surface)
        self.toggles.draw(surface)
        self.draw_top_buttons(surface)
        self.draw_announcement(surface)
        self.draw_panels(surface)

    def mark_received(self, surface: pygame.Surface) -> None:
        """A small "new" tag on each card the viewer was given in this exchange."""
        received = self.table.received_labels()
        if not received:
            return
        tag = text.render(_("new"), 15, theme.INK_DARK, bold=True)
        for rect, card in zip(self.hand.card_rects(), self.hand.cards, strict=True):
            if card.label in received:
                pill = tag.get_rect(midbottom=(rect.x + 22, rect.y - 3)).inflate(10, 4)
                pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
                surface.blit(tag, tag.get_rect(center=pill.center))

    def draw_prompt(self, surface: pygame.Surface) -> None:
        count = self.human_gives()
        if count:
            pending = self.table.human_choice()
            assert pending is not None and pending.target is not None
            line = ngettext(
                "Select {count} card to give back to {player}",
                "Select {count} cards to give back to {player}",
                count,
            ).format(count=count, player=self.seat_name(pending.target))
        elif self.state.phase == Phase.EXCHANGE and self.state.pending is not None:
            line = self.table.choice_prompt(self.state.pending).render(_, ngettext)
        else:
            line = _("The exchange is over: press Continue")
        self.caption(surface, line)
