// Keeps the page's files so that London's Burning opens offline once it
// has been loaded. scripts/web writes the build's hash into CACHE, so a
// new build replaces the old files (and drops the old cache) on its first
// load online. The saves are not here: they are in localStorage.
const CACHE = "londons-burning-@BUILD@";
const FILES = ["./", "./index.html", "./londons_burning.js", "./londons_burning_bg.wasm",
  "./manifest.webmanifest", "./icon.svg", "./icon-32.png", "./icon-64.png", "./icon-128.png", "./icon-256.png"];

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The network first (a new build shows at once), the cache when offline.
self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(fetch(e.request)
    .then((r) => {
      if (r.ok && new URL(e.request.url).origin === location.origin) {
        const copy = r.clone();
        caches.open(CACHE).then((c) => c.put(e.request, copy));
      }
      return r;
    })
    .catch(() => caches.match(e.request, { ignoreSearch: true })));
});
