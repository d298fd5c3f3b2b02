import { useEffect } from 'react';
import { captureInstallPrompt } from '../../features/app-download/lib/install-prompt.ts';
import { DownloadBar } from '../../features/app-download/components/download-bar.tsx';
import { FloatingPromo } from '../../features/home/components/floating-promo.tsx';
import { LeftFloatingMenu } from '../../features/home/components/left-floating-menu.tsx';
import './home-overlays.css';

/**
 * What floats over home (spec §2): the left floating menu (share, Telegram, WhatsApp), the
 * closable floating promotion and the download bar. They ride together in one dock on the bottom
 * menu, as wide as the screen, so that on a phone they never sit over the game tiles, the winner
 * board or the footer: the page scrolls under the dock as it does under the menu, and at the end
 * of the page the dock settles above the footer (docs/decisions/2026-11-24-player-path-details.md).
 */
export function HomeOverlays() {
  useEffect(() => {
    captureInstallPrompt();
  }, []);
  return (
    <div className="home-dock" data-testid="home-dock">
      <div className="home-dock__floats">
        <LeftFloatingMenu />
        <FloatingPromo />
      </div>
      <DownloadBar />
    </div>
  );
}
