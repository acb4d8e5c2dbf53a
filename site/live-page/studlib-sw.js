// The course website's service worker (registered by a lesson page's live script): the next
// visit takes the Python runtime, the wheels and the pages from this browser's cache, and after
// one visit the site works with the network cut. It needs nothing from the web server but
// plain files, so it works on any static host (GitHub Pages, `python -m http.server`, ...);
// browsers allow service workers on https:// and on http://127.0.0.1 / localhost only.
// build_site.py writes the course version into the cache's name: a new course version starts a
// new cache and the old one is deleted.
const CACHE = "studlib-site-@COURSE_VERSION@";
// Files that never change within a course version: taken from the cache first.
const KEEP = [/\/live\/static\/pyodide\//, /\/_live\/vendor\//, /\/_static\//, /\/live\/build\//,
              /\/live\/extensions\//];

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith("studlib-site-") && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const reply = await fetch(request);
  if (reply.ok) await cache.put(request, reply.clone());
  return reply;
}

// Pages and the rest: the server's copy when it answers, else the cached one (offline).
async function fromNetworkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const reply = await fetch(request);
    if (reply.ok) await cache.put(request, reply.clone());
    return reply;
  } catch (error) {
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    throw error;
  }
}

// Pyodide's WebAssembly: while the network is up the browser loads it itself, so that its own
// cache keeps the compiled code (a response made by a service worker loses that, and compiling
// 9 MB of WebAssembly again costs seconds at each visit); a copy is kept for going offline.
const WASM = /\.wasm$/;

async function keepCopy(request) {
  const cache = await caches.open(CACHE);
  if (!(await cache.match(request))) await cache.add(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (WASM.test(new URL(request.url).pathname) && self.navigator.onLine) {
    event.waitUntil(keepCopy(request).catch(() => {}));
    return;
  }
  const keep = KEEP.some((pattern) => pattern.test(new URL(request.url).pathname));
  event.respondWith(keep ? fromCacheFirst(request) : fromNetworkFirst(request));
});
