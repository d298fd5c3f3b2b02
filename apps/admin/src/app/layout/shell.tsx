import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { signOutOperatorEndpoint } from '@app/contracts';
import { can, useMe } from '../../lib/operator.ts';
import { setToken, useToken } from '../../lib/session.ts';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { NAV } from '../nav.ts';

function SignOutButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => callEndpoint(signOutOperatorEndpoint),
    onSettled: () => {
      setToken(null);
      queryClient.clear();
    },
  });
  return (
    <button type="button" className="btn ghost" onClick={() => signOut.mutate()}>
      {t('shell.signOut')}
    </button>
  );
}

/** The frame of every screen after sign-in: the menu the role may use, who is signed in, the page. */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useToken();
  const me = useMe(Boolean(token));
  if (!token) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  return (
    <QueryState query={me}>
      {(data) => (
        <div className="shell">
          <aside className="sidebar">
            <div className="brand">
              <img src="/admin/favicon.svg" alt="" width={28} height={28} />
              <span>{t('app.name')}</span>
            </div>
            <nav aria-label={t('shell.menu')}>
              {NAV.map((group) => {
                const items = group.items.filter((item) => can(data, item.permission));
                if (!items.length) return null;
                return (
                  <div className="nav-group" key={group.label}>
                    <p className="nav-group-label">{t(group.label)}</p>
                    {items.map((item) => (
                      <NavLink key={item.path} to={item.path} end={item.path === '/'}>
                        {t(item.label)}
                      </NavLink>
                    ))}
                  </div>
                );
              })}
            </nav>
          </aside>
          <div className="main">
            <header className="topbar">
              <span className="spacer" />
              <span className="who" data-testid="who">
                {data.operator?.username ?? t('shell.service')} ·{' '}
                <span className="role">{t(`roles.${data.role}`)}</span>
              </span>
              <LanguageSwitch />
              <SignOutButton />
            </header>
            <main className="content">
              <Outlet />
            </main>
          </div>
        </div>
      )}
    </QueryState>
  );
}
