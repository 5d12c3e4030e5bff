"""Player-visible texts read right: "you" sentences for the viewer, plural forms, cards as
players write them, rules without spec jargon, one product name (issue 11, texts)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pygame
import pytest

from game import PRODUCT_NAME
from game.climbing import daifugo, president
from game.climbing import pending as pending_module
from game.climbing.effects import ChoiceKind
from game.climbing.pending import Pending
from game.core.cards import Card, Rank, Suit, cards_phrase
from game.core.reason import Phrase, Plural
from game.doudizhu.rules import TableRules
from game.doudizhu.state import Phase as DealPhase
from game.i18n import _, ngettext, set_language
from game.table.climbing import seat_texts as climbing_texts
from game.table.climbing.controller import ClimbingTable, choice_line, with_seat_labels
from game.table.doudizhu import captions as ddz_captions
from game.table.doudizhu import log as ddz_log
from game.table.doudizhu import result_text as ddz_result_text
from game.table.doudizhu.controller import TableController
from game.table.seat_names import about_seat, about_seat_count
from tools.i18n import extract

ROOT = Path(__file__).resolve().parent.parent
SUBJECT = re.compile(r"\{(player|giver|name|winner)\}")
"""Fields that name the seat a sentence is about (its subject)."""
THIRD_PERSON = re.compile(
    r"\bYou (is|has|plays|passes|bids|leads|takes|gives|does|holds|falls|discards|names|picks|becomes|"
    r"chooses|gets|wins|loses)\b|\bYou:"
)
NEVER_THE_VIEWER = {
    "{name} {points:+d}": "a score label beside a name, not a sentence ('You +3' reads right)",
    "{line} — {name}": "a cut-in's rule line beside a name, not a sentence ('99 Cut! — You' reads right)",
    "From {player}": "Nero takes from another player's hand, never the viewer's own",
    "Give to {player}": "Zombie gives to another player, never to the viewer",
    ("Select {count} card to give back to {player}"): "the receiver of the viewer's exchange is someone else",
    "{name} must be a seat number from 0 to {top}": "the bot interface's option name, not a seat",
}
"""Messages with a subject field that never name the viewer, and why."""


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


def template_pairs() -> list[tuple[object, object]]:
    """Every (someone else, the viewer) pair of message templates the tables use."""
    pairs: list[tuple[object, object]] = []
    for module in (ddz_log, ddz_captions, ddz_result_text, climbing_texts):
        for value in vars(module).values():
            is_pair = isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value)
            if is_pair and SUBJECT.search(value[0]):
                pairs.append(value)
            counted = isinstance(value, tuple) and len(value) == 2 and all(
                isinstance(v, tuple) and len(v) == 2 and all(isinstance(form, str) for form in v) for v in value
            )
            if counted and SUBJECT.search(value[0][0]):
                pairs.append(value)  # (someone else's plural forms, the viewer's)
    for kind, you in climbing_texts.YOU_TEXT.items():
        pairs.append((pending_module._EVENT_TEXT[kind], you))
    for kind, you in climbing_texts.YOU_CHOICE_TEXT.items():
        pairs.append((pending_module._CHOICE_TEXT[kind], you))
    return pairs


def singular(template: object) -> str:
    """The singular message id of a template (a pair of plural forms, or one id)."""
    if isinstance(template, tuple) and not isinstance(template, str):
        return template[0]
    return template  # type: ignore[return-value]


def test_every_sentence_about_a_seat_has_a_you_sentence() -> None:
    """Every message whose subject is a seat has the viewer's own sentence (or is listed as never
    about the viewer): "You is the landlord" cannot be built."""
    covered = {singular(other) for other, _you in template_pairs()}
    about_a_seat = {
        message.id[0] if isinstance(message.id, tuple) else message.id
        for message in extract()
        if message.id and SUBJECT.search(message.id[0] if isinstance(message.id, tuple) else message.id)
    }
    missing = sorted(about_a_seat - covered - set(NEVER_THE_VIEWER))
    assert not missing, missing


@pytest.mark.parametrize("language", ["en", "sv"])
def test_the_viewer_form_is_a_whole_you_sentence(language: str) -> None:
    set_language(language)
    params = {"play": "7♣", "value": 2, "bid": 3, "cards": "5♦", "rank": "9", "receiver": Phrase.of("Ben"),
              "target": Phrase.of("Ben"), "number": 1, "choice": "no call", "farmer": 2, "landlord": 1,
              "cap": 48}
    for _other, you in template_pairs():
        assert not SUBJECT.search(singular(you)), you
        phrase = Plural.of_count(you, 2, **params) if isinstance(you, tuple) else Phrase.of(you, count=2, **params)
        text = phrase.render(_, ngettext)
        assert not THIRD_PERSON.search(text), text
        assert "Du:" not in text and not re.search(r"[a-zåäö,] Du\b", text), text
        assert text != singular(you) or language == "en", f"no Swedish for {you!r}"


@pytest.mark.parametrize("kind", list(ChoiceKind))
def test_a_choice_of_the_viewer_asks_them_by_seat(kind: ChoiceKind) -> None:
    pending = Pending(kind, seat=0, remaining=1, target=1)
    line = with_seat_labels(choice_line(pending, 0), 0, 7, 4).render(_, ngettext)
    assert "You" not in line.split(":")[0] and not THIRD_PERSON.search(line), line
    assert "(s)" not in line and "1 cards" not in line and "1 ranks" not in line
    other = with_seat_labels(choice_line(Pending(kind, seat=2, remaining=2, target=3), 0), 0, 7, 4).render(_, ngettext)
    assert not other.startswith("You") and "2 card" not in other.replace("2 cards", "")


def test_captions_about_a_seat_follow_the_seat() -> None:
    ben = Phrase.of("Ben")
    landlord = ddz_log.LANDLORD
    assert about_seat_count(0, 0, landlord, ben, 3).render(_, ngettext) == "You are the landlord for 3 points"
    assert about_seat_count(1, 0, landlord, ben, 1).render(_, ngettext) == "Ben is the landlord for 1 point"
    assert ddz_captions.bidding_caption(0, 0, False, ben).render(_) == "The computer is bidding for you"
    assert climbing_texts.lead_caption(0, 0, False, ben).render(_) == "You lead"
    set_language("sv")
    assert about_seat(0, 0, climbing_texts.SESSION_WINNER, ben).render(_).startswith("Partiet är slut: du")


def test_no_message_writes_a_plural_with_parentheses() -> None:
    ids = [message.id for message in extract() if message.id]
    flat = [text for message_id in ids for text in (message_id if isinstance(message_id, tuple) else (message_id,))]
    assert not [text for text in flat if "(s)" in text or "(ar)" in text]


@pytest.mark.parametrize(
    ("count", "english", "swedish"), [(1, "1 clear left", "1 rensning kvar"), (3, "3 clears left", "3 rensningar kvar")]
)
def test_plural_phrases_pick_the_form_for_their_count(count: int, english: str, swedish: str) -> None:
    phrase = Plural.of_count(pending_module_order_forms(), count)
    assert phrase.render(_, ngettext).endswith(english)
    assert phrase.render(lambda text: text).endswith(english)  # no ngettext: the English rule
    set_language("sv")
    assert phrase.render(_, ngettext).endswith(swedish)


def pending_module_order_forms() -> tuple[str, str]:
    from game.climbing.order import J_BACK_LEFT

    return J_BACK_LEFT


NOTATION = re.compile(r"(?<![\w=])(T[♠♥♦♣]|RJ|BJ|T)(?![\w])")
"""Parse notation that players should never read: ``T♣``, ``RJ``, ``BJ``, a lone ``T`` rank."""


def shown_climbing_texts(options: object, seed: int) -> list[str]:
    table = ClimbingTable(options, seed, "easy", human_seat=None, move_delay_ms=0, announce_ms=0)  # type: ignore[arg-type]
    shown: list[str] = []
    for _step in range(6000):
        if table.session_over():
            break
        if table.round_over:
            table.acknowledge_round()
        if table.announcement is not None:
            shown.append(table.announcement.phrase.render(_, ngettext))
        pending = table.state.pending
        if pending is not None:
            shown.append(table.choice_prompt(pending).render(_, ngettext))
        table.update(16)
    assert table.session_over()
    return shown + [line.render(_, ngettext) for line in table.log]


def shown_deal_texts(seed: int) -> list[str]:
    table = TableController(TableRules.three(), seed, "easy", human_seat=None, move_delay_ms=0)
    for _step in range(5000):
        table.update(50)
        if table.state.phase == DealPhase.OVER:
            break
    return [line.render(_, ngettext) for line in table.log]


@pytest.mark.parametrize("language", ["en", "sv"])
def test_played_out_games_write_cards_as_players_read_them(language: str) -> None:
    set_language(language)
    texts = shown_deal_texts(11) + shown_deal_texts(12)
    texts += shown_climbing_texts(daifugo(rounds=2), 3) + shown_climbing_texts(president(rounds=1), 5)
    joined = "\n".join(texts)
    assert not NOTATION.search(joined), NOTATION.search(joined)
    assert "10" in joined
    assert "{" not in joined and "(s)" not in joined


def test_jokers_are_named_in_the_language_shown() -> None:
    cards = cards_phrase([Card(Rank.TEN, Suit("♣")), Card(Rank.RED_JOKER, None), Card(Rank.BLACK_JOKER, None)])
    assert cards.render(_) == "10♣ Red Joker Black Joker"
    set_language("sv")
    assert cards.render(_) == "10♣ Röd joker Svart joker"
    assert Card(Rank.TEN, Suit("♣")).notation == "T♣" and Card(Rank.RED_JOKER, None).notation == "RJ"


SPEC_ID = re.compile(r"Table decision|RULES\.md|\b[A-D]\.\d+\b|§")


def test_no_player_visible_message_names_the_specification() -> None:
    found = [message.id for message in extract() if message.id and SPEC_ID.search(str(message.id))]
    assert not found, found


def test_one_product_name_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.common.widgets import text as text_module
    from tests.ui_helpers import make_app
    from tools.web import TITLE

    app = make_app()
    assert pygame.display.get_caption()[0] == PRODUCT_NAME
    drawn: list[tuple[str, int]] = []
    real = text_module.render

    def spy(content: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append((content, size))
        return real(content, size, *args, **kwargs)

    monkeypatch.setattr(text_module, "render", spy)
    app.scene.draw(pygame.Surface((1280, 720)))
    assert max(drawn, key=lambda item: item[1])[0] == PRODUCT_NAME
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.splitlines()[0] == f"# {PRODUCT_NAME}"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["description"].startswith(PRODUCT_NAME)
    assert TITLE == PRODUCT_NAME


def test_help_describes_the_whole_suite(capsys: pytest.CaptureFixture[str]) -> None:
    import main

    with pytest.raises(SystemExit):
        main.parse_args(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    for needle in (PRODUCT_NAME, "Dou Dizhu", "2, 3 or 4 players", "Daifugo", "President", "--game", "--wild"):
        assert needle in help_text, needle
    assert not SPEC_ID.search(help_text)
