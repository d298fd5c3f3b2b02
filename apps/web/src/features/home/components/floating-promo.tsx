import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useBanners } from '../../../lib/queries/banners.ts';
import { AppLink } from '../../../components/app-link.tsx';

/** Session-storage key: the floating promotion was closed in this session. */
export const FLOATING_PROMO_CLOSED = 'FLOATING_PROMO_CLOSED';

function closedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(FLOATING_PROMO_CLOSED) === '1';
  } catch {
    return false;
  }
}

/**
 * spec §2 "Home": the closable floating promotion banner, the first banner of the m_promotion
 * group, opening the promotion it links to. Closed, it stays away for the rest of the session.
 */
export function FloatingPromo() {
  const { t } = useTranslation();
  const { data } = useBanners('m_promotion');
  const [closed, setClosed] = useState(closedThisSession);
  const banner = data?.find((b) => b.link);
  if (closed || !banner) return null;

  return (
    <div className="floating-promo" data-testid="floating-promo">
      <AppLink href={banner.link} className="floating-promo__link" label={banner.title}>
        <img src={banner.url} alt={banner.title} className="floating-promo__image" />
      </AppLink>
      <button
        type="button"
        className="floating-promo__close"
        data-testid="floating-promo-close"
        aria-label={t('home.promo.close')}
        onClick={() => {
          try {
            window.sessionStorage.setItem(FLOATING_PROMO_CLOSED, '1');
          } catch {
            // closed for this page only
          }
          setClosed(true);
        }}
      >
        <CloseIcon size={12} />
      </button>
    </div>
  );
}
