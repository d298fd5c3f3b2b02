import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { Link } from '../../../lib/router.tsx';
import { CONTRACT_PROMPTS, type ContractKind, type ContractStatement } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { formatDate, formatMoney } from '@app/client/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CoinsIcon, DocumentIcon } from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText, useSiteLanguage } from '../../../lib/i18n.ts';
import { useAnswerOffer, useMyContract } from '../api/agent-contracts.ts';
import { Tiers } from './contract-tiers.tsx';
import { TeamContracts } from './team-contracts.tsx';
import './agent-contracts.css';

/** Periods are merchant days, hours and half-months (UTC+7): their starts read in that zone. */
const MERCHANT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

function Statements({ kind, list }: { kind: ContractKind; list: ContractStatement[] }) {
  const { t } = useTranslation();
  return (
    <section className="contract__card" aria-labelledby={`statements-${kind}`}>
      <h2 id={`statements-${kind}`} className="contract__title">
        {t('agentContracts.statements.title')}
      </h2>
      {list.length === 0 ? (
        <p className="contract__muted" data-testid="statements-empty">
          {t('agentContracts.statements.none')}
        </p>
      ) : (
        <ul className="contract__statements" data-testid="statements">
          {list.map((s) => (
            <li key={s.id} className="contract__statement" data-testid="statement">
              <div className="contract__statement-head">
                <strong>{s.period}</strong>
                <strong data-testid="statement-amount">{formatMoney(s.amount)} ₫</strong>
              </div>
              <dl className="contract__figures">
                <div>
                  <dt>{t('agentContracts.statements.active')}</dt>
                  <dd>{s.activeMembers}</dd>
                </div>
                <div>
                  <dt>
                    {t(
                      kind === 'dividend'
                        ? 'agentContracts.statements.netLoss'
                        : 'agentContracts.statements.turnover',
                    )}
                  </dt>
                  <dd>{formatMoney(kind === 'dividend' ? s.netLoss : s.validTurnover)}</dd>
                </div>
                {kind === 'dividend' ? (
                  <div>
                    <dt>{t('agentContracts.statements.carry')}</dt>
                    <dd>{formatMoney(s.carryOut)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className={`contract__state contract__state--${s.state}`}>
                {t(`agentContracts.statements.state.${s.state}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A contract page (spec §2 getSalaryContract, getDevidendContract, getHourContract): the offer
 * waiting for an answer (Accept / Decline), the contract in force and its statements.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  return (
    <div className="contract" data-testid={`contract-page-${kind}`}>
      <ContractContent kind={kind} />
    </div>
  );
}

function ContractContent({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  const query = useMyContract(kind);
  const answer = useAnswerOffer();
  const toast = useToast();
  if (query.isPending) {
    return (
      <p className="contract__muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'contract.dividend_off') {
      return <EmptyState icon={CoinsIcon} text={t('agentContracts.dividend.off')} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} error={query.error} />;
  }
  const { offer, active, statements } = query.data;
  const respond = (id: number, accept: boolean) =>
    answer.mutate(
      { id, accept },
      {
        onSuccess: () =>
          toast.show(
            t(accept ? 'agentContracts.offer.accepted' : 'agentContracts.offer.declined'),
            'success',
            1000,
          ),
        onError: (error) => toast.show(errorText(error), 'error', 2000),
      },
    );
  return (
    <>
      {offer ? (
        <section className="contract__card contract__card--offer" data-testid="contract-offer">
          <h2 className="contract__title">{t('agentContracts.offer.title')}</h2>
          <p className="contract__muted">
            {t('agentContracts.offer.from', { upline: offer.upline ?? offer.offeredBy })}
          </p>
          <Tiers contract={offer} />
          <div className="contract__actions">
            <button
              type="button"
              className="btn btn--ghost"
              disabled={answer.isPending}
              onClick={() => respond(offer.id, false)}
              data-testid="contract-decline"
            >
              {t('agentContracts.offer.decline')}
            </button>
            <button
              type="button"
              className="btn btn--gold"
              disabled={answer.isPending}
              onClick={() => respond(offer.id, true)}
              data-testid="contract-accept"
            >
              {t('agentContracts.offer.accept')}
            </button>
          </div>
        </section>
      ) : null}
      <section className="contract__card" data-testid="contract-active">
        <h2 className="contract__title">{t('agentContracts.active.title')}</h2>
        {active ? (
          <>
            <p className="contract__muted" data-testid="contract-since">
              {t('agentContracts.active.since', {
                date: formatDate(active.effectiveFrom, language, 'dateTime', MERCHANT_TIME_ZONE),
              })}
            </p>
            <Tiers contract={active} />
          </>
        ) : (
          <p className="contract__muted">{t('agentContracts.active.none')}</p>
        )}
      </section>
      <Statements kind={kind} list={statements} />
      <TeamContracts kind={kind} />
      {toast.node}
    </>
  );
}

/** `/m/member/agent/agentDivident`: the dividend statements (with the DIVIDEND3 flag). */
export function DividendStatementsPage() {
  return (
    <div className="contract" data-testid="dividend-statements-page">
      <DividendStatements />
    </div>
  );
}

function DividendStatements() {
  const { t } = useTranslation();
  const query = useMyContract('dividend');
  if (query.isPending) {
    return (
      <p className="contract__muted" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'contract.dividend_off') {
      return <EmptyState icon={CoinsIcon} text={t('agentContracts.dividend.off')} />;
    }
    return <LoadFailed onRetry={() => void query.refetch()} error={query.error} />;
  }
  return (
    <>
      <Link
        className="contract__link"
        to={CONTRACT_PROMPTS.dividend.path}
        data-testid="dividend-contract-link"
      >
        <DocumentIcon size={18} aria-hidden="true" />
        {t('agentContracts.dividend.contract')}
      </Link>
      <Statements kind="dividend" list={query.data.statements} />
    </>
  );
}

export function SalaryContractPage() {
  return <ContractPage kind="salary" />;
}
export function DividendContractPage() {
  return <ContractPage kind="dividend" />;
}
export function HourContractPage() {
  return <ContractPage kind="hourly" />;
}
