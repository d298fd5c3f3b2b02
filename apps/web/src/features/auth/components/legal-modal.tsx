import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import { TIMERS } from '@app/contracts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/**
 * The terms or privacy text in a sheet (spec §2 Register). It closes with the 300 ms fade of
 * spec §4 ("Modals close with 300 ms fade"), then unmounts.
 */
export function LegalModal({
  title,
  onClose,
  testId,
  children,
}: {
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const close = () => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(onClose, TIMERS.modalFade);
  };

  return (
    <div className={`auth-legal${closing ? ' auth-legal--closing' : ''}`}>
      <Modal variant="sheet" onClose={close} label={title} testId={testId}>
        <div className="auth-legal__head">
          <h2 className="auth-legal__title">{title}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            data-testid={`${testId}-close`}
            onClick={close}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="auth-legal__body">{children}</div>
      </Modal>
    </div>
  );
}
