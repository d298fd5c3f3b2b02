import type { ReactNode } from 'react';
import type { OriginalsPlayBody, OriginalsPlayValue, OriginalsRound } from '@app/contracts';

/** What a game panel gets from the game page. */
export type GameProps = {
  /** Plays a round with the page's stake; null when it failed (the page shows why). */
  play: (extra: Pick<OriginalsPlayBody, 'dice'>) => Promise<OriginalsPlayValue | null>;
  busy: boolean;
  /** The latest round of this game, if any (to show something before the first round). */
  lastRound: OriginalsRound | null;
  /** The stake input and the error line, shown above the play button. */
  children?: ReactNode;
};
