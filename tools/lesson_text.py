r"""Money in lesson prose, between the Markdown source and the notebook (no dependencies).

The source writes `\$2`, which GitHub, MyST and the website show as "$2". JupyterLab 4.6
typesets the text between two such dollars as TeX maths and leaves only `\\$` alone, so the
notebook gets the doubled form (tools/build_lessons.py), and the website turns it back
(tools/build_site.py).
"""

from __future__ import annotations

import re

_CODE_SPAN = re.compile(r"(`+).+?\1", re.S)
_ONE_BACKSLASH_DOLLAR = re.compile(r"(?<!\\)\\\$")


def for_jupyterlab(markdown: str) -> str:
    """'\\$2' -> '\\\\$2' outside code: the form JupyterLab's maths filter leaves as a dollar."""
    out, last = [], 0
    for span in _CODE_SPAN.finditer(markdown):
        out += [_ONE_BACKSLASH_DOLLAR.sub(r"\\\\$", markdown[last:span.start()]), span.group(0)]
        last = span.end()
    return "".join(out) + _ONE_BACKSLASH_DOLLAR.sub(r"\\\\$", markdown[last:])


def from_jupyterlab(markdown: str) -> str:
    """The inverse of for_jupyterlab: the notebook's '\\\\$' back to the source's '\\$'."""
    return markdown.replace("\\\\$", "\\$")
