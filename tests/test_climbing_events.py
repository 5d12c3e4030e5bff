"""Climbing events and announcements carry a kind and typed data; text is only for display.

Two proofs that nothing reads message text: with every message id scrambled, the hard AI,
the state rebuild and the table controller decide exactly as before; and no game module
compares message ids or picks card labels back out of a message.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from test_ai_climbing_hard import HardClimbingPlayer, fake_timer, knowledge_of, make_player, play_to_exchange
from test_climbing_support import arrange, bare, cards, pass_, play
from test_ui_climbing import ClimbingTable  # the AI and table modules by their test modules' imports

from game.climbing import SessionState, daifugo
from game.climbing import pending as pending_module
from game.climbing.effects import Announce, ChoiceKind
from game.climbing.moves import PickCard, PlayCards
from game.climbing.options import RuleId
from game.climbing.pending import Event, EventKind, Phase, SeatName
from game.core.cards import Rank
from game.core.reason import Phrase

GAME = Path(__file__).resolve().parent.parent / "game"
SCRAMBLE = "≠"


def scramble_message_ids(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every message id built from now on (events, announcements, seat names, reasons, the
    table's own lines) starts with ``SCRAMBLE``: a different string with the same fields."""
    build = Phrase.of.__func__  # type: ignore[attr-defined]

    def scrambled(cls: type[Phrase], msgid: str, **params: object) -> Phrase:
        return build(cls, SCRAMBLE + msgid, **params)

    monkeypatch.setattr(Phrase, "of", classmethod(scrambled))
    monkeypatch.setattr(
        pending_module,
        "seat_phrase",
        lambda seat: SeatName(SCRAMBLE + "Player {number}", (("number", seat + 1),), seat),
    )


def decisions() -> dict[str, object]:
    """What the hard AI, the state rebuild and the table controller make of a few positions."""
    out: dict[str, object] = {}
    # The hard AI after an exchange: its knowledge comes from private EXCHANGED events.
    state = SessionState.new(daifugo(rounds=2), 8)
    play_to_exchange(state)
    while state.phase is Phase.EXCHANGE:
        seat = state.current_player
        state.apply(seat, make_player("normal", seat, 0).choose(state.observation(seat)))
    seat = state.current_player
    obs = state.observation(seat)
    known = knowledge_of(obs)
    out["known"] = (sorted((c.label, s) for c, s in known.holders.items()), sorted(known.caps.items()))
    out["hard move"] = HardClimbingPlayer(seat, 5, budget_ms=30, timer=fake_timer()).choose(obs)
    # A rebuild inside a 4 Stop window: the cutter and the stoppers come from events.
    four = arrange(
        bare(four_stop=True, eight_cut=True, relief_supplies=True),
        ["8♠ 9♣", "4♠ 4♥ K♦", "4♦ 4♣ 7♠", "3♠ T♣ 5♦"],
        previous=(1, 2, 0, 3),
    )
    play(four, 0, "8♠")
    four.apply(2, PlayCards(tuple(cards("4♦ 4♣"))))
    rebuilt = SessionState.from_observation(four.observation(1), [list(h) for h in four.hands], random.Random(0))
    out["four stop"] = (rebuilt.choice.plan, rebuilt.choice.stoppers, rebuilt.legal_moves(1), rebuilt.relief_used)
    # A rebuild inside a 7 Transfer after a Relief take: the effects still to run fire again.
    sevens = arrange(
        bare(seven_transfer=True, lucky_seven=True, relief_supplies=True),
        ["5♣ 5♦ 5♠ 9♣", "7♠ 7♥ 7♦ 3♦ 4♦", "6♦ 8♣", "3♠ T♣"],
        previous=(1, 2, 0, 3),
    )
    play(sevens, 0, "5♣ 5♦ 5♠")
    play(sevens, 1, "7♠ 7♥ 7♦")
    sevens.apply(3, sevens.legal_moves(3)[-1])
    again = SessionState.from_observation(sevens.observation(1), [list(h) for h in sevens.hands], random.Random(0))
    out["transfer"] = (again.choice.queue, again.relief_used, again.legal_moves(1))
    # The table controller: what it announces, by whom, and what the viewer was given.
    table = ClimbingTable(daifugo(rounds=2), 3, "normal", human_seat=None, move_delay_ms=0, announce_ms=0)
    for _ in range(3000):
        if table.session_over():
            break
        if table.round_over:
            table.acknowledge_round()
        table.update(16)
    out["table"] = (table.fired_count, table.moves_applied, table.received_labels(), len(table.log))
    return out


def test_scrambled_message_ids_change_no_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = decisions()
    scramble_message_ids(monkeypatch)
    assert SessionState.new(daifugo(), 1).events[0].phrase.msgid.startswith(SCRAMBLE)
    assert decisions() == plain


def test_events_carry_kinds_and_data() -> None:
    state = arrange(
        bare(eight_cut=True, relief_supplies=True), ["8♠ 9♣", "K♦ 3♣", "5♦", "3♠ T♣"], previous=(1, 2, 0, 3)
    )
    play(state, 0, "9♣")
    state.apply(3, state.legal_moves(3)[-1])
    play(state, 1, "K♦")
    pass_(state, 2)
    pass_(state, 3)
    pass_(state, 0)
    play(state, 1, "3♣")
    kinds = [e.kind for e in state.events]
    assert kinds[:3] == [EventKind.PLAYED, EventKind.RELIEF_TAKEN, EventKind.PLAYED]
    assert state.events[0].seat == 0 and state.events[0].play.cards == tuple(cards("9♣"))
    assert state.events[1].seat == 3 and state.events[1].cards == tuple(cards("9♣"))
    assert EventKind.TRICK_CLEARED in kinds and EventKind.FINISHED in kinds
    out = next(e for e in state.events if e.kind is EventKind.FINISHED)
    assert out.seat == 1 and out.names(1) and not out.names(0)


def test_rule_announcements_carry_the_rule_and_its_facts() -> None:
    state = arrange(bare(eight_cut=True, ten_discard=True), ["8♠ 8♥ 9♣", "T♦ T♣ 3♣ 4♣", "5♦", "3♠ T♥"])
    play(state, 0, "8♠ 8♥")
    fired = [e for e in state.events if e.kind is EventKind.RULE_FIRED]
    assert [e.rule for e in fired] == [RuleId.EIGHT_CUT] and fired[0].seat == 0
    play(state, 0, "9♣")
    play(state, 1, "T♦")
    ten = [e for e in state.events if e.kind is EventKind.RULE_FIRED][-1]
    assert ten.rule is RuleId.TEN_DISCARD and ten.announce == Announce(RuleId.TEN_DISCARD, ten.announce.text, count=1)
    assert state.pending.kind is ChoiceKind.DISCARD
    state.apply(1, PickCard(cards("3♣")[0]))
    discarded = state.events[-1]
    assert discarded.kind is EventKind.DISCARDED and discarded.cards == tuple(cards("3♣"))
    assert Event(EventKind.NAMED, 2, rank=Rank.RED_JOKER).phrase.render(str) == "Player 3 names Joker"


# Patterns of reading text back: comparing message ids, pulling parameters out of a phrase
# by name, parsing card labels, or the old message-id constants.
FORBIDDEN = (
    re.compile(r"\.msgid\b"),
    re.compile(r"\bmsgid\s*(==|!=|\bin\b)"),
    re.compile(r"dict\([^)]*\.params\)"),
    re.compile(r"[A-Z_]+_MSGID\b"),
    re.compile(r"\.phrase\s*(==|!=)"),
    re.compile(r"\bparse_cards?\("),
)
ALLOWED = {
    "core/reason.py",  # Phrase itself renders its message id
    "climbing/notation.py",  # card notation for tests, demos and the bot interface
    "bots.py",  # the bot interface reads notation typed by a bot
}


def test_no_game_module_reads_message_text() -> None:
    offenders = []
    for path in sorted(GAME.rglob("*.py")):
        name = path.relative_to(GAME).as_posix()
        if name in ALLOWED:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if any(pattern.search(line) for pattern in FORBIDDEN):
                offenders.append(f"{name}:{number}: {line.strip()}")
    assert offenders == []
