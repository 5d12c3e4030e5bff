"""The Dou Dizhu endgame puzzle screen (残局): one open position, "win from here".

Every hand lies face up: the player's fan at the bottom, the two other seats at the top
(the seat after the player on the right, the one before on the left), each seat's move of
the current trick under its hand. The line above the player's cards says what to do: win
from here in N moves (the proven line's count of the player's moves), that a move gave the
win away (Undo or Restart), or that the puzzle is solved. The puzzle table
(:class:`game.table.doudizhu.puzzle_table.PuzzleTable`) decides everything; this only draws
and sends the player's moves.

- Left: the packs (easy to hard, shipped data), the puzzles of the chosen pack (a solved one
  is marked), "New puzzle" (made on this machine on a budget of work) and Back.
- Bottom: Play, Pass, Hint (selects the proven move's cards), Undo, Restart, Solution (the
  proven line, over the table; shown by itself after a win).
- A solved puzzle is kept in the statistics (``Settings.puzzles``) at once.
- Mouse and touch: click or tap cards and buttons. Keyboard: Left/Right move the card cursor,
  Space selects under it, Enter plays the selection (else presses the focused button), P
  passes, H hints, U undoes, R restarts, S shows or hides the solution, N makes a new
  puzzle, Tab / Shift+Tab move the focus ring over the buttons, Escape hides the solution or
  goes back to the menu.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.cards import Card, sort_cards
from game.doudizhu.combos import Play
from game.doudizhu.moves import Pass
from game.doudizhu.notation import deal_cards
from game.i18n import N_, _, ngettext, pgettext
from game.table.doudizhu.puzzle_table import PuzzleTable
from game.table.doudizhu.puzzles import PLAYER, Pack, Puzzle, load_packs, new_puzzle
from game.table.registry import mode
from game.ui.common import theme
from game.ui.common.scene import Scene
from game.ui.common.widgets import card_rows, felt, text
from game.ui.common.widgets.button import Button
from game.ui.common.widgets.focus import ACTIVATE_KEYS, GridFocus
from game.ui.common.widgets.hand import HandView

if TYPE_CHECKING:
    from game.ui.common.host import Host

SCENE = mode("doudizhu_puzzles").scene
SIDE = pygame.Rect(14, 70, 244, 636)
"""The packs, the puzzles, New puzzle and Back."""
SEAT_AREAS = {2: pygame.Rect(272, 70, 490, 250), 1: pygame.Rect(776, 70, 490, 250)}
"""The other seats: hand, name and the current trick's move."""
SOLUTION = pygame.Rect(272, 70, 994, 340)
SOLUTION_ROWS = 10
STATUS_Y = 352
TRICK_Y = 388
"""The player's move of the current trick."""
HAND_AREA = pygame.Rect(300, 470, 940, 150)
SMALL = theme.SMALL_CARD_SIZE
SMALL_STEP = 34
BUTTON_Y = 646
PUZZLE_COLUMNS = 4
NEW_SEED_BASE = 1000
"""New puzzles are made from seeds above this (the packs' generator uses others)."""

YOU_LANDLORD = N_("You, the landlord")
YOU_FARMER = N_("You, a farmer")
THE_LANDLORD = N_("The landlord")
A_FARMER = N_("A farmer")
YOUR_PARTNER = N_("A farmer, your partner")


class PuzzleScene(Scene):
    """See the module docstring."""

    name = SCENE

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.packs: list[Pack] = load_packs()
        self.pack = 0
        self.index = 0
        self.new_made = 0
        self.table: PuzzleTable | None = None
        self.hand = HandView(HAND_AREA)
        self.show_solution = False
        self.aided = False
        self.recorded = False
        self.message: str | None = None
        self.buttons: list[Button] = []
        self.focus = GridFocus([], [])

    # -- building --------------------------------------------------------------------------------
    def enter(self, **kwargs: Any) -> None:
        self._build()
        if self.table is None:
            self.open_first_unsolved()

    def _build(self) -> None:
        self.pack_buttons = [
            Button(pygame.Rect(SIDE.x + 12, SIDE.y + 44 + 48 * i, SIDE.width - 24, 42), partial(_, pack.title),
                   partial(self.choose_pack, i), font_size=19)
            for i, pack in enumerate(self.packs)
        ]
        top = SIDE.y + 44 + 48 * len(self.packs) + 40
        width = (SIDE.width - 24 - 8 * (PUZZLE_COLUMNS - 1)) // PUZZLE_COLUMNS
        most = max((len(pack.puzzles) for pack in self.packs), default=0)
        self.puzzle_buttons = [
            Button(pygame.Rect(SIDE.x + 12 + (i % PUZZLE_COLUMNS) * (width + 8), top + (i // PUZZLE_COLUMNS) * 46,
                               width, 40), partial(str, i + 1), partial(self.choose_puzzle, i), font_size=18)
            for i in range(most)
        ]
        rows = (most + PUZZLE_COLUMNS - 1) // PUZZLE_COLUMNS
        self.new_button = Button(pygame.Rect(SIDE.x + 12, top + rows * 46 + 14, SIDE.width - 24, 46),
                                 lambda: _("New puzzle"), self.make_new, font_size=19)
        self.back_button = Button(pygame.Rect(SIDE.x + 12, SIDE.bottom - 58, SIDE.width - 24, 46),
                                  lambda: _("Back"), self.back, font_size=19)
        labels = (
            (lambda: pgettext("cards", "Play"), self.play_selected, True),
            (lambda: _("Pass"), self.pass_turn, False),
            (lambda: _("Hint"), self.hint, False),
            (lambda: _("Undo"), self.undo, False),
            (lambda: _("Restart"), self.restart, False),
            (lambda: _("Solution"), self.toggle_solution, False),
        )
        self.action_buttons = [
            Button(pygame.Rect(280 + 166 * i, BUTTON_Y, 154, 50), label, action, accent=accent, font_size=19)
            for i, (label, action, accent) in enumerate(labels)
        ]
        self.play_button, self.pass_button, self.hint_button, self.undo_button, self.restart_button, \
            self.solution_button = self.action_buttons
        self.buttons = [*self.action_buttons, *self.pack_buttons, *self.puzzle_buttons, self.new_button,
                        self.back_button]
        self.focus = GridFocus([], self.buttons, wrap=True, start=self.play_button)
        self._sync()

    def _sync(self) -> None:
        """Button states from the table and the statistics."""
        solved = set(self.app.settings.puzzles.solved)
        pack = self.packs[self.pack] if self.packs else None
        shipped = self.table is not None and not self.table.puzzle.id.startswith("new-")
        for i, button in enumerate(self.pack_buttons):
            button.selected = shipped and i == self.pack
        for i, button in enumerate(self.puzzle_buttons):
            button.visible = pack is not None and i < len(pack.puzzles)
            if button.visible and pack is not None:
                button.accent = pack.puzzles[i].id in solved
                button.selected = shipped and i == self.index
        table = self.table
        mine = table is not None and table.human_to_act
        self.play_button.enabled = mine
        self.pass_button.enabled = mine and table is not None and table.can_pass()
        self.hint_button.enabled = mine
        self.undo_button.enabled = table is not None and bool(table.undo_stack)
        self.restart_button.enabled = table is not None and bool(table.moves)
        self.solution_button.enabled = table is not None
        self.solution_button.selected = self.show_solution
        if table is not None:
            self.hand.set_cards(table.cards[PLAYER])
            self.hand.interactive = mine

    # -- choosing a puzzle ----------------------------------------------------------------------
    def open_first_unsolved(self) -> None:
        solved = set(self.app.settings.puzzles.solved)
        for p, pack in enumerate(self.packs):
            for i, puzzle in enumerate(pack.puzzles):
                if puzzle.id not in solved:
                    self.open(p, i)
                    return
        if self.packs and self.packs[0].puzzles:
            self.open(0, 0)
        else:
            self.make_new()

    def open(self, pack: int, index: int) -> None:
        self.pack, self.index = pack, index
        self.start(self.packs[pack].puzzles[index])

    def start(self, puzzle: Puzzle) -> None:
        self.table = PuzzleTable(puzzle, self.app.move_delay_ms)
        self.hand.clear_selection()
        self.show_solution = False
        self.aided = False
        self.recorded = False
        self.message = None
        self._sync()

    def choose_pack(self, pack: int) -> None:
        self.open(pack, 0)

    def choose_puzzle(self, index: int) -> None:
        self.open(self.pack, index)

    def make_new(self) -> None:
        """A puzzle made here and now (the same for the same count on every machine)."""
        seed = NEW_SEED_BASE + (self.app.options.seed or 0) + self.new_made
        self.new_made += 1
        puzzle = new_puzzle(seed)
        if puzzle is None:
            self.message = _("No new puzzle this time: try again.")
            return
        self.start(puzzle)

    def back(self) -> None:
        self.app.switch("menu")

    # -- moves ----------------------------------------------------------------------------------
    def play_selected(self) -> None:
        table = self.table
        if table is None:
            return
        why = table.play_human(self.hand.selected_cards())
        if why is not None:
            self.message = why.render(_, ngettext)
        else:
            self.message = None
            self.hand.clear_selection()
        self._after_move()

    def pass_turn(self) -> None:
        if self.table is None:
            return
        why = self.table.pass_human()
        self.message = None if why is None else why.render(_, ngettext)
        self.hand.clear_selection()
        self._after_move()

    def hint(self) -> None:
        """Select the cards of the proven move (or say there is none left)."""
        table = self.table
        if table is None or not table.human_to_act:
            return
        move = table.hint()
        self.aided = True
        self.hand.clear_selection()
        if move is None:
            self.message = _("No winning move is left here: undo or restart.")
        elif isinstance(move, Play):
            self.hand.select_only(_cards_for(self.hand.cards, move))
            self.message = _("Hint: {play}").format(play=move.describe().render(_, ngettext))
        else:
            self.message = _("Hint: pass.")

    def undo(self) -> None:
        if self.table is not None and self.table.undo():
            self.message = None
            self.hand.clear_selection()
        self._sync()

    def restart(self) -> None:
        if self.table is not None:
            self.table.restart()
            self.message = None
            self.show_solution = False
            self.hand.clear_selection()
        self._sync()

    def toggle_solution(self) -> None:
        self.show_solution = not self.show_solution
        if self.show_solution and self.table is not None and not self.table.solved:
            self.aided = True
        self._sync()

    def _after_move(self) -> None:
        table = self.table
        if table is not None and table.solved and not self.recorded:
            self.recorded = True
            self.show_solution = True
            shipped = not table.puzzle.id.startswith("new-")
            self.app.settings.puzzles.record(table.puzzle.id, shipped, self.aided)
            self.app.save_settings()
        self._sync()

    # -- scene steps ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.focus.click(self.buttons, event):
            return
        if self.hand.handle_event(event):
            self.message = None
            return
        if event.type != pygame.KEYDOWN:
            return
        keys = {
            pygame.K_p: self.pass_turn, pygame.K_h: self.hint, pygame.K_u: self.undo,
            pygame.K_r: self.restart, pygame.K_s: self.toggle_solution, pygame.K_n: self.make_new,
        }
        if event.key == pygame.K_ESCAPE:
            if self.show_solution:
                self.toggle_solution()
            else:
                self.back()
        elif event.key in keys:
            keys[event.key]()
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE) and self.hand.cards:
            self.hand.cursor_key(event.key)
        elif event.key in ACTIVATE_KEYS:
            if self.hand.selected and self.table is not None and self.table.human_to_act:
                self.play_selected()
            else:
                self.focus.activate()
        else:
            self.focus.handle_key(event.key, getattr(event, "mod", 0))

    def update(self, dt_ms: int) -> None:
        if self.table is not None and self.table.update(dt_ms):
            self._after_move()

    def autoplay(self, frame: int) -> None:
        """Play the hints to the end, show the solution, then go back."""
        table = self.table
        if table is None:
            return
        if table.solved:
            self.app.capture()
            if frame % 40 == 0:
                self.back()
        elif table.human_to_act and frame % 20 == 0:
            self.hint()
            move = table.hint()
            if isinstance(move, Play):
                self.play_selected()
            else:
                self.pass_turn()

    # -- drawing ----------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        """The player, the landlord, a farmer (the player's partner when the player farms)."""
        assert self.table is not None
        landlord = self.table.puzzle.landlord
        if seat == PLAYER:
            return _(YOU_LANDLORD if seat == landlord else YOU_FARMER)
        if seat == landlord:
            return _(THE_LANDLORD)
        return _(A_FARMER if landlord == PLAYER else YOUR_PARTNER)

    def status(self) -> tuple[str, theme.Color]:
        table = self.table
        if table is None:
            return "", theme.INK
        if table.solved:
            return _("Solved!"), theme.GOLD
        if table.over:
            return _("The other side went out: undo or restart."), theme.WARN
        won = table.still_won()
        if won is False:
            return _("That gave the win away: undo or restart."), theme.WARN
        if not table.human_to_act:
            return _("The others are answering."), theme.INK_DIM
        count = table.moves_to_win()
        if count is None:
            return _("Your move."), theme.INK
        return ngettext("Win from here in {count} move.", "Win from here in {count} moves.", count).format(
            count=count), theme.GOLD

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt.background(), (0, 0))
        title = _("Endgame puzzles")
        table = self.table
        if table is not None:
            if table.puzzle.id.startswith("new-"):
                where = _("A new puzzle")
            else:
                pack = self.packs[self.pack]
                where = _("{pack}: puzzle {number} of {count}").format(
                    pack=_(pack.title), number=self.index + 1, count=len(pack.puzzles))
            title = _("Endgame puzzles: {where}").format(where=where)
        text.blit_at(surface, text.fitted(title, 28, 1240, theme.GOLD, bold=True), (640, 18), "midtop")
        self.draw_side(surface)
        if table is not None:
            if self.show_solution:
                self.draw_solution(surface, table)
            else:
                for seat, area in SEAT_AREAS.items():
                    self.draw_seat(surface, table, seat, area)
                self.draw_move(surface, table.last_plays().get(PLAYER), (HAND_AREA.centerx, TRICK_Y), "midtop")
            line, ink = self.status()
            if self.message is not None:
                line, ink = self.message, theme.INK
            face = text.fitted(line, 22, SOLUTION.width - 20, ink, bold=True)
            text.blit_at(surface, face, (SOLUTION.centerx, STATUS_Y if not self.show_solution else SOLUTION.bottom + 8),
                         "midtop")
            name = text.fitted(self.seat_name(PLAYER), 17, 400, theme.INK_DIM, bold=True)
            text.blit_at(surface, name, (HAND_AREA.x, BUTTON_Y - 12), "bottomleft")
            self.hand.draw(surface)
        for button in self.buttons:
            button.draw(surface)
        self.focus.draw(surface)

    def draw_side(self, surface: pygame.Surface) -> None:
        felt.panel(surface, SIDE)
        heading = text.fitted(_("Packs"), 20, SIDE.width - 24, theme.INK, bold=True)
        surface.blit(heading, (SIDE.x + 12, SIDE.y + 12))
        if self.puzzle_buttons:
            y = self.puzzle_buttons[0].rect.y - 30
            record = self.app.settings.puzzles
            total = sum(len(pack.puzzles) for pack in self.packs)
            done = len({p.id for pack in self.packs for p in pack.puzzles} & set(record.solved))
            line = ngettext("{solved} of {count} solved", "{solved} of {count} solved", total).format(
                solved=done, count=total)
            surface.blit(text.fitted(line, 17, SIDE.width - 24, theme.INK_DIM, bold=True), (SIDE.x + 12, y))

    def draw_seat(self, surface: pygame.Surface, table: PuzzleTable, seat: int, area: pygame.Rect) -> None:
        felt.panel(surface, area)
        to_move = table.position is not None and table.position.seat == seat
        ink = theme.GOLD if to_move else theme.INK
        name = text.fitted(self.seat_name(seat), 19, area.width - 24, ink, bold=True)
        surface.blit(name, (area.x + 12, area.y + 10))
        cards = sort_cards(list(table.cards[seat]))
        step = min(SMALL_STEP, (area.width - 24 - SMALL[0]) // max(1, len(cards) - 1))
        card_rows.draw_row(surface, (area.x + 12, area.y + 40), cards, SMALL, step)
        text.cards(pygame.Rect(area.x + 12, area.y + 40, *card_rows.row_size(len(cards), SMALL, step)))
        self.draw_move(surface, table.last_plays().get(seat), (area.centerx, area.y + 136), "midtop")

    def draw_move(self, surface: pygame.Surface, move: Play | Pass | None, at: tuple[int, int], anchor: str) -> None:
        """A seat's move in the current trick: its cards, or "Pass"."""
        if move is None:
            return
        if isinstance(move, Play):
            cards = _placeholder_cards(move)
            size = card_rows.row_size(len(cards), SMALL, 26)
            left = at[0] - size[0] // 2
            card_rows.draw_row(surface, (left, at[1]), cards, SMALL, 26)
            text.cards(pygame.Rect(left, at[1], *size))
        else:
            text.blit_at(surface, text.fitted(_("Pass"), 22, 200, theme.INK_DIM, bold=True), at, anchor)

    def draw_solution(self, surface: pygame.Surface, table: PuzzleTable) -> None:
        felt.panel(surface, SOLUTION)
        heading = _("The proven line") if not table.solved else _("Solved! The proven line from the start")
        text.blit_at(surface, text.fitted(heading, 22, SOLUTION.width - 40, theme.GOLD, bold=True),
                     (SOLUTION.x + 20, SOLUTION.y + 14))
        line = list(table.puzzle.line) if table.solved else table.solution()
        rows = SOLUTION_ROWS
        width = (SOLUTION.width - 40) // max(1, (len(line) + rows - 1) // rows)
        for i, (seat, move) in enumerate(line):
            x = SOLUTION.x + 20 + (i // rows) * width
            y = SOLUTION.y + 52 + (i % rows) * 27
            what = move.describe().render(_, ngettext)
            entry = _("{number}. {seat}: {move}").format(number=i + 1, seat=self.seat_name(seat), move=what)
            ink = theme.INK if seat == PLAYER else theme.INK_DIM
            surface.blit(text.fitted(entry, 16, width - 12, ink, bold=seat == PLAYER), (x, y))


def _cards_for(cards: list[Card], play: Play) -> list[Card]:
    """Cards of ``cards`` that make up ``play`` (the first ones of each rank)."""
    left = list(cards)
    chosen = []
    for rank in play.ranks:
        card = next(c for c in left if c.rank == rank)
        left.remove(card)
        chosen.append(card)
    return chosen


def _placeholder_cards(play: Play) -> list[Card]:
    """Cards showing a play's ranks (a seat's played cards have left its hand)."""
    counts = [0] * 15
    for rank in play.ranks:
        counts[rank] += 1
    return deal_cards([counts])[0]
