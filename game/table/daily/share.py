"""The daily deal's texts: a result in a few words, and the short text to share. No pygame.

A result reads "role, outcome, points, plays" ("Farmer, won, +6 points, 4 plays"): the role
as the table names it (landlord or farmer; a climbing table's role for the place reached),
the outcome (won, lost or no winner at Dou Dizhu; the place at a climbing table), the points
won or lost and the plays of cards made. The text to share (:func:`share_text`) is three
lines: the suite, the date (ISO, the same in every language) and the table, marked when it was
practice; the player's result; the hard computer's from the player's seat (when known). It
names no card, so sharing it spoils nothing.
"""

from __future__ import annotations

from game import PRODUCT_NAME
from game.climbing.options import Preset
from game.climbing.roles import Role, role_name
from game.daily_record import DailyScore
from game.i18n import N_, _, ngettext
from game.stats import SeatRole
from game.table.daily.deal import DailyDeal
from game.table.registry import entry

WON = N_("won")
LOST = N_("lost")
NO_WINNER = N_("no winner")


def role_text(score: DailyScore, deal: DailyDeal) -> str:
    """The score's role as the deal's table names it."""
    if score.role is SeatRole.LANDLORD:
        return _("Landlord")
    if score.role is SeatRole.FARMER:
        return _("Farmer")
    preset = entry(deal.game).preset or Preset.PRESIDENT
    return role_name(Role(score.role.value), preset).render(_, ngettext)


def outcome_text(score: DailyScore, deal: DailyDeal) -> str:
    """Won, lost or no winner; at a climbing table the place reached."""
    if score.place is not None:
        return _("place {place} of {players}").format(place=score.place + 1, players=len(deal.hands))
    return _(WON if score.won is True else LOST if score.won is False else NO_WINNER)


def score_text(score: DailyScore, deal: DailyDeal) -> str:
    """"Role, outcome, points, plays" (see the module docstring)."""
    points = ngettext("{points} point", "{points} points", abs(score.points)).format(points=f"{score.points:+d}")
    plays = ngettext("{count} play", "{count} plays", score.plays).format(count=score.plays)
    return _("{role}, {outcome}, {points}, {plays}").format(
        role=role_text(score, deal), outcome=outcome_text(score, deal), points=points, plays=plays
    )


def title_text(deal: DailyDeal, practice: bool) -> str:
    """The first line: the suite, the date and the table (and practice, when it was)."""
    table = _(entry(deal.game).title)
    day = deal.day.isoformat()
    if practice:
        return _("Daily deal {date}, {table} ({product}, practice)").format(product=PRODUCT_NAME, date=day, table=table)
    return _("Daily deal {date}, {table} ({product})").format(product=PRODUCT_NAME, date=day, table=table)


def share_text(deal: DailyDeal, mine: DailyScore, computer: DailyScore | None, practice: bool) -> str:
    """The short text to share (see the module docstring)."""
    lines = [title_text(deal, practice), _("You: {result}").format(result=score_text(mine, deal))]
    if computer is not None:
        lines.append(_("Hard computer in your seat: {result}").format(result=score_text(computer, deal)))
    return "\n".join(lines)
