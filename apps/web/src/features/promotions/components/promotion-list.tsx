import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { PROMOTION_CARDS_FIRST_SCREEN, promotionCardImage, type Promotion } from '@app/contracts';
import { AppLink } from '../../../components/app-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { GiftIcon } from '../../../components/ui/icons.tsx';
import { usePromotions } from '../api/get-promotions.ts';
import { filterByCategory, menuCategories, type CategoryChoice } from '../lib/categories.ts';
import { formatPromotionDates } from '../lib/promotion-dates.ts';
import { CategoryMenu } from './category-menu.tsx';
import './promotions.css';
import '../../../locales/promotions/strings.ts';
import '../../../locales/pages/strings.ts';

/**
 * spec §2 "Promotions" (/m/activity): the category menu (all, then the categories present) and
 * the cards of the chosen category, each with its first image, title and date range (spec §4);
 * an empty state when none match.
 */
export function PromotionList() {
  const { t } = useTranslation();
  const query = usePromotions();
  const [chosen, setChosen] = useState<CategoryChoice>('all');

  if (query.isPending) {
    return (
      <p className="promo-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    // spec §8: a promotions failure is logged and shows nothing but a way to try again.
    return (
      <EmptyState icon={GiftIcon} text={t('errors.loadFailed')}>
        <button type="button" className="btn btn--outline" onClick={() => void query.refetch()}>
          {t('promotions.retry')}
        </button>
      </EmptyState>
    );
  }
  const all = query.data.list;
  const choices = menuCategories(all);
  // A category that left the list (language change) falls back to all.
  const active = choices.includes(chosen) ? chosen : 'all';
  const shown = filterByCategory(all, active);

  return (
    <div className="promo-page">
      {all.length > 0 ? (
        <CategoryMenu choices={choices} chosen={active} onChoose={setChosen} />
      ) : null}
      {shown.length === 0 ? (
        <EmptyState
          icon={GiftIcon}
          title={t('pages.activity.title')}
          text={t('pages.activity.text')}
          action={{ label: t('actions.browseGames'), to: '/m/home' }}
        />
      ) : (
        <ul className="promo-cards" data-testid="promo-list">
          {shown.map((p, i) => (
            <PromotionCard
              key={p.id}
              promotion={p}
              first={i === 0}
              onFirstScreen={i < PROMOTION_CARDS_FIRST_SCREEN}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The cards a phone's first screen holds load their pictures at once (the first is the page's
 * largest picture, which the page's frame already showed); the others as they near the screen.
 */
function PromotionCard({
  promotion,
  first,
  onFirstScreen,
}: {
  promotion: Promotion;
  first: boolean;
  onFirstScreen: boolean;
}) {
  const { t } = useTranslation();
  const image = promotionCardImage(promotion);
  return (
    <li className="promo-card" data-testid="promo-card" data-category={promotion.category}>
      <AppLink href={`/m/activityDetail?id=${promotion.id}`} className="promo-card__link">
        {image ? (
          <img
            className="promo-card__image"
            src={image.url}
            alt=""
            loading={onFirstScreen ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            width={690}
            height={260}
          />
        ) : null}
        <span className="promo-card__body">
          <span className="promo-card__title">{promotion.title}</span>
          <span className="promo-card__dates" data-testid="promo-dates">
            {formatPromotionDates(promotion, 'list', t('promotions.longTerm'))}
          </span>
        </span>
      </AppLink>
    </li>
  );
}
