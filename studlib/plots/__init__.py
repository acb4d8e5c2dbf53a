"""Matplotlib figures for the lessons (the engine never imports matplotlib)."""
