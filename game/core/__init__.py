"""Pieces shared by every engine: cards, refusal reasons, the state protocol."""
