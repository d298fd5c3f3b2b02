import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { formatMoney } from '@app/client/format';
import type { VipLevel, VipStatus } from '@app/contracts';
import { VipFrame } from './vip-page.tsx';

const ROWS = [
  'upgradeDeposit',
  'upgradeTurnover',
  'keepDeposit',
  'keepTurnover',
  'upgradeBonus',
  'weeklyBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const satisfies readonly (keyof VipLevel)[];

/**
 * /m/member/benefits: every level side by side — what it takes to reach and keep it in a month,
 * and what it pays — with the member's own level marked.
 */
export function BenefitsPage() {
  return <VipFrame>{(status) => <BenefitsTable status={status} />}</VipFrame>;
}

function BenefitsTable({ status }: { status: VipStatus }) {
  const { t } = useTranslation();
  return (
    <section className="vip" data-testid="benefits-page">
      <p className="vip__rules">{t('vip.rules')}</p>
      <div className="vip-table__scroll" tabIndex={0} role="region" aria-label={t('vip.table')}>
        <table className="vip-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('vip.benefit')}</span>
              </th>
              {status.levels.map((level) => (
                <th
                  key={level.level}
                  scope="col"
                  className={level.level === status.level ? 'vip-table__mine' : undefined}
                  aria-current={level.level === status.level ? 'true' : undefined}
                >
                  {level.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`vip.row.${row}`)}</th>
                {status.levels.map((level) => (
                  <td
                    key={level.level}
                    className={level.level === status.level ? 'vip-table__mine' : undefined}
                  >
                    {Number(level[row]) > 0 ? formatMoney(level[row]) : '–'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="vip__rules">{t('vip.wagering')}</p>
    </section>
  );
}
