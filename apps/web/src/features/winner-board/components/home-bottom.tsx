import { Suspense } from 'react';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import './winner-board.css';

// Below the lobby, so loaded after the first screen: not part of the home's first-load script.
const WinnerBoard = lazyPart(() =>
  import('./winner-board.tsx').then((m) => ({ default: m.WinnerBoard })),
);

/** The bottom of home above the footer (spec §2 "Home"): the winner board. */
export function HomeBottom() {
  return (
    <Suspense fallback={<div className="winners winners--loading" aria-hidden="true" />}>
      <WinnerBoard />
    </Suspense>
  );
}
