import { useTranslation } from '../../../lib/translation.ts';
import { useSearchParams } from '../../../lib/router.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { usePromotion } from '../api/get-promotion.ts';
import { formatPromotionDates } from '../lib/promotion-dates.ts';
import { PromotionApply } from './promotion-apply.tsx';
import './promotions.css';
import '../../../locales/promotions/strings.ts';
import '../../../locales/pages/strings.ts';

/** The id of `?id=`: a positive whole number, or null. */
export function promotionIdOf(raw: string | null): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={GiftIcon}
      title={t('pages.activityDetail.title')}
      text={t('pages.activityDetail.text')}
      action={{ label: t('actions.allPromotions'), to: '/m/activity' }}
      secondaryAction={{ label: t('actions.backHome'), to: '/m/home' }}
    />
  );
}

/**
 * spec §2 (/m/activityDetail?id=): the banner (image sequence 2), the title, the dates in the
 * header style YYYY/MM/DD (spec §4) and the HTML content, sanitised again before it is shown.
 * An unknown id shows the empty view.
 */
export function PromotionDetail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = promotionIdOf(params.get('id'));
  const query = usePromotion(id);

  if (id === null) return <NotFound />;
  if (query.isPending) {
    return (
      <p className="promo-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <EmptyState icon={GiftIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void query.refetch()}>
          {t('promotions.retry')}
        </button>
      </EmptyState>
    );
  }
  const promotion = query.data;
  if (!promotion) return <NotFound />;
  const banner = promotion.announcementImages.find((i) => i.sequence === 2);
  return (
    <article className="promo-detail" data-testid="promo-detail">
      {banner ? (
        <img className="promo-detail__banner" src={banner.url} alt="" width={750} height={300} />
      ) : null}
      <header className="promo-detail__head">
        <h1 className="promo-detail__title">{promotion.title}</h1>
        <p className="promo-detail__dates" data-testid="promo-detail-dates">
          {formatPromotionDates(promotion, 'detail', t('promotions.longTerm'))}
        </p>
      </header>
      <div
        className="promo-detail__content"
        data-testid="promo-detail-content"
        // Sanitised on the server when stored, and again here.
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }}
      />
      {promotion.acceptsApplications ? <PromotionApply promotionId={promotion.id} /> : null}
    </article>
  );
}
