"""Developer scripts: translations (`python -m tools.i18n`) and the web build helpers."""
