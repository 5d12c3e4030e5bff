"""The arena: our Dou Dizhu levels against outside opponents, by DouZero's evaluation protocol.

``python -m tools.arena`` (see ``__main__``) plays seeded deals, card play only, each
deal twice with the sides swapped, and reports side *a*'s win rate with its intervals,
illegal moves and think times. A developer tool: it lives outside ``game/`` and never
ships in the web archive. Its outside opponents come with the ``arena`` extra (README
"Arena"); everything runs without it on our own engine (``--engine own``).

- ``bridge``: DouZero's card numbers and moves to our ranks and plays, and back;
- ``deals``: the deals (DouZero's dealer, or ours cut the same way);
- ``mirror``: our engine's state of each game, kept in lockstep with the referee;
- ``referee``: DouZero's ``GameEnv``, or ours behind the same interface;
- ``agents``: our players and RLCard's rule agent as the referee's players;
- ``sides``: what a side is (one of our levels, or ``rlcard``);
- ``match``: the protocol (deals x 2 seatings) and the report;
- ``stats``: win rates, intervals, think times, the report's schema.
"""
