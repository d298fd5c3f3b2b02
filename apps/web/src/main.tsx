import { initTheme } from './lib/theme.ts';
import './styles/global.css';

initTheme();

/** Ends the current task: the browser may paint or answer a tap before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's modules are evaluated in steps, each in a task of its own, instead of one long task
// that holds a phone for all of them: React's DOM renderer, then the API client with the
// contracts' schemas (the largest part), then the rest of the app. Every step's files are named
// in the page with the entry (vite-preload-steps.ts), so no step waits for a download.
// docs/decisions/2026-11-27-paint-then-start.md
await import('react-dom/client');
await nextTask();
await import('@app/client/api-client');
await nextTask();
const { startApp } = await import('./app/start.tsx');
await nextTask();
await startApp();
