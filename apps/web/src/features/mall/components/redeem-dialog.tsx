import '../locales/strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { MallItem, RedeemResult } from '@app/contracts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { useRedeemItem } from '../api/mall.ts';

/**
 * Confirms a redemption; physical goods ask for the receiver's name, phone and address first.
 * After it: the voucher's code, the bonus waiting in the reward center, or the order placed.
 */
export function RedeemDialog({ item, onClose }: { item: MallItem; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const redeem = useRedeemItem();
  const [address, setAddress] = useState({ name: '', phone: '', address: '' });
  const [done, setDone] = useState<RedeemResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const physical = item.kind === 'physical';
  const field = (key: keyof typeof address) => ({
    name: key,
    label: t(`mall.address.${key}`),
    value: address[key],
    onChange: (value: string) => setAddress((a) => ({ ...a, [key]: value })),
    required: true,
  });

  return (
    <Modal variant="center" onClose={onClose} labelledBy={titleId} testId="mall-redeem-dialog">
      <div className="mall-redeem">
        <h2 id={titleId} className="mall-redeem__title">
          {item.name}
        </h2>
        {done ? (
          <p className="mall-redeem__done" role="status" data-testid="mall-redeem-done">
            {done.order.kind === 'voucher'
              ? t('mall.done.voucher', { code: done.order.voucherCode })
              : t(`mall.done.${done.order.kind}`)}
          </p>
        ) : (
          <>
            <p className="mall-redeem__text">
              {t('mall.confirm', { count: item.cost, points: item.cost.toLocaleString('en-US') })}
            </p>
            {physical ? (
              <div className="mall-redeem__address">
                <FormField {...field('name')} autoComplete="name" maxLength={60} />
                <FormField {...field('phone')} type="tel" autoComplete="tel" maxLength={20} />
                <FormField {...field('address')} autoComplete="street-address" maxLength={300} />
              </div>
            ) : null}
            {problem ? (
              <p className="mall-redeem__problem" role="alert">
                {problem}
              </p>
            ) : null}
          </>
        )}
        <div className="mall-redeem__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {done ? t('mall.close') : t('mall.cancel')}
          </button>
          {done ? null : (
            <button
              type="button"
              className="btn btn--gold"
              disabled={redeem.isPending}
              data-testid="mall-redeem-confirm"
              onClick={() => {
                setProblem(null);
                redeem.mutate(
                  { id: item.id, body: physical ? { address } : {} },
                  { onSuccess: setDone, onError: (error) => setProblem(errorText(error)) },
                );
              }}
            >
              {redeem.isPending ? t('common.loading') : t('mall.redeem')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
