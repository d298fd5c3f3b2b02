import { useId } from 'react';
import { Modal } from './modal.tsx';
import './confirm-dialog.css';

export type ConfirmDialogProps = {
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
  confirmTestId?: string;
};

/** A yes/no question in a small centred dialog; Cancel has the focus so Enter is harmless. */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal variant="center" onClose={onCancel} labelledBy={titleId} testId={testId}>
      <div className="confirm-dialog">
        <h2 id={titleId} className="confirm-dialog__title">
          {title}
        </h2>
        {text ? <p className="confirm-dialog__text">{text}</p> : null}
        <div className="confirm-dialog__actions">
          <button type="button" className="btn btn--ghost" data-autofocus onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className="btn btn--gold"
            data-testid={confirmTestId}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
