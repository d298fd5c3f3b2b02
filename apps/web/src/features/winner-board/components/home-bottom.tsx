import { WinnerBoard } from './winner-board.tsx';

/** The bottom of home above the footer (spec §2 "Home"): the winner board. */
export function HomeBottom() {
  return <WinnerBoard />;
}
