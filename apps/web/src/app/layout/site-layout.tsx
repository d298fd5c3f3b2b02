import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.tsx';
import {
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import type { SiteLanguage } from '@app/contracts';
import { TitleBar } from '../../components/ui/title-bar.tsx';
import { changeLanguage, siteLanguageFor } from '../../lib/i18n.ts';
import {
  isAgentType,
  isTrialSession,
  forgetSessionEnd,
  sessionEndedGoTo,
  useSession,
} from '../../lib/session.ts';
import { sessionStart } from '../../lib/session-clock.ts';
import { TopBanner } from '../../features/content/components/top-banner.tsx';
import { useSessionFromUrl } from '../../features/auth/components/session-sync.tsx';
import { useSiteInfo } from '../../lib/queries/status.ts';
import { HOME_PATH, type RouteEntry } from '../route-table.ts';
import { useRouteEntry } from '../use-route-entry.ts';
import { BottomMenu } from './bottom-menu.tsx';
import { FlagClosed } from './flag-closed.tsx';
import { HomeHeader } from './home-header.tsx';
import { useBack } from './use-back.ts';
import './site-layout.css';

// Loaded when first needed: the menus open on a tap, the reality check only runs for a member.
// The footer sits below every page's content: loaded after the first screen.
const SiteFooter = lazyPart(() =>
  import('./site-footer.tsx').then((m) => ({ default: m.SiteFooter })),
);
const SideMenu = lazyPart(() => import('./side-menu.tsx').then((m) => ({ default: m.SideMenu })));
const ServiceModal = lazyPart(() =>
  import('./service-modal.tsx').then((m) => ({ default: m.ServiceModal })),
);
const RealityCheck = lazyPart(() =>
  import('../../features/protection/components/reality-check.tsx').then((m) => ({
    default: m.RealityCheck,
  })),
);

/** Where a route sends this visitor instead, or null to show it (spec §2, §4, §6). */
function useGuardRedirect(entry: RouteEntry | undefined, pending: boolean): string | null {
  const session = useSession();
  if (pending || !entry?.needsSession) return null;
  if (!session) return sessionEndedGoTo() ?? entry.noSessionRedirect;
  if (entry.agentOnly && !isAgentType(session.type)) return HOME_PATH;
  return null;
}

/**
 * The site frame. Everything it shows or hides comes from the route table entry of the page on
 * screen: header kind, back target, top banner, footer, bottom menu.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const location = useLocation();
  const navigation = useNavigation();
  const info = useSiteInfo();
  // spec §3: a ?token= in any address signs the site in before the page decides anything.
  const takingToken = useSessionFromUrl(info?.merchantCode ?? '');
  const redirect = useGuardRedirect(entry, takingToken);
  const onBack = useBack(entry);
  // A menu belongs to the location it was opened at, so any navigation closes it.
  const [sideMenuAt, setSideMenuAt] = useState<string | null>(null);
  const [serviceAt, setServiceAt] = useState<string | null>(null);
  const title = entry ? t(entry.titleKey) : '';
  // spec §6: a page whose whitelabel flag is off closes (Messages need MAILCEN).
  const closed = entry?.flag !== undefined && info?.whitelabel[entry.flag] === false;
  const siteName = info?.siteName ?? t('app.name');
  const session = useSession();
  const member = session !== null && !isTrialSession(session);
  const memberToken = member ? session.token : null;
  // The session clock (side menu, reality check) counts from the first page a member sees.
  useEffect(() => {
    if (memberToken) sessionStart(memberToken);
  }, [memberToken]);

  // A session ended on purpose sends a page that needs it to `sessionEndedGoTo`; on a page open to
  // visitors (also when the session ends there) that is over.
  const open = !entry?.needsSession;
  useEffect(() => {
    if (open) forgetSessionEnd();
  }, [open, location.key, session]);

  useEffect(() => {
    if (title) document.title = `${title} · ${siteName}`;
  }, [title, siteName]);

  // The merchant's default language applies until the visitor chooses one (spec §1: TY default).
  const languages = info?.languages.join(',');
  const defaultLanguage = info?.defaultLanguage;
  useEffect(() => {
    if (!languages || !defaultLanguage) return;
    const next = siteLanguageFor(languages.split(',') as SiteLanguage[], defaultLanguage);
    if (next) void changeLanguage(next, { persist: false });
  }, [languages, defaultLanguage]);

  if (takingToken) return null;
  if (redirect) return <Navigate to={redirect} replace />;
  if (!entry) return <Outlet />;

  return (
    <div className={`site${entry.bottomMenu ? ' site--with-bottom-menu' : ''}`}>
      {navigation.state !== 'idle' ? <div className="site__progress" aria-hidden="true" /> : null}
      {entry.header === 'home' ? (
        <HomeHeader onOpenMenu={() => setSideMenuAt(location.key)} />
      ) : null}
      {entry.header === 'title' ? (
        <TitleBar title={title} onBack={onBack} backLabel={t('common.back')} />
      ) : null}
      <main className="site__main" id="main">
        {entry.header === 'home' ? <h1 className="visually-hidden">{title}</h1> : null}
        {entry.topBanner ? <TopBanner group={entry.topBanner} /> : null}
        {closed ? <FlagClosed /> : <Outlet />}
      </main>
      {entry.footer ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
      {entry.bottomMenu ? (
        <BottomMenu activeId={entry.id} onOpenService={() => setServiceAt(location.key)} />
      ) : null}
      <Suspense fallback={null}>
        {sideMenuAt === location.key ? <SideMenu onClose={() => setSideMenuAt(null)} /> : null}
        {serviceAt === location.key ? <ServiceModal onClose={() => setServiceAt(null)} /> : null}
        {member ? <RealityCheck /> : null}
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
