import { Link } from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import {
  DepositIcon,
  GiftIcon,
  HeadsetIcon,
  HomeIcon,
  UserIcon,
  type IconComponent,
} from '../../components/ui/icons.tsx';
import { HOME_PATH } from '../route-table.ts';
import './bottom-menu.css';

type Item = {
  key: 'home' | 'promotion' | 'deposit' | 'member';
  to: string;
  icon: IconComponent;
  /** Route-table ids for which this entry is the current one. */
  activeIds: readonly string[];
};

const ITEMS: readonly Item[] = [
  { key: 'home', to: HOME_PATH, icon: HomeIcon, activeIds: ['home'] },
  { key: 'promotion', to: '/m/activity', icon: GiftIcon, activeIds: ['activity'] },
  { key: 'deposit', to: '/m/voucherCenter', icon: DepositIcon, activeIds: ['voucherCenter'] },
  { key: 'member', to: '/m/member/home', icon: UserIcon, activeIds: ['memberHome'] },
];

function MenuLink({ item, activeId }: { item: Item; activeId: string }) {
  const { t } = useTranslation();
  const isActive = item.activeIds.includes(activeId);
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      className={`bottom-menu__item bottom-menu__item--${item.key}`}
      data-testid={`bottom-menu-${item.key}`}
      aria-current={isActive ? 'page' : undefined}
    >
      <span className="bottom-menu__icon">
        <Icon size={item.key === 'deposit' ? 26 : 22} />
      </span>
      <span className="bottom-menu__label">{t(`bottomMenu.${item.key}`)}</span>
    </Link>
  );
}

/**
 * spec §2: Home, Promotion, Deposit, Customer service (opens the service sheet), Member centre.
 */
export function BottomMenu({
  activeId,
  onOpenService,
}: {
  activeId: string;
  onOpenService: () => void;
}) {
  const { t } = useTranslation();
  const [home, promotion, deposit, member] = ITEMS as [Item, Item, Item, Item];
  return (
    <nav className="bottom-menu" aria-label={t('bottomMenu.label')} data-testid="bottom-menu">
      <MenuLink item={home} activeId={activeId} />
      <MenuLink item={promotion} activeId={activeId} />
      <MenuLink item={deposit} activeId={activeId} />
      <button
        type="button"
        className="bottom-menu__item"
        data-testid="bottom-menu-service"
        aria-haspopup="dialog"
        onClick={onOpenService}
      >
        <span className="bottom-menu__icon">
          <HeadsetIcon size={22} />
        </span>
        <span className="bottom-menu__label">{t('bottomMenu.service')}</span>
      </button>
      <MenuLink item={member} activeId={activeId} />
    </nav>
  );
}
