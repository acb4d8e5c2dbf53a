"""Every learner-facing text of the course website, in one place, in English and in French.

The lesson pages' live link reads LIVE_TEXT/LIVE_HINT (TEXT["fr"] on the French edition's pages);
the live JupyterLite pages read LIVE_PAGE (written to live/studlib-live.json by
tools/build_site.py for site/lite/studlib-live.js, which picks the language of the lesson
opened). A new language adds one entry to TEXT with the same keys.
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

INDEX = {
    "title": "Seven Card Stud, Stud Hi/Lo and Razz: the rules",
    "about": ("An interactive course on the rules of three stud poker games, one idea per lesson, each rule\n"
              "with a worked example, a mini-deal to click through and a self-check."),
    "live": ("Read any lesson here, or press **Run this lesson live** at the top of a lesson: it opens the\n"
             "same lesson in your browser with Python running, so every deal, table and self-check answers\n"
             "your clicks. Nothing is installed on your computer; your work stays in this browser."),
    "lessons": "The lessons",
    "caption": "Lessons",
    "other": "Édition française",
    "other_intro": ("Le même cours en français, avec les mêmes donnes et les mêmes exercices : "
                    "[sommaire de l'édition française](lessons/fr/00-contents.ipynb)."),
    "catalogue": "Every rule the course teaches has an ID; [the rule catalogue](docs/catalogue.md) lists them all.",
    "reference": "Reference",
}

TEXT = {
    "en": {"LIVE_TEXT": LIVE_TEXT, "LIVE_HINT": LIVE_HINT, "LIVE_PAGE": LIVE_PAGE, "INDEX": INDEX},
    "fr": {
        "INDEX": {"caption": "Leçons, édition française"},
        # The French pages' search: its box, its page and the title of that page.
        "SEARCH": {"box": "Rechercher", "placeholder": "Rechercher…", "title": "Recherche"},
        "LIVE_TEXT": "Ouvrir cette leçon en direct",
        "LIVE_HINT": ("Ouvre cette leçon dans votre navigateur, avec Python et les widgets prêts à servir "
                      "(le premier démarrage prend environ 15 secondes ; rien ne s'installe sur votre ordinateur)."),
        "LIVE_PAGE": {
            "step": "{step} sur {steps}",
            "opening": "Ouverture de la leçon…",
            "starting": "Python démarre dans votre navigateur… ({seconds} s ; le premier démarrage prend environ 15 s)",
            "ready": "Python est prêt. Exécutez chaque cellule avec Maj+Entrée, ou Run > Run All Cells.",
            "failed": "Python n'a pas pu démarrer dans ce navigateur. Rechargez la page pour réessayer.",
            "older": ("Ceci est votre copie enregistrée de la leçon, d'une version plus ancienne du cours : "
                      "la leçon a changé depuis."),
            "get_latest": "Prendre la dernière version de cette leçon",
            "keep_mine": "Continuer sur ma copie",
            "kept_as": "Votre copie reste dans la liste des fichiers sous le nom « {name} ».",
            "kept_name": "{stem} (ma copie {date})",
        },
    },
}
