"""Developer scripts: translations (`python -m tools.i18n`), the CJK font subsets
(`python -m tools.fonts`) and the web build helpers."""
