// "Run this lesson here": turns a lesson page of the course website live, in place.
// Python (Pyodide) starts in a Web Worker (studlib-kernel-worker.mjs), the page's code cells run
// in order, and each cell's stored outputs are replaced by the live ones: a widget's picture by
// the working widget, drawn by @jupyter-widgets/html-manager (vendor/, from npm). A progress line
// says what is happening in the page's language (texts from site/_ext/site_text.py, in the page).
// After the lesson has run, a code cell can be edited and run again. A start that stalls (no
// step done for STALL_S seconds) stops with the failure message and a Retry button.
(function () {
  "use strict";
  const control = document.querySelector(".studlib-live[data-lesson]");
  if (!control) return;
  const root = new URL(control.dataset.root, document.baseURI);
  const here = new URL("_live/", root);
  const texts = JSON.parse(control.querySelector("script.studlib-live-texts").textContent);
  const button = control.querySelector("button.studlib-live-run");
  const status = control.querySelector(".studlib-live-status");
  const WIDGET = "application/vnd.jupyter.widget-view+json";
  // Seconds a start-up step may take before the start is given up: the last resort, for a
  // start that hangs (a server that stops answering mid-way); a refused request fails at once.
  // The first start of Python takes about 15 s on a laptop, and a step several times that on a
  // machine under load: the bar is per step, so a slow machine is not cut short.
  const STALL_S = 90;

  // Cache the runtime, the wheels and the pages for the next visit and for going offline.
  const registration = "serviceWorker" in navigator && control.dataset.sw
    ? navigator.serviceWorker.register(new URL(control.dataset.sw, root), { scope: root.pathname })
      .catch((error) => { console.warn("studlib live: no offline cache", error); return null; })
    : Promise.resolve(null);

  // A first visit loads the page, its styles and scripts before the service worker is in
  // charge: once it is, it is asked to keep them too, so the page opens with the server gone.
  registration.then(async (reg) => {
    if (!reg) return;
    if (document.readyState !== "complete") await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
    const active = (await navigator.serviceWorker.ready).active;
    const urls = [window.location.href.split("#")[0], ...performance.getEntriesByType("resource").map((entry) => entry.name)]
      .filter((url) => new URL(url).origin === window.location.origin);
    // The page is kept (tests wait for it before they stop the server).
    navigator.serviceWorker.addEventListener("message", ({ data }) => {
      if (data && data.type === "kept" && data.complete) document.documentElement.dataset.studlibPageKept = "true";
    });
    if (active) active.postMessage({ type: "keep", urls });
  }).catch(() => {});

  // A new build of the site has a new service worker (its cache is named after everything the
  // site serves). Before Python starts, ask for it and wait until it is in charge, so that this
  // visit loads the new studlib wheel and lock, not those kept by an earlier visit. Offline, or
  // with the server gone, the kept one goes on serving.
  async function newestServiceWorker() {
    const reg = await registration;
    if (!reg) return;
    if (!navigator.serviceWorker.controller) {
      // A first visit: the worker just installed takes charge in a moment (it claims the page);
      // Python started after that has its runtime kept for the next visit.
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
        setTimeout(resolve, 10000);
      });
      return;
    }
    try {
      await reg.update();
    } catch (error) {
      return;
    }
    const incoming = reg.installing || reg.waiting;
    if (incoming && navigator.serviceWorker.controller) {
      await new Promise((resolve) => {
        const settled = () => incoming.state === "activated" || incoming.state === "redundant";
        if (settled()) { resolve(); return; }
        incoming.addEventListener("statechange", () => { if (settled()) resolve(); });
        // Installing copies the whole runtime into the new cache: on a loaded machine that takes
        // longer than 20 s, and giving up then started the old studlib. A stalled step's bar.
        setTimeout(resolve, STALL_S * 1000);
      });
    }
    // The browser may have installed and activated the new worker itself (it checks at each
    // visit) before this page asked: then nothing is incoming, but the page is still served by
    // the old worker until the new one claims it. Python starts only once it has.
    if (reg.active && navigator.serviceWorker.controller && navigator.serviceWorker.controller !== reg.active) {
      await new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true });
        setTimeout(resolve, STALL_S * 1000);
      });
    }
  }

  function say(key, values) {
    let text = texts[key];
    for (const [name, value] of Object.entries(values || {})) text = text.replace(`{${name}}`, value);
    status.textContent = text;
  }

  function script(src) {
    return new Promise((resolve, reject) => {
      const tag = document.createElement("script");
      tag.src = src;
      tag.onload = resolve;
      tag.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(tag);
    });
  }

  // The widget manager: require.js, then html-manager's AMD bundle (it defines its modules by name).
  async function widgetManager() {
    if (!window.requirejs) await script(new URL("vendor/require.js", here).href);
    await script(new URL("vendor/libembed-amd.js", here).href);
    return new Promise((resolve, reject) => window.requirejs(["@jupyter-widgets/html-manager"], resolve, reject));
  }

  // The lesson's code cells as MyST-NB draws them: the source in .cell_input, outputs in .cell_output.
  function codeCells() {
    return [...document.querySelectorAll("div.cell")].filter((cell) => cell.querySelector(".cell_input pre"))
      .map((cell, index) => ({ id: `cell-${index}`, element: cell, source: cell.querySelector(".cell_input pre") }));
  }

  // Focus goes where the learner's next step is, unless they have moved it themselves.
  function focusIfHere(target) {
    const now = document.activeElement;
    if (target && (!now || now === document.body || now === status || now === button || now === retry)) {
      target.focus();
    }
  }

  // Shown with the failure message: starts again, with a new Python.
  const retry = document.createElement("button");
  retry.type = "button";
  retry.className = "studlib-live-retry";
  retry.textContent = texts.retry;
  retry.hidden = true;
  status.after(retry);
  status.tabIndex = -1;

  async function start() {
    button.disabled = true;
    retry.hidden = true;
    const started = performance.now();
    let step = "opening";
    let lastStep = performance.now();
    let failed = false;
    const seconds = () => Math.round((performance.now() - started) / 1000);
    // When each step began, in ms after the click (benchmarks/bench_live.py prints them).
    const times = window.studlibLiveTimes = {};
    const mark = (name) => { times[name] = Math.round(performance.now() - started); lastStep = performance.now(); };
    say(step, { seconds: 0 });
    // The status line has the focus while Python starts (the pressed button is disabled).
    focusIfHere(status);
    let worker = null;
    function fail(error) {
      if (failed) return;
      failed = true;
      clearInterval(tick);
      if (worker) worker.terminate();
      say("failed");
      delete document.documentElement.dataset.studlibLive;
      document.documentElement.dataset.studlibLiveFailed = "true";
      retry.hidden = false;
      focusIfHere(retry);
      console.error("studlib live:", error);
    }
    const tick = setInterval(() => {
      if (step === "cell") return;
      if (performance.now() - lastStep > STALL_S * 1000) fail(new Error(`no progress at step ${step} for ${STALL_S} s`));
      else say(step, { seconds: seconds() });
    }, 1000);
    delete document.documentElement.dataset.studlibLiveFailed;
    await newestServiceWorker();
    if (failed) return;
    const cells = codeCells();
    worker = new Worker(new URL("studlib-kernel-worker.mjs", here), { type: "module" });
    worker.onerror = (event) => fail(event.message || "the worker could not start");
    const comms = new Map();          // comm_id -> PageComm
    const replies = new Map();        // message id -> the widget's callbacks
    let nextId = 1;
    let manager = null;
    let live = null;                  // the cell whose outputs are being drawn: {cell, area, clearNext}
    let onDone = null;

    class PageComm {
      // The comm interface @jupyter-widgets/base expects of a kernel's comm, over the worker.
      constructor(commId, targetName) {
        this.comm_id = commId;
        this.target_name = targetName;
        this.early = [];
        this.msgCallback = null;
        this.closeCallback = null;
      }
      open() { return ""; }
      send(data, callbacks, metadata, buffers) {
        const id = nextId++;
        replies.set(id, callbacks);
        worker.postMessage({ type: "comm", id, comm_id: this.comm_id, data,
                             buffers: (buffers || []).map((b) => new Uint8Array(b.buffer || b)) });
        return String(id);
      }
      close() { comms.delete(this.comm_id); return ""; }
      on_msg(callback) { this.msgCallback = callback; this.early.splice(0).forEach(callback); }
      on_close(callback) { this.closeCallback = callback; }
      deliver(msg) { if (this.msgCallback) this.msgCallback(msg); else this.early.push(msg); }
    }

    function output(kind) {
      if (live.clearNext) { live.area.replaceChildren(); live.clearNext = false; }
      const box = document.createElement("div");
      box.className = `output ${kind}`;
      live.area.appendChild(box);
      return box;
    }

    function stream({ name, text }) {
      const last = live.area.lastElementChild;
      if (!live.clearNext && last && last.dataset.stream === name) {
        last.firstChild.textContent += text;
        return;
      }
      const box = output(name === "stderr" ? "stderr" : "stream");
      box.dataset.stream = name;
      const pre = document.createElement("pre");
      pre.textContent = text;
      box.appendChild(pre);
    }

    async function display({ data }) {
      if (data[WIDGET]) {
        const box = output("text_html studlib-live-widget");
        const model = await manager.get_model(data[WIDGET].model_id);
        await manager.display_view(manager.create_view(model), box);
      } else if (data["text/html"]) {
        output("text_html").innerHTML = data["text/html"];   // the lesson's own output, as the page shows it
      } else if (data["image/png"]) {
        const img = document.createElement("img");
        img.src = `data:image/png;base64,${data["image/png"]}`;
        img.alt = data["text/plain"] || "";
        output("image").appendChild(img);
      } else if (data["text/plain"]) {
        const pre = document.createElement("pre");
        pre.textContent = data["text/plain"];
        output("text_plain").appendChild(pre);
      }
    }

    function error({ ename, evalue, traceback, missing_module: missing }) {
      if (missing) { stored(missing); return; }
      const pre = document.createElement("pre");
      // IPython colours its traceback with ANSI codes: the page shows plain text.
      pre.textContent = (traceback || [`${ename}: ${evalue}`]).join("\n").replace(/\x1b\[[0-9;]*m/g, "");
      output("error").appendChild(pre);
    }

    // A cell that needs a package the browser could not load (numpy offline) keeps its stored
    // outputs, under one sentence that says so, instead of a traceback.
    function stored(module) {
      const note = document.createElement("p");
      note.className = "studlib-live-notice";
      note.textContent = texts.missing_module.replace("{module}", module);
      live.area.replaceChildren(note, ...(live.cell.stored ? [...live.cell.stored.children].map((o) => o.cloneNode(true)) : []));
      live.clearNext = false;
    }

    // A cell's live outputs take the place of its stored ones (kept once, to show again offline).
    function begin(cell) {
      const area = document.createElement("div");
      area.className = "cell_output docutils container studlib-live-output";
      const old = cell.element.querySelector(":scope > .cell_output");
      if (cell.stored === undefined) cell.stored = old;   // the page's own outputs, kept once
      if (old) old.replaceWith(area); else cell.element.appendChild(area);
      live = { cell, area, clearNext: false };
    }

    function runCell(cell) {
      begin(cell);
      return new Promise((resolve) => {
        onDone = resolve;
        worker.postMessage({ type: "run", cell: cell.id, code: cell.source.textContent });
      });
    }

    worker.onmessage = async ({ data }) => {
      const { type, content, buffers } = data;
      if (type === "progress") { step = data.step; mark(step); say(step, { seconds: seconds() }); }
      else if (type === "ready") mark("ready");
      // Python came from the snapshot of an earlier visit, or this visit's snapshot is kept
      // (tests and benchmarks/bench_live.py read it; the learner is told nothing).
      else if (type === "snapshot") {
        if (data.state === "restored") mark("snapshot restored");
        document.documentElement.dataset.studlibSnapshot = data.state;
        if (data.state === "kept") {
          document.documentElement.dataset.studlibSnapshotKept = `${Math.round(data.bytes / 1e6)} MB, taken in ${data.ms} ms`;
        }
      }
      else if (type === "kept") document.documentElement.dataset.studlibKept = `${data.modules} modules, ${data.ms} ms`;
      else if (type === "failed") fail(data.error);
      else if (type === "done") { if (onDone) onDone(data.ok); }
      else if (type === "handled") {
        const callbacks = replies.get(data.id);
        replies.delete(data.id);
        if (callbacks && callbacks.iopub && callbacks.iopub.status) {
          callbacks.iopub.status({ content: { execution_state: "idle" } });
        }
      } else if (type === "comm_open") {
        const comm = new PageComm(content.comm_id, content.target_name);
        comms.set(content.comm_id, comm);
        manager.handle_comm_open(comm, { content, metadata: content.metadata, buffers });
      } else if (type === "comm_msg") {
        const comm = comms.get(content.comm_id);
        if (comm) comm.deliver({ content, metadata: content.metadata, buffers });
      } else if (type === "comm_close") {
        const comm = comms.get(content.comm_id);
        if (comm && comm.closeCallback) comm.closeCallback({ content });
        comms.delete(content.comm_id);
      } else if (live && live.cell.id === content.cell) {
        if (type === "stream") stream(content);
        else if (type === "display") await display(content);
        else if (type === "error") error(content);
        else if (type === "clear") { if (content.wait) live.clearNext = true; else live.area.replaceChildren(); }
      }
    };

    function editable(cell) {
      if (cell.element.classList.contains("tag_hide-input") || cell.element.querySelector(".cell_input details")) return;
      cell.source.contentEditable = "plaintext-only";
      cell.source.spellcheck = false;
      cell.source.setAttribute("aria-label", texts.edit_label);
      const again = document.createElement("button");
      again.type = "button";
      again.className = "studlib-live-again";
      again.textContent = texts.run_again;
      again.addEventListener("click", async () => {
        again.disabled = true;
        await runCell(cell);
        again.disabled = false;
      });
      cell.element.querySelector(".cell_input").after(again);
    }

    await (async () => {
      const [htmlManager] = await Promise.all([
        widgetManager().then((module) => { mark("widget manager"); return module; }),
        new Promise((resolve) => {
          worker.postMessage({ type: "start", files: JSON.parse(control.dataset.files || "[]"),
                               folder: control.dataset.folder });
          worker.addEventListener("message", function ready({ data }) {
            if (data.type === "ready") { worker.removeEventListener("message", ready); resolve(); }
          });
        }),
      ]);
      if (failed) return;
      manager = new htmlManager.HTMLManager();
      mark("cells");
      step = "cell";
      for (const [index, cell] of cells.entries()) {
        if (failed) return;
        say("cell", { cell: index + 1, cells: cells.length });
        await runCell(cell);
      }
      clearInterval(tick);
      mark("done");
      cells.forEach(editable);
      say("ready", { seconds: seconds() });
      control.classList.add("studlib-live-on");
      // For the next visit, the compiled modules: a few seconds after the lesson has run, so the
      // learner's first clicks do not wait for it.
      setTimeout(() => worker.postMessage({ type: "keep" }), 5000);
      button.textContent = texts.live;
      document.documentElement.dataset.studlibLive = "ready";
      // Then on the first live widget's first control: the lesson's first thing to do.
      const first = document.querySelector(".studlib-live-widget button:not([disabled]), .studlib-live-widget select, " +
                                           ".studlib-live-widget input, .studlib-live-widget textarea");
      focusIfHere(first);
    })().catch(fail);
  }

  button.hidden = false;
  button.addEventListener("click", start, { once: true });
  retry.addEventListener("click", start);
})();
