import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { initTheme } from './lib/theme.ts';
import { installNetworkTracking } from './lib/network.ts';
import { setTokenProvider } from '@app/client/api-client';
import { getToken } from './lib/session.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { App } from './app/app.tsx';
import './styles/global.css';

initTheme();
// spec §8: every call counts towards the slow-network notice.
installNetworkTracking();
setTokenProvider(getToken);
await initI18n();
// The installable app (spec §3 registerMethod PWA): offline shell, "new version" notice.
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
