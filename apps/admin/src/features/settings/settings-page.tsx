import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  WHITELABEL_FLAGS,
  getGateSettingsEndpoint,
  getSystemStatusEndpoint,
  updateGateSettingsEndpoint,
  updateWhitelabelEndpoint,
  type GateSettings,
  type WhitelabelFlag,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';
import { MoneySettingsForm } from './money-settings-form.tsx';

const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function GateForm({ gate, canWrite }: { gate: GateSettings; canWrite: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState({
    maintenance: { ...gate.maintenance },
    region: {
      enabled: gate.regionRestriction.enabled,
      ranges: gate.regionRestriction.blockedRanges.join('\n'),
      countries: gate.regionRestriction.blockedCountries.join(', '),
    },
  });
  useEffect(() => {
    setDraft({
      maintenance: { ...gate.maintenance },
      region: {
        enabled: gate.regionRestriction.enabled,
        ranges: gate.regionRestriction.blockedRanges.join('\n'),
        countries: gate.regionRestriction.blockedCountries.join(', '),
      },
    });
  }, [gate]);
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(updateGateSettingsEndpoint, {
        body: {
          maintenance: draft.maintenance,
          regionRestriction: {
            enabled: draft.region.enabled,
            blockedRanges: lines(draft.region.ranges),
            blockedCountries: lines(draft.region.countries).map((c) => c.toUpperCase()),
          },
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'gate'], saved);
      notify(t('settings.savedToast'));
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const m = draft.maintenance;
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (
          m.enabled &&
          !gate.maintenance.enabled &&
          !window.confirm(t('settings.maintenanceConfirm'))
        )
          return;
        save.mutate();
      }}
    >
      <fieldset disabled={!canWrite} className="stack">
        <legend>{t('settings.maintenance')}</legend>
        <label className="switch">
          <input
            type="checkbox"
            checked={m.enabled}
            onChange={(e) =>
              setDraft((d) => ({
                ...d,
                maintenance: { ...d.maintenance, enabled: e.target.checked },
              }))
            }
          />
          {t('settings.maintenanceOn')}
        </label>
        <label className="field">
          <span className="field-label">{t('settings.maintenanceTitle')}</span>
          <input
            maxLength={200}
            value={m.title}
            onChange={(e) =>
              setDraft((d) => ({ ...d, maintenance: { ...d.maintenance, title: e.target.value } }))
            }
          />
        </label>
        <label className="field">
          <span className="field-label">{t('settings.maintenanceText')}</span>
          <textarea
            rows={3}
            maxLength={2000}
            value={m.text}
            onChange={(e) =>
              setDraft((d) => ({ ...d, maintenance: { ...d.maintenance, text: e.target.value } }))
            }
          />
        </label>
      </fieldset>
      <fieldset disabled={!canWrite} className="stack">
        <legend>{t('settings.region')}</legend>
        <label className="switch">
          <input
            type="checkbox"
            checked={draft.region.enabled}
            onChange={(e) =>
              setDraft((d) => ({ ...d, region: { ...d.region, enabled: e.target.checked } }))
            }
          />
          {t('settings.regionOn')}
        </label>
        <label className="field">
          <span className="field-label">{t('settings.blockedRanges')}</span>
          <textarea
            rows={4}
            value={draft.region.ranges}
            placeholder="203.0.113.0/24"
            onChange={(e) =>
              setDraft((d) => ({ ...d, region: { ...d.region, ranges: e.target.value } }))
            }
          />
        </label>
        <label className="field">
          <span className="field-label">{t('settings.blockedCountries')}</span>
          <input
            value={draft.region.countries}
            placeholder="US, SG"
            onChange={(e) =>
              setDraft((d) => ({ ...d, region: { ...d.region, countries: e.target.value } }))
            }
          />
        </label>
      </fieldset>
      <SaveRow show={canWrite} busy={save.isPending} />
    </form>
  );
}

function WhitelabelFlags({ canWrite }: { canWrite: boolean }) {
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

/** The site's switches: maintenance, region restriction and the whitelabel flags. */
export function SettingsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('settings.write');
  const gate = useQuery({
    queryKey: ['admin', 'gate'],
    queryFn: ({ signal }) => callEndpoint(getGateSettingsEndpoint, { signal }),
  });
  return (
    <Page title={t('nav.settings')}>
      <div className="grid-2">
        <Panel title={t('settings.gate')}>
          <QueryState query={gate}>
            {(data) => <GateForm gate={data} canWrite={canWrite} />}
          </QueryState>
        </Panel>
        <div className="stack">
          <Panel title={t('settings.money')}>
            <MoneySettingsForm canWrite={canWrite} />
          </Panel>
          <Panel title={t('settings.whitelabel')}>
            <WhitelabelFlags canWrite={canWrite} />
          </Panel>
        </div>
      </div>
    </Page>
  );
}
