"""Every learner-facing text of the course website, in one place (English).

The lesson pages' live link reads LIVE_*; the live JupyterLite pages read LIVE_PAGE (written to
live/studlib-live.json by tools/build_site.py for site/lite/studlib-live.js). A translation
copies this module and changes only the strings.
"""

LIVE_TEXT = "Run this lesson live"
LIVE_HINT = ("Opens this lesson in your browser with Python and the widgets ready to use "
             "(the first start takes about 15 seconds; nothing is installed on your computer).")

# {step} and {steps} are the step numbers, {seconds} the time since the page opened.
LIVE_PAGE = {
    "step": "{step} of {steps}",
    "opening": "Opening the lesson...",
    "starting": "Starting Python in your browser... ({seconds} s; the first start takes about 15 s)",
    "ready": "Python is ready. Run each cell with Shift+Enter, or Run > Run All Cells.",
    "failed": "Python could not start in this browser. Reload the page to try again.",
    "older": ("This is your saved copy of the lesson, from an older version of the course: "
              "the lesson has changed since you saved it."),
    "get_latest": "Get the course's latest version of this lesson",
    "keep_mine": "Keep working on my copy",
    "kept_as": "Your copy stays in the file list as \u201c{name}\u201d.",
    "kept_name": "{stem} (my copy {date})",
}
