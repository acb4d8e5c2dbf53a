// The live lesson page's Python, in a Web Worker so the page keeps answering while it starts.
// Pyodide (the site's own copy in live/static/pyodide/, with the course's wheels in its lock)
// runs studlib_live_kernel.py, which runs the cells with IPython. Messages from the page:
//   {type: "start", files: [paths under live/files/], folder}   once
//   {type: "run", cell, code}                                    a code cell, in page order
//   {type: "comm", id, comm_id, data, buffers}                   a widget's message to Python
//   {type: "keep"}                                               the lesson ran: keep its bytecode
// Messages to the page: {type: "progress", step}, {type: "ready"}, {type: "failed", error},
// {type: "done", cell, ok}, {type: "handled", id}, {type: "kept", modules, ms},
// {type: "snapshot", state: "restored" | "kept", bytes, ms} (see restoreSnapshot), and every output of the shell as
// {type: <display|stream|error|clear|comm_open|comm_msg|comm_close>, content, buffers}.
import { loadPyodide } from "../live/static/pyodide/pyodide.mjs";

const HERE = new URL(".", import.meta.url);
const PYODIDE = new URL("../live/static/pyodide/", HERE).href;
const FILES = new URL("../live/files/", HERE);
// What the lessons import; ipython is the shell that runs the cells.
const PACKAGES = ["studlib", "ipywidgets", "ipython"];
const DRIVE = "/home/pyodide/course";

let pyodide = null;
let kernel = null;
let shell = null;                 // the page's LiveShell, once started
let bytecodeCache = null;
// Import names of the packages Pyodide's lock fetches from the internet (numpy, matplotlib).
const fromInternet = new Set();

// The compiled modules of an earlier visit (see compiled_modules in studlib_live_kernel.py),
// in the browser's Cache Storage under the digest of the Pyodide lock.
async function openBytecodeCache(lock) {
  return openCache("studlib-bytecode-", await digest(lock));
}

// The Cache Storage cache `prefix` + `key`, once every older one of that prefix is deleted (a
// new build of the site replaces what the last one kept); null where the browser has none.
async function openCache(prefix, key) {
  if (!self.caches) return null;
  const name = `${prefix}${key}`;
  for (const old of await caches.keys()) if (old.startsWith(prefix) && old !== name) await caches.delete(old);
  return caches.open(name);
}

async function restoreBytecode() {
  if (!bytecodeCache) return;
  await Promise.all((await bytecodeCache.keys()).map(async (request) => {
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^\/studlib-bytecode/, ""));
    const reply = await bytecodeCache.match(request);
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, new Uint8Array(await reply.arrayBuffer()));
  }));
}

async function keepBytecode() {
  if (!bytecodeCache || (await bytecodeCache.keys()).length) {
    self.postMessage({ type: "kept", modules: 0, ms: 0 });
    return;
  }
  const started = performance.now();
  const compiled = kernel.compiled_modules().toJs();
  const ms = Math.round(performance.now() - started);
  await Promise.all(compiled.map(([path, bytes]) => bytecodeCache.put(
    new URL(`/studlib-bytecode${path}`, self.location.origin).href, new Response(bytes))));
  self.postMessage({ type: "kept", modules: compiled.length, ms });
}

function send(kind, text, buffers) {
  const list = buffers && buffers.toJs ? buffers.toJs() : [];
  self.postMessage({ type: kind, content: JSON.parse(text), buffers: list });
}

// A memory snapshot of the Python that the first visit set up (packages installed, the shell's
// modules imported), restored at the next visit instead of starting Python and importing again.
// Kept in Cache Storage under a digest of Pyodide's lock (every wheel's sha256), this kernel's
// source and the runtime's build: another build of the site never meets an old snapshot, and
// Pyodide itself refuses one from another runtime build.
const SNAPSHOT = "studlib-snapshot-";

async function digest(...parts) {
  const joined = new Blob(parts);
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", await joined.arrayBuffer()))]
    .slice(0, 8).map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function snapshotCache(key) {
  const cache = await openCache(SNAPSHOT, key);
  return cache && { cache, request: new URL(`/${SNAPSHOT}${key}`, self.location.origin).href };
}

// Pyodide from the kept snapshot, or null (none kept, or it cannot be restored: then it is dropped
// and the normal start follows, with nothing said to the learner).
async function restoreSnapshot(kept, where) {
  if (!kept) return null;
  try {
    const reply = await kept.cache.match(kept.request);
    if (!reply) return null;
    const snapshot = new Uint8Array(await reply.arrayBuffer());
    // Pyodide's WebAssembly starts with less memory than the snapshot holds (its INITIAL_MEMORY
    // setting is not read by this build): grow it before the snapshot is copied in.
    const { default: createPyodideModule } = await import(new URL("pyodide.asm.mjs", PYODIDE).href);
    const grown = async (settings) => {
      const module = await createPyodideModule(settings);
      if (!module._emscripten_resize_heap(snapshot.length)) throw new Error("no memory for the snapshot");
      return module;
    };
    return await loadPyodide({ ...where(), _loadSnapshot: snapshot, createPyodideModule: grown });
  } catch (error) {
    console.warn("studlib live: the kept start-up could not be restored", error);
    await kept.cache.delete(kept.request).catch(() => {});
    return null;
  }
}

// Snapshot Python now (nothing in it holds a JavaScript object yet: the shell is not started)
// and keep it for the next visit. The copy is taken at once; storing it does not hold up the lesson.
function keepSnapshot(kept) {
  if (!kept) return;
  // Pyodide snapshots only a Python whose list of loaded packages (a JavaScript object Python
  // sees) is still empty: it is emptied for the copy, then put back. A restored Python starts
  // with the list empty, so loadPackage puts the packages' files back (the snapshot has no files).
  const loaded = { ...pyodide.loadedPackages };
  try {
    for (const name of Object.keys(loaded)) delete pyodide.loadedPackages[name];
    // Files open now would be closed in the snapshot but not in the restored file system (the
    // wheels' zip files, left to the garbage collector by the install): close them first.
    pyodide.runPython("import gc; gc.collect()");
    const started = performance.now();
    const snapshot = pyodide.makeMemorySnapshot();
    const ms = Math.round(performance.now() - started);
    kept.cache.put(kept.request, new Response(snapshot))
      .then(() => self.postMessage({ type: "snapshot", state: "kept", bytes: snapshot.length, ms }))
      .catch((error) => console.warn("studlib live: the start-up could not be kept", error));
  } catch (error) {
    console.warn("studlib live: the start-up could not be kept", error);
  } finally {
    Object.assign(pyodide.loadedPackages, loaded);
  }
}

async function start({ files, folder }) {
  self.postMessage({ type: "progress", step: "python" });
  // Pyodide's lock: what it can install (the site ships some, the rest is on the internet).
  // Asked of the server even where the browser's HTTP cache has a copy (the service worker
  // answers from its cache, which a new build of the site replaces): the snapshot's and the
  // bytecode's keys come from this lock, and Pyodide installs from this very lock (where()), so
  // the packages and the keys can never come from two different builds.
  const lock = await (await fetch(new URL("pyodide-lock.json", PYODIDE), { cache: "no-cache" })).arrayBuffer();
  const where = () => ({ indexURL: PYODIDE, packageBaseUrl: PYODIDE,
                         lockFileContents: JSON.parse(new TextDecoder().decode(lock)) });
  const source = await (await fetch(new URL("studlib_live_kernel.py", HERE))).text();
  let kept = null;
  try {
    kept = await snapshotCache(await digest(lock, source, PYODIDE));
  } catch (error) {
    console.warn("studlib live: no start-up kept from an earlier visit", error);
  }
  pyodide = await restoreSnapshot(kept, where);
  const restored = pyodide !== null;
  if (restored) {
    // The snapshot holds the first visit's random state: without a new seed every visit would
    // deal the same "random" hand (Hand without a seed draws its deal number from random).
    pyodide.runPython("import random; random.seed()");
    self.postMessage({ type: "snapshot", state: "restored" });
  }
  else pyodide = await loadPyodide({ ...where(), _makeSnapshot: kept !== null });
  self.postMessage({ type: "progress", step: "packages" });
  // Also after a restore: the snapshot holds Python's memory, not its files, and a lesson may
  // import a module of these packages that the shell did not.
  await pyodide.loadPackage(PACKAGES, { messageCallback: () => {}, errorCallback: console.warn });
  const entries = Object.values(JSON.parse(new TextDecoder().decode(lock)).packages);
  const installable = entries.flatMap((entry) => entry.imports || []);
  for (const entry of entries) {
    if (/^https?:/.test(entry.file_name)) for (const name of entry.imports || []) fromInternet.add(name);
  }
  try {
    bytecodeCache = await openBytecodeCache(lock);
    await restoreBytecode();
  } catch (error) {
    console.warn("studlib live: no bytecode kept from an earlier visit", error);
  }
  self.postMessage({ type: "progress", step: "files" });
  // The lesson's own files (its questions, lesson 21's hand histories), where the notebook has them.
  await Promise.all(files.map(async (path) => {
    const reply = await fetch(new URL(path, FILES));
    if (!reply.ok) return;
    const target = `${DRIVE}/${path}`;
    pyodide.FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    pyodide.FS.writeFile(target, new Uint8Array(await reply.arrayBuffer()));
  }));
  pyodide.FS.mkdirTree(`${DRIVE}/${folder}`);
  self.postMessage({ type: "progress", step: "shell" });
  pyodide.FS.writeFile("/home/pyodide/studlib_live_kernel.py", source);
  kernel = pyodide.pyimport("studlib_live_kernel");
  if (!restored) keepSnapshot(kept);
  shell = kernel.start(send, `${DRIVE}/${folder}`, pyodide.toPy(installable));
  self.postMessage({ type: "ready" });
}

async function run({ cell, code }) {
  try {
    // Packages the cell imports that the site does not ship (numpy, matplotlib) come from
    // Pyodide's CDN when the network is there; offline the lesson's own fallback takes over, or
    // the cell keeps its stored output with a sentence saying why (missing_module in the kernel).
    // Offline, such a package is not even asked for: no request can leave the site then.
    const found = pyodide.pyimport("pyodide.code").find_imports(code);
    const imports = found.toJs();
    found.destroy();
    if (navigator.onLine || !imports.some((name) => fromInternet.has(name))) {
      await pyodide.loadPackagesFromImports(code, { messageCallback: () => {}, errorCallback: () => {} });
    }
    // studlib.plots draws with matplotlib when it can be fetched, else shows the numbers; its
    // import of matplotlib is optional, inside the package, so find_imports cannot see it.
    if (/studlib\.plots/.test(code) && navigator.onLine) {
      await pyodide.loadPackage(["matplotlib"], { messageCallback: () => {}, errorCallback: () => {} });
    }
  } catch (error) {
    console.warn("studlib live: a package could not be fetched", error);
  }
  const ok = shell.run(cell, code);
  self.postMessage({ type: "done", cell, ok });
}

function comm({ id, comm_id, data, buffers }) {
  kernel.comm_msg(comm_id, JSON.stringify(data), pyodide.toPy(buffers || []));
  self.postMessage({ type: "handled", id });
}

async function handle(data) {
  try {
    if (data.type === "start") await start(data);
    else if (data.type === "run") await run(data);
    else if (data.type === "comm") comm(data);
    else if (data.type === "keep") await keepBytecode().catch((error) => console.warn("studlib live:", error));
  } catch (error) {
    self.postMessage({ type: "failed", error: String(error && error.message || error) });
  }
}

// One message at a time, in the order sent: a click waits for the cell before it to finish.
let queue = Promise.resolve();
self.onmessage = ({ data }) => { queue = queue.then(() => handle(data)); };
