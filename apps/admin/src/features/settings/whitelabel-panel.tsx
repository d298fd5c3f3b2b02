import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  WHITELABEL_FLAGS,
  getSystemStatusEndpoint,
  updateWhitelabelEndpoint,
  type WhitelabelFlag,
} from '@app/contracts';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

/** The whitelabel flags and modules, each switched on its own. */
export function WhitelabelPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['admin', 'site-status'],
    queryFn: ({ signal }) => callEndpoint(getSystemStatusEndpoint, { signal }),
  });
  const toggle = useMutation({
    mutationFn: ({ flag, on }: { flag: WhitelabelFlag; on: boolean }) =>
      callEndpoint(updateWhitelabelEndpoint, { body: { [flag]: on } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'site-status'] });
      notify(t('settings.savedToast'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <QueryState query={status}>
      {(data) => (
        <ul className="flags">
          {WHITELABEL_FLAGS.map((flag) => (
            <li key={flag}>
              <label className="switch">
                <input
                  type="checkbox"
                  disabled={!canWrite || toggle.isPending}
                  checked={data.info.whitelabel[flag] ?? false}
                  onChange={(e) => toggle.mutate({ flag, on: e.target.checked })}
                />
                <code>{flag}</code>
                <span className="muted">{t(`flags.${flag}`, { defaultValue: '' })}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
