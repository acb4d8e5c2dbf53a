"""ipywidgets views over the studlib engine: big accessible cards, a mini-deal, self-checks.

    from studlib.widgets import (show_cards, show_hand, MiniDeal, SelfCheck, MultipleChoice,
                                 SeatQuiz, LowLadderDrill, RulesPicker, PracticeTable, ThreeGames, Drill,
                                 DrillMenu, FinalTest, DealerDrill, ScenarioBuilder, Replay, PracticeWeakRules,
                                 ClassResults, OddsTable, palette_legend)

Each object displays by itself in Jupyter: the live widget where a kernel runs, plus a
deterministic text/plain summary (what nbval compares) and a static text/html snapshot.
Every learner-facing string is in studlib.widgets.text (the figures' words in studlib.plots.text);
every colour in studlib.colours.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

# Each name and the module that defines it, imported when the name is first read: importing one
# widget module, the markup or the words (studlib.widgets.text) loads no other widget.
_HOMES = {
    "ClassResults": "class_results", "DealerDrill": "dealer", "Drill": "drills", "DrillMenu": "drills", "FinalTest": "drills",
    "MiniDeal": "minideal", "OddsTable": "odds", "PracticeWeakRules": "practice",
    "LowLadderDrill": "quiz", "MultipleChoice": "quiz", "SeatQuiz": "quiz", "SelfCheck": "quiz",
    "Replay": "replay", "PALETTES": "..colours", "contrast_ratio": "..card_markup", "palette_legend": "render",
    "show_cards": "render", "show_hand": "render", "RulesPicker": "rules_picker",
    "ScenarioBuilder": "scenario_builder", "PracticeTable": "table", "ThreeGames": "three_games",
}

__all__ = list(_HOMES)


def __getattr__(name: str):
    """The widget `name`, from its module, imported now (PEP 562)."""
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    home = _HOMES[name]
    return getattr(importlib.import_module(home if home.startswith("..") else f".{home}", __name__), name)


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:   # what editors and type checkers see: the same names from the same modules (test_layers checks)
    from .class_results import ClassResults
    from .dealer import DealerDrill
    from .drills import Drill, DrillMenu, FinalTest
    from .minideal import MiniDeal
    from .odds import OddsTable
    from .practice import PracticeWeakRules
    from .quiz import LowLadderDrill, MultipleChoice, SeatQuiz, SelfCheck
    from .replay import Replay
    from ..card_markup import contrast_ratio
    from ..colours import PALETTES
    from .render import palette_legend, show_cards, show_hand
    from .rules_picker import RulesPicker
    from .scenario_builder import ScenarioBuilder
    from .table import PracticeTable
    from .three_games import ThreeGames
