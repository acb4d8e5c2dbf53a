"""axe-core, the accessibility engine, run inside a page: WCAG 2.2 level A and AA rules.

The browser tests (JupyterLab, Voila) and the site tests (tests/site) share it. axe-core comes
from npm, pinned in tests/package.json; `make test` and `make site-check` install it into
tests/node_modules. A test injects it into the page it has open and audits the whole page or
only the course's own part of it (the widgets inside JupyterLab, whose own interface is not
ours to fix).
"""

from __future__ import annotations

from pathlib import Path

AXE_JS = Path(__file__).resolve().parents[1] / "node_modules" / "axe-core" / "axe.min.js"
# WCAG 2.0, 2.1 and 2.2 at levels A and AA: the course's target (WCAG 2.2 AA).
WCAG_22_AA = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa")

JS_AUDIT = """async ([selector, tags]) => {
  // A NodeList is a context axe accepts as it is: only those elements and what they hold.
  const context = selector ? document.querySelectorAll(selector) : document;
  if (selector && !context.length) return {audited: 0, violations: []};
  const result = await axe.run(context, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  return {
    audited: selector ? context.length : 1,
    violations: result.violations.map(v => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.slice(0, 5).map(n => ({target: n.target.join(' '), html: n.html.slice(0, 200),
                                            why: n.failureSummary})),
      count: v.nodes.length,
    })),
  };
}"""


def missing() -> str:
    """Why axe-core cannot run here, or '' when it can."""
    if AXE_JS.is_file():
        return ""
    return f"axe-core is not installed ({AXE_JS} is missing): run `npm ci --prefix tests` (make test does)"


def audit(page, selector: str | None = None) -> dict:
    """axe's WCAG 2.2 A/AA violations in the page, or only inside the elements `selector` finds.

    Returns {"audited": how many elements (1 for the whole page), "violations": [...]}, each
    violation with its rule id, impact, help text, node count and up to five example nodes.
    """
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE_JS))
    return page.evaluate(JS_AUDIT, [selector, list(WCAG_22_AA)])


def describe(violations: list[dict]) -> str:
    """One line per violation, for an assertion message a developer can act on."""
    return "\n".join(f"{v['id']} ({v['impact']}, {v['count']} nodes): {v['help']}; e.g. "
                     + " | ".join(f"{n['target']}: {n['why']}" for n in v["nodes"][:2])
                     for v in violations)
