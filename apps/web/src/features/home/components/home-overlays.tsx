import { useEffect } from 'react';
import { captureInstallPrompt } from '../lib/install-prompt.ts';
import { DownloadBar } from './download-bar.tsx';
import { FloatingPromo } from './floating-promo.tsx';
import { LeftFloatingMenu } from './left-floating-menu.tsx';
import './home-overlays.css';

/**
 * What floats over home (spec §2): the download bar (kept above the bottom menu while the page
 * scrolls), the closable floating promotion on the right and the left floating menu.
 */
export function HomeOverlays() {
  useEffect(() => {
    captureInstallPrompt();
  }, []);
  return (
    <>
      <DownloadBar />
      <div className="home-floats">
        <LeftFloatingMenu />
        <FloatingPromo />
      </div>
    </>
  );
}
