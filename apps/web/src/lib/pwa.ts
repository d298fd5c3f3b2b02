import { useSyncExternalStore } from 'react';
import { SW_MESSAGES } from '../sw/sw-rules.ts';
import { whenIdle } from './use-idle.ts';

/** The service worker's address and the part of the site it serves (the manifest's scope). */
export const SERVICE_WORKER_URL = '/m/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/m/';

let waiting: ServiceWorker | null = null;
let reloadOnTakeOver = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/**
 * How long a first visit's page is left to itself after its `load` event before the worker is
 * installed: installing fetches every built file of the site (~1 MB raw, ~350 KB on the wire),
 * which on a phone takes the CPU and the connection from the page's sections, pictures and
 * calls still arriving after `load` (on Lighthouse's phone the page's blocking time halved
 * without it; docs/decisions/2026-11-30-service-worker-after-settling.md).
 */
const FIRST_INSTALL_DELAY_MS = 8000;

/**
 * Registers the service worker of the built site (none in development or tests). A page the
 * worker already serves registers at `load` (a cheap check for a new version); a first visit
 * waits until the page has settled (FIRST_INSTALL_DELAY_MS). A new version installs in the
 * background and waits: the page offers it with the "new version" notice, and the worker itself
 * takes over on the next page load when only one page is open.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('controllerchange', () => {
    if (!reloadOnTakeOver) return;
    reloadOnTakeOver = false;
    window.location.reload();
  });
  const start = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .then(watchForUpdates)
      .catch(() => {
        // No worker (private mode, a blocked origin): the site works as a plain web page.
      });
  };
  const afterLoad = () => {
    if (container.controller) start();
    else window.setTimeout(() => whenIdle(start, 5000, 0), FIRST_INSTALL_DELAY_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function watchForUpdates(registration: ServiceWorkerRegistration) {
  const offer = (worker: ServiceWorker | null) => {
    // The first install has no page to update: the site simply works offline from now on.
    if (worker && navigator.serviceWorker.controller) setWaiting(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  // A phone keeps a tab open for days: look for a new version when the page comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {});
  });
}

/** Switches to the waiting version now and reloads the page when it has taken over. */
export function applyUpdate(): void {
  if (!waiting) return;
  reloadOnTakeOver = true;
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version of the site is installed and waiting for the page to reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}
