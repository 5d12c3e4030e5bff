"""The rules screen: the rules of the chosen table in short paragraphs, scrollable.

The text is kept as message ids (headings and paragraphs), wrapped to the panel width
in the current language; the wrapping is redone only when the language changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _, current_language
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import felt, text
from game.ui.widgets.button import Button, dispatch

if TYPE_CHECKING:
    from game.ui.app import App

DDZ_RULES: tuple[tuple[str, str], ...] = (
    (
        N_("The goal"),
        N_(
            "One player, the landlord, plays alone against the others, the farmers. "
            "The first side to empty a hand wins the deal: the landlord alone, or the farmers together."
        ),
    ),
    (
        N_("Dealing and bidding"),
        N_(
            "Each player gets 17 cards and three cards stay face down. In turn, each player "
            "bids 1, 2 or 3 (more than the bid so far) or passes; a pass is final. A bid of 3 ends "
            "the auction at once. The highest bidder becomes landlord, shows the three hidden cards "
            "to everyone, adds them to the hand and starts. When nobody bids, the cards are dealt again."
        ),
    ),
    (
        N_("Card order"),
        N_("From low to high: 3 4 5 6 7 8 9 10 J Q K A 2, the black joker, the red joker. Suits never count."),
    ),
    (
        N_("Playing"),
        N_(
            "The player who leads puts down any combination. Each following player either plays the "
            "same kind of combination with the same number of cards, but higher, or passes. When the "
            "two others pass, the last player who played leads again with anything."
        ),
    ),
    (
        N_("Combinations"),
        N_(
            "Single card, pair, three of a kind, three with one card, three with a pair. Straight: five "
            "or more cards in sequence. Pair run: three or more pairs in sequence. Airplane: two or more "
            "triples in sequence, alone or with one extra card or one extra pair for each triple. "
            "Four of a kind with two single cards or two pairs. No 2 and no joker in any sequence."
        ),
    ),
    (
        N_("Bombs and the rocket"),
        N_(
            "Four cards of one rank are a bomb: it beats any ordinary combination, and a higher bomb "
            "beats it. Both jokers together are the rocket, which beats everything."
        ),
    ),
    (
        N_("Scoring"),
        N_(
            "The bid sets the stake. Every bomb or rocket doubles it, and so does a spring: the "
            "landlord goes out before any farmer has played, or a farmer goes out when the landlord "
            "has played only the first lead. Each farmer wins or loses the stake; the landlord wins "
            "or loses twice as much."
        ),
    ),
    (
        N_("Four players"),
        N_(
            "Two decks, 25 cards each and 8 bottom cards. No triple with a single card, no single "
            "wings and no four with attachments. A bomb is four to eight cards of one rank: more cards "
            "beat fewer. The four jokers together are the rocket. When nobody bids, the first bidder "
            "becomes landlord for 1 point. The landlord wins or loses three shares, each farmer one. "
            "With the clock on, a turn lasts 40 seconds (then the computer plays it for you) and a "
            "deal 5 minutes (then it ends without score)."
        ),
    ),
    (
        N_("Two players"),
        N_(
            "One deck, 17 cards each, 3 bottom cards and 17 cards set aside unseen. The farmer also "
            "wins as soon as their hand is down to the allowance shown on the table."
        ),
    ),
    (
        N_("Wild rank"),
        N_(
            "With this option, one rank from 3 to 2 is drawn after the auction. Its cards (marked "
            "with a violet band) can stand for any rank from 3 to 2, also in sequences, but never "
            "for a joker. A bomb of wild cards only beats every other bomb of its size; a bomb that "
            "uses wild cards in place of others loses to a natural bomb of the same rank."
        ),
    ),
    (
        N_("Using the table"),
        N_(
            "Click cards to select them, then Play. Keys: left and right arrows move, space selects, "
            "Enter plays, P passes, H suggests a play."
        ),
    ),
)
PANEL = pygame.Rect(110, 100, 1060, 500)
TEXT_WIDTH = PANEL.width - 80
LINE = 26
HEADING = 32


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0
        self._lines: list[tuple[str, bool]] = []
        self._language = ""
        self.back_button = Button(pygame.Rect(490, 626, 300, 60), lambda: _("Back to menu"), self.back, accent=True)

    def enter(self, **kwargs: Any) -> None:
        self.scroll = 0
        self._language = ""

    def back(self) -> None:
        self.app.switch("menu")

    def lines(self) -> list[tuple[str, bool]]:
        """(line, is_heading) pairs wrapped for the current language."""
        if self._language != current_language():
            self._language = current_language()
            self._lines = []
            for heading, body in DDZ_RULES:
                self._lines.append((_(heading), True))
                self._lines += [(line, False) for line in text.wrap(_(body), 19, TEXT_WIDTH)]
                self._lines.append(("", False))
        return self._lines

    def content_height(self) -> int:
        return sum(HEADING if heading else LINE for _line, heading in self.lines())

    def scroll_by(self, pixels: int) -> None:
        limit = max(0, self.content_height() - (PANEL.height - 40))
        self.scroll = max(0, min(limit, self.scroll + pixels))

    def handle_event(self, event: pygame.event.Event) -> None:
        if dispatch([self.back_button], event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 40)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.back()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll_by(40 if event.key == pygame.K_DOWN else 300)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_by(-40 if event.key == pygame.K_UP else -300)

    def autoplay(self, frame: int) -> None:
        if frame == 10:
            self.back()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        text.blit_at(surface, text.render(_("Rules of Dou Dizhu"), 40, theme.GOLD, bold=True), (640, 30), "midtop")
        felt.panel(surface, PANEL, alpha=200)
        clip = PANEL.inflate(-20, -20)
        previous = surface.get_clip()
        surface.set_clip(clip)
        y = PANEL.y + 20 - self.scroll
        for line, heading in self.lines():
            height = HEADING if heading else LINE
            if y + height > clip.top and y < clip.bottom and line:
                face = text.render(line, 22 if heading else 19, theme.GOLD if heading else theme.INK, bold=heading)
                surface.blit(face, (PANEL.x + 40, y))
            y += height
        surface.set_clip(previous)
        if self.content_height() > PANEL.height - 40:
            hint = text.render(_("Scroll with the mouse wheel or the arrow keys"), 16, theme.INK_DIM)
            text.blit_at(surface, hint, (PANEL.centerx, PANEL.bottom + 4), "midtop")
        self.back_button.draw(surface)
