import '../locales/strings.ts';
import { useTranslation } from '../../../lib/translation.ts';

/** The submit button of a security card: its words, whether a request is on its way, its test id. */
export type SecuritySubmit = { label: string; pending: boolean; testId: string };

/**
 * The row at the foot of a security card's form: Cancel, then the submit button, disabled while
 * its request is on its way. Without `submit` (a step that has nothing to send yet) only Cancel.
 */
export function SecurityCardActions({
  onCancel,
  submit,
}: {
  onCancel: () => void;
  submit: SecuritySubmit | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="security-card__actions">
      <button type="button" className="btn btn--outline" onClick={onCancel}>
        {t('security.actions.cancel')}
      </button>
      {submit ? (
        <button
          type="submit"
          className="btn btn--gold"
          disabled={submit.pending}
          data-testid={submit.testId}
        >
          {submit.label}
        </button>
      ) : null}
    </div>
  );
}
