"""The daily deal mode: the deal of each day (deal.py), playing it and the computer's play of it
(play.py), its sessions (session.py) and the text to share (share.py). No pygame here."""
