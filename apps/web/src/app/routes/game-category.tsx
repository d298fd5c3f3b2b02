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
} from '../../components/ui/icons.tsx';
import { RouteEmptyState, type PageEmptySpec } from './route-empty-state.tsx';

const toLobby = { label: 'browseGames', to: '/m/home' };
const toPromotions = { label: 'promotions', to: '/m/activity' };

const SPECS: Record<string, PageEmptySpec> = {
  hot: { icon: FlameIcon, action: toLobby, secondary: toPromotions },
  rng: { icon: SlotsIcon, action: toLobby, secondary: toPromotions },
  inhouse: { icon: LotusIcon, action: toLobby, secondary: toPromotions },
  pvp: { icon: CardsIcon, action: toLobby, secondary: toPromotions },
  fish: { icon: FishIcon, action: toLobby, secondary: toPromotions },
  live: { icon: LiveIcon, action: toLobby, secondary: toPromotions },
  sports: { icon: BallIcon, action: toLobby, secondary: toPromotions },
  esports: { icon: GamepadIcon, action: toLobby, secondary: toPromotions },
  cockfight: { icon: RoosterIcon, action: toLobby, secondary: toPromotions },
};

/** The game-category pages (spec §2): banners and footer from the layout, the games list here. */
export function Component() {
  return <RouteEmptyState specs={SPECS} />;
}
