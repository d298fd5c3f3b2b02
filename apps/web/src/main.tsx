import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { timeoutManager } from '@tanstack/react-query';
import { coalescedTimeouts } from './lib/coalesced-timers.ts';
import { initI18n } from './lib/i18n.ts';
import { loadErrorStrings } from './lib/error-strings.ts';
import { initTheme } from './lib/theme.ts';
import { installNetworkTracking } from './lib/network.ts';
import { setTokenProvider } from '@app/client/api-client';
import { getToken } from './lib/session.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { applyAppStyles } from './lib/app-styles.ts';
import { whenIdle } from './lib/use-idle.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import './styles/global.css';

// Before any query exists: its timers are set through this provider (lib/coalesced-timers.ts).
timeoutManager.setTimeoutProvider(coalescedTimeouts());
initTheme();
// spec §8: every call counts towards the slow-network notice.
installNetworkTracking();
setTokenProvider(getToken);
// The page's own code loads beside the strings and styles, so that the first render is the page.
// Not a top-level await: the page's chunk imports the app's shared code, which must have finished
// evaluating first.
const router = createAppRouter();
void Promise.all([initI18n(), applyAppStyles(), router.ready]).then(() => {
  // The installable app (spec §3 registerMethod PWA): offline shell, "new version" notice.
  registerServiceWorker();

  // The first render is a transition: React renders the page in slices of a few milliseconds,
  // letting the phone answer a tap or paint in between, while the frame the HTML painted stays up
  // until the page replaces it in one commit.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
  // The error texts of the features' codes, once the first screen has had its turn.
  whenIdle(() => void loadErrorStrings().catch(() => {}), 3000, 1000);
});
