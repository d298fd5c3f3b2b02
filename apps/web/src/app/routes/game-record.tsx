import { GameRecordPage } from '../../features/game-record/components/game-record-page.tsx';

/** The betting record (spec §2 /m/gameRecord). */
export function Component() {
  return <GameRecordPage />;
}
