"""Card Exchange house rules: 7 Transfer, 10 Discard, Q Bomb, DEATH, Face Smash, Joan of Arc,
Nero, Resurrection, Zombie, Relief Supplies."""

from __future__ import annotations

from test_climbing_support import announced, arrange, bare, can_play, cards, pass_, play

from game.climbing import PlayKind
from game.climbing.effects import ChoiceKind
from game.climbing.moves import Done, GiveToPlayer, NameRank, PickCard, PlayCards, ReliefTake, TakeCard, Zone
from game.core.cards import Rank

# ---------------------------------------------------------------- 7 Transfer


def test_seven_transfer_fires() -> None:
    state = arrange(bare(seven_transfer=True), ["7♠ 4♣ 5♣ K♠", "8♦ 9♦", "3♣", "9♣"])
    play(state, 0, "7♠")
    pending = state.pending
    assert pending.kind is ChoiceKind.TRANSFER and pending.remaining == 1 and pending.target == 1
    assert Done() in state.legal_moves(0)
    state.apply(0, PickCard(cards("4♣")[0]))
    assert cards("4♣")[0] in state.hands[1] and state.pending is None and state.current_player == 1


def test_seven_transfer_may_pass_nothing() -> None:
    state = arrange(bare(seven_transfer=True), ["7♠ 7♥ 4♣ 5♣ K♠", "8♦ 9♦", "3♣", "9♣"])
    play(state, 0, "7♠ 7♥")
    assert state.pending.remaining == 2
    state.apply(0, Done())
    assert len(state.hands[1]) == 2 and state.current_player == 1


def test_seven_transfer_counts_only_sevens() -> None:
    state = arrange(bare(seven_transfer=True), ["7♠ BJ 4♣ 5♣", "8♦ 9♦", "3♣", "9♣"])
    play(state, 0, "7♠ BJ")
    assert state.pending.remaining == 1


def test_seven_transfer_not_when_sevens_empty_the_hand() -> None:
    state = arrange(bare(seven_transfer=True), ["7♠", "8♦ 9♦", "3♣", "9♣"])
    play(state, 0, "7♠")
    assert state.pending is None and state.finished == [0]


def test_seven_transfer_emptying_hand_wins() -> None:
    state = arrange(bare(seven_transfer=True), ["7♠ 7♥ 4♣", "8♦ 9♦", "3♣", "9♣"])
    play(state, 0, "7♠ 7♥")
    state.apply(0, PickCard(cards("4♣")[0]))
    assert state.pending is None and state.finished == [0]


def test_seven_transfer_not_in_sequence() -> None:
    state = arrange(bare(seven_transfer=True, sequence=True), ["5♠ 6♠ 7♠ 4♣", "8♦", "3♣", "9♣"])
    play(state, 0, "5♠ 6♠ 7♠", PlayKind.SEQUENCE)
    assert state.pending is None


# ---------------------------------------------------------------- 10 Discard


def test_ten_discard_fires() -> None:
    state = arrange(bare(ten_discard=True), ["T♠ T♥ 4♣ 5♣ K♠", "J♦ Q♦", "3♣", "9♣"])
    play(state, 0, "T♠ T♥")
    assert state.pending.kind is ChoiceKind.DISCARD and state.pending.remaining == 2
    state.apply(0, PickCard(cards("4♣")[0]))
    state.apply(0, PickCard(cards("5♣")[0]))
    assert state.pending is None and state.hands[0] == cards("K♠")
    assert set(cards("4♣ 5♣")) <= set(state.discard)


def test_ten_discard_not_with_last_cards_or_joker_counts() -> None:
    state = arrange(bare(ten_discard=True), ["T♠", "J♦", "3♣", "9♣"])
    play(state, 0, "T♠")
    assert state.pending is None
    joker = arrange(bare(ten_discard=True), ["T♠ BJ 4♣ 5♣", "J♦ J♥", "3♣", "9♣"])
    play(joker, 0, "T♠ BJ")
    assert joker.pending.remaining == 1


def test_ten_discard_emptying_hand_wins() -> None:
    state = arrange(bare(ten_discard=True), ["T♠ 4♣", "J♦", "3♣", "9♣"])
    play(state, 0, "T♠")
    state.apply(0, PickCard(cards("4♣")[0]))
    assert state.finished == [0]


# ---------------------------------------------------------------- Q Bomb


def test_q_bomb_fires_every_player_discards() -> None:
    state = arrange(bare(q_bomb=True), ["Q♠ 5♣ 4♣", "5♠ 8♦", "5♥ 9♣", "K♣ 5♦ 7♦"])
    play(state, 0, "Q♠")
    assert state.pending.kind is ChoiceKind.NAME_RANKS
    state.apply(0, NameRank(Rank.FIVE))
    assert all(c.rank != Rank.FIVE for hand in state.hands for c in hand)
    assert state.pending is None and state.current_player == 1


def test_q_bomb_may_name_nothing_and_jokers() -> None:
    state = arrange(bare(q_bomb=True), ["Q♠ Q♥ 5♣ 4♣", "5♠ BJ 8♦", "5♥ 9♣", "K♣ 7♦"])
    play(state, 0, "Q♠ Q♥")
    state.apply(0, Done())
    assert len(state.hands[1]) == 3
    again = arrange(bare(q_bomb=True), ["Q♠ Q♥ 5♣ 4♣", "5♠ BJ 8♦", "5♥ 9♣", "K♣ 7♦"])
    play(again, 0, "Q♠ Q♥")
    again.apply(0, NameRank(Rank.RED_JOKER))
    again.apply(0, NameRank(Rank.FIVE))
    assert again.hands[1] == cards("8♦")


def test_q_bomb_counts_only_queens() -> None:
    state = arrange(bare(q_bomb=True), ["Q♠ BJ 5♣ 4♣", "5♠ 8♦", "5♥ 9♣", "K♣ 7♦"])
    play(state, 0, "Q♠ BJ")
    assert state.pending.remaining == 1
    state.apply(0, NameRank(Rank.FOUR))
    assert state.pending is None


def test_q_bomb_not_in_sequence() -> None:
    state = arrange(bare(q_bomb=True, sequence=True), ["J♠ Q♠ K♠ 4♣", "5♠", "5♥", "7♦"])
    play(state, 0, "J♠ Q♠ K♠", PlayKind.SEQUENCE)
    assert state.pending is None


def test_q_bomb_empties_several_hands_placed_from_bomber() -> None:
    state = arrange(bare(q_bomb=True), ["5♠", "8♦ 9♦", "Q♠ 4♣", "5♥ 5♦"], turn=2)
    play(state, 2, "Q♠")
    state.apply(2, NameRank(Rank.FIVE))
    assert state.finished == [3, 0]


# ---------------------------------------------------------------- DEATH


def test_death_fires() -> None:
    state = arrange(bare(death=True), ["4♠ 4♥ 4♦ 3♣", "8♦ 2♦ 9♦", "K♣ K♦", "BJ 3♥", ], seed=1)
    play(state, 0, "4♠ 4♥ 4♦")
    assert announced(state, "DEATH!")
    assert cards("2♦")[0] in state.discard and cards("BJ")[0] in state.discard
    assert len([c for c in state.hands[2] if c.rank == Rank.KING]) == 1


def test_death_spares_single_cards_and_follows_revolution() -> None:
    state = arrange(bare(death=True, revolution=True), ["6♠ 6♥ 6♦ 6♣ 4♠ 4♥ 4♦ 2♣", "3♦ A♦", "K♣", "5♥ 9♥"])
    play(state, 0, "6♠ 6♥ 6♦ 6♣")
    pass_(state, 1)
    pass_(state, 2)
    pass_(state, 3)
    play(state, 0, "4♠ 4♥ 4♦")
    assert state.hands[1] == cards("A♦")  # during a Revolution the 3 is strongest
    assert state.hands[2] == cards("K♣")
    assert state.hands[3] == cards("9♥")


def test_death_not_with_joker() -> None:
    state = arrange(bare(death=True), ["4♠ 4♥ BJ 3♣", "8♦ 2♦", "K♣ K♦", "5♥ 3♥"])
    play(state, 0, "4♠ 4♥ BJ")
    assert not announced(state, "DEATH!") and len(state.hands[1]) == 2


def test_death_ties_are_random_but_seeded() -> None:
    picks = set()
    for seed in range(12):
        state = arrange(bare(death=True), ["4♠ 4♥ 4♦ 3♣", "K♦ K♠ 5♦", "7♣", "5♥"], seed=seed)
        play(state, 0, "4♠ 4♥ 4♦")
        picks.add(tuple(state.hands[1]))
    assert picks == {tuple(cards("5♦ K♦")), tuple(cards("5♦ K♠"))}


# ---------------------------------------------------------------- Face Smash


def test_face_smash_fires() -> None:
    state = arrange(bare(face_smash=True), ["5♠ 5♥ 5♦ 3♣", "J♦ Q♦ K♦ A♦ 2♦ BJ 9♦", "J♣ A♣", "7♥ 3♥"])
    play(state, 0, "5♠ 5♥ 5♦")
    assert announced(state, "Face Smash!")
    assert state.hands[1] == cards("9♦ 2♦ BJ")
    assert state.hands[2] == cards("J♣")  # only faces: the weakest stays
    assert state.hands[3] == cards("3♥ 7♥")


def test_face_smash_not_with_joker() -> None:
    state = arrange(bare(face_smash=True), ["5♠ 5♥ BJ 3♣", "J♦ Q♦ 9♦", "J♣ A♣", "7♥ 3♥"])
    play(state, 0, "5♠ 5♥ BJ")
    assert len(state.hands[1]) == 3


# ---------------------------------------------------------------- Joan of Arc


def test_joan_of_arc_fires() -> None:
    state = arrange(bare(joan_of_arc=True), ["Q♠ Q♥ Q♦ 3♣", "K♦ A♦ 2♦ 4♦", "K♣ 9♣", "7♥"])
    play(state, 0, "Q♠ Q♥ Q♦")
    assert announced(state, "Joan of Arc!")
    assert state.hands[1] == cards("4♦ K♦")
    assert len(state.hands[2]) == 2  # only the next player


def test_joan_of_arc_two_cards_discard_one_one_card_none() -> None:
    state = arrange(bare(joan_of_arc=True), ["Q♠ Q♥ Q♦ 3♣", "K♦ A♦", "K♣", "7♥"])
    play(state, 0, "Q♠ Q♥ Q♦")
    assert state.hands[1] == cards("K♦")
    single = arrange(bare(joan_of_arc=True), ["Q♠ Q♥ Q♦ 3♣", "K♦", "K♣", "7♥"])
    play(single, 0, "Q♠ Q♥ Q♦")
    assert single.hands[1] == cards("K♦")


def test_joan_of_arc_not_with_joker() -> None:
    state = arrange(bare(joan_of_arc=True), ["Q♠ Q♥ BJ 3♣", "K♦ A♦ 2♦", "K♣", "7♥"])
    play(state, 0, "Q♠ Q♥ BJ")
    assert len(state.hands[1]) == 3


def test_three_queens_fire_q_bomb_then_joan_of_arc() -> None:
    state = arrange(bare(q_bomb=True, joan_of_arc=True), ["Q♠ Q♥ Q♦ 3♣", "K♦ A♦ 2♦ 4♦ 5♦", "K♣ 9♣", "7♥"])
    play(state, 0, "Q♠ Q♥ Q♦")
    assert state.pending.kind is ChoiceKind.NAME_RANKS and len(state.hands[1]) == 5
    state.apply(0, NameRank(Rank.FOUR))
    state.apply(0, Done())
    assert state.hands[1] == cards("5♦ K♦")


# ---------------------------------------------------------------- Nero


def test_nero_fires_take_from_discard() -> None:
    state = arrange(bare(nero=True), ["K♠ K♥ K♦ 3♣", "A♦ 4♦", "8♣", "7♥"], discard="2♠ 9♠")
    play(state, 0, "K♠ K♥ K♦")
    assert state.pending.kind is ChoiceKind.NERO
    moves = state.legal_moves(0)
    assert Done() not in moves  # taking is compulsory
    assert TakeCard(Zone.HAND, None, 1) in moves
    state.apply(0, TakeCard(Zone.DISCARD, cards("2♠")[0]))
    assert cards("2♠")[0] in state.hands[0] and state.pending is None


def test_nero_table_card_keeps_table_strength() -> None:
    state = arrange(bare(nero=True), ["K♠ K♥ K♦ 3♣", "A♦ A♠ A♥ 4♦", "Q♣ Q♦ Q♥", "7♥"])
    play(state, 0, "K♠ K♥ K♦")
    state.apply(0, TakeCard(Zone.TABLE, cards("K♠")[0]))
    assert state.top.rank == Rank.KING and state.top.size == 3
    assert cards("K♠")[0] in state.hands[0]
    assert can_play(state, 1, "A♦ A♠ A♥")


def test_nero_taking_last_card_wins_for_that_player() -> None:
    state = arrange(bare(nero=True), ["K♠ K♥ K♦ 3♣", "4♦", "8♣ 9♣", "7♥ 7♦"])
    play(state, 0, "K♠ K♥ K♦")
    state.apply(0, TakeCard(Zone.HAND, None, 1))
    assert cards("4♦")[0] in state.hands[0] and state.finished == [1]


def test_nero_not_when_kings_empty_hand_or_with_joker() -> None:
    state = arrange(bare(nero=True), ["K♠ K♥ K♦", "4♦", "8♣ 9♣", "7♥ 7♦"])
    play(state, 0, "K♠ K♥ K♦")
    assert state.pending is None
    joker = arrange(bare(nero=True), ["K♠ K♥ BJ 3♣", "4♦", "8♣ 9♣", "7♥ 7♦"])
    play(joker, 0, "K♠ K♥ BJ")
    assert joker.pending is None


# ---------------------------------------------------------------- Resurrection


def test_resurrection_fires() -> None:
    state = arrange(bare(resurrection=True), ["9♠ 9♥ 9♦ 3♣", "A♦", "8♣", "7♥"], discard="2♠ BJ 4♠")
    play(state, 0, "9♠ 9♥ 9♦")
    assert state.pending.kind is ChoiceKind.RESURRECT
    state.apply(0, PickCard(cards("2♠")[0]))
    state.apply(0, PickCard(cards("BJ")[0]))
    state.apply(0, Done())
    assert set(cards("2♠ BJ")) <= set(state.hands[0]) and state.discard == cards("4♠")


def test_resurrection_not_with_empty_pile_last_cards_or_joker() -> None:
    state = arrange(bare(resurrection=True), ["9♠ 9♥ 9♦ 3♣", "A♦", "8♣", "7♥"])
    play(state, 0, "9♠ 9♥ 9♦")
    assert state.pending is None
    last = arrange(bare(resurrection=True), ["9♠ 9♥ 9♦", "A♦", "8♣", "7♥"], discard="2♠")
    play(last, 0, "9♠ 9♥ 9♦")
    assert last.pending is None
    joker = arrange(bare(resurrection=True), ["9♠ 9♥ BJ 3♣", "A♦", "8♣", "7♥"], discard="2♠")
    play(joker, 0, "9♠ 9♥ BJ")
    assert joker.pending is None


def test_three_nines_fire_coup_resurrection_and_reverse_not_99_cut() -> None:
    options = bare(revolution=True, coup_detat=True, resurrection=True, nine_reverse=True,
                   eight_cut=True, nine_nine_cut=True)
    state = arrange(options, ["9♠ 9♥ 9♦ 3♣", "A♦", "8♣", "7♥"], discard="2♠")
    play(state, 0, "9♠ 9♥ 9♦")
    assert state.order.reversed and state.pending.kind is ChoiceKind.RESURRECT
    state.apply(0, Done())
    assert state.direction == -1 and state.top is not None and not announced(state, "99 Cut!")
    assert state.current_player == 3


# ---------------------------------------------------------------- Zombie


def test_zombie_fires() -> None:
    state = arrange(bare(zombie=True), ["3♠ 3♥ 3♦ 5♣", "A♦", "8♣", "7♥"], discard="2♠ BJ")
    play(state, 0, "3♠ 3♥ 3♦")
    assert state.pending.kind is ChoiceKind.ZOMBIE
    assert GiveToPlayer(cards("2♠")[0], 0) not in state.legal_moves(0)
    state.apply(0, GiveToPlayer(cards("2♠")[0], 2))
    assert cards("2♠")[0] in state.hands[2] and state.pending is None


def test_zombie_may_give_nothing_and_not_with_empty_pile_or_joker() -> None:
    state = arrange(bare(zombie=True), ["3♠ 3♥ 3♦ 5♣", "A♦", "8♣", "7♥"], discard="2♠")
    play(state, 0, "3♠ 3♥ 3♦")
    state.apply(0, Done())
    assert state.discard == cards("2♠")
    empty = arrange(bare(zombie=True), ["3♠ 3♥ 3♦ 5♣", "A♦", "8♣", "7♥"])
    play(empty, 0, "3♠ 3♥ 3♦")
    assert empty.pending is None
    joker = arrange(bare(zombie=True), ["3♠ 3♥ BJ 5♣", "A♦", "8♣", "7♥"], discard="2♠")
    play(joker, 0, "3♠ 3♥ BJ")
    assert joker.pending is None


def test_three_threes_fire_sandstorm_and_zombie() -> None:
    state = arrange(bare(zombie=True, sandstorm=True), ["K♠ 5♣", "3♠ 3♥ 3♦ A♦", "8♣", "7♥"], discard="2♠")
    play(state, 0, "K♠")
    play(state, 1, "3♠ 3♥ 3♦")
    assert announced(state, "Sandstorm!") and state.pending.kind is ChoiceKind.ZOMBIE


# ---------------------------------------------------------------- Relief Supplies


def test_relief_supplies_fires_out_of_turn() -> None:
    state = arrange(bare(relief_supplies=True), ["K♠ 5♣", "3♠ A♦", "8♣ 9♣", "7♥ 4♥"], previous=(1, 2, 0, 3))
    play(state, 0, "K♠")
    assert state.current_player == 1
    assert state.legal_moves(3) == [ReliefTake(cards("K♠")[0])]
    state.apply(3, ReliefTake(cards("K♠")[0]))
    assert cards("K♠")[0] in state.hands[3] and state.top.rank == Rank.KING
    assert not can_play(state, 1, "3♠")  # the table still counts as a K
    play(state, 1, "A♦")
    assert state.legal_moves(3) == [] or all(not isinstance(m, ReliefTake) for m in state.legal_moves(3))


def test_relief_supplies_not_on_empty_table_or_for_others() -> None:
    state = arrange(bare(relief_supplies=True), ["K♠ 5♣", "3♠ A♦", "8♣ 9♣", "7♥ 4♥"], previous=(1, 2, 0, 3))
    assert state.legal_moves(3) == []
    play(state, 0, "K♠")
    assert all(not isinstance(m, ReliefTake) for m in state.legal_moves(2))
    first_round = arrange(bare(relief_supplies=True), ["K♠ 5♣", "3♠ A♦", "8♣ 9♣", "7♥ 4♥"])
    play(first_round, 0, "K♠")
    assert all(not isinstance(m, ReliefTake) for seat in range(4) for m in first_round.legal_moves(seat))


def test_relief_supplies_offered_while_a_discard_is_pending() -> None:
    state = arrange(
        bare(relief_supplies=True, ten_discard=True), ["T♠ 5♣ 6♣", "3♠ A♦", "8♣ 9♣", "7♥ 4♥"], previous=(1, 2, 0, 3)
    )
    play(state, 0, "T♠")
    assert state.pending is not None and state.pending.kind is ChoiceKind.DISCARD
    assert ReliefTake(cards("T♠")[0]) in state.legal_moves(3)
    state.apply(3, ReliefTake(cards("T♠")[0]))
    assert cards("T♠")[0] in state.hands[3] and state.table_cards == []
    assert state.pending.kind is ChoiceKind.DISCARD and state.pending.seat == 0
    state.apply(0, PickCard(cards("5♣")[0]))
    assert state.pending is None and state.current_player == 1
    assert not can_play(state, 1, "3♠")  # the table still counts as a T


def test_relief_supplies_during_nero_leaves_the_take_list_consistent() -> None:
    state = arrange(
        bare(relief_supplies=True, nero=True), ["K♠ K♥ K♦ 5♣", "3♠ A♦", "8♣ 9♣", "7♥ 4♥"], previous=(1, 2, 0, 3)
    )
    play(state, 0, "K♠ K♥ K♦")
    assert state.pending.kind is ChoiceKind.NERO
    state.apply(3, ReliefTake(cards("K♥")[0]))
    takes = state.legal_moves(0)
    assert TakeCard(Zone.TABLE, cards("K♥")[0]) not in takes
    assert TakeCard(Zone.TABLE, cards("K♠")[0]) in takes
    state.apply(0, TakeCard(Zone.TABLE, cards("K♠")[0]))
    assert state.pending is None and state.card_count() == 54


def test_relief_supplies_during_a_four_stop_window() -> None:
    options = bare(relief_supplies=True, four_stop=True, eight_cut=True)
    state = arrange(options, ["8♠ 9♣", "4♠ 4♥ K♦", "4♦ 4♣ 7♠", "3♠ T♣"], previous=(1, 2, 0, 3))
    play(state, 0, "8♠")
    state.apply(2, PlayCards(tuple(cards("4♦ 4♣"))))
    assert state.pending.kind is ChoiceKind.FOUR_STOP and state.pending.waiting == (1,)
    assert ReliefTake(cards("4♦")[0]) in state.legal_moves(3)
    state.apply(3, ReliefTake(cards("4♦")[0]))
    assert cards("4♦")[0] in state.hands[3]
    pass_(state, 1)
    assert state.pending is None and state.current_player == 2 and state.card_count() == 54
