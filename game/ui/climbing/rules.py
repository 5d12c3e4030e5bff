"""The climbing games' rules screen: the base rules, then every house rule of docs/RULES.md A.3
with its switch, its sub-options and its full text, grouped as on seed 000's rules page
(Card Play, Turn Change, Strength Change, Card Exchange, Player Finish), then the firing
order. Scrolling is a :class:`~game.ui.common.scroll.ScrollView` (wheel, arrow keys,
Page Up/Down, Home/End, a draggable scrollbar); it stops only where a line of text (or a
row of buttons) starts, and only whole lines are drawn, so no heading is ever cut at the
top or bottom edge of the panel. A row of jump buttons above the panel scrolls to each
part (base rules, each group of house rules, the firing order).

A rule that is an option of another rule is disabled, with the reason shown, until its
parent is on; switching a parent off switches its options off. Every change is stored in
the settings at once (``settings.climbing``), so the next session uses it. "Reset to preset"
asks first (a modal dialog), then puts the house rules and jokers back to the preset's defaults.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.climbing.options import RULE_PARENTS, BindingMultiple, ClimbingOptions, JokerRole, RuleId
from game.climbing.preset_texts import PRESET_NOTES
from game.climbing.rules import (
    FIRING_ORDER_INTRO,
    SECTIONS,
    HouseRule,
    dependency_reason,
    firing_order_text,
    rules_in_section,
)
from game.i18n import N_, _, current_language, ngettext
from game.settings import GameId
from game.table.climbing.session import (
    engine_options,
    reset_to_preset,
    set_rule,
    store_options,
    with_field,
)
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.scroll import ScrollView
from game.ui.common.widgets import felt, text
from game.ui.common.widgets.button import Button, dispatch
from game.ui.common.widgets.choice import ChoiceDialog

if TYPE_CHECKING:
    from game.ui.common.host import Host

PANEL = pygame.Rect(60, 122, 1160, 488)
JUMP_ROW = pygame.Rect(40, 84, 1200, 32)
CLIP = PANEL.inflate(-16, -16)
TEXT_X = PANEL.x + 36
TEXT_WIDTH = 820
SWITCH = pygame.Rect(PANEL.right - 200, 0, 150, 36)
SUB_BUTTON = (250, 34)
LINE = 24
BODY = 17
TRACK = pygame.Rect(PANEL.right - 22, CLIP.y + 6, 10, CLIP.height - 12)
PAGE = CLIP.height - 20

TITLES: dict[GameId, str] = {
    GameId.PRESIDENT: N_("Rules of President"),
    GameId.DAIFUGO: N_("Rules of Daifugo"),
    GameId.UECDA: N_("Rules of UECda Daifugo"),
}
RESET_QUESTIONS: dict[GameId, Callable[[], str]] = {
    GameId.PRESIDENT: lambda: _("Reset every house rule and the jokers to the President defaults?"),
    GameId.DAIFUGO: lambda: _("Reset every house rule and the jokers to the Daifugo defaults?"),
    GameId.UECDA: lambda: _("Reset every house rule and the jokers to the UECda defaults?"),
}

BASE_RULES: tuple[tuple[str, str], ...] = (
    (
        N_("The goal"),
        N_(
            "Get rid of your cards first. The order in which players run out gives them a role for the "
            "next round: President, Prime Minister, Citizens, Peasant and Beggar (Daifugo shows the Japanese names)."
        ),
    ),
    (
        N_("Playing"),
        N_(
            "The leader plays a single card, a set of cards of one rank or, with the Sequence rule, a run. "
            "The others must follow with the same kind and number of cards, stronger, or pass; a pass keeps "
            "you out until the trick is cleared. When nobody can or will go on, the cards are cleared and the "
            "last player to play leads. From weak to strong: 3 4 5 6 7 8 9 10 J Q K A 2, and a joker above all."
        ),
    ),
    (
        N_("Exchange, leads and points"),
        N_(
            "From the second round on, the Beggar gives the two best cards to the President, who gives two cards "
            "of their choice back; the Peasant and the Prime Minister swap one card the same way. The holder of "
            "the 3♦ leads the first round, the last Beggar every later one. Each round scores +2 for the President, "
            "+1 for the Prime Minister, 0 for Citizens, -1 for the Peasant and -2 for the Beggar (+1 / 0 / -1 with "
            "three players)."
        ),
    ),
    (
        N_("Using the table"),
        N_(
            "Click cards to select them, then Play. Keys: left and right arrows move, space selects, Enter plays, "
            "P passes, H suggests a play, L opens the log of everything that happened and S (or the Scores button) "
            "the scoreboard: every round so far, with each player's place, role and points. When a rule asks you to "
            "choose, a window shows what you may take or name; 7 Transfer and 10 Discard are chosen in your hand. "
            "The panel at the bottom right shows the strength order in force, the turn direction and any Binding."
        ),
    ),
    (
        N_("Touch screen"),
        N_(
            "Tap a card to select it and tap it again to put it back; slide a finger along the hand to "
            "select several cards at once. Tap a button to use it, and slide up or down to scroll a page."
        ),
    ),
)
JOKER_LABELS = {
    JokerRole.WILD: N_("Jokers: wild in sets"),
    JokerRole.TRUMP: N_("Jokers: trumps, played alone"),
}
MULTIPLE_LABELS = {
    BindingMultiple.PARTIAL: N_("Several cards: Partial"),
    BindingMultiple.FULL: N_("Several cards: Full"),
    BindingMultiple.NONE: N_("Several cards: singles only"),
}


@dataclass
class Row:
    """One line or block of the scrolled content, with its buttons at content coordinates."""

    height: int
    lines: list[tuple[str, int, theme.Color, bool]] = field(default_factory=list)
    """(text, size, colour, bold) drawn one under the other from the row's top."""
    buttons: list[tuple[Button, tuple[int, int]]] = field(default_factory=list)
    """Each button with its (x, y offset inside the row)."""
    top: int = 0
    hang: int = 0
    """How far lines after the first are indented (under a bullet's text)."""


class ClimbingRulesScene(Scene):
    name = "climbing_rules"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.view = ScrollView(TRACK, PAGE, line=48)
        self._stops: list[int] = []
        self._stops_for: list[Row] | None = None
        self.rows: list[Row] = []
        self.jump_tops: list[int] = []
        """Content offset of each jump target, aligned with :attr:`jump_buttons`."""
        sections = [lambda s=stage: _(s.section) for stage in SECTIONS]
        labels = [lambda: _("Base rules"), *sections, lambda: _("Firing order")]
        width = (JUMP_ROW.width - 8 * (len(labels) - 1)) // len(labels)
        self.jump_buttons = [
            Button(pygame.Rect(JUMP_ROW.x + i * (width + 8), JUMP_ROW.y, width, JUMP_ROW.height), label,
                   partial(self.jump, i), font_size=15)
            for i, label in enumerate(labels)
        ]
        self._built_for: tuple[str, ClimbingOptions] | None = None
        self.back_button = Button(pygame.Rect(660, 638, 300, 58), lambda: _("Back to menu"), self.back, accent=True)
        self.reset_button = Button(
            pygame.Rect(320, 638, 300, 58), lambda: _("Reset to preset"), self.ask_reset, font_size=20
        )

    # -- options -------------------------------------------------------------------------------
    @property
    def options(self) -> ClimbingOptions:
        return engine_options(self.app.settings)

    def change(self, options: ClimbingOptions) -> None:
        store_options(self.app.settings, options)
        self.app.save_settings()

    def toggle_rule(self, rule: RuleId) -> None:
        options = self.options
        if dependency_reason(options, rule) is not None:
            return
        self.change(set_rule(options, rule, not options.on(rule)))

    def toggle_field(self, name: str) -> None:
        self.change(with_field(self.options, name, not getattr(self.options, name)))

    def next_value(self, name: str, values: list[Any]) -> None:
        current = getattr(self.options, name)
        self.change(with_field(self.options, name, values[(values.index(current) + 1) % len(values)]))

    def ask_reset(self) -> None:
        """Ask before :meth:`reset`: Reset, or Cancel (Escape) to keep the player's choices."""
        game = self.app.settings.game
        title = RESET_QUESTIONS.get(game, RESET_QUESTIONS[GameId.DAIFUGO])
        self.app.ask(
            ChoiceDialog(title, [(lambda: _("Reset"), True)], lambda _value: self.reset(), self.app.close_modal)
        )

    def reset(self) -> None:
        """Every house rule and the jokers back to the preset's defaults (players and rounds stay)."""
        self.app.close_modal()
        reset_to_preset(self.app.settings)
        self.app.save_settings()

    def back(self) -> None:
        self.app.switch("menu")

    # -- content -------------------------------------------------------------------------------
    def enter(self, **kwargs: Any) -> None:
        game = kwargs.get("game")
        if isinstance(game, GameId):
            self.app.settings.game = game
        self.view.offset = 0
        self._built_for = None

    def title(self) -> str:
        game = self.app.settings.game
        return _(TITLES.get(game, TITLES[GameId.DAIFUGO]))

    def content(self) -> list[Row]:
        """The rows for the current language and options (rebuilt when either changes)."""
        key = (current_language(), self.options)
        if self._built_for != key:
            self._built_for = key
            self.jump_tops = []
            self.rows = self._build(key[1])
            top = 0
            for row in self.rows:
                row.top = top
                top += row.height
            self.jump_tops = [self.rows[i].top for i in self.jump_tops]
            self.view.set_content(self.content_height(), self.stops())
        return self.rows

    @property
    def scroll(self) -> int:
        """The content offset at the top of the panel (always a line start)."""
        self.content()
        return self.view.offset

    def jump(self, index: int) -> None:
        """Scroll to the ``index``-th part (as near its heading as the end of the text allows)."""
        self.content()
        self.view.scroll_to(self.jump_tops[index])

    def _paragraph(self, body: str, size: int = BODY, color: theme.Color = theme.INK, indent: str = "") -> Row:
        """Wrapped text; with an ``indent`` (a bullet) the following lines hang under the first word."""
        hang = theme.font(size).size(indent)[0] if indent else 0
        lines = text.wrap(body, size, TEXT_WIDTH - hang)
        row = Row(len(lines) * LINE + 4, [(line, size, color, False) for line in lines])
        if indent:
            row.lines[0] = (indent + row.lines[0][0], *row.lines[0][1:])
            row.hang = hang
        return row

    def _heading(self, label: str, size: int = 26) -> Row:
        return Row(size + 22, [(label, size, theme.GOLD, True)])

    def _build(self, options: ClimbingOptions) -> list[Row]:
        rows: list[Row] = []
        self.jump_tops.append(0)
        for heading, body in BASE_RULES:
            rows.append(Row(32, [(_(heading), 20, theme.GOLD, True)]))
            rows.append(self._paragraph(_(body)))
        for heading, body in PRESET_NOTES.get(options.preset, ()):
            rows.append(Row(32, [(_(heading), 20, theme.GOLD, True)]))
            rows.append(self._paragraph(_(body)))
        rows.append(Row(14))
        jokers = Button(pygame.Rect(0, 0, 320, 36), lambda: _(JOKER_LABELS[self.options.joker_role]),
                        lambda: self.next_value("joker_role", list(JokerRole)), font_size=17)
        rows.append(Row(48, [(_("Table"), 20, theme.GOLD, True)], [(jokers, (SWITCH.right - 320 - TEXT_X, 0))]))
        for section in SECTIONS:
            self.jump_tops.append(len(rows))
            rows.append(self._heading(_(section.section)))
            for rule in rules_in_section(section):
                rows.extend(self._rule_rows(rule, options))
        self.jump_tops.append(len(rows))
        rows.append(self._heading(_("When several rules fire")))
        rows.append(self._paragraph(_(FIRING_ORDER_INTRO)))
        for stage, names in firing_order_text():
            line = "{stage}: {names}".format(
                stage=stage.render(_, ngettext), names=", ".join(name.render(_, ngettext) for name in names)
            )
            rows.append(self._paragraph(line, indent="• "))
        rows.append(Row(20))
        return rows

    def _rule_rows(self, rule: HouseRule, options: ClimbingOptions) -> list[Row]:
        rid = rule.id
        blocked = dependency_reason(options, rid)
        switch = Button(pygame.Rect(0, 0, SWITCH.width, SWITCH.height),
                        lambda: _("On") if self.options.on(rid) else _("Off"),
                        lambda: self.toggle_rule(rid), font_size=18, enabled=blocked is None)
        switch.selected = options.on(rid)
        name = _(rule.name)
        parent = RULE_PARENTS.get(rid)
        if parent is not None:
            name = _("{rule} (option of {parent})").format(rule=name, parent=_(rule_name(parent)))
        rows = [Row(40, [(name, 20, theme.INK, True)], [(switch, (SWITCH.x - TEXT_X, 0))])]
        if blocked is not None:
            rows.append(self._paragraph(blocked.render(_, ngettext), 16, theme.WARN))
        subs = self._sub_buttons(rid, options)
        if subs:
            placed = [(button, (i * (SUB_BUTTON[0] + 12), 0)) for i, button in enumerate(subs)]
            rows.append(Row(SUB_BUTTON[1] + 10, [], placed))
        rows.append(self._paragraph(_(rule.summary)))
        for detail in rule.details:
            rows.append(self._paragraph(_(detail), 16, theme.INK_DIM, indent="• "))
        rows.append(Row(12))
        return rows

    def _sub_buttons(self, rule: RuleId, options: ClimbingOptions) -> list[Button]:
        enabled = options.on(rule)

        def flag(label_on: str, label_off: str, name: str) -> Button:
            button = Button(pygame.Rect(0, 0, *SUB_BUTTON),
                            lambda: _(label_on) if getattr(self.options, name) else _(label_off),
                            lambda: self.toggle_field(name), font_size=16, enabled=enabled)
            button.selected = bool(getattr(options, name))
            return button

        if rule is RuleId.SEQUENCE:
            return [flag(N_("One suit only: on"), N_("One suit only: off"), "sequence_same_suit")]
        if rule is RuleId.BINDING:
            multiple = Button(pygame.Rect(0, 0, *SUB_BUTTON), lambda: _(MULTIPLE_LABELS[self.options.binding_multiple]),
                              lambda: self.next_value("binding_multiple", list(BindingMultiple)),
                              font_size=16, enabled=enabled)
            return [
                flag(N_("Suit Binding: on"), N_("Suit Binding: off"), "binding_suit"),
                flag(N_("Number Binding: on"), N_("Number Binding: off"), "binding_number"),
                multiple,
            ]
        return []

    def content_height(self) -> int:
        rows = self.content()
        return rows[-1].top + rows[-1].height if rows else 0

    @staticmethod
    def line_height(size: int) -> int:
        return LINE if size <= BODY else size + 8

    def stops(self) -> list[int]:
        """Scroll positions where a line or a row starts, up to the last full page."""
        rows = self.content()
        if self._stops_for is not rows:
            stops: list[int] = []
            for row in rows:
                y = row.top
                stops.append(y)
                for _line, size, _color, _bold in row.lines[:-1]:
                    y += self.line_height(size)
                    stops.append(y)
            room = PAGE
            end = self.content_height()
            limit = next((stop for stop in stops if end - stop <= room), 0)
            self._stops = sorted({stop for stop in stops if stop <= limit})
            self._stops_for = rows
        return self._stops

    def scroll_by(self, pixels: int) -> None:
        """Move by about ``pixels``, at least one line, landing where a line starts."""
        self.content()
        self.view.scroll_by(pixels)

    def visible_buttons(self) -> list[Button]:
        """The content buttons placed at their screen position, those inside the panel only."""
        out = []
        for row in self.content():
            for button, (dx, dy) in row.buttons:
                button.rect.topleft = (TEXT_X + dx, CLIP.y + 10 + row.top + dy - self.scroll)
                if CLIP.contains(button.rect):
                    out.append(button)
        return out

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch([self.back_button, self.reset_button, *self.jump_buttons], event):
            return
        self.content()
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return
        if self.view.handle_event(event):
            return
        pointer = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
        if pointer and CLIP.collidepoint(event.pos):
            dispatch(self.visible_buttons(), event)

    def autoplay(self, frame: int) -> None:
        if frame == 4:
            self.scroll_to_rule(RuleId.BINDING)
        if frame == 10:
            self.back()

    def scroll_to_rule(self, rule: RuleId) -> None:
        """Scroll so that ``rule``'s heading is near the top (used by autoplay pictures)."""
        name = _(rule_name(rule))
        for row in self.content():
            if row.lines and row.lines[0][0].startswith(name) and row.buttons:
                self.view.offset = 0
                self.scroll_by(row.top - 140)
                return

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.fitted(self.title(), 36, 1100, theme.GOLD, bold=True), (640, 12), "midtop")
        enabled = len(self.options.enabled_rules())
        count = text.fitted(
            _("{count} of {total} house rules on").format(count=enabled, total=len(RuleId)), 18, 600, theme.INK_DIM
        )
        surface.blit(count, count.get_rect(midtop=(640, 60)))
        for button in self.jump_buttons:
            button.draw(surface)
        felt.panel(surface, PANEL, alpha=205)
        previous = surface.get_clip()
        surface.set_clip(CLIP)
        buttons = self.visible_buttons()
        for row in self.content():
            y = CLIP.y + 10 + row.top - self.scroll
            if y > CLIP.bottom or y + row.height < CLIP.top:
                continue
            for i, (line, size, color, bold) in enumerate(row.lines):
                height = self.line_height(size)
                if y >= CLIP.y and y + height <= CLIP.bottom:  # whole lines only
                    surface.blit(text.render(line, size, color, bold), (TEXT_X + (row.hang if i else 0), y))
                y += height
        for button in buttons:
            button.draw(surface)
        surface.set_clip(previous)
        self.view.draw(surface)
        hint = text.fitted(
            _("Scroll with the mouse wheel, the scrollbar, the arrow keys or Page Up/Down"), 15, 900, theme.INK_DIM
        )
        surface.blit(hint, hint.get_rect(midtop=(PANEL.centerx, PANEL.bottom + 4)))
        self.back_button.draw(surface)
        self.reset_button.draw(surface)


def rule_name(rule: RuleId) -> str:
    """The message id of a rule's name."""
    from game.climbing.rules import rule_info

    return rule_info(rule).name
