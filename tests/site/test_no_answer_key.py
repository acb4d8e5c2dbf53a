"""No answer key among the files the website serves (issue 19): the self-checks' questions, with
their answers and feedback, travel inside the studlib wheel, not as files a learner can open from
the live lessons' file browser or the Replay widget's "File or code" box."""

from __future__ import annotations

from answer_keys import files_with_a_key, key_texts   # tests/answer_keys.py, on sys.path from conftest


def test_the_site_serves_no_answer_key(site):
    assert len(key_texts()) > 100   # the check looks for real keys
    assert not list(site.rglob("questions")), "a questions/ folder is served"
    assert files_with_a_key(site) == []
