import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  getMemberProtectionEndpoint,
  LIMIT_PERIODS,
  type LimitState,
  type Protection,
} from '@app/contracts';
import { Money, When } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';

function LimitCell({ state }: { state: LimitState }) {
  const { t } = useTranslation();
  return (
    <>
      {state.amount ? <Money value={state.amount} /> : <span className="muted">—</span>}{' '}
      <span className="muted">
        ({t('members.protection.used')} <Money value={state.used} />)
      </span>
      {state.pending ? (
        <div className="muted">
          → {state.pending.amount ? <Money value={state.pending.amount} /> : '—'}{' '}
          <When value={state.pending.effectiveAt} />
        </div>
      ) : null}
    </>
  );
}

function ProtectionFacts({ value }: { value: Protection }) {
  const { t } = useTranslation();
  return (
    <div className="stack" data-testid="member-protection">
      <p data-testid="member-exclusion">
        {value.exclusion ? (
          <>
            <strong>{t(`members.protection.kind.${value.exclusion.kind}`)}</strong>{' '}
            {value.exclusion.until ? (
              <>
                {t('members.protection.until')} <When value={value.exclusion.until} />
              </>
            ) : (
              t('members.protection.indefinite')
            )}
          </>
        ) : (
          t('members.protection.noExclusion')
        )}
      </p>
      <table className="table">
        <thead>
          <tr>
            <th />
            {LIMIT_PERIODS.map((p) => (
              <th key={p}>{t(`members.protection.period.${p}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('members.protection.deposit')}</th>
            {LIMIT_PERIODS.map((p) => (
              <td key={p}>
                <LimitCell state={value.depositLimits[p]} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('members.protection.loss')}</th>
            {LIMIT_PERIODS.map((p) => (
              <td key={p}>
                <LimitCell state={value.lossLimits[p]} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="muted">
        {t('members.protection.realityCheck')}:{' '}
        {value.realityCheckMinutes === null
          ? t('members.protection.off')
          : t('members.protection.minutes', { count: value.realityCheckMinutes })}
      </p>
      <p className="muted">{t('members.protection.readOnly')}</p>
    </div>
  );
}

/** A member's responsible-gaming limits and break, read-only: only the member changes them. */
export function MemberProtection({ memberId }: { memberId: number }) {
  const query = useQuery({
    queryKey: ['admin', 'member-protection', memberId],
    queryFn: ({ signal }) =>
      callEndpoint(getMemberProtectionEndpoint, { params: { id: memberId }, signal }),
  });
  return <QueryState query={query}>{(value) => <ProtectionFacts value={value} />}</QueryState>;
}
