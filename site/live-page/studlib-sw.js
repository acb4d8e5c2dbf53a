// The course website's service worker (registered by a lesson page's live script): the next
// visit takes the Python runtime, the wheels and the pages from this browser's cache, and after
// one visit the site works with the network cut, or with the site's server gone. It needs
// nothing from the web server but plain files, so it works on any static host (GitHub Pages,
// `python -m http.server`, ...); browsers allow service workers on https:// and on
// http://127.0.0.1 / localhost only.
// build_site.py writes into the cache's name the course version and a digest of every file the
// site serves (the runtime, pyodide-lock.json, the studlib wheel and the other wheels, the
// kernel, the pages): any change to any of them makes this script differ, so the browser
// installs it on the next visit, a new cache starts and the old one is deleted. The live page
// waits for that before it starts Python (studlib-page-live.js), so a returning visitor gets
// the new studlib, never the one kept from an earlier visit.
const CACHE = "studlib-site-@SITE_VERSION@";
// Files that never change within a build of the site: taken from the cache first.
const KEEP = [/\/live\/static\/pyodide\//, /\/_live\/vendor\//, /\/_static\//, /\/live\/build\//,
              /\/live\/extensions\//];

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith("studlib-site-") && name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

// Whether the site's server answered the last request sent to it. The browser may say it is
// online while the server is gone: then the runtime comes from the cache (see fetch below).
let serverAnswers = true;

// A copy from the server, asked to confirm even what the browser's HTTP cache holds: what goes
// into a new cache is this build's file, never an older one kept by the browser.
async function fromServer(request) {
  try {
    const reply = await fetch(request.mode === "navigate" ? request : new Request(request, { cache: "no-cache" }));
    serverAnswers = true;
    return reply;
  } catch (error) {
    serverAnswers = false;
    throw error;
  }
}

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const reply = await fromServer(request);
  if (reply.ok) await cache.put(request, reply.clone());
  return reply;
}

// Pages and the rest: the server's copy when it answers, else the cached one (offline, or the
// server gone).
async function fromNetworkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const reply = await fromServer(request);
    if (reply.ok) await cache.put(request, reply.clone());
    return reply;
  } catch (error) {
    const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
    if (hit) return hit;
    throw error;
  }
}

// What a page loaded before this worker was in charge (the first visit: the page, its styles
// and scripts), sent by the page's live script once this worker is active: kept too, so that
// the page opens again with the server gone.
// Whether all were kept.
async function keepAll(urls) {
  const cache = await caches.open(CACHE);
  for (const url of urls) {
    if (new URL(url).origin !== self.location.origin || (await cache.match(url))) continue;
    try {
      const reply = await fromServer(new Request(url));
      if (reply.ok) await cache.put(url, reply);
    } catch (error) {
      return false;   // the server is gone: nothing more to keep now
    }
  }
  return true;
}

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "keep" && Array.isArray(event.data.urls)) {
    event.waitUntil(keepAll(event.data.urls.slice(0, 200))
      .then((complete) => event.source && event.source.postMessage({ type: "kept", complete })));
  }
});

// Pyodide's WebAssembly: while the server answers, the browser loads it itself, so that its own
// cache keeps the compiled code (a response made by a service worker loses that, and compiling
// 9 MB of WebAssembly again costs seconds at each visit); a copy is kept for going offline.
// When the browser is offline, or the server did not answer the last request (the page and the
// live page's kernel are asked for before the runtime), the kept copy is used: network first,
// then the cache, so a server that is gone never leaves Python waiting for it.
const WASM = /\.wasm$/;

async function keepCopy(request) {
  const cache = await caches.open(CACHE);
  if (!(await cache.match(request))) await cache.add(new Request(request.url, { cache: "no-cache" }));
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (WASM.test(new URL(request.url).pathname)) {
    if (self.navigator.onLine && serverAnswers) {
      event.waitUntil(keepCopy(request).catch(() => {}));
      return;
    }
    event.respondWith(fromNetworkFirst(request));
    return;
  }
  const keep = KEEP.some((pattern) => pattern.test(new URL(request.url).pathname));
  event.respondWith(keep ? fromCacheFirst(request) : fromNetworkFirst(request));
});
