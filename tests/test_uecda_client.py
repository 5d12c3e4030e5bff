"""The UECda client (tools/uecda): the table codec, the view rebuilt from the server's
tables, and whole games against the stand-in server over a real loopback socket."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.climbing.reading import decisions_of
from game.climbing.moves import PlayCards
from game.climbing.notation import parse_cards
from game.climbing.options import uecda
from game.climbing.pending import EventKind, Phase
from game.climbing.plays import PlayKind
from game.climbing.state import SessionState
from game.core.cards import Suit, make_deck, sort_cards
from tools.uecda import codec
from tools.uecda.codec import (
    CodecError,
    Status,
    from_bytes,
    hand_cards,
    hand_grid,
    hello_grid,
    play_grid,
    read_hello,
    read_play,
    read_status,
    to_bytes,
    with_status,
)
from tools.uecda.match import run_match
from tools.uecda.tracker import JOKER, GameView

DECK = make_deck(jokers=1)


@given(st.lists(st.sampled_from(DECK), unique=True, max_size=20))
def test_a_hand_round_trips_and_puts_the_joker_at_row_4_column_1(cards: list) -> None:
    grid = codec.freeze(hand_grid(cards))
    assert hand_cards(grid, JOKER) == sort_cards(cards)
    assert (grid[4][1] == 2) is (JOKER in cards)
    assert from_bytes(to_bytes(grid)) == grid and len(to_bytes(grid)) == 480


def test_the_handshake_and_the_state_rows() -> None:
    assert read_hello(hello_grid("climbtbl")) == (20070, "climbtbl")
    status = Status(True, 2, True, 3, True, False, True, True, (11, 11, 11, 9, 10), (0, 4, 1, 3, 2), (2, 0, 1, 4, 3))
    assert read_status(with_status(codec.blank(), status)) == status


def test_the_documented_examples_of_the_protocol() -> None:
    """The protocol's own examples: the spade 9-10-J with the joker as J, and four 5s."""
    options = uecda()
    state = SessionState.arranged(options, [parse_cards("9♠ T♠ BJ 5♠ 5♥ 5♦")] + [[]] * 4, 0)
    run = state.reading(tuple(parse_cards("9♠ T♠ BJ")), PlayKind.SEQUENCE)
    assert run is not None
    grid = play_grid(run)
    assert [(r, c) for r in range(5) for c in range(15) if grid[r][c]] == [(0, 6), (0, 7), (0, 8)]
    four = state.reading(tuple(parse_cards("5♠ 5♥ 5♦ BJ")), PlayKind.SET)
    assert four is not None
    grid = play_grid(four)
    assert [grid[r][3] for r in range(5)] == [1, 1, 1, 2, 0]


def test_a_joker_in_a_pair_takes_the_locked_suit_and_otherwise_avoids_the_tables() -> None:
    options = uecda()
    state = SessionState.arranged(options, [parse_cards("A♣ BJ")] + [[]] * 4, 0)
    pair = state.reading(tuple(parse_cards("A♣ BJ")), PlayKind.SET)
    assert pair is not None
    locked = play_grid(pair, lock=frozenset({Suit.SPADES, Suit.CLUBS}))
    assert locked[0][12] == 2
    free = play_grid(pair, avoid=frozenset({Suit.SPADES, Suit.CLUBS}))
    assert free[1][12] == 2


def test_tables_that_are_no_play_are_refused() -> None:
    rows = codec.blank()
    rows[0][1], rows[1][2] = 1, 1
    try:
        read_play(codec.freeze(rows), JOKER)
    except CodecError:
        pass
    else:
        raise AssertionError("two ranks in two suits are no play")
    assert read_play(codec.freeze(codec.blank()), JOKER) is None


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 100_000))
def test_every_listed_play_round_trips_through_its_table(seed: int) -> None:
    """In random UECda positions every play the engine lists is written as a table that
    reads back as the same play (cards, kind and reading)."""
    rng = random.Random(seed)
    state = SessionState.new(uecda(rounds=2), seed)
    checked = 0
    while not state.is_over() and checked < 400:
        seat = state.current_player
        assert seat is not None
        if state.phase is Phase.PLAY:
            lock = state.binding.suits
            for move, play in state.listed_moves(seat):
                if isinstance(move, PlayCards) and play is not None:
                    reading = read_play(play_grid(play, lock), JOKER)
                    assert reading is not None
                    assert (frozenset(reading.play.cards), reading.play.kind, reading.play.ranks) == (
                        frozenset(play.cards),
                        play.kind,
                        play.ranks,
                    )
                    on_joker = state.top is not None and state.top.is_single_joker  # only the 3♠, unbound
                    assert lock <= reading.suits or on_joker or reading.play.is_single_joker
                    checked += 1
        state.apply(seat, rng.choice(state.legal_moves(seat)))


def test_the_view_follows_a_play_a_pass_and_a_clear() -> None:
    view = GameView(me=1)
    seats = (0, 1, 2, 3, 4)
    play = SessionState.arranged(uecda(), [parse_cards("9♥ 9♠")] + [[]] * 4, 0).reading(
        tuple(parse_cards("9♥ 9♠")), PlayKind.SET
    )
    assert play is not None
    hand = hand_grid(parse_cards("3♦ K♣"))
    view.see_hand(with_status(hand, Status(turn_player=0, hand_counts=(10,) * 5, seats=seats)))
    view.see_field(with_status(play_grid(play), Status(turn_player=0, hand_counts=(8, 10, 10, 10, 10), seats=seats)))
    assert view.top is not None and view.top_player == 0 and view.top.suits == frozenset({Suit.SPADES, Suit.HEARTS})
    view.see_hand(with_status(hand_grid(parse_cards("3♦ K♣")), Status(turn_player=2, hand_counts=(8, 10, 10, 10, 10))))
    view.see_field(with_status(play_grid(play), Status(turn_player=2, hand_counts=(8, 10, 10, 10, 10))))
    assert view.passed == {2}
    view.see_hand(with_status(hand_grid(parse_cards("3♦ K♣")), Status(cleared=True, hand_counts=(8, 10, 10, 10, 10))))
    assert view.top is None and not view.passed and len(view.discard) == 2
    assert [kind for kind, _, _ in view.log] == [EventKind.PLAYED, EventKind.PASSED, EventKind.TRICK_CLEARED]
    read = decisions_of(view.state(random.Random(0)).observation(1))  # as the hard level reads them
    assert [(d.top, d.played is not None, len(d.since)) for d in read[0]] == [(None, True, 2)]  # the lead
    assert [(d.top is not None and d.top.cards, d.played) for d in read[2]] == [(view.log[0][2].cards, None)]
    view.see_hand(with_status(hand, Status(revolution=True, hand_counts=(8, 10, 10, 10, 10))))
    assert view.log == []  # what was seen before a Revolution says nothing under the new order


def test_five_clients_play_games_on_the_stand_in_server_with_no_refusal() -> None:
    server, clients = run_match(4, seed=3, levels=["hard", "normal", "normal", "easy", "random"], budget_ms=5)
    assert server.games == 4 and server.refused == 0, server.refusals
    assert all(client.refused == 0 and client.games == 4 for client in clients)
    assert sum(server.points) == 4 * 15
    assert [sum(client.points) for client in clients] == server.points


def test_the_exchange_becomes_the_seats_private_knowledge() -> None:
    """The Daihinmin sees which strongest cards the server took (they are with the Daifugo);
    the Daifugo's own give-back is with the Daihinmin: both reach the AI as private
    EXCHANGED events, so its worlds put those cards there."""
    from game.ai.climbing.hard import knowledge_of

    ranks, seats = (4, 0, 1, 2, 3), (0, 1, 2, 3, 4)
    opening = parse_cards("3♠ 4♠ 5♥ 6♦ 7♣ 9♠ T♥ J♦ Q♣ 2♠")
    after = parse_cards("3♠ 3♥ 4♠ 4♥ 5♥ 6♦ 7♣ 9♠ T♥ J♦")
    view = GameView(0)
    view.see_hand(with_status(hand_grid(opening), Status(True, 0, False, 1, True, ranks=ranks, seats=seats)))
    counts = (10, 11, 11, 11, 10)
    view.see_hand(with_status(hand_grid(after), Status(False, 0, False, 1, True, hand_counts=counts, ranks=ranks,
                                                       seats=seats)))
    state = view.state(random.Random(1))
    known = knowledge_of(state.observation(0))
    assert known.holders == dict.fromkeys(parse_cards("Q♣ 2♠"), 1)
    assert known.floors == {}  # off unless asked (the UECda client asks)
    assert knowledge_of(state.observation(0), gifts=True).floors == {1: parse_cards("4♥")[0]}

    daifugo = GameView(1)
    daifugo.see_hand(with_status(hand_grid(parse_cards("3♣ 5♠ 8♥ 9♦ T♠ J♠ Q♥ K♦ A♣ 2♥ 2♠ Q♣")),
                                 Status(True, 2, False, 1, True, ranks=ranks, seats=seats)))
    daifugo.hand = [card for card in daifugo.hand if card not in parse_cards("3♣ 5♠")]
    daifugo.gave(parse_cards("3♣ 5♠"))
    play_status = Status(False, 0, False, 1, True, hand_counts=(10, 10, 11, 11, 11), ranks=ranks, seats=seats)
    daifugo.see_hand(with_status(hand_grid(daifugo.hand), play_status))
    known = knowledge_of(daifugo.state(random.Random(1)).observation(1))
    assert known.holders == dict.fromkeys(parse_cards("3♣ 5♠"), 0)
