import { useCallback, useEffect, useRef, useState } from 'react';
import './toast.css';

export type ToastKind = 'loading' | 'success' | 'error' | 'info';
type ToastState = { message: string; kind: ToastKind; id: number } | null;

/**
 * A short message over the page (spec §8/§9: loading up to 10 s, success 1 s, SMS sent 1.5 s).
 * Each screen owns one (auth forms, the lobby's favourites); `show` replaces what is on screen and hides it after `duration` ms.
 */
export function useToast() {
  const [toast, setToast] = useState<ToastState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(1);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setToast(null);
  }, []);

  const show = useCallback((message: string, kind: ToastKind, duration: number) => {
    clearTimeout(timer.current);
    setToast({ message, kind, id: nextId.current++ });
    timer.current = setTimeout(() => setToast(null), duration);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const node = toast ? (
    <div className="toast" role="status" aria-live="polite" data-testid="toast">
      <div className={`toast__box toast__box--${toast.kind}`} key={toast.id}>
        {toast.kind === 'loading' ? <span className="toast__spinner" aria-hidden="true" /> : null}
        <span>{toast.message}</span>
      </div>
    </div>
  ) : null;

  return { node, show, hide, isLoading: toast?.kind === 'loading' };
}
