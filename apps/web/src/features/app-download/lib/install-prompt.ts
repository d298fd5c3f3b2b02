import { useSyncExternalStore } from 'react';

/** Chrome's install prompt event (not in the DOM typings). */
type InstallPromptEvent = Event & { prompt: () => Promise<void> };

let captured: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

/**
 * Keeps the browser's install offer (Chrome fires it once, early) for the add-to-home-screen
 * popup. Started when the home overlays load.
 */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined' || (window as { __installCapture?: boolean }).__installCapture)
    return;
  (window as { __installCapture?: boolean }).__installCapture = true;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    captured = e as InstallPromptEvent;
    for (const l of listeners) l();
  });
  window.addEventListener('appinstalled', () => {
    captured = null;
    for (const l of listeners) l();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install prompt, when it has offered one (Chrome on Android), else null. */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const event = useSyncExternalStore(
    subscribe,
    () => captured,
    () => null,
  );
  return event ? () => event.prompt() : null;
}
