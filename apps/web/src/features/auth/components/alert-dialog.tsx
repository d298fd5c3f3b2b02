import { useId, type ReactNode } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';

/** A message with one button (spec §4 Password change: "if new equals old show a confirm dialog"). */
export function AlertDialog({
  title,
  text,
  buttonLabel,
  onClose,
  testId,
  children,
}: {
  title: string;
  text?: string;
  buttonLabel: string;
  onClose: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal variant="center" onClose={onClose} labelledBy={titleId} testId={testId}>
      <div className="auth-dialog">
        <h2 id={titleId} className="auth-dialog__title">
          {title}
        </h2>
        {text ? <p className="auth-dialog__text">{text}</p> : null}
        {children}
        <button
          type="button"
          className="btn btn--gold btn--block"
          data-autofocus
          data-testid={testId ? `${testId}-ok` : undefined}
          onClick={onClose}
        >
          {buttonLabel}
        </button>
      </div>
    </Modal>
  );
}
