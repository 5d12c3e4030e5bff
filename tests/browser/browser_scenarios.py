"""What the browser test runs, both natively and inside Pyodide, as plain data.

Every function here is pure Python over the game's pure packages (no pygame, no
browser API) and returns JSON-able data, so the test can run it on both sides and
compare: the seeded levels (random, easy, normal) must give the very same deals in
WebAssembly as natively; the hard level searches on a time budget, so its results
depend on the machine's speed and are only checked for being well-formed.

The tables are set up as the simulator sets them up (``game.sim``).
"""

from __future__ import annotations

from typing import Any

from game.sim import climbing, doudizhu

LEVELS = ("random", "easy", "normal", "hard")
DDZ_TABLES = {"ddz3": 3, "ddz4": 4, "ddz2": 2}
CLIMBING_TABLES = {"daifugo": 4, "president": 5}
CLIMBING_ROUNDS = 2
"""Two rounds per climbing table, so the second one starts with the card exchange."""
SEEDED_LEVELS = ("random", "easy", "normal")


def play_every_table(seed: int, hard_budget_ms: float) -> dict[str, dict[str, Any]]:
    """One full deal of every Dou Dizhu table and ``CLIMBING_ROUNDS`` rounds of every
    climbing table, each with every seat at one level, for every level.

    Keys are ``"<table>/<level>"``. A Dou Dizhu entry holds whether the deal ended, the
    points per seat, the winning side and the moves played; a climbing entry the rounds
    played, the finishing places per seat and the points per seat. Daifugo plays with
    every house rule on.
    """
    results: dict[str, dict[str, Any]] = {}
    for table, seats in DDZ_TABLES.items():
        setup = doudizhu.TableSetup(table, budget_ms=hard_budget_ms)
        for level in LEVELS:
            state = setup.play([level] * seats, doudizhu.deal_seed(seed, 0))
            result = state.result
            results[f"{table}/{level}"] = {
                "over": state.is_over(),
                "points": list(result.points) if result else None,
                "winner": result.winner.value if result and result.winner else None,
                "moves": len(state.history),
            }
    for table, seats in CLIMBING_TABLES.items():
        for level in LEVELS:
            report = climbing.run(
                table, [level] * seats, CLIMBING_ROUNDS, seed,
                all_rules=table == "daifugo", budget_ms=hard_budget_ms,
            )
            results[f"{table}/{level}"] = {
                "rounds": report["deals"],
                "places": report["places_per_seat"],
                "points": report["points_per_seat"],
            }
    return results


def bot_answers() -> dict[str, Any]:
    """The bot interface (``game.bots``) at every level, and one refusal in Swedish.

    The position is the module's own example: the landlord holds a pair of 2s after two
    unanswered plays, so the normal and the hard level go out with ``"22"``.
    """
    from game.bots import BotInputError, doudizhu_move
    from game.i18n import _, set_language

    history = [(0, "3456789TJQKA"), (1, ""), (2, ""), (0, "334455"), (1, ""), (2, "")]
    answers = {
        level: doudizhu_move("22", history, landlord=0, seat=0, bottom="345", level=level, seed=1)
        for level in LEVELS
    }
    follow = doudizhu_move("3456789TJQKA24455", [(0, "33")], landlord=0, seat=1,
                           bottom="345", level="normal", seed=1)
    set_language("sv")
    try:
        doudizhu_move("BR", [], landlord=1, seat=0, bottom="345", level="normal")
    except BotInputError as error:
        refusal = {"english": str(error), "swedish": error.reason.render(_)}
    else:
        refusal = None
    finally:
        set_language("en")
    return {"answers": answers, "follow": follow, "refusal": refusal}


def swedish_texts() -> dict[str, Any]:
    """Texts through gettext (``game.i18n``) with the Swedish catalog switched on."""
    from game.ai.player import Level
    from game.i18n import LOCALE_DIR, _, current_language, ngettext, set_language

    english = [_(level.label) for level in Level]
    active = set_language("sv")
    try:
        return {
            "catalog": (LOCALE_DIR / "sv" / "LC_MESSAGES" / "messages.mo").is_file(),
            "active": active,
            "current": current_language(),
            "english": english,
            "swedish": [_(level.label) for level in Level],
            "plural": [
                ngettext("{count} bomb: x{factor}", "{count} bombs: x{factor}", n).format(count=n, factor=2**n)
                for n in (1, 2)
            ],
        }
    finally:
        set_language("en")
