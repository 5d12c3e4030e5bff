"""Relief Supplies: a take is announced over the table, not only written in the log.

Issue 16 listed "a Relief Supplies take shows only in the log". The controller queues an
announcement for every event that is not routine; these tests pin that a take, by a
computer seat or by the human, reaches the banner (``announcement``) with the same line
as the log, naming the taker.
"""

from __future__ import annotations

from test_climbing_support import arrange, bare, cards, play

from game.climbing.moves import ReliefTake
from game.climbing.pending import EventKind
from game.i18n import _, ngettext
from game.table.climbing.controller import ROUTINE, ClimbingTable, event_line


def relief_table(human_seat: int) -> ClimbingTable:
    """Seat 3 was last round's Beggar; seat 0 has just played 9♣, which it may take."""
    state = arrange(
        bare(eight_cut=True, relief_supplies=True), ["8♠ 9♣", "K♦ 3♣", "5♦", "3♠ T♣"], previous=(1, 2, 0, 3)
    )
    play(state, 0, "9♣")
    return ClimbingTable(
        state.options, 5, "normal", human_seat=human_seat, move_delay_ms=0, announce_ms=1500, state=state
    )


def banner_lines(table: ClimbingTable) -> list[str]:
    shown = [table.announcement] if table.announcement is not None else []
    return [item.phrase.render(_, ngettext) for item in [*shown, *table.queue]]


def test_a_relief_take_is_not_routine() -> None:
    assert EventKind.RELIEF_TAKEN not in ROUTINE


def test_the_humans_take_is_announced_with_its_log_line() -> None:
    table = relief_table(human_seat=3)
    assert table.relief_cards() == cards("9♣")
    assert table.apply_human(ReliefTake(table.relief_cards()[0])) is None  # what the Relief dialog sends
    line = table.log[-1].render(_, ngettext)
    assert "9♣" in line
    assert line in banner_lines(table)


def test_another_seats_take_is_announced_naming_the_taker() -> None:
    table = relief_table(human_seat=0)
    table.state.apply(3, ReliefTake(cards("9♣")[0]))  # seat 3's take, as its player would send it
    table.update(0)  # the table reads the new events
    taken = next(e for e in table.state.events if e.kind is EventKind.RELIEF_TAKEN)
    rendered = table.labelled(event_line(taken, table.viewer)).render(_, ngettext)
    assert rendered in [p.render(_, ngettext) for p in table.log]
    assert "9♣" in rendered
    assert table.seat_label(3).render(_, ngettext) in rendered
    assert rendered in banner_lines(table)
