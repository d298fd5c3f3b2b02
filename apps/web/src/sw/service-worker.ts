/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { SW_MESSAGES, offlineCandidates, requestKind } from './sw-rules.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// First of all fetch listeners: an API request (/wps, and the back office) goes straight to the
// network, never to a route below, so no balance, session or draw is ever cached or replayed.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (requestKind(url, event.request.mode, self.location.origin) === 'api') {
    event.stopImmediatePropagation();
  }
});

// The app shell, its hashed code and styles, icons, the manifest and the offline page, fetched
// once at install; outdated versions are removed when a new worker takes over.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Pages: from the network, so that a deploy is seen at once and the server's page is always
 * fresh; when the network is gone, the precached page for the path (or the shell), then the
 * offline page.
 */
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      await takeOverIfAlone();
      try {
        return await network.handle(options);
      } catch {
        for (const candidate of offlineCandidates(options.url.pathname)) {
          const cached = await matchPrecache(candidate);
          if (cached) return cached;
        }
        return (await matchPrecache('/m/offline.html')) ?? Response.error();
      }
    },
    {
      allowlist: [/^\/m(\/|$)/],
    },
  ),
);

/**
 * A new version waits (no swap in the middle of a bet or a deposit); it takes over when the page
 * asks (the "new version" toast) or on the next page load when that page is the only one open.
 */
async function takeOverIfAlone(): Promise<void> {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length <= 1) waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) {
    void self.skipWaiting();
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
