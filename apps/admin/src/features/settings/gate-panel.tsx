import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  getGateSettingsEndpoint,
  updateGateSettingsEndpoint,
  type GateSettings,
} from '@app/contracts';
import { QueryState } from '../../components/query-state.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

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
          <span className="field-hint">{t('settings.emptySiteText')}</span>
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
          <span className="field-hint">{t('settings.emptySiteText')}</span>
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

/** Maintenance and region restriction (the `ops` gate commands), changed without a restart. */
export function GatePanel({ canWrite }: { canWrite: boolean }) {
  const gate = useQuery({
    queryKey: ['admin', 'gate'],
    queryFn: ({ signal }) => callEndpoint(getGateSettingsEndpoint, { signal }),
  });
  return (
    <QueryState query={gate}>{(data) => <GateForm gate={data} canWrite={canWrite} />}</QueryState>
  );
}
