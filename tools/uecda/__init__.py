"""A client for the UEC computer Daifugo contest (UECda) and a stand-in server for tests.

``python -m tools.uecda --host 127.0.0.1 --port 42485 --level hard`` plays a contest server's
games with our climbing AI (:mod:`tools.uecda.client`); ``python -m tools.uecda.fake_server``
serves games enforcing the UECda preset with our engine; ``python -m tools.uecda.match`` runs
five clients against it and prints the points. Tools only: nothing here ships in the game.
"""
