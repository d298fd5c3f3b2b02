import '../locales/strings.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { TeamMember } from '@app/contracts';
import { formatDate, formatMoney } from '@app/client/format';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { UsersIcon } from '../../../components/ui/page-icons.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { errorText, useSiteLanguage } from '../../../lib/i18n.ts';
import { useTeam, useTeamTransfer } from '../api/agents.ts';
import { AgentQuickMenu } from './agent-quick-menu.tsx';
import './agents.css';

function newRequestId(): string {
  return `tt-${crypto.randomUUID()}`;
}

/**
 * /m/member/team (spec §2 team management, DOWNMAN): the downlines of the whole team with search,
 * balance, last sign-in and status, and a transfer to one of them with the payment password. The
 * server decides every rule (protection, wagering, deposit limit, balance); the page says why.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [transferTo, setTransferTo] = useState<TeamMember | null>(null);
  const team = useTeam(search);

  return (
    <div className="agent-page" data-testid="team-page">
      <AgentQuickMenu />
      <form
        className="agent-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(input.trim());
        }}
      >
        <FormField
          name="team-search"
          label={t('agent.team.search')}
          value={input}
          onChange={setInput}
          placeholder={t('agent.team.searchPlaceholder')}
        />
        <button type="submit" className="btn btn--outline" data-testid="team-search">
          {t('agent.team.searchButton')}
        </button>
      </form>
      {team.isPending ? (
        <p className="agent__loading" role="status">
          {t('common.loading')}
        </p>
      ) : team.isError ? (
        <LoadFailed onRetry={() => void team.refetch()} error={team.error} />
      ) : team.data.list.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title={t('agent.team.emptyTitle')}
          text={t('agent.team.emptyText')}
          action={{ label: t('agent.foot.openAccount'), to: '/m/agentRegister' }}
        />
      ) : (
        <>
          <p className="agent__muted" data-testid="team-total">
            {t('agent.team.total', { count: team.data.total })}
          </p>
          <ul className="agent-team" data-testid="team-list">
            {team.data.list.map((m) => (
              <TeamRow key={m.id} member={m} onTransfer={() => setTransferTo(m)} />
            ))}
          </ul>
        </>
      )}
      {transferTo ? <TransferForm member={transferTo} onClose={() => setTransferTo(null)} /> : null}
    </div>
  );
}

function TeamRow({ member, onTransfer }: { member: TeamMember; onTransfer: () => void }) {
  const { t } = useTranslation();
  const language = useSiteLanguage();
  return (
    <li className="agent-team__row" data-testid="team-row" data-account={member.account}>
      <div className="agent-team__who">
        <strong>{member.account}</strong>
        <span className="agent__chip">
          {member.isAgent ? t('agent.team.agent') : t('agent.team.member')}
        </span>
        <span className="agent__muted">{t('agent.team.depth', { depth: member.depth })}</span>
      </div>
      <dl className="agent-team__facts">
        <dt>{t('agent.team.balance')}</dt>
        <dd data-testid="team-balance">{formatMoney(member.balance)} ₫</dd>
        <dt>{t('agent.team.lastLogin')}</dt>
        <dd>
          {member.lastLoginAt
            ? formatDate(member.lastLoginAt, language, 'dateTime')
            : t('agent.team.never')}
        </dd>
        <dt>{t('agent.team.status')}</dt>
        <dd>{t(`agent.team.statuses.${member.status === 'active' ? 'active' : 'blocked'}`)}</dd>
      </dl>
      <button
        type="button"
        className="btn btn--gold"
        onClick={onTransfer}
        data-testid="team-transfer-open"
      >
        {t('agent.team.transfer')}
      </button>
    </li>
  );
}

function TransferForm({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const { t } = useTranslation();
  const transfer = useTeamTransfer();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // One id per intended transfer: a retry after a lost answer moves the money once.
  const [requestId, setRequestId] = useState(newRequestId);
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    transfer.mutate(
      {
        memberId: member.id,
        amount: amount.replace(/[\s,]/g, ''),
        paymentPassword: password,
        requestId,
      },
      {
        onSuccess: (value) => {
          setMessage(
            t('agent.team.transferred', { amount: formatMoney(value.amount), to: value.to }),
          );
          setAmount('');
          setPassword('');
          setRequestId(newRequestId());
        },
        onError: (error) => setMessage(errorText(error)),
      },
    );
  };

  return (
    <section
      className="agent-card"
      data-testid="team-transfer"
      aria-label={t('agent.team.transfer')}
    >
      <h2 className="agent-card__title">
        {t('agent.team.transferTo', { account: member.account })}
      </h2>
      <form className="agent-form" noValidate onSubmit={submit}>
        <FormField
          name="transfer-amount"
          inputMode="numeric"
          label={t('agent.team.amount')}
          value={amount}
          onChange={setAmount}
        />
        <FormField
          name="transfer-password"
          type="password"
          inputMode="numeric"
          label={t('agent.team.paymentPassword')}
          value={password}
          onChange={setPassword}
          maxLength={6}
        />
        <div className="agent-form__actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="submit"
            className="btn btn--gold"
            disabled={transfer.isPending}
            data-testid="team-transfer-submit"
          >
            {transfer.isPending ? t('common.loading') : t('agent.team.send')}
          </button>
        </div>
        {message ? (
          <p className="agent__message" role="status" data-testid="team-transfer-message">
            {message}
          </p>
        ) : null}
      </form>
    </section>
  );
}
