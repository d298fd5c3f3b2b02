import { useEffect } from 'react';
import { useNavigate } from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { BlockedIcon } from '../../components/ui/icons.tsx';
import { HOME_PATH } from '../route-table.ts';

/** How long the refusal stays on screen before the page is left. */
const LEAVE_AFTER_MS = 1500;

/**
 * spec §6: a page whose whitelabel flag is off (Messages without MAILCEN) shows "this account does
 * not have permission or the feature is temporarily unavailable" and leaves for home.
 */
export function FlagClosed() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(HOME_PATH, { replace: true }), LEAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div role="alert" data-testid="flag-closed">
      <EmptyState
        icon={BlockedIcon}
        text={t('messages.noPermission')}
        action={{ label: t('actions.backHome'), to: HOME_PATH }}
      />
    </div>
  );
}
