"""What the browser tests do on a page: open and run a notebook in JupyterLab, find a lesson's
main widget, and measure what a learner (or a screen reader) gets from the rendered widgets.

The JupyterLab page runs with window.jupyterapp exposed, so notebooks are opened, run and
closed through JupyterLab's own commands in ONE page (a full page load per lesson would cost
several seconds each); every click and key press on the widgets is a real browser event.
"""

from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from studlib import card_markup
from studlib.widgets import text as T

OPEN_TIMEOUT_MS = 60_000
RUN_TIMEOUT_MS = 120_000
REPO = Path(__file__).resolve().parents[2]
LESSONS_DIR = REPO / "lessons"
VIEWPORT = {"width": 1280, "height": 900}
# How long a click may take to show the state a test waits for. It only bounds a failure: a loaded
# machine (a kernel still busy with another lesson's cells) took over 10 s once.
CHANGE_TIMEOUT_MS = 30_000

# A button whose label starts with one of these is an action at the table ("Deal next street",
# "Call $0.50", "Fold"); other buttons in a self-check are answers. "New deal" only resets.
# The French edition's widgets say the same in French (studlib.use_language("fr")).
WORDS = {
    "en": {"actions": ("Deal", "Call", "Check", "Bet", "Raise", "Complete", "Bring", "Fold", "Post",
                       "Show", "Muck", "Play", "Act"),
           "resets": ("New", "Next", "Reset", "Again", "Start over")},
    # The same buttons as the English words find, in the same roles ("Deal again" is an action in
    # English, so « Redistribuer » is one here; "Show the answer" is an action, so « Voir … »).
    "fr": {"actions": ("Rue", "Redistribuer", "Distribuer", "Suivre", "Parole", "Miser", "Relancer",
                       "Compléter", "Bring-in", "Se coucher", "Payer", "Abattre", "Montrer", "Voir",
                       "Jeter", "Jouer"),
           "resets": ("Nouvelle", "Question suivante", "Donne suivante", "Suivant", "Effacer",
                      "Recommencer")},
}


def use_language(code: str) -> None:
    """Read the widgets of the page in this language ("en" or "fr") from now on: which buttons
    are actions, which only move on, and the self-checks' verdicts."""
    global ACTION_VERBS, RESET_WORDS, FEEDBACK_WORDS, SCORE_PREFIX, SHOW_ANSWER
    from studlib.i18n import language
    ACTION_VERBS, RESET_WORDS = WORDS[code]["actions"], WORDS[code]["resets"]
    with language(code):
        FEEDBACK_WORDS = (T.RIGHT, T.WRONG)
        SCORE_PREFIX = T.SCORE.split("{")[0]   # "Score: ", shown by the seat quizzes and drills
        SHOW_ANSWER = T.SHOW_ANSWER


use_language("en")

# Cards are drawn by studlib.card_markup.card_html; this selector finds them by their shape,
# so a card drawn without role/aria-label is still found (and then fails the name check).
CARD_SELECTOR = (f'span[style*="width:{card_markup.CARD_WIDTH_PX}px"]'
                 f'[style*="height:{card_markup.CARD_HEIGHT_PX}px"]')
CONTROL_SELECTOR = "button, input, select, textarea"
# Where widget views live: JupyterLab and Voila both render outputs in jp-OutputArea-output.
OUTPUT = ".jp-OutputArea-output"

# --- JupyterLab --------------------------------------------------------------------------------

JS_LAB_READY = """() => window.jupyterapp && window.jupyterapp.started"""

JS_PREPARE_LAB = """async () => {
  const app = window.jupyterapp;
  await app.restored;
  app.shell.collapseLeft();
  app.shell.collapseRight();
}"""

# page.evaluate has no timeout of its own: every awaited JupyterLab promise races a timer, so a
# dialog nobody answers (say, "Select Kernel") fails the test instead of hanging it.
JS_WITHIN = """const within = (promise, ms, what) => Promise.race([promise, new Promise((_, reject) =>
  setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms))]);"""

JS_OPEN = """async ([path, ms]) => {
  %s
  const app = window.jupyterapp;
  const panel = await within(app.commands.execute('docmanager:open', {path, factory: 'Notebook',
                                                  kernel: {name: 'python3'}}), ms, 'open ' + path);
  window.studlibPanel = panel;
  await within(panel.context.ready, ms, 'load ' + path);
  await within(panel.sessionContext.ready, ms, 'start the kernel of ' + path);
  app.shell.activateById(panel.id);
  return panel.id;
}""" % JS_WITHIN

# The notebook a JupyterLab or JupyterLite app shows, once it is open, as window.studlibPanel (for
# a lesson the app opened itself, as the site's "Open in JupyterLite" does).
JS_CURRENT_PANEL = """() => {
  const app = window.jupyterapp;
  const panel = app && app.shell.currentWidget;
  if (!panel || !panel.sessionContext || !panel.content) return false;
  window.studlibPanel = panel;
  return true;
}"""

# The pitfall: the toolbar says "idle" before the kernel exists, and a Run All sent then is
# dropped. Wait for a connected kernel that reports idle.
JS_KERNEL_IDLE = """() => {
  const session = window.studlibPanel.sessionContext.session;
  const kernel = session && session.kernel;
  return !!kernel && kernel.status === 'idle' && kernel.connectionStatus === 'connected';
}"""

# notebook:run-all-cells resolves when the last queued cell has finished.
JS_RUN_ALL = """async (ms) => {
  %s
  const app = window.jupyterapp;
  app.shell.activateById(window.studlibPanel.id);
  return await within(app.commands.execute('notebook:run-all-cells'), ms, 'Run All');
}""" % JS_WITHIN

JS_RUN_REPORT = """() => {
  const panel = window.studlibPanel;
  const cells = panel.content.widgets;
  const report = {counts: [], errors: [], stderr: [], widgetErrors: [], math: []};
  cells.forEach((cell, index) => {
    if (cell.model.type === 'markdown') {
      // The lessons write no formulas: typeset maths in prose means a '$' was read as TeX.
      for (const m of cell.node.querySelectorAll('mjx-container, .MathJax, .jp-RenderedLatex'))
        report.math.push(`cell ${index}: ${(m.closest('p, li') || m).innerText.slice(0, 120)}`);
      if (cell.node.innerText.includes('\\\\$')) report.math.push(`cell ${index} shows a backslash before a dollar`);
    }
    if (cell.model.type !== 'code' || !cell.model.sharedModel.getSource().trim()) return;
    const tags = cell.model.getMetadata('tags') || [];
    report.counts.push(cell.model.executionCount);
    for (const out of cell.model.outputs.toJSON()) {
      if (out.output_type === 'error' && !tags.includes('raises-exception'))
        report.errors.push(`cell ${index}: ${out.ename}: ${out.evalue}`);
      if (out.output_type === 'stream' && out.name === 'stderr')
        report.stderr.push(`cell ${index}: ${[].concat(out.text).join('').slice(0, 300)}`);
    }
    const text = cell.node.innerText;
    if (/Error displaying widget|Model not found|Loading widget/.test(text))
      report.widgetErrors.push(`cell ${index}: ${text.slice(0, 300)}`);
  });
  return report;
}"""

JS_CLOSE = """async (ms) => {
  %s
  const panel = window.studlibPanel;
  if (!panel || panel.isDisposed) return;
  await within(panel.sessionContext.shutdown(), ms, 'shut the kernel down').catch(() => null);
  panel.context.model.dirty = false;   // the served copy is thrown away: never ask to save
  panel.dispose();
  window.studlibPanel = null;
}""" % JS_WITHIN

def open_notebook(page, path: str) -> None:
    """Open a notebook of the served folder in the session's JupyterLab page and wait until
    its kernel is connected and idle."""
    page.evaluate(JS_OPEN, [path, OPEN_TIMEOUT_MS])
    page.wait_for_function(JS_KERNEL_IDLE, timeout=OPEN_TIMEOUT_MS)


# A classroom projector; with the file browser open, as a teacher has it, the notebook is then
# about 700 px wide.
PROJECTOR = {"width": 1024, "height": 768}

# Every visible button of the outputs, with what it needs to be read whole and in the window.
JS_BUTTON_BOXES = """() => [...document.querySelectorAll('.jp-OutputArea-output button')]
  .filter(b => b.offsetWidth > 0)
  .map(b => { const r = b.getBoundingClientRect();
    return {label: b.innerText.trim().slice(0, 120), scroll: b.scrollWidth, client: b.clientWidth,
            left: r.left, right: r.right, top: r.top, bottom: r.bottom}; })"""


def write_notebook(folder: Path, name: str, cells: list[str]) -> None:
    """A notebook of these code cells, written into the served `folder` for JupyterLab to open."""
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    kernel = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nbformat.write(new_notebook(cells=[new_code_cell(c) for c in cells], metadata={"kernelspec": kernel}),
                   folder / name)


@contextmanager
def notebook_on_projector(page, folder: Path, name: str, cells: list[str], buttons: int):
    """A notebook of `cells` written into the served `folder`, run in JupyterLab at 1024x768
    with the file browser open, once at least `buttons` buttons show; closed afterwards."""
    write_notebook(folder, name, cells)
    page.set_viewport_size(PROJECTOR)
    try:
        open_notebook(page, name)
        page.evaluate("() => window.jupyterapp.shell.expandLeft()")
        report = run_all(page)
        assert not report["errors"], report["errors"]
        page.wait_for_function(f"() => document.querySelectorAll('{OUTPUT} button').length >= {buttons}",
                               timeout=30_000)
        wait_until_still(page, f"{OUTPUT} button")   # the sidebar and layout settled, not a guessed pause
        yield page
    finally:
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        close_notebook(page)
        page.set_viewport_size(VIEWPORT)


def run_all(page) -> dict:
    """Run All on the open notebook; once every cell has run, what its cells show."""
    page.evaluate(JS_RUN_ALL, RUN_TIMEOUT_MS)
    return page.evaluate(JS_RUN_REPORT)


def close_notebook(page) -> None:
    """Shut the open notebook's kernel down and close its tab without saving."""
    page.evaluate(JS_CLOSE, OPEN_TIMEOUT_MS)


# --- widgets (JupyterLab and Voila alike) ---------------------------------------------------------

# Every visible, enabled button inside an output area, with its label and an index to find it by.
# An index names one element for the whole page: a button keeps the index it was given, and a new
# one gets the next number, so an index found earlier never points at another button (a button
# disabled since, or replaced by the widget, simply is not found any more).
JS_BUTTONS = """(sel) => {
  const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  window.studlibButtons = window.studlibButtons || 0;
  return [...document.querySelectorAll(sel)].filter(b => visible(b) && !b.disabled).map(b => {
    if (b.dataset.studlibButton === undefined) b.dataset.studlibButton = String(window.studlibButtons++);
    return {index: Number(b.dataset.studlibButton), label: b.innerText.trim()}; });
}"""


def main_buttons(page, output: str = OUTPUT) -> tuple[dict | None, dict | None]:
    """The first action button ("Deal next street", "Call $0.50") and the first answer button of
    a self-check in the page's outputs (`output`: JupyterLab's, or the live page's widgets);
    either may be None (a lesson without widgets has neither)."""
    buttons = page.evaluate(JS_BUTTONS, f"{output} button")
    action = next((b for b in buttons if b["label"].startswith(ACTION_VERBS)), None)
    answer = next((b for b in buttons if b["label"] and not b["label"].startswith(ACTION_VERBS + RESET_WORDS)),
                  None)
    return action, answer


def navigation_button(page) -> dict | None:
    """The first enabled "Next question" / "New deal" button: when a widget offers nothing else
    (a final-test question already answered), moving on is what a learner can press."""
    buttons = page.evaluate(JS_BUTTONS, f"{OUTPUT} button")
    return next((b for b in buttons if b["label"].startswith(RESET_WORDS)), None)


def is_self_check(text: str) -> bool:
    """Whether a widget's text is a studlib self-check: a quiz's score line, or a lesson
    question's "Show the answer" button."""
    return SCORE_PREFIX in text or SHOW_ANSWER in text


def _answers(page) -> list[dict]:
    buttons = page.evaluate(JS_BUTTONS, f"{OUTPUT} button")
    return [b for b in buttons if b["label"] and not b["label"].startswith(ACTION_VERBS + RESET_WORDS)]


def last_answer(page) -> dict | None:
    """The last self-check answer button on the page."""
    answers = _answers(page)
    return answers[-1] if answers else None


def other_button(page, info: dict) -> dict | None:
    """An answer button other than `info` (another option of a self-check), or None."""
    return next((b for b in _answers(page) if b["label"] != info["label"]), None)


def button(page, info: dict):
    """A Playwright locator for a button found by main_buttons."""
    return page.locator(f'[data-studlib-button="{info["index"]}"]')


def widget_text(page, info: dict, output: str = OUTPUT) -> str:
    """The inner text of the whole output area that holds this button (the widget as seen)."""
    return button(page, info).evaluate(f"(b) => b.closest('{output}').innerText")


def wait_for_change(page, info: dict, before: str, timeout_ms: int = CHANGE_TIMEOUT_MS,
                    containing: tuple[str, ...] = (), output: str = OUTPUT) -> str:
    """Wait until the widget's text differs from `before` and, when `containing` is given, holds
    one of those words (the state the test asserts: a self-check's options change a moment
    before its verdict is drawn, so "any change" can be read too early); return the new text."""
    page.wait_for_function(
        f"([sel, before, words]) => {{ const b = document.querySelector(sel); if (!b) return false; "
        f"const text = b.closest('{output}').innerText; "
        f"return text !== before && (!words.length || words.some((w) => text.includes(w))); }}",
        arg=[f'[data-studlib-button="{info["index"]}"]', before, list(containing)], timeout=timeout_ms)
    return widget_text(page, info, output)


# Resolves true once the element has kept its place and width on screen for 10 animation frames
# in a row (a scroll or a layout has finished: a sidebar's slide too), false after 10 s.
JS_WAIT_STILL = """(sel) => new Promise((resolve) => {
  const el = document.querySelector(sel);
  if (!el) { resolve(false); return; }
  const started = performance.now();
  const place = () => { const r = el.getBoundingClientRect(); return `${r.left} ${r.top} ${r.width}`; };
  let last = place(), still = 0;
  const tick = () => {
    const now = place();
    still = now === last ? still + 1 : 0;
    last = now;
    if (still >= 10) resolve(true);
    else if (performance.now() - started > 10000) resolve(false);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})"""


def wait_until_still(page, selector: str) -> None:
    """Wait until the element stops moving (a scroll into view or a new layout done), whatever the machine's load."""
    assert page.evaluate(JS_WAIT_STILL, selector), f"{selector} still moving after 10 s"


def wait_for_answer(page, info: dict, before: str, timeout_ms: int = CHANGE_TIMEOUT_MS) -> str:
    """After a click on an answer: a studlib self-check's verdict ("Right!" / "Not quite."),
    any other widget's change; return the new text."""
    words = FEEDBACK_WORDS if is_self_check(before) else ()
    return wait_for_change(page, info, before, timeout_ms, containing=words)


# --- accessibility -----------------------------------------------------------------------------

JS_CARD_NAMES = """(sel) => [...document.querySelectorAll(sel)].map(card => ({
  role: card.getAttribute('role') || '',
  name: (card.getAttribute('aria-label') || card.innerText || '').trim(),
  html: card.outerHTML.slice(0, 200),
}))"""

# For each element found by `sel` that shows text (cards: their rank and suit; with ownText, any
# visible element with a text node of its own): its computed text colour and the colour behind
# it (the opaque backgrounds up the tree, alpha blended), as [r, g, b] for the WCAG formula.
JS_TEXT_COLOURS = """([sel, ownTextOnly]) => {
  const parse = (c) => { const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return null;
    const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const over = (top, under) => top.slice(0, 3).map((v, i) => v * top[3] + under[i] * (1 - top[3]));
  const background = (el) => {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
    }
    let colour = [255, 255, 255];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  const ownText = (el) => [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
  // Only what is drawn: a notebook left open in another tab is hidden (display or
  // content-visibility), and its cards must not be counted with this one's.
  const drawn = (el) => el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0;
  const nodes = [...document.querySelectorAll(sel)].filter(el => drawn(el) && (ownTextOnly
    ? ownText(el) && el.offsetParent !== null : el.innerText.trim()));
  return nodes.map(card => {
    const bg = background(card);
    const fg = parse(getComputedStyle(card).color);
    const style = getComputedStyle(card);
    return {name: card.getAttribute('aria-label') || card.innerText.trim().slice(0, 60),
            text: card.innerText.replace(/\\s+/g, ''), fg: over(fg, bg), bg,
            px: parseFloat(style.fontSize), bold: Number(style.fontWeight) >= 700};
  });
}"""

# Controls inside widget output areas, in document (= Tab) order, that a learner can use.
# How a control looks, as far as a focus indicator goes: outline, shadow, border, background.
JS_FOCUS_LOOK = """const focusLook = (el) => { const s = getComputedStyle(el);
  const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : 'none';
  return [outline, s.boxShadow, s.borderColor, s.backgroundColor].join('|'); };"""

# Controls inside widget output areas, in document (= Tab) order, that a learner can use; each
# remembers how it looks without focus.
JS_CONTROLS = """(sel) => {
  %s
  if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
  document.querySelectorAll('[data-studlib-control]').forEach(el => delete el.dataset.studlibControl);
  const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  return [...document.querySelectorAll(sel)].filter(el => visible(el) && !el.disabled && el.type !== 'hidden')
    .map((el, i) => { el.dataset.studlibControl = String(i); el.dataset.studlibRest = focusLook(el);
      return {index: i, tag: el.tagName.toLowerCase(), label: (el.innerText || el.value || '').trim().slice(0, 40)}; });
}""" % JS_FOCUS_LOOK

# A control's accessible name, simplified from the accname rules: aria-label, aria-labelledby,
# a <label> bound to it, a button's text, then its title.
JS_CONTROL_NAMES = """(sel) => [...document.querySelectorAll(sel)].map(el => {
  const by = (el.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean)
    .map(id => (document.getElementById(id) || {}).innerText || '').join(' ');
  const labels = [...(el.labels || [])].map(l => l.innerText).join(' ');
  const own = el.tagName === 'BUTTON' ? el.innerText : '';
  const name = (el.getAttribute('aria-label') || by || labels || own || el.title || '').trim();
  return {name, tag: el.tagName.toLowerCase(), html: el.outerHTML.slice(0, 160)};
})"""

# The focused control, and whether focus shows (WCAG 2.4.7): its look differs from its look at rest.
JS_ACTIVE_CONTROL = """() => {
  %s
  const el = document.activeElement;
  if (!el || !el.dataset || el.dataset.studlibControl === undefined) return null;
  return {index: el.dataset.studlibControl, shown: focusLook(el) !== el.dataset.studlibRest,
          label: (el.innerText || el.value || '').trim().slice(0, 40)};
}""" % JS_FOCUS_LOOK


def card_colours(page) -> list[dict]:
    """Text and background colour of every card showing a rank and suit."""
    return page.evaluate(JS_TEXT_COLOURS, [CARD_SELECTOR, False])


def text_colours(page) -> list[dict]:
    """Text and background colour of every visible piece of text inside an output area."""
    return page.evaluate(JS_TEXT_COLOURS, [f"{OUTPUT} *", True])


def below_aa(items: list[dict]) -> list[tuple]:
    """Items whose text contrast is below WCAG AA: 4.5:1, or 3:1 for large text (24px, or
    18.66px bold)."""
    low = []
    for item in items:
        large = item["px"] >= 24 or (item["bold"] and item["px"] >= 18.66)
        ratio = contrast(item["fg"], item["bg"])
        if ratio < (3.0 if large else 4.5):
            low.append((item["name"], [round(v) for v in item["fg"]], [round(v) for v in item["bg"]], round(ratio, 2)))
    return low


def relative_luminance(rgb) -> float:
    """WCAG 2 relative luminance of an (r, g, b) colour with 0-255 channels (card_markup.py's formula)."""
    channels = [c / 255 for c in rgb[:3]]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(fg, bg) -> float:
    """WCAG 2 contrast ratio of two (r, g, b) colours, the same formula as card_markup.contrast_ratio."""
    light, dark = sorted((relative_luminance(fg), relative_luminance(bg)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def tab_through(page, controls: list[dict], max_extra: int = 60) -> tuple[set[int], list[str]]:
    """Focus the first control, then press Tab until every control has had focus (or give up):
    the control indexes the keyboard reached, and the labels of those whose focus did not show."""
    if not controls:
        return set(), []
    page.locator(f'[data-studlib-control="{controls[0]["index"]}"]').focus()
    reached, unseen = {controls[0]["index"]}, []
    for _ in range(len(controls) + max_extra):
        page.keyboard.press("Tab")
        active = page.evaluate(JS_ACTIVE_CONTROL)
        if active is not None:
            reached.add(int(active["index"]))
            if not active["shown"]:
                unseen.append(active["label"])
        if len(reached) == len(controls):
            break
    return reached, unseen


@dataclass
class LessonRun:
    """What opening and running one lesson produced."""

    name: str
    seconds: float = 0.0
    counts: list = field(default_factory=list)
    errors: list = field(default_factory=list)
    stderr: list = field(default_factory=list)
    widget_errors: list = field(default_factory=list)
    math: list = field(default_factory=list)
    failure: str = ""
