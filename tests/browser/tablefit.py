"""Does the practice table fit the window? What a learner sees of each seat, read in a page.

`table_fit(page, title)` measures the practice table named `title` in any page that shows it
(JupyterLab, Voila, the course website's live or static lesson page): for each seat the seat's
name, its up cards, its stack, its bet and its note ("◀ to act", "wins $70"), each with its box
in the window and its visible text, and the table's scroller (does it scroll sideways?).
`fit_problems(report, twin)` compares that with the same table built in Python (`twin`, a
PracticeTable dealt and played the same way) and lists what a learner could not see or read
without scrolling sideways. Issue 33 item 1.
"""

from __future__ import annotations

from studlib.explain import seat_name
from studlib.widgets import PracticeTable
from studlib.widgets.render import marker_words

MONEY_MIN_PX = 20   # stacks and bets (the projector's rule)

JS_TABLE_FIT = """(title) => {
  const table = [...document.querySelectorAll('table')].find(t => t.getAttribute('aria-label') === title &&
      t.offsetParent !== null);
  if (!table) return null;
  const scroller = table.closest('[role="region"]');
  scroller.scrollLeft = 0;
  table.scrollIntoView({block: 'start', inline: 'nearest'});
  const frame = scroller.getBoundingClientRect();
  const box = (el) => { const r = el.getBoundingClientRect();
    return {left: r.left, right: r.right, width: r.width,
            // in the window, and not cut off by the table's own scroller
            inView: r.width > 0 && r.left >= -1 && r.right <= window.innerWidth + 1 &&
                    r.left >= frame.left - 1 && r.right <= frame.right + 1}; };
  const part = (row, cls) => { const el = row.querySelector(cls);
    return el && {text: el.innerText.replace(/\\s+/g, ' ').trim(), px: parseFloat(getComputedStyle(el).fontSize),
                  shown: getComputedStyle(el).display !== 'none', ...box(el)}; };
  return {window: window.innerWidth,
          scroller: {scroll: scroller.scrollWidth, client: scroller.clientWidth},
          rows: [...table.querySelectorAll('tbody tr')].map(row => ({
            seat: part(row, 'th'), stack: part(row, '.studlib-stack'), bet: part(row, '.studlib-bet'),
            note: part(row, '.studlib-note'), up: part(row, '.studlib-up'),
            upCards: [...row.querySelectorAll('.studlib-up [role="img"]')].map(c => ({name: c.getAttribute('aria-label'), ...box(c)})),
          }))};
}"""


def table_fit(page, title: str) -> dict | None:
    """The practice table named `title`, as the page shows it (None: no such table on the page)."""
    return page.evaluate(JS_TABLE_FIT, title)


def fit_problems(report: dict | None, twin: PracticeTable) -> list[str]:
    """What a learner cannot see or read of `twin`'s seats in the page's `report` (empty: all of it)."""
    if report is None:
        return [f"no table named {twin._title()!r} on the page"]
    problems = []
    scroller = report["scroller"]
    if scroller["scroll"] > scroller["client"]:
        problems.append(f"the table scrolls sideways: {scroller['scroll']} px in {scroller['client']} px")
    hand, money = twin.hand, twin.hand.structure.money
    if len(report["rows"]) != twin.players:
        return problems + [f"{len(report['rows'])} rows for {twin.players} seats"]
    for s, row in enumerate(report["rows"]):
        name = seat_name(s)
        wanted = {
            "seat": name,
            "stack": money(hand.stacks[s]),
            "bet": money(hand.bet_this_street(s)) if hand.bet_this_street(s) and not hand.is_over else "",
            "note": " ".join(marker_words(m) for m in twin._markers(s)),
        }
        for part, text in wanted.items():
            text = " ".join(text.split())   # as the page's text is read: any run of spaces (no-break too) is one
            got = row[part]
            if not text:
                continue
            if not got or not got["shown"] or not got["text"].endswith(text) and text not in got["text"]:
                problems.append(f"{name}: the {part} does not read {text!r}: {got and got['text']!r}")
            elif not got["inView"]:
                problems.append(f"{name}: the {part} {text!r} is not in view: {got['left']:.0f}-{got['right']:.0f} px "
                                f"of {report['window']} px")
            if part in ("stack", "bet") and got and got["px"] < MONEY_MIN_PX:
                problems.append(f"{name}: the {part} is drawn at {got['px']} px, under {MONEY_MIN_PX} px")
        folded_bot = hand.folded(s) and s != twin.seat
        up = [] if folded_bot else [c.name for c in hand.up_cards(s)]
        if [c["name"] for c in row["upCards"]] != up:
            problems.append(f"{name}: the up cards read {[c['name'] for c in row['upCards']]}, not {up}")
        hidden = [c["name"] for c in row["upCards"] if not c["inView"]]
        if hidden:
            problems.append(f"{name}: up cards not in view: {hidden}")
    return problems


JS_LAYOUT = """(title) => { const t = [...document.querySelectorAll('table')].find(t => t.getAttribute('aria-label') === title &&
  t.offsetParent !== null); return t ? getComputedStyle(t).display : null; }"""


def table_layout(page, title: str) -> str | None:
    """'table' (one row per seat, a column for each) or 'block' (a list of seats: a narrow screen)."""
    return page.evaluate(JS_LAYOUT, title)
