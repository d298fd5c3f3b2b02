import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { getGameVendorSplitEndpoint, setGameVendorSplitEndpoint } from '@app/contracts';
import { SaveRow } from '../../components/save-row.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

const codes = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

function SplitForm({
  initial,
  canWrite,
}: {
  initial: { esportsVendors: string[]; cockfightVendors: string[] };
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [esports, setEsports] = useState(initial.esportsVendors.join(', '));
  const [cockfight, setCockfight] = useState(initial.cockfightVendors.join(', '));
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(setGameVendorSplitEndpoint, {
        body: { esportsVendors: codes(esports), cockfightVendors: codes(cockfight) },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'vendor-split'], saved);
      notify(t('games.splitSaved'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!canWrite} className="stack">
        <label className="field">
          <span className="field-label">{t('games.esportsVendors')}</span>
          <input value={esports} onChange={(e) => setEsports(e.target.value)} />
        </label>
        <label className="field">
          <span className="field-label">{t('games.cockfightVendors')}</span>
          <input value={cockfight} onChange={(e) => setCockfight(e.target.value)} />
        </label>
      </fieldset>
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}

/** Which SPORTS vendor rows the site lists as e-sports and as cockfight (spec §3). */
export function VendorSplitPanel({ canWrite }: { canWrite: boolean }) {
  const query = useQuery({
    queryKey: ['admin', 'vendor-split'],
    queryFn: ({ signal }) => callEndpoint(getGameVendorSplitEndpoint, { signal }),
  });
  return (
    <QueryState query={query}>
      {(data) => <SplitForm initial={data} canWrite={canWrite} />}
    </QueryState>
  );
}
