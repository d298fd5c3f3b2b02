import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import { useNavigate } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';
import { FlameIcon } from '../../../components/ui/icons.tsx';
import { useSession } from '../../../lib/session.ts';
import './hot-matches.css';

// The popup, its list call and its styles load when a member first opens it.
const HotMatchesPopup = lazyPart(() =>
  import('./hot-matches-popup.tsx').then((m) => ({ default: m.HotMatchesPopup })),
);

/**
 * The hot-matches button (spec §2: the popup needs a session): a visitor goes to the login page,
 * a member opens the popup.
 */
export function HotMatchesButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="hot-matches-button"
        data-testid="hot-matches-open"
        onClick={() => (session ? setOpen(true) : void navigate('/m/login'))}
      >
        <FlameIcon size={16} />
        {t('games.hotMatches.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <HotMatchesPopup onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
