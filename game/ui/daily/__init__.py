"""The daily deal's scenes, across the families: the day's tables, streak and result
(hub.py, ``daily``), the calendar of past days (calendar.py, ``daily_calendar``) and the
comparison with the computer after a deal (result.py, ``daily_result``); starting a daily
table and sharing a result (start.py). The composition root (:mod:`game.ui.families`) gives
them to the app beside the tutorial."""
