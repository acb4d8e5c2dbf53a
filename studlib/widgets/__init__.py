"""ipywidgets views over the studlib engine: big accessible cards, a mini-deal, self-checks.

    from studlib.widgets import (show_cards, show_hand, MiniDeal, SelfCheck, MultipleChoice,
                                 SeatQuiz, LowLadderDrill, RulesPicker, PracticeTable, ThreeGames, Drill,
                                 DrillMenu, FinalTest, DealerDrill, ScenarioBuilder, Replay, PracticeWeakRules,
                                 ClassResults, OddsTable, palette_legend)

Each object displays by itself in Jupyter: the live widget where a kernel runs, plus a
deterministic text/plain summary (what nbval compares) and a static text/html snapshot.
Every learner-facing string is in studlib.widgets.text (the figures' words in studlib.plots.text);
every colour in studlib.colours, which studlib.widgets.render names too.
"""

from .class_results import ClassResults
from .dealer import DealerDrill
from .drills import Drill, DrillMenu, FinalTest
from .minideal import MiniDeal
from .odds import OddsTable
from .practice import PracticeWeakRules
from .quiz import LowLadderDrill, MultipleChoice, SeatQuiz, SelfCheck
from .replay import Replay
from .render import PALETTES, contrast_ratio, palette_legend, show_cards, show_hand
from .rules_picker import RulesPicker
from .scenario_builder import ScenarioBuilder
from .table import PracticeTable
from .three_games import ThreeGames

__all__ = ["show_cards", "show_hand", "palette_legend", "MiniDeal", "MultipleChoice", "SelfCheck", "SeatQuiz",
           "LowLadderDrill", "RulesPicker", "PracticeTable", "ThreeGames", "Drill", "DrillMenu",
           "FinalTest", "DealerDrill", "ScenarioBuilder", "Replay", "PracticeWeakRules", "ClassResults", "OddsTable",
           "PALETTES", "contrast_ratio"]
