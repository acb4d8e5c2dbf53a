"""Does the practice table fit the window? What a learner sees of each seat, read in a page.

`table_fit(page, title)` measures the practice table named `title` in any page that shows it
(JupyterLab, Voila, the course website's live or static lesson page): for each seat the seat's
name, its up cards, its stack, its bet and its note ("◀ to act", "wins $70"), each with its box
in the window and its visible text, and the table's scroller (does it scroll sideways?).
`fit_problems(report, twin)` compares that with the same table built in Python (`twin`, a
PracticeTable dealt and played the same way) and lists what a learner could not see or read
without scrolling sideways. `wait_until_it_reads(page, twin)` waits until the page's table reads
as `twin` does (after a click: the state a test then asserts). Issue 33 item 1.
"""

from __future__ import annotations

from studlib.card_markup import marker_words, note_marks
from studlib.explain import seat_name
from studlib.widgets import PracticeTable

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


def seat_texts(twin: PracticeTable) -> list[dict]:
    """What each of `twin`'s seats reads, as the page writes it (any run of spaces, no-break too,
    read as one): its name, stack, bet and note (empty: nothing to read), and its up cards' names."""
    hand, money = twin.hand, twin.hand.structure.money
    seats = []
    for s in range(twin.players):
        texts = {
            "seat": seat_name(s),
            "stack": money(hand.stacks[s]),
            "bet": money(hand.bet_this_street(s)) if hand.bet_this_street(s) and not hand.is_over else "",
            "note": " ".join(marker_words(m) for m in note_marks(twin.view_model().seats[s])),
        }
        folded_bot = hand.folded(s) and s != twin.seat
        seats.append({**{part: " ".join(text.split()) for part, text in texts.items()},
                      "up": [] if folded_bot else [c.name for c in hand.up_cards(s)]})
    return seats


JS_TABLE_READS = """([title, seats]) => {
  const table = [...document.querySelectorAll('table')].find(t => t.getAttribute('aria-label') === title &&
      t.offsetParent !== null);
  if (!table) return false;
  const rows = [...table.querySelectorAll('tbody tr')];
  const read = (row, cls) => { const el = row.querySelector(cls); return el ? el.innerText.replace(/\\s+/g, ' ').trim() : ''; };
  return rows.length === seats.length && seats.every((seat, i) => {
    const row = rows[i];
    const up = [...row.querySelectorAll('.studlib-up [role="img"]')].map(c => c.getAttribute('aria-label'));
    return read(row, 'th').includes(seat.seat) && read(row, '.studlib-stack').includes(seat.stack) &&
      read(row, '.studlib-bet').includes(seat.bet) && read(row, '.studlib-note').includes(seat.note) &&
      JSON.stringify(up) === JSON.stringify(seat.up); });
}"""


def wait_until_it_reads(page, twin: PracticeTable, timeout_ms: int = 30_000) -> None:
    """Wait until the page's table named as `twin` reads as `twin` does: every seat's stack, bet,
    note and up cards (the state a test asserts, never just "a change")."""
    page.wait_for_function(JS_TABLE_READS, arg=[twin.view_model().title, seat_texts(twin)], timeout=timeout_ms)


def fit_problems(report: dict | None, twin: PracticeTable) -> list[str]:
    """What a learner cannot see or read of `twin`'s seats in the page's `report` (empty: all of it)."""
    if report is None:
        return [f"no table named {twin.view_model().title!r} on the page"]
    problems = []
    scroller = report["scroller"]
    if scroller["scroll"] > scroller["client"]:
        problems.append(f"the table scrolls sideways: {scroller['scroll']} px in {scroller['client']} px")
    if len(report["rows"]) != twin.players:
        return problems + [f"{len(report['rows'])} rows for {twin.players} seats"]
    for row, wanted in zip(report["rows"], seat_texts(twin)):
        name = wanted["seat"]
        for part in ("seat", "stack", "bet", "note"):
            text, got = wanted[part], row[part]
            if not text:
                continue
            if not got or not got["shown"] or not got["text"].endswith(text) and text not in got["text"]:
                problems.append(f"{name}: the {part} does not read {text!r}: {got and got['text']!r}")
            elif not got["inView"]:
                problems.append(f"{name}: the {part} {text!r} is not in view: {got['left']:.0f}-{got['right']:.0f} px "
                                f"of {report['window']} px")
            if part in ("stack", "bet") and got and got["px"] < MONEY_MIN_PX:
                problems.append(f"{name}: the {part} is drawn at {got['px']} px, under {MONEY_MIN_PX} px")
        if [c["name"] for c in row["upCards"]] != wanted["up"]:
            problems.append(f"{name}: the up cards read {[c['name'] for c in row['upCards']]}, not {wanted['up']}")
        hidden = [c["name"] for c in row["upCards"] if not c["inView"]]
        if hidden:
            problems.append(f"{name}: up cards not in view: {hidden}")
    return problems


JS_LAYOUT = """(title) => { const t = [...document.querySelectorAll('table')].find(t => t.getAttribute('aria-label') === title &&
  t.offsetParent !== null); return t ? getComputedStyle(t).display : null; }"""


def table_layout(page, title: str) -> str | None:
    """'table' (one row per seat, a column for each) or 'block' (a list of seats: a narrow screen)."""
    return page.evaluate(JS_LAYOUT, title)
