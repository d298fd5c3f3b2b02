import { useTranslation } from 'react-i18next';

/** The save button of a settings form, shown only to a role that may change them. */
export function SaveRow({ show, busy }: { show: boolean; busy: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <div className="row end">
      <button type="submit" className="btn primary" disabled={busy}>
        {t('common.save')}
      </button>
    </div>
  );
}
