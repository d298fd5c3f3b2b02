import { useEffect } from 'react';
import { captureInstallPrompt } from '../../features/app-download/lib/install-prompt.ts';
import { DownloadBar } from '../../features/app-download/components/download-bar.tsx';
import { FloatingPromo } from '../../features/home/components/floating-promo.tsx';
import { LeftFloatingMenu } from '../../features/home/components/left-floating-menu.tsx';
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
