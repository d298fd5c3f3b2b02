import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

export type ModalVariant = 'drawer' | 'sheet' | 'center';

export type ModalProps = {
  onClose: () => void;
  /** Accessible name; use either label or the id of the visible heading. */
  label?: string;
  labelledBy?: string;
  variant: ModalVariant;
  testId?: string;
  maskTestId?: string;
  className?: string;
  /**
   * The dialog opens by itself while the page is still arriving (the home's notices): focus moves
   * once the frame that shows it is drawn, since moving it makes the browser lay out the page
   * there and then, in the same task as the effects of the render that opened it.
   */
  focusAfterFrame?: boolean;
  children: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: Escape and the focus trap act on the top one only. */
const stack: string[] = [];

/**
 * A modal dialog (side menu, service sheet, confirmations). Mounted while open: moves focus
 * inside, keeps Tab inside, closes on Escape and on the mask, gives focus back on close and stops
 * the page behind it from scrolling.
 */
export function Modal({
  onClose,
  label,
  labelledBy,
  variant,
  testId,
  maskTestId,
  className,
  focusAfterFrame = false,
  children,
}: ModalProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(id);
    document.body.classList.add('has-modal');
    const panel = panelRef.current;
    const preferred = panel?.querySelector<HTMLElement>('[data-autofocus]');
    const first = preferred ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    // Without scrolling: the panel is fixed on screen, and scrolling to it would make the browser
    // lay out the whole page in this task, before it would have anyway.
    const moveFocus = () => first?.focus({ preventScroll: true });
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (focusAfterFrame) {
      // A frame's callbacks run before it is laid out; the task after them, once it is drawn.
      frame = requestAnimationFrame(() => {
        frame = 0;
        timer = setTimeout(moveFocus, 0);
      });
    } else {
      moveFocus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
      const at = stack.indexOf(id);
      if (at >= 0) stack.splice(at, 1);
      if (stack.length === 0) document.body.classList.remove('has-modal');
      if (previous?.isConnected) previous.focus();
    };
  }, [id, focusAfterFrame]);

  return (
    <div className={`modal modal--${variant}`}>
      <div
        className="modal__mask"
        data-testid={maskTestId}
        aria-hidden="true"
        onClick={() => onClose()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
        className={`modal__panel${className ? ` ${className}` : ''}`}
      >
        {children}
      </div>
    </div>
  );
}
