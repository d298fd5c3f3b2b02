import { startTransition, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { Announcement } from '@app/contracts';
import { Modal } from '../../../components/ui/modal.tsx';
import { markNoticeShown, noticeShownThisSession } from '../lib/notice-popup.ts';
import { sanitizeHtml } from '../lib/html.ts';
import './notice-popup.css';

/**
 * spec §2 "Home": the notices (pop-up announcements) pop up once per session when there are any.
 * Several notices are read one after another.
 */
export function NoticePopup({ notices }: { notices: readonly Announcement[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (notices.length === 0 || noticeShownThisSession()) return;
    markNoticeShown();
    // Drawn in a background render, its focus moved after the frame that shows it: the popup
    // opens while the home is still arriving, and would otherwise add one long task to it.
    startTransition(() => setOpen(true));
  }, [notices.length]);

  const notice = notices[index];
  if (!open || !notice) return null;
  const last = index >= notices.length - 1;
  return (
    <Modal
      variant="center"
      onClose={() => setOpen(false)}
      labelledBy={headingId}
      testId="notice-popup"
      className="notice-popup"
      focusAfterFrame
    >
      <p className="notice-popup__kicker">
        {t('home.notice.title')}
        {notices.length > 1 ? (
          <span className="notice-popup__count">
            {t('home.notice.counter', { current: index + 1, total: notices.length })}
          </span>
        ) : null}
      </p>
      <h2 id={headingId} className="notice-popup__title">
        {notice.title}
      </h2>
      <div
        className="notice-popup__content rich-text"
        // Sanitised on write by the server and again here.
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
      />
      <div className="notice-popup__actions">
        {last ? null : (
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setIndex((i) => i + 1)}
          >
            {t('home.notice.next')}
          </button>
        )}
        <button
          type="button"
          className="btn btn--gold btn--small"
          data-testid="notice-popup-close"
          data-autofocus
          onClick={() => setOpen(false)}
        >
          {t('home.notice.close')}
        </button>
      </div>
    </Modal>
  );
}
