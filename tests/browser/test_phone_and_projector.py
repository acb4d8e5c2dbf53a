"""The practice table, mini-deal, odds table and replay on a phone (390x844) and a projector
(1024x768), in JupyterLab (issue 18 item 5, issue 23 item 3).

On both screens: every control shows its text at 16 px or more and is a target of at least
24x24 px (WCAG 2.5.8); no control is cut off or covered (its centre, scrolled into view, is the
control itself); a widget never makes its output wider than the screen: wide tables scroll
inside themselves; Tab reaches every control with a focus ring that shows, and the focused
control is never hidden behind anything (WCAG 2.4.11). The stacks and bets are drawn at 20 px
or more (the projector's rule; the phone keeps it). Screenshots: build/screenshots/widgets-*.png.
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest

import pagekit as K

PHONE = {"width": 390, "height": 844}
SCREENS = {"projector": K.PROJECTOR, "phone": PHONE}
NOTEBOOK = "screens.ipynb"
CELLS = ["from studlib.widgets import MiniDeal, OddsTable, PracticeTable, Replay",
         "PracticeTable('stud', players=6, seat=0, seed=4711)",
         "MiniDeal('stud', players=8, seed=12)",
         "OddsTable('razz', ['As 3d 6c 7h Kc', '?? ?? 8s 5d 4c'], dead='2h 2d 4h 4s 5h')",
         "Replay('data/wsop-2023-43/9.phh')"]
ROOT = ".studlib-widget"

# Every visible control of the course's widgets, with its size, text size and whether it is the
# element found at its own centre once scrolled into view (nothing covers it, nothing clips it).
JS_CONTROLS = """(root) => {
  const visible = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length);
  const out = [];
  for (const el of document.querySelectorAll(`${root} button, ${root} select, ${root} input, ${root} textarea`)) {
    if (!visible(el) || el.type === 'hidden') continue;
    el.scrollIntoView({block: 'center', inline: 'nearest'});
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    out.push({label: (el.innerText || el.value || el.getAttribute('aria-label') || el.title || el.tagName).trim().slice(0, 40),
              width: r.width, height: r.height, left: r.left, right: r.right, px: parseFloat(getComputedStyle(el).fontSize),
              covered: !(hit && (hit === el || el.contains(hit) || (el.labels && [...el.labels].some(l => l.contains(hit)))))});
  }
  return out;
}"""

# Labels of the controls (the words beside a menu or a box).
JS_LABEL_SIZES = """(root) => [...document.querySelectorAll(`${root} .widget-label, ${root} .widget-label-basic`)]
  .filter(el => el.offsetWidth > 0 && el.innerText.trim())
  .map(el => ({label: el.innerText.trim(), px: parseFloat(getComputedStyle(el).fontSize)}))"""

# Each output that holds a course widget: does it need to scroll sideways (it must not), and
# each table: is its right edge inside the window once its own scroller is taken into account.
JS_WIDTHS = """(root) => {
  const outputs = [...document.querySelectorAll('.jp-OutputArea-output')].filter(o => o.offsetParent !== null && o.querySelector(root));
  return {outputs: outputs.map(o => ({scroll: o.scrollWidth, client: o.clientWidth})),
          tables: [...document.querySelectorAll(`${root} table`)].filter(t => t.offsetParent !== null).map(t => {
            const box = t.parentElement.getBoundingClientRect();
            return {label: t.getAttribute('aria-label') || '', right: box.right, width: window.innerWidth,
                    scrolls: getComputedStyle(t.parentElement).overflowX === 'auto'}; })};
}"""

# Stacks and bets at the practice table (its 5th and 6th columns) and its pot line.
JS_MONEY = """(root) => {
  const table = [...document.querySelectorAll(`${root} table`)].find(t => t.offsetParent !== null &&
      (t.getAttribute('aria-label') || '').startsWith('Practice table'));
  const cells = [...table.querySelectorAll('tbody tr')].flatMap(r => [...r.children].slice(4, 6))
      .filter(c => c.innerText.trim());
  return cells.map(c => parseFloat(getComputedStyle(c).fontSize));
}"""

# The focused element is not hidden (WCAG 2.4.11): part of it is in the window, and the element
# found at the middle of that part is the focused one (a scroller taller than the window counts).
JS_FOCUS_UNCOVERED = """() => { const el = document.activeElement;
  if (!el || el === document.body) return null;
  const r = el.getBoundingClientRect();
  const left = Math.max(r.left, 0), right = Math.min(r.right, window.innerWidth);
  const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, window.innerHeight);
  const inView = right > left && bottom > top;
  const hit = inView && document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  return {label: (el.innerText || el.value || '').trim().slice(0, 40), inView,
          uncovered: !!hit && (hit === el || el.contains(hit))}; }"""


@contextmanager
def widgets_on(page, folder, screen: dict):
    """The four widgets run in one notebook, in JupyterLab at this screen size."""
    K.write_notebook(folder, NOTEBOOK, CELLS)
    page.set_viewport_size(screen)
    try:
        K.open_notebook(page, NOTEBOOK)
        report = K.run_all(page)
        assert not report["errors"], report["errors"]
        page.wait_for_function(f"() => document.querySelectorAll('{ROOT}').length >= 4 && "
                               f"document.querySelectorAll('{ROOT} table').length >= 4", timeout=30_000)
        K.wait_until_still(page, f"{ROOT} table")   # the layout settled, not a guessed pause
        yield page
    finally:
        K.close_notebook(page)
        page.set_viewport_size(K.VIEWPORT)


@pytest.fixture(scope="module", params=sorted(SCREENS))
def screen(request, served_lessons, lab_page, screenshots):
    with widgets_on(lab_page, served_lessons[1], SCREENS[request.param]) as page:
        page.locator(f"{ROOT}:visible").first.scroll_into_view_if_needed()   # not one of an earlier notebook
        page.screenshot(path=str(screenshots / f"widgets-{request.param}.png"))
        yield request.param, page


def test_every_control_is_16px_and_at_least_24px_square(screen):
    name, page = screen
    controls = page.evaluate(JS_CONTROLS, ROOT)
    assert len(controls) > 60, f"only {len(controls)} controls found: the check would prove little"
    small_text = [(c["label"], c["px"]) for c in controls if c["px"] < 16]
    small_target = [(c["label"], round(c["width"]), round(c["height"])) for c in controls
                    if c["width"] < 24 or c["height"] < 24]
    assert not small_text, f"{name}: control text under 16 px: {small_text}"
    assert not small_target, f"{name}: targets under 24x24 px: {small_target}"
    labels = [(lab["label"], lab["px"]) for lab in page.evaluate(JS_LABEL_SIZES, ROOT) if lab["px"] < 16]
    assert not labels, f"{name}: control labels under 16 px: {labels}"


def test_no_control_is_cut_off_or_covered(screen):
    name, page = screen
    width = SCREENS[name]["width"]
    controls = page.evaluate(JS_CONTROLS, ROOT)
    off = [(c["label"], round(c["left"]), round(c["right"])) for c in controls if c["left"] < 0 or c["right"] > width]
    covered = [c["label"] for c in controls if c["covered"]]
    assert not off, f"{name}: controls outside the {width} px window: {off}"
    assert not covered, f"{name}: controls cut off or covered: {covered}"


def test_wide_tables_scroll_inside_the_widget_not_the_page(screen):
    name, page = screen
    widths = page.evaluate(JS_WIDTHS, ROOT)
    assert len(widths["outputs"]) >= 4 and len(widths["tables"]) >= 4, widths
    wide = [o for o in widths["outputs"] if o["scroll"] > o["client"] + 1]
    assert not wide, f"{name}: an output scrolls sideways as a whole: {wide}"
    for table in widths["tables"]:
        assert table["scrolls"], f"{name}: table {table['label']!r} has no scroller of its own"
        assert table["right"] <= table["width"] + 1, f"{name}: table {table['label']!r} runs off screen: {table}"


def test_focus_shows_and_is_never_covered(screen):
    name, page = screen
    controls = page.evaluate(K.JS_CONTROLS, f"{ROOT} button, {ROOT} select, {ROOT} input")
    reached, unseen = K.tab_through(page, controls[:40])
    assert len(reached) == min(40, len(controls)), f"{name}: Tab reached {len(reached)} of the first 40 controls"
    assert not unseen, f"{name}: focus did not show on {unseen}"
    hidden = []
    page.locator(f'[data-studlib-control="{controls[0]["index"]}"]').focus()
    for _ in range(40):
        state = page.evaluate(JS_FOCUS_UNCOVERED)
        if state and not (state["inView"] and state["uncovered"]):
            hidden.append(state["label"])
        page.keyboard.press("Tab")
    assert not hidden, f"{name}: focused controls hidden or covered: {hidden}"


def test_stacks_and_bets_are_at_least_20px(screen):
    """The projector's rule; the phone keeps it too (the table scrolls rather than shrinks)."""
    name, page = screen
    sizes = page.evaluate(JS_MONEY, ROOT)
    assert sizes and min(sizes) >= 20, f"{name}: {sizes}"
