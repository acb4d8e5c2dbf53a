"""Every French lesson as a learner meets it in JupyterLab, read in French (the suite is in
lessons_in_lab.py; the English edition is test_lessons_in_lab.py, so that make test's two
workers can each take one edition)."""

from lessons_in_lab import FRENCH, TestLessonInJupyterLab, pytest_generate_tests, ran  # noqa: F401

LESSONS = FRENCH
# The French practice table, the lesson with the most controls, is walked so that French labels
# are walked too; the other widgets are the same as in the English lessons.
KEYBOARD_WALK = ["fr/14-practice-table.ipynb"]
