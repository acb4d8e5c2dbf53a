"""Every learner-facing text of the course website, in one place, in English and in French.

The lesson pages' live link reads LIVE_TEXT/LIVE_HINT (TEXT["fr"] on the French edition's pages);
the live JupyterLite pages read LIVE_PAGE (written to live/studlib-live.json by
tools/build_site.py for site/lite/studlib-live.js, which picks the language of the lesson
opened). A new language adds one entry to TEXT with the same keys.
"""

LIVE_TEXT = "Open in JupyterLite"
LIVE_HINT = ("Python starts in your browser and runs this page: the deals, tables and self-checks "
             "answer your clicks right here. Nothing is installed on your computer; JupyterLite "
             "shows the whole notebook instead.")

# The in-page live control (site/live-page/studlib-page-live.js); {seconds} since the click,
# {cell} of {cells} the code cell running.
LIVE_IN_PAGE = {
    "run": "Run this lesson live",
    "live": "This lesson is live",
    "opening": "Opening Python... ({seconds} s)",
    "python": "Starting Python in your browser... ({seconds} s)",
    "packages": "Loading the course's code... ({seconds} s)",
    "files": "Loading the lesson's files... ({seconds} s)",
    "shell": "Getting the lesson ready... ({seconds} s)",
    "cell": "Running the lesson: cell {cell} of {cells}...",
    "ready": "The lesson is live: the widgets answer your clicks, and you can edit a code cell and run it again.",
    # After a start that failed or stalled (the site's server gone and nothing kept, say), with
    # the Retry button under it.
    "failed": ("Python could not start in this browser: the site did not answer, or this browser "
               "cannot run it. Press \u201cRetry\u201d to try again."),
    "retry": "Retry",
    "run_again": "Run this cell again",
    "edit_label": "Code cell: edit it, then press \u201cRun this cell again\u201d",
    # A cell that imports a package the site does not ship ({module}: numpy), with no internet.
    "missing_module": ("This example needs {module}, which the browser edition cannot load without the internet: "
                       "the result below is the one stored with the lesson."),
}

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

# The fold over a lesson's hidden code cell (MyST-NB's prompt, in the page's language).
CODE_PROMPT = {"show": "Show code cell source", "hide": "Hide code cell source"}

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
    "en": {"LIVE_TEXT": LIVE_TEXT, "LIVE_HINT": LIVE_HINT, "LIVE_IN_PAGE": LIVE_IN_PAGE, "LIVE_PAGE": LIVE_PAGE,
           "INDEX": INDEX, "CODE_PROMPT": CODE_PROMPT},
    "fr": {
        # The French pages' surroundings (studlib_site.french_chrome): the site's name in their
        # title and sidebar, the footer, and the sidebar's captions.
        "INDEX": {"caption": "Leçons, édition française", "other_caption": "Leçons, édition anglaise",
                  "reference": "Référence",
                  "site_title": "studlib : les règles du stud, du stud hi/lo et du razz",
                  "author": "les auteurs de studlib", "copyright": "les auteurs de studlib, licence MIT"},
        "CODE_PROMPT": {"show": "Afficher le code de la cellule", "hide": "Masquer le code de la cellule"},
        "LIVE_TEXT": "Ouvrir dans JupyterLite",
        "LIVE_HINT": ("Python démarre dans votre navigateur et fait tourner cette page : les donnes, les tables "
                      "et les exercices répondent à vos clics ici même. Rien ne s'installe sur votre ordinateur ; "
                      "JupyterLite montre le notebook en entier."),
        "LIVE_IN_PAGE": {
            "run": "Lancer cette leçon en direct",
            "live": "Cette leçon est en direct",
            "opening": "Ouverture de Python… ({seconds} s)",
            "python": "Python démarre dans votre navigateur… ({seconds} s)",
            "packages": "Chargement du code du cours… ({seconds} s)",
            "files": "Chargement des fichiers de la leçon… ({seconds} s)",
            "shell": "Préparation de la leçon… ({seconds} s)",
            "cell": "La leçon s'exécute : cellule {cell} sur {cells}…",
            "ready": ("La leçon est en direct : les widgets répondent à vos clics, et vous pouvez modifier "
                      "une cellule de code puis la relancer."),
            "failed": ("Python n'a pas pu démarrer dans ce navigateur : le site n'a pas répondu, ou ce "
                       "navigateur ne peut pas le faire tourner. Appuyez sur « Réessayer » pour recommencer."),
            "retry": "Réessayer",
            "run_again": "Relancer cette cellule",
            "edit_label": "Cellule de code : modifiez-la, puis appuyez sur « Relancer cette cellule »",
            "missing_module": ("Cet exemple a besoin de {module}, que l'édition pour navigateur ne peut pas "
                               "charger sans Internet : le résultat ci-dessous est celui enregistré avec la leçon."),
        },
        # The French pages' search: its box, its page and the title of that page.
        "SEARCH": {"box": "Rechercher", "placeholder": "Rechercher…", "title": "Recherche"},
        "LIVE_PAGE": {
            "step": "{step} sur {steps}",
            "opening": "Ouverture de la leçon…",
            "starting": "Python démarre dans votre navigateur… ({seconds} s ; le premier démarrage prend environ 15 s)",
            "ready": "Python est prêt. Exécutez chaque cellule avec Maj+Entrée, ou Exécution > Exécuter toutes les cellules.",
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
