// studlib on the live site: what a learner sees while Python starts in the browser, and a
// warning (with a fix) when the lesson open is a saved copy older than the course's version.
// A plain script that tools/build_site.py adds to JupyterLite's pages; it needs only
// window.jupyterapp (exposeAppInBrowser) and live/studlib-live.json (course version, texts).
(function () {
  "use strict";
  const STEPS = 3;
  const TIMEOUT_S = 180;
  const started = Date.now();
  // Read now: document.currentScript is only set while the script first runs.
  const HERE = document.currentScript ? document.currentScript.src : window.location.href;
  let config = null;

  const seconds = () => Math.round((Date.now() - started) / 1000);
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, key) => String(values[key]));

  function box(id, role) {
    let node = document.getElementById(id);
    if (!node) {
      node = document.createElement("div");
      node.id = id;
      node.setAttribute("role", role);
      if (role === "status") node.setAttribute("aria-live", "polite");
      document.body.appendChild(node);
    }
    return node;
  }

  function progress(step, key, done) {
    const node = box("studlib-progress", "status");
    const text = config.text;
    node.dataset.step = String(step);
    node.dataset.state = key;
    node.textContent = "";
    const count = document.createElement("span");
    count.className = "studlib-progress-step";
    count.textContent = fill(text.step, {step, steps: STEPS});
    const bar = document.createElement("progress");
    bar.max = STEPS;
    bar.value = done ? STEPS : step - 0.5;
    const words = document.createElement("span");
    words.textContent = fill(text[key], {seconds: seconds()});
    node.append(count, bar, words);
    node.hidden = false;
  }

  function panelOf(app) {
    const panel = app.shell.currentWidget;
    return panel && panel.sessionContext && panel.context && panel.content ? panel : null;
  }

  function kernelState(panel) {
    const session = panel.sessionContext.session;
    const kernel = session && session.kernel;
    if (!kernel) return "starting";
    if (kernel.status === "dead") return "failed";
    return kernel.status === "idle" && kernel.connectionStatus === "connected" ? "ready" : "starting";
  }

  // --- course version -------------------------------------------------------------------------

  // A lesson's key in studlib-live.json: "06-who-acts-first", or "fr/06-who-acts-first" for the
  // French edition (lessons/fr/ in the repository, fr/ among the live files).
  function stemOf(path) {
    if (!path.endsWith(".ipynb")) return null;
    const parts = path.slice(0, -6).split("/");
    const name = parts.pop();
    return parts.length && parts[parts.length - 1] === "fr" ? `fr/${name}` : name;
  }

  function keptName(stem) {
    const now = new Date();
    const pad = (n) => String(n).padStart(2, "0");
    const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ` +
                 `${pad(now.getHours())}.${pad(now.getMinutes())}`;
    return fill(config.text.kept_name, {stem: stem.split("/").pop(), date}) + ".ipynb";
  }

  async function getLatest(app, panel, path, stem) {
    const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
    const kept = folder + keptName(stem);
    // Edits not saved yet belong to the learner's copy: save them into it before it is renamed
    // (the reload below would otherwise drop them without a word).
    if (panel.context.model.dirty) await panel.context.save();
    await app.serviceManager.contents.rename(path, kept);
    panel.context.model.dirty = false;   // saved and renamed: nothing is lost by the reload
    const note = box("studlib-version", "alert");
    note.dataset.state = "kept";
    note.textContent = fill(config.text.kept_as, {name: kept});
    sessionStorage.setItem("studlib-kept", kept);
    window.location.reload();
  }

  function checkVersion(app, panel) {
    const path = panel.context.path;
    const stem = stemOf(path);
    const latest = stem && config.lessons[stem];
    if (!latest) return;   // not a course lesson (the learner's own notebook)
    const mine = panel.context.model.getMetadata("studlib") || {};
    const kept = sessionStorage.getItem("studlib-kept");
    if (mine.lesson_digest === latest) {
      if (kept) {
        sessionStorage.removeItem("studlib-kept");
        const note = box("studlib-version", "status");
        note.dataset.state = "kept";
        note.textContent = fill(config.text.kept_as, {name: kept});
        setTimeout(() => { note.hidden = true; }, 15000);
      }
      return;
    }
    const note = box("studlib-version", "alert");
    note.dataset.state = "older";
    note.textContent = "";
    const words = document.createElement("p");
    words.textContent = config.text.older;
    const latestButton = document.createElement("button");
    latestButton.className = "studlib-get-latest";
    latestButton.textContent = config.text.get_latest;
    latestButton.addEventListener("click", () => {
      latestButton.disabled = true;
      getLatest(app, panel, path, stem).catch((error) => {
        latestButton.disabled = false;
        words.textContent = `${config.text.older} (${error.message || error})`;
      });
    });
    const keepButton = document.createElement("button");
    keepButton.className = "studlib-keep-mine";
    keepButton.textContent = config.text.keep_mine;
    keepButton.addEventListener("click", () => { note.hidden = true; });
    note.append(words, latestButton, keepButton);
    note.hidden = false;
  }

  // --- the page's life --------------------------------------------------------------------------

  async function run() {
    config = await (await fetch(new URL("studlib-live.json", HERE))).json();
    // The French edition's lessons (fr/...) speak French on this page too.
    const opened = new URLSearchParams(window.location.search).get("path") || "";
    config.text = config.texts[opened.startsWith("fr/") ? "fr" : "en"];
    // A page opened on a lesson (?path=...) shows its progress at once; the lab page opened on
    // its own waits for a notebook, and shows nothing if none is opened.
    const opening = new URLSearchParams(window.location.search).has("path");
    if (opening) progress(1, "opening");
    let app = null;
    let panel = null;
    let checked = false;
    const timer = setInterval(() => {
      app = app || (window.jupyterapp && window.jupyterapp.started ? window.jupyterapp : null);
      panel = app && panelOf(app);
      if (!panel) {
        if (seconds() > TIMEOUT_S) {
          clearInterval(timer);
          if (opening) progress(1, "failed");
        }
        return;
      }
      if (!checked && panel.context.isReady) {
        checked = true;
        checkVersion(app, panel);
      }
      const state = kernelState(panel);
      if (state === "ready") {
        clearInterval(timer);
        progress(3, "ready", true);
        setTimeout(() => { box("studlib-progress", "status").hidden = true; }, 8000);
      } else if (state === "failed" || seconds() > TIMEOUT_S) {
        clearInterval(timer);
        progress(2, "failed");
      } else {
        progress(2, "starting");
      }
    }, 250);
  }

  const start = () => run().catch((error) => console.error("studlib-live:", error));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
