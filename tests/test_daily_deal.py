"""The daily deal function (game.table.daily.deal): pinned on fixed dates, pure, independent
of the engines' dealing and of Python's random, and the engines start from its cards."""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from datetime import date

import pytest

from game.climbing.state import SessionState
from game.core.cards import Card, make_deck
from game.doudizhu.state import DealState, Phase
from game.settings import GameId
from game.table.daily.deal import DAILY_DEAL_VERSION, SHAPES, HashStream, daily_deal, deal_key
from game.table.daily.play import climbing_daily_options, doudizhu_daily_rules, start_state
from game.table.registry import Family, entry


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(card.notation + ("/1" if card.deck else "") for card in cards)


def digest(game: GameId, day: date) -> tuple[int, int, str]:
    deal = daily_deal(day, game)
    blob = "|".join(cards_text(hand) for hand in deal.hands) + "#" + cards_text(deal.bottom)
    blob += "#" + cards_text(deal.set_aside)
    return deal.first_bidder, deal.seed, hashlib.sha256(blob.encode()).hexdigest()[:16]


GOLDEN = {
    (date(2026, 1, 1), GameId.DDZ3): (0, 2644732838, "7500ccd9304c436c"),
    (date(2026, 1, 1), GameId.DDZ4): (0, 1670436430, "4ab11de317958627"),
    (date(2026, 1, 1), GameId.DDZ2): (0, 3439359488, "7f7f7ca6af968066"),
    (date(2026, 1, 1), GameId.DAIFUGO): (1, 2821920140, "98bc1cfe1c7aa648"),
    (date(2026, 1, 1), GameId.PRESIDENT): (3, 259340557, "ebd8f9084f054ed1"),
    (date(2026, 1, 1), GameId.UECDA): (0, 1402830139, "bc7d4d3f31a56796"),
    (date(2026, 12, 2), GameId.DDZ3): (2, 1265148523, "c0744eda5e4e8e14"),
    (date(2026, 12, 2), GameId.DDZ4): (1, 1714990436, "37ee56a9f338f2c1"),
    (date(2026, 12, 2), GameId.DDZ2): (0, 566267014, "edbf42ba43397c7b"),
    (date(2026, 12, 2), GameId.DAIFUGO): (2, 1897600076, "e13389cbb6f4ae89"),
    (date(2026, 12, 2), GameId.PRESIDENT): (2, 2753914565, "1264a06c3ca583c9"),
    (date(2026, 12, 2), GameId.UECDA): (1, 4205947309, "dc12058977b519af"),
}
"""Version 1's deals of two fixed days at every table (first bidder, seed, digest of the cards)."""


def test_version_and_key() -> None:
    assert DAILY_DEAL_VERSION == 1
    assert deal_key(date(2026, 12, 2), GameId.DDZ3) == "climbing-table daily v1 ddz3 2026-12-02"


def test_the_stream_is_sha256_in_counter_mode() -> None:
    stream = HashStream("climbing-table daily v1 ddz3 2026-12-02")
    seed = hashlib.sha256(b"climbing-table daily v1 ddz3 2026-12-02").digest()
    block = hashlib.sha256(seed + (0).to_bytes(8, "big")).digest()
    assert [stream.number() for _ in range(8)] == [int.from_bytes(block[i : i + 4], "big") for i in range(0, 32, 4)]
    nine = hashlib.sha256(seed + (1).to_bytes(8, "big")).digest()
    assert stream.number() == int.from_bytes(nine[:4], "big")


@pytest.mark.parametrize(("day", "game"), list(GOLDEN))
def test_golden_deals(day: date, game: GameId) -> None:
    assert digest(game, day) == GOLDEN[(day, game)]


def test_golden_hands_of_one_day_in_full() -> None:
    deal = daily_deal(date(2026, 12, 2), GameId.DDZ3)
    assert [cards_text(hand) for hand in deal.hands] == [
        "7♦ 8♦ 2♦ J♣ A♣ K♣ 9♥ 4♣ T♣ K♦ 3♣ Q♠ K♥ K♠ 7♣ 7♠ Q♣",
        "Q♦ 3♥ J♦ J♥ 2♥ 4♠ 9♠ 7♥ 5♦ 6♠ 5♥ 3♠ 9♦ 6♥ 4♥ 2♣ 5♣",
        "A♦ 8♥ A♠ T♠ A♥ 8♠ 6♦ 4♦ Q♥ BJ 3♦ T♦ J♠ RJ 6♣ 5♠ 2♠",
    ]
    assert cards_text(deal.bottom) == "8♣ T♥ 9♣"
    president = daily_deal(date(2026, 12, 2), GameId.PRESIDENT)
    assert cards_text(president.hands[0]) == "A♠ T♥ 5♦ BJ 8♠ 9♣ 5♠ 7♥ 7♦ Q♥ A♦ 5♥ 2♣ T♦"


def test_python_random_plays_no_part(monkeypatch: pytest.MonkeyPatch) -> None:
    """The deal never asks Python's generator (its algorithms are not promised to stay)."""
    before = digest(GameId.DDZ4, date(2026, 12, 2))

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the daily deal used Python's random")

    monkeypatch.setattr(random.Random, "shuffle", refuse)
    monkeypatch.setattr(random.Random, "random", refuse)
    monkeypatch.setattr(random.Random, "randrange", refuse)
    assert digest(GameId.DDZ4, date(2026, 12, 2)) == before


@pytest.mark.parametrize("game", list(GameId))
def test_every_card_once_and_the_table_shape(game: GameId) -> None:
    shape = SHAPES[game]
    deal = daily_deal(date(2027, 3, 14), game)
    dealt = [card for hand in deal.hands for card in hand] + list(deal.bottom) + list(deal.set_aside)
    assert Counter(dealt) == Counter(make_deck(jokers=shape.jokers, decks=shape.decks))
    assert len(deal.hands) == shape.seats == entry(game).seats
    if entry(game).family is Family.DOUDIZHU:
        rules = doudizhu_daily_rules(game)
        assert (rules.hand_size, rules.bottom_size, rules.set_aside_size) == (shape.hand, shape.bottom, shape.set_aside)
        assert 0 <= deal.first_bidder < shape.seats
    else:
        assert climbing_daily_options(game).jokers == shape.jokers


def test_days_and_tables_differ() -> None:
    deals = {cards_text(daily_deal(date(2026, 5, day), GameId.DDZ3).hands[0]) for day in range(1, 29)}
    assert len(deals) == 28
    assert daily_deal(date(2026, 5, 1), GameId.DAIFUGO).hands != daily_deal(date(2026, 5, 1), GameId.PRESIDENT).hands


@pytest.mark.parametrize("game", list(GameId))
def test_the_engine_starts_from_the_deal(game: GameId) -> None:
    deal = daily_deal(date(2026, 12, 2), game)
    state = start_state(deal)
    if isinstance(state, DealState):
        assert state.phase is Phase.BIDDING and state.current_player == deal.first_bidder
        assert state.rules.clock is False and state.rules.wild is False
        assert [sorted(h, key=Card.sort_key) for h in state.hands] == [sorted(h, key=Card.sort_key) for h in deal.hands]
        assert Counter(state.bottom) == Counter(deal.bottom)
    else:
        assert isinstance(state, SessionState)
        assert state.options.rounds == 1 and state.options.players == entry(game).seats
        assert Counter(state.hands[0]) == Counter(deal.hands[0])
        assert state.current_player is not None
        three = next(s for s, hand in enumerate(deal.hands) if any(c.notation == "3♦" for c in hand))
        assert state.current_player == three


def test_a_dealt_climbing_round_refuses_a_wrong_deck() -> None:
    deal = daily_deal(date(2026, 12, 2), GameId.DAIFUGO)
    with pytest.raises(ValueError, match="every card"):
        SessionState.dealt(climbing_daily_options(GameId.DAIFUGO), [list(deal.hands[0])] * 4, 1)
