"""Climbing Table: Dou Dizhu, Daifugo and President.

Layout:
- ``game.core``: cards, decks, refusal reasons and the state protocol every engine follows.
- ``game.doudizhu``: the Dou Dizhu engine (tables for 2, 3 and 4 players, wild rank, clock).
- ``game.climbing``: the Daifugo / President engine with its house rules.
- ``game.ai``: the local AI players; they see only observations.
- ``game.ui``: the pygame front end (scene manager, scenes, widgets).
- ``game.i18n``: gettext catalogs and language switching.
- ``game.platform``: the one adapter for desktop versus browser (storage, language).

Nothing outside ``game.ui`` (and ``main.py``) imports pygame.
"""

PRODUCT_NAME = "Climbing Table"
"""The suite's one name: window title, menu title, README, package and web page (a proper
name, the same in every language)."""
