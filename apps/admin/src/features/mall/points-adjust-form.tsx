import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import { adjustPointsEndpoint } from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';

/** An operator's correction of a member's points (+/-), with its reason; audited. */
export function PointsAdjustForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const [adjust, setAdjust] = useState({ account: '', points: '', reason: '' });
  const correct = useMutation({
    mutationFn: () =>
      callEndpoint(adjustPointsEndpoint, {
        body: {
          account: adjust.account.trim(),
          points: Number(adjust.points),
          reason: adjust.reason,
        },
      }),
    onSuccess: (result) => {
      notify(t('mall.adjusted', { points: result.points }));
      setAdjust({ account: '', points: '', reason: '' });
    },
    onError: (e) => notify(errorText(e)),
  });
  const field = (key: keyof typeof adjust, label: string, extra: object = {}) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        required
        value={adjust[key]}
        onChange={(e) => setAdjust((a) => ({ ...a, [key]: e.target.value }))}
        {...extra}
      />
    </label>
  );
  return (
    <Panel title={t('mall.adjust')}>
      <form
        className="row wrap"
        onSubmit={(e) => {
          e.preventDefault();
          correct.mutate();
        }}
      >
        {field('account', t('mall.member'))}
        {field('points', t('mall.points'), { inputMode: 'numeric' })}
        {field('reason', t('mall.reason'), { maxLength: 200 })}
        <button type="submit" className="btn primary" disabled={correct.isPending}>
          {t('mall.adjustSubmit')}
        </button>
      </form>
    </Panel>
  );
}
