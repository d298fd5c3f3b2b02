import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  addMemberNoteEndpoint,
  blockMemberEndpoint,
  endMemberSessionsEndpoint,
  removeMemberTotpEndpoint,
  resetMemberPasswordEndpoint,
  setMemberLabelsEndpoint,
  unblockMemberEndpoint,
  type MemberDetail,
} from '@app/contracts';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';

type Pending = 'block' | 'unblock' | 'reset' | 'totp' | null;

const ACTION_LABEL: Record<Exclude<Pending, null>, string> = {
  block: 'block',
  unblock: 'unblock',
  reset: 'resetPassword',
  totp: 'removeTotp',
};

/** What support does to a member: block or unblock, reset the password, end sessions, labels, notes. */
export function MemberActions({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canWrite = useCan('members.write');
  const canRevoke = useCan('sessions.revoke');
  const account = detail.profile.account;
  const [pending, setPending] = useState<Pending>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'member', account] });
  const act = useMutation({
    mutationFn: async ({ kind, reason }: { kind: Exclude<Pending, null>; reason: string }) => {
      if (kind === 'block')
        return callEndpoint(blockMemberEndpoint, { params: { account }, body: { reason } });
      if (kind === 'unblock')
        return callEndpoint(unblockMemberEndpoint, { params: { account }, body: { reason } });
      if (kind === 'totp')
        return callEndpoint(removeMemberTotpEndpoint, { params: { account }, body: { reason } });
      const r = await callEndpoint(resetMemberPasswordEndpoint, {
        params: { account },
        body: { reason },
      });
      setTemporary(r.temporaryPassword);
      return r;
    },
    onSuccess: () => {
      setPending(null);
      notify(t('members.saved'));
      void refresh();
    },
  });
  const other = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      notify(t('members.saved'));
      void refresh();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <div className="stack">
      <div className="row wrap">
        {canWrite && detail.profile.status === 'active' ? (
          <button type="button" className="btn danger" onClick={() => setPending('block')}>
            {t('members.block')}
          </button>
        ) : null}
        {canWrite && detail.profile.status === 'blocked' ? (
          <button type="button" className="btn primary" onClick={() => setPending('unblock')}>
            {t('members.unblock')}
          </button>
        ) : null}
        {canWrite ? (
          <button type="button" className="btn ghost" onClick={() => setPending('reset')}>
            {t('members.resetPassword')}
          </button>
        ) : null}
        {canWrite && detail.profile.totpEnabled ? (
          <button
            type="button"
            className="btn ghost"
            onClick={() => setPending('totp')}
            data-testid="member-remove-totp"
          >
            {t('members.removeTotp')}
          </button>
        ) : null}
        {canRevoke ? (
          <button
            type="button"
            className="btn ghost"
            onClick={() =>
              other.mutate(() => callEndpoint(endMemberSessionsEndpoint, { params: { account } }))
            }
          >
            {t('members.endSessions', { count: detail.wallet.openSessions })}
          </button>
        ) : null}
      </div>
      {temporary ? (
        <p className="alert ok" role="status">
          {t('members.temporaryPassword')} <code data-testid="temporary-password">{temporary}</code>
        </p>
      ) : null}
      {canWrite ? (
        <LabelsAndNote account={account} initial={detail.profile.labels} run={other.mutate} />
      ) : null}
      <ReasonDialog
        open={pending !== null}
        title={pending ? t(`members.confirm.${pending}`, { account }) : ''}
        confirmLabel={pending ? t(`members.${ACTION_LABEL[pending]}`) : ''}
        required
        busy={act.isPending}
        error={act.isError ? errorText(act.error) : null}
        onClose={() => {
          setPending(null);
          act.reset();
        }}
        onSubmit={(reason) => pending && act.mutate({ kind: pending, reason })}
      />
    </div>
  );
}

/** The member's labels and a new note. */
function LabelsAndNote({
  account,
  initial,
  run,
}: {
  account: string;
  initial: string[];
  run: (work: () => Promise<unknown>) => void;
}) {
  const { t } = useTranslation();
  const [labels, setLabels] = useState(initial.join(', '));
  const [note, setNote] = useState('');
  return (
    <div className="row wrap align-end">
      <label className="field">
        <span className="field-label">{t('members.labels')}</span>
        <input
          value={labels}
          onChange={(e) => setLabels(e.target.value)}
          placeholder="nochat, vip"
        />
      </label>
      <button
        type="button"
        className="btn ghost"
        onClick={() =>
          run(() =>
            callEndpoint(setMemberLabelsEndpoint, {
              params: { account },
              body: {
                labels: labels
                  .split(/[\s,]+/)
                  .filter(Boolean)
                  .map((l) => l.toLowerCase()),
              },
            }),
          )
        }
      >
        {t('members.saveLabels')}
      </button>
      <label className="field grow">
        <span className="field-label">{t('members.note')}</span>
        <input value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
      </label>
      <button
        type="button"
        className="btn ghost"
        disabled={!note.trim()}
        onClick={() =>
          run(async () => {
            await callEndpoint(addMemberNoteEndpoint, {
              params: { account },
              body: { text: note.trim() },
            });
            setNote('');
          })
        }
      >
        {t('members.addNote')}
      </button>
    </div>
  );
}
