import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { CONTRACT_MAX_TIERS, type Contract, type ContractKind } from '@app/contracts';
import { ApiError } from '@app/client/api-client';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorText } from '../../../lib/i18n.ts';
import {
  useCancelTeamContract,
  useOfferContract,
  useOfferTargets,
  useTeamContracts,
} from '../api/agent-contracts.ts';
import { Tiers } from './contract-tiers.tsx';

type Row = { activeMembers: string; threshold: string; reward: string };
const EMPTY_ROW: Row = { activeMembers: '', threshold: '', reward: '' };

/**
 * The upline's side of a contract page (DOWNMAN): its direct sub-agents' contracts and open offers
 * of this kind, each to withdraw or end, and an offer to write (docs/decisions/2026-11-25-agent-contracts.md).
 * Without DOWNMAN the section is not shown.
 */
export function TeamContracts({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const query = useTeamContracts();
  const [writing, setWriting] = useState(false);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useCancelTeamContract();
  if (query.isError && query.error instanceof ApiError) {
    if (query.error.code === 'agent.permission_denied') return null;
  }
  if (!query.data) return null;
  const list = query.data.list.filter((c) => c.kind === kind);
  const end = (contract: Contract) =>
    cancel.mutate(contract.id, {
      onSuccess: () => setEnding(null),
      onError: (error) => {
        setEnding(null);
        setProblem(errorText(error));
      },
    });
  return (
    <section
      className="contract__card"
      data-testid="team-contracts"
      aria-labelledby="team-contracts"
    >
      <h2 id="team-contracts" className="contract__title">
        {t('agentContracts.team.title')}
      </h2>
      {list.length === 0 ? (
        <p className="contract__muted" data-testid="team-contracts-empty">
          {t('agentContracts.team.none')}
        </p>
      ) : (
        <ul className="contract__team">
          {list.map((c) => (
            <li key={c.id} className="contract__team-item" data-testid="team-contract">
              <div className="contract__statement-head">
                <strong>{c.account}</strong>
                <span className={`contract__state contract__state--${c.state}`}>
                  {t(`agentContracts.team.state.${c.state}`)}
                </span>
              </div>
              <Tiers contract={c} />
              <button
                type="button"
                className="btn btn--outline btn--small"
                onClick={() => setEnding(c)}
                data-testid="team-contract-cancel"
              >
                {t(
                  c.state === 'pending'
                    ? 'agentContracts.team.withdraw'
                    : 'agentContracts.team.end',
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p className="ui-form__error" role="alert">
          {problem}
        </p>
      ) : null}
      {writing ? (
        <OfferForm kind={kind} onDone={() => setWriting(false)} />
      ) : (
        <button
          type="button"
          className="btn btn--gold btn--block"
          onClick={() => {
            setProblem(null);
            setWriting(true);
          }}
          data-testid="team-offer-open"
        >
          {t('agentContracts.team.offer')}
        </button>
      )}
      {ending ? (
        <ConfirmDialog
          title={t(
            ending.state === 'pending'
              ? 'agentContracts.team.withdrawTitle'
              : 'agentContracts.team.endTitle',
            { account: ending.account },
          )}
          text={t(
            ending.state === 'pending'
              ? 'agentContracts.team.withdrawText'
              : 'agentContracts.team.endText',
          )}
          confirmLabel={t('agentContracts.team.confirm')}
          cancelLabel={t('agentContracts.prompt.cancel')}
          onConfirm={() => end(ending)}
          onCancel={() => setEnding(null)}
          confirmTestId="team-contract-confirm"
        />
      ) : null}
    </section>
  );
}

function OfferForm({ kind, onDone }: { kind: ContractKind; onDone: () => void }) {
  const { t } = useTranslation();
  const targets = useOfferTargets(true);
  const offer = useOfferContract();
  const [memberId, setMemberId] = useState('');
  const [rows, setRows] = useState<Row[]>([{ ...EMPTY_ROW }]);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (index: number, field: keyof Row) => (value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!memberId || rows.some((r) => !r.activeMembers || !r.threshold || !r.reward)) {
      setProblem(t('messages.required'));
      return;
    }
    offer.mutate(
      {
        memberId: Number(memberId),
        kind,
        tiers: rows.map((r) => ({
          activeMembers: Number(r.activeMembers),
          threshold: r.threshold.replace(/,/g, ''),
          reward: r.reward.replace(/,/g, ''),
        })),
      },
      { onSuccess: onDone, onError: (error) => setProblem(errorText(error)) },
    );
  };

  const agents = targets.data ?? [];
  return (
    <form
      className="contract__offer-form"
      noValidate
      onSubmit={submit}
      data-testid="team-offer-form"
    >
      <label className="contract__field">
        <span>{t('agentContracts.team.to')}</span>
        <select
          name="offer-member"
          value={memberId}
          onChange={(e) => {
            setMemberId(e.target.value);
            setProblem(null);
          }}
        >
          <option value="">{t('agentContracts.team.choose')}</option>
          {agents.map((a) => (
            <option key={a.id} value={a.id}>
              {a.account}
            </option>
          ))}
        </select>
      </label>
      {targets.isSuccess && agents.length === 0 ? (
        <p className="contract__muted" data-testid="team-offer-nobody">
          {t('agentContracts.team.nobody')}
        </p>
      ) : null}
      <table className="contract__tiers contract__tiers--edit">
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.tiers.level')}</th>
            <th scope="col">{t('agentContracts.tiers.activeMembers')}</th>
            <th scope="col">
              {t(
                `agentContracts.tiers.${kind === 'dividend' ? 'netLoss' : kind === 'hourly' ? 'hourTurnover' : 'turnover'}`,
              )}
            </th>
            <th scope="col">{t(`agentContracts.tiers.${kind}`)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} data-testid="team-offer-tier">
              <td>{i + 1}</td>
              <td>
                <input
                  aria-label={`${t('agentContracts.tiers.activeMembers')} ${i + 1}`}
                  inputMode="numeric"
                  value={row.activeMembers}
                  onChange={(e) => set(i, 'activeMembers')(e.target.value)}
                />
              </td>
              <td>
                <input
                  aria-label={`${t('agentContracts.team.threshold')} ${i + 1}`}
                  inputMode="decimal"
                  value={row.threshold}
                  onChange={(e) => set(i, 'threshold')(e.target.value)}
                />
              </td>
              <td>
                <input
                  aria-label={`${t(`agentContracts.tiers.${kind}`)} ${i + 1}`}
                  inputMode="decimal"
                  value={row.reward}
                  onChange={(e) => set(i, 'reward')(e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="contract__muted">
        {t(`agentContracts.team.rules.${kind === 'dividend' ? 'dividend' : 'salary'}`)}
      </p>
      <div className="contract__actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={rows.length >= CONTRACT_MAX_TIERS}
          onClick={() => setRows((current) => [...current, { ...EMPTY_ROW }])}
          data-testid="team-offer-add-tier"
        >
          {t('agentContracts.team.addTier')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={rows.length <= 1}
          onClick={() => setRows((current) => current.slice(0, -1))}
        >
          {t('agentContracts.team.removeTier')}
        </button>
      </div>
      {problem ? (
        <p className="ui-form__error" role="alert" data-testid="team-offer-error">
          {problem}
        </p>
      ) : null}
      <div className="contract__actions">
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          {t('agentContracts.prompt.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn--gold"
          disabled={offer.isPending}
          data-testid="team-offer-send"
        >
          {t('agentContracts.team.send')}
        </button>
      </div>
    </form>
  );
}
