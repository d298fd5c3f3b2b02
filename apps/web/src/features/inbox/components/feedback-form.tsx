import '../locales/strings.ts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { FEEDBACK_BOUNDS, FEEDBACK_CATEGORIES } from '@app/contracts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import './inbox.css';

/** Characters as a reader counts them (a Vietnamese letter with its marks is one). */
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * spec §7 "feedback (PUT)", §5: a topic and 10–500 characters. The send button waits for both;
 * the server's codes (too short, too long, unknown topic, too many) are shown as sent back.
 */
export function FeedbackForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendFeedback();
  const toast = useToast();
  const length = lengthOf(content);
  const ready = category !== '' && length >= FEEDBACK_BOUNDS.min && length <= FEEDBACK_BOUNDS.max;

  return (
    <Modal variant="sheet" onClose={onClose} labelledBy={titleId} testId="feedback-form">
      <form
        className="feedback"
        onSubmit={(event) => {
          event.preventDefault();
          if (!ready || send.isPending) return;
          setError(null);
          send.mutate(
            { category, content },
            {
              onSuccess: () => {
                toast.show(t('inbox.feedback.sent'), 'success', 1500);
                setContent('');
                setCategory('');
              },
              onError: (e) => setError(errorText(e)),
            },
          );
        }}
      >
        <div className="feedback__head">
          <h2 id={titleId} className="feedback__title">
            {t('inbox.feedback.title')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <label className="feedback__field">
          <span>{t('inbox.feedback.category')}</span>
          <select
            value={category}
            data-testid="feedback-category"
            onChange={(e) => setCategory(e.target.value)}
          >
            <option value="" disabled>
              {t('inbox.feedback.chooseCategory')}
            </option>
            {FEEDBACK_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`inbox.feedback.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="feedback__field">
          <span>{t('inbox.feedback.content')}</span>
          <textarea
            value={content}
            rows={5}
            maxLength={FEEDBACK_BOUNDS.max + 50}
            placeholder={t('inbox.feedback.placeholder')}
            data-testid="feedback-content"
            onChange={(e) => setContent(e.target.value)}
          />
          <span
            className={`feedback__counter${length > FEEDBACK_BOUNDS.max ? ' feedback__counter--over' : ''}`}
          >
            {t('inbox.feedback.counter', { count: length })}
          </span>
        </label>
        {error ? (
          <p className="feedback__error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="btn btn--gold"
          data-testid="feedback-send"
          disabled={!ready || send.isPending}
        >
          {t('inbox.feedback.send')}
        </button>
      </form>
      {toast.node}
    </Modal>
  );
}
