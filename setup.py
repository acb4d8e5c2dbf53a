"""The package build compiles the gettext catalogs (studlib/locale/*/LC_MESSAGES/*.po -> .mo).

Everything else about the package is in pyproject.toml; this file exists only for that step,
so that a French edition works from any install (wheel, sdist or `pip install -e .`) without a
compiled catalog being committed.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class build_py_with_catalogs(build_py):
    """build_py, then .po -> .mo with Babel (in the source tree for an editable install)."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        root = Path(__file__).parent
        out_root = root if self.editable_mode else Path(self.build_lib)
        for po in sorted((root / "studlib" / "locale").glob("*/LC_MESSAGES/*.po")):
            mo = out_root / po.relative_to(root).with_suffix(".mo")
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source)
            with mo.open("wb") as target:
                write_mo(target, catalog)


setup(cmdclass={"build_py": build_py_with_catalogs})
