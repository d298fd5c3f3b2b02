import type { GameCategory } from '@app/contracts';
import {
  BallIcon,
  CardsIcon,
  FishIcon,
  FlameIcon,
  GamepadIcon,
  LiveIcon,
  LotusIcon,
  RoosterIcon,
  SlotsIcon,
  TicketIcon,
  type IconComponent,
} from '../../../components/ui/icons.tsx';

/** The icon of each category in the tab menu, section headings and the game centre. */
export const CATEGORY_ICONS: Record<GameCategory, IconComponent> = {
  HOT: FlameIcon,
  RNG: SlotsIcon,
  INHOUSE: LotusIcon,
  PVP: CardsIcon,
  FISH: FishIcon,
  LIVE: LiveIcon,
  SPORTS: BallIcon,
  ESPORTS: GamepadIcon,
  COCKFIGHT: RoosterIcon,
  LOTT: TicketIcon,
  ELOTT: TicketIcon,
};

/** spec §2 "Routes seen": each category's page (LOTT and ELOTT both have /m/lott, /m/elott). */
export function categoryPath(category: GameCategory): string {
  return `/m/${category.toLowerCase()}`;
}

/** spec §2 "Game tile": lottery games have no favourite star. */
export function isLotteryType(gameType: string): boolean {
  return gameType === 'LOTT' || gameType === 'ELOTT';
}
