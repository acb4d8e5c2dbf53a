"""The widgets' escaping path: studlib.markup, the one path by which the course's HTML is built
(it lives outside the widgets so that the figures' tables use it without loading them).

    from .markup import element, join, escape, Safe
"""

from ..markup import COURSE_FONT, Safe, bdi, element, escape, isolate, join, panel

__all__ = ["Safe", "escape", "element", "join", "isolate", "bdi", "COURSE_FONT", "panel"]
