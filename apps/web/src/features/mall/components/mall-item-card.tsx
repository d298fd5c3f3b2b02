import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import type { MallItem } from '@app/contracts';
import { GiftIcon, TicketIcon } from '../../../components/ui/icons.tsx';
import { CartIcon } from '../../../components/ui/page-icons.tsx';

const KIND_ICONS = { bonus: GiftIcon, voucher: TicketIcon, physical: CartIcon } as const;

/** Why an item cannot be redeemed now, if it cannot (the server checks again). */
export function blockedReason(item: MallItem, points: number): string | null {
  if (item.stock <= 0) return 'mall.outOfStock';
  if (item.perMemberLimit !== null && item.redeemed >= item.perMemberLimit) return 'mall.limit';
  if (points < item.cost) return 'mall.points';
  return null;
}

/** One item: picture or kind icon, name, cost, stock and the member's limit, redeem button. */
export function MallItemCard({
  item,
  points,
  onRedeem,
}: {
  item: MallItem;
  points: number;
  onRedeem: (item: MallItem) => void;
}) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[item.kind];
  const blocked = blockedReason(item, points);
  return (
    <li className="mall-item" data-testid="mall-item" data-item-id={item.id}>
      <div className="mall-item__picture">
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" loading="lazy" />
        ) : (
          <Icon size={36} className="mall-item__icon" />
        )}
      </div>
      <div className="mall-item__body">
        <h2 className="mall-item__name">{item.name}</h2>
        <p className="mall-item__kind">
          {item.kind === 'bonus' && item.bonus
            ? t('mall.kind.bonusAmount', { amount: formatMoney(item.bonus) })
            : t(`mall.kind.${item.kind}`)}
        </p>
        {item.description ? <p className="mall-item__description">{item.description}</p> : null}
        <p className="mall-item__meta">
          <span>{t('mall.stock', { count: item.stock })}</span>
          {item.perMemberLimit !== null ? (
            <span>{t('mall.limit', { redeemed: item.redeemed, limit: item.perMemberLimit })}</span>
          ) : null}
        </p>
      </div>
      <div className="mall-item__action">
        <strong className="mall-item__cost">
          {t('mall.cost', { count: item.cost, points: item.cost.toLocaleString('en-US') })}
        </strong>
        <button
          type="button"
          className="btn btn--gold"
          disabled={blocked !== null}
          title={blocked ? t(`errors.${blocked}`) : undefined}
          data-testid="mall-redeem"
          onClick={() => onRedeem(item)}
        >
          {blocked === 'mall.outOfStock' ? t('mall.soldOut') : t('mall.redeem')}
        </button>
      </div>
    </li>
  );
}
