"""Every English lesson as a learner meets it in JupyterLab (the suite is in lessons_in_lab.py)."""

from lessons_in_lab import ENGLISH, TestLessonInJupyterLab, pytest_generate_tests, ran  # noqa: F401

LESSONS = ENGLISH
# The keyboard walk follows the widgets, which are the same in both editions; only their words
# change. It runs on every English lesson (the French practice table is walked in
# test_lessons_in_lab_fr.py). Everything else runs on every lesson of both editions: the axe
# audit, the names, the contrast, the click and its verdict.
KEYBOARD_WALK = ENGLISH
