import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SlotsIcon } from '../../components/ui/icons.tsx';
import { HomeBottom } from '../../features/home/components/home-bottom.tsx';
import { HomeOverlays } from '../../features/home/components/home-overlays.tsx';
import { HomeTop } from '../../features/home/components/home-top.tsx';

/** Home (spec §2): the layout adds the m_home banners and the footer; the lobby comes next. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <HomeTop />
      <EmptyState
        icon={SlotsIcon}
        title={t('pages.home.title')}
        text={t('pages.home.text')}
        action={{ label: t('actions.promotions'), to: '/m/activity' }}
        secondaryAction={{ label: t('actions.hotGames'), to: '/m/hot' }}
      />
      <HomeBottom />
      <HomeOverlays />
    </>
  );
}
