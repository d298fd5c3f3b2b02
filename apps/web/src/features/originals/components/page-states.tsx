import '../locales/strings.ts';
import { Link } from '../../../lib/router.tsx';
import { useTranslation } from '../../../lib/translation.ts';

/** While the launch token is exchanged or the game's state loads. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="og-page og-center" aria-busy="true">
      <p className="og-muted">{t('originals.loading')}</p>
    </div>
  );
}

/** The game cannot be played here (unknown game, no session, a failed launch): say why, and where to go. */
export function Blocked({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="og-page og-center" data-testid="originals-blocked">
      <p className="og-error">{message}</p>
      <Link className="og-play og-play--link" to="/m/inhouse">
        {t('originals.backToLobby')}
      </Link>
      <Link className="og-link" to="/m/fairness">
        {t('originals.fairnessPage')}
      </Link>
    </div>
  );
}
