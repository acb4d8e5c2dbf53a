"""Where an answer key would show: the self-check questions' feedback and explanations, and the
question files themselves. Used by the tests that check a learner's folder and the built website
hold none (issue 19: the key is package data of studlib, out of the learner's reach)."""

from __future__ import annotations

import html
import json
from pathlib import Path

from studlib.selfcheck import QUESTIONS_DIR, load_questions

# Files read as text when looking for a key; wheels and other archives are not plain files.
TEXT_SUFFIXES = {".toml", ".ipynb", ".md", ".html", ".json", ".js", ".txt", ".py", ".csv", ".phh"}


def key_texts() -> set[str]:
    """The feedback of every wrong option of every question, both editions: text only a key holds
    (an explanation may also be said in a lesson's prose)."""
    texts = set()
    for path in QUESTIONS_DIR.glob("*/*.toml"):
        for q in load_questions(path).values():
            texts.update(t for t in q.feedback.values() if len(t) > 2 * WINDOW)
    return texts


# A key text is recognised by WINDOW characters from its middle, in each form a file may hold it:
# one pass over a file with a set of windows, instead of searching for hundreds of texts in turn.
WINDOW = 32


def _forms(text: str) -> set[str]:
    """The text as a file may hold it: as is, HTML-escaped, or inside a JSON string."""
    return {text, html.escape(text), html.escape(text, quote=False), json.dumps(text)[1:-1],
            json.dumps(text, ensure_ascii=False)[1:-1]}


def files_with_a_key(folder: Path) -> list[str]:
    """The files under `folder` that are a question file or hold a wrong option's whole feedback."""
    by_window: dict[str, set[str]] = {}
    for text in key_texts():
        for form in _forms(text):
            by_window.setdefault(form[len(form) // 2 - WINDOW // 2:][:WINDOW], set()).add(form)
    found = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix in TEXT_SUFFIXES):
        text = path.read_text(encoding="utf-8", errors="replace")
        if path.suffix == ".toml" and "answer" in text and ".options]" in text:
            found.append(str(path.relative_to(folder)))
            continue
        candidates = {form for i in range(len(text) - WINDOW + 1) for form in by_window.get(text[i:i + WINDOW], ())}
        if any(form in text for form in candidates):
            found.append(str(path.relative_to(folder)))
    return found
